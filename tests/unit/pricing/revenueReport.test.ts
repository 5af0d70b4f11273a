import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { PaymentJob } from '../../../src/domain/pricing/payments';
import { reportMoney, revenueReportCsv } from '../../../server/services/prices/revenueReportCsv';

const job = (over: Partial<PaymentJob>): PaymentJob => ({
  id: 1,
  customer: 'Akın Makina',
  description: 'Mil tornalama',
  quantity: 1,
  unitPrice: 0,
  totalPrice: 0,
  completedAt: null,
  paidAt: null,
  deadline: null,
  workstationName: 'CNC Torna 1',
  status: 'pending',
  paymentMethod: null,
  createdAt: '2026-03-10T08:00:00.000Z',
  ...over,
});

async function* batches(...lists: PaymentJob[][]) {
  for (const list of lists) yield list;
}

const produce = async (lists: PaymentJob[][], totals = { completed: 1234.5, pending: 1000, grand: 2234.5 }) => {
  let csv = '';
  for await (const chunk of revenueReportCsv(batches(...lists), async () => totals)) csv += chunk;
  return csv;
};

describe('the revenue report CSV', () => {
  const paid = job({ id: 7, customer: 'Ege "Hidrolik"; A.Ş.', description: 'Flanş\nişleme', quantity: 1500, unitPrice: 0.82, totalPrice: 1230, status: 'completed', paidAt: '2026-01-31T22:30:00.000Z', paymentMethod: 'cash' });
  const late = job({ id: 8, customer: '=HYPERLINK("x")', quantity: 2, unitPrice: 2.25, totalPrice: 4.5, status: 'overdue', deadline: '2026-02-01T00:00:00.000Z' });
  const soon = job({ id: 9, totalPrice: 0, status: 'pending' });
  const strange = job({ id: 10, status: 'refunded' as PaymentJob['status'] });

  it('starts with a BOM and quotes every field', async () => {
    const csv = await produce([[paid], [late, soon]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    // CRLF ends the rows; the line break inside a description is a bare LF within its quotes.
    for (const line of csv.slice(1).trimEnd().split('\r\n')) expect(line).toMatch(/^"[^]*"$/);
    expect(csv).toContain('"1.500";"₺0,82";"₺1.230,00";"Tamamlandı";"01.02.2026"');
    expect(csv.slice(1).split('\r\n')[0]).toBe('"Müşteri";"Açıklama";"Adet";"Birim Fiyat";"Toplam";"Durum";"Tarih"');
  });

  it('parses back to the seven columns, the jobs and the three totals rows', async () => {
    const csv = await produce([[paid], [late, soon, strange]]);
    const { data, errors } = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(errors).toEqual([]);
    expect(data[0]).toEqual(['Müşteri', 'Açıklama', 'Adet', 'Birim Fiyat', 'Toplam', 'Durum', 'Tarih']);
    expect(data.every((row) => row.length === 7)).toBe(true);
    // Quotes, `;` and a line break stay inside their cells; 31 Jan 22:30 UTC is 1 Feb in Istanbul.
    expect(data[1]).toEqual(['Ege "Hidrolik"; A.Ş.', 'Flanş\nişleme', '1.500', '₺0,82', '₺1.230,00', 'Tamamlandı', '01.02.2026']);
    // A formula-looking text is kept as text (a leading apostrophe); an unpaid job carries its deadline.
    expect(data[2]).toEqual(["'=HYPERLINK(\"x\")", 'Mil tornalama', '2', '₺2,25', '₺4,50', 'Gecikmiş', '01.02.2026']);
    // Without a deadline, the day the job was made; an unknown status reads 'Bilinmeyen'.
    expect(data[3]).toEqual(['Akın Makina', 'Mil tornalama', '1', '₺0,00', '₺0,00', 'Bekliyor', '10.03.2026']);
    expect(data[4]![5]).toBe('Bilinmeyen');
    expect(data.slice(5)).toEqual([
      ['Toplam Tamamlanan', '', '', '', '₺1.234,50', '', ''],
      ['Toplam Bekleyen', '', '', '', '₺1.000,00', '', ''],
      ['Genel Toplam', '', '', '', '₺2.234,50', '', ''],
    ]);
  });

  it('writes headings and totals even with no job at all', async () => {
    const { data } = Papa.parse<string[]>((await produce([], { completed: 0, pending: 0, grand: 0 })).slice(1), { skipEmptyLines: true });
    expect(data.map((r) => r[0])).toEqual(['Müşteri', 'Toplam Tamamlanan', 'Toplam Bekleyen', 'Genel Toplam']);
    expect(data[3]![4]).toBe('₺0,00');
  });

  it('writes money the Turkish way with the lira sign after it', () => {
    expect(reportMoney(1234.5)).toBe('₺1.234,50');
    expect(reportMoney(999_999_999_999.99)).toBe('₺999.999.999.999,99');
    expect(reportMoney(0.1 + 0.2)).toBe('₺0,30');
  });
});
