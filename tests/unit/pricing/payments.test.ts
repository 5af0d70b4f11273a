import { describe, expect, it } from 'vitest';
import { invoiceDigits, invoiceNumber, paymentMethodLabel, paymentPriority, paymentStatusLabel } from '../../../src/domain/pricing/payments';
import { monthLabel } from '../../../src/domain/monthLabel';

describe('payment display rules', () => {
  it('takes the last 6 characters of the zero-padded id as the invoice number', () => {
    expect(invoiceNumber(123)).toBe('#000123');
    expect(invoiceNumber(1234567)).toBe('#234567');
    expect(invoiceDigits('#000123')).toBe('000123');
    expect(invoiceDigits(' 42 ')).toBe('42');
    expect(invoiceDigits('Akın')).toBeNull();
    expect(invoiceDigits('1234567')).toBeNull();
  });

  it('ranks by the 500 and 200 ₺ thresholds, exclusive', () => {
    expect([500.01, 500, 200.01, 200, 0].map(paymentPriority)).toEqual(['high', 'medium', 'medium', 'low', 'low']);
  });

  it('labels statuses and methods in Turkish, unknown ones as Bilinmeyen and -', () => {
    expect(['completed', 'pending', 'overdue', 'refunded'].map(paymentStatusLabel)).toEqual(['Tamamlandı', 'Bekliyor', 'Gecikmiş', 'Bilinmeyen']);
    expect(['credit_card', 'bank_transfer', 'cash', 'cheque', 'paypal', null].map(paymentMethodLabel)).toEqual(['Kredi Kartı', 'Banka Havalesi', 'Nakit', 'Çek', '-', '-']);
  });

  it('names report months the Turkish way', () => {
    expect(['2026-01', '2026-02', '2025-12'].map(monthLabel)).toEqual(['Oca 2026', 'Şub 2026', 'Ara 2025']);
  });
});
