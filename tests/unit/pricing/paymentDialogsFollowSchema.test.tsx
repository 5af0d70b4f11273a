import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentJob } from '../../../src/domain/pricing/payments';
import { MarkPaidDialog } from '../../../src/resources/jobs/pricing/MarkPaidDialog';
import { PriceDialog } from '../../../src/resources/jobs/pricing/PriceDialog';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

// The declared money and payment method with a bound changed: the dialogs must hold to them with their text.
vi.mock('../../../src/domain/resources/jobValues', async (importOriginal) => {
  const declared = await importOriginal<typeof import('../../../src/domain/resources/jobValues')>();
  return { ...declared, moneySchema: declared.moneySchema.refine((n) => n <= 100, 'Fiyat en fazla 100 ₺') };
});
vi.mock('../../../src/domain/pricing/payments', async (importOriginal) => {
  const { z } = await import('zod');
  const declared = await importOriginal<typeof import('../../../src/domain/pricing/payments')>();
  return { ...declared, paymentMethodSchema: z.enum(['cash', 'cheque'], { error: 'Yalnız nakit veya çek' }) };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const job: PaymentJob = {
  id: 7,
  customer: 'Örnek Metal',
  description: 'Flanş',
  quantity: 3,
  unitPrice: 10,
  totalPrice: 30,
  completedAt: null,
  paidAt: null,
  deadline: null,
  workstationName: 'CNC Torna 1',
  status: 'pending',
  paymentMethod: null,
  createdAt: '2026-01-05T09:00:00Z',
};
const sentBody = (fetchMock: ReturnType<typeof serve>) => JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));

/** The form sits inside the dialog's paper, not as it (axe 'aria-allowed-role' on <form role="dialog">). */
const expectFormInsidePaper = (dialog: HTMLElement) => {
  expect(dialog.tagName).not.toBe('FORM');
  expect(dialog.querySelector('form')).not.toBeNull();
};

describe('the payment dialogs follow the declared schemas', { timeout: 20_000 }, () => {
  it('price: opens in the unit price, refuses one over the changed bound as typed (no total), sends one within it with its total', async () => {
    const fetchMock = serve(() => json(200, { success: true, message: 'Fiyat başarıyla güncellendi', job }));
    const onSaved = vi.fn();
    renderInAdmin(<PriceDialog job={job} onClose={vi.fn()} onSaved={onSaved} />, { user: userOf(3) });
    const dialog = screen.getByRole('dialog', { name: 'Fiyat Düzenle · #000007' });
    expectFormInsidePaper(dialog);
    const price = within(dialog).getByTestId('unit-price');
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveValue('10,00');

    fireEvent.change(price, { target: { value: '150' } });
    expect(await within(dialog).findByText('Fiyat en fazla 100 ₺')).toBeInTheDocument();
    expect(within(dialog).getByTestId('price-total')).toHaveTextContent('Toplam: ₺0,00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(price, { target: { value: '99,5' } });
    await waitFor(() => expect(within(dialog).getByTestId('price-total')).toHaveTextContent('Toplam: ₺298,50'));
    expect(within(dialog).queryByText('Fiyat en fazla 100 ₺')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({ unitPrice: 99.5, totalPrice: 298.5 });
  });

  it('price: a blank price is refused at the field with the declared text; the server’s refusal stays in the dialog', async () => {
    const fetchMock = serve(() => json(400, { success: false, message: 'Toplam fiyat çok büyük' }));
    renderInAdmin(<PriceDialog job={job} onClose={vi.fn()} onSaved={vi.fn()} />, { user: userOf(3) });
    const dialog = screen.getByRole('dialog');
    const price = within(dialog).getByTestId('unit-price');
    fireEvent.change(price, { target: { value: '' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Fiyat bir sayı olmalıdır')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(price, { target: { value: '50' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Toplam fiyat çok büyük');
  });

  it('mark paid: opens in the method, refuses one the changed schema refuses at the field, sends one it takes', async () => {
    const fetchMock = serve(() => json(200, { success: true, message: 'İş ödendi olarak işaretlendi', job }));
    const onPaid = vi.fn();
    renderInAdmin(<MarkPaidDialog job={job} onClose={vi.fn()} onPaid={onPaid} />, { user: userOf(3) });
    const dialog = screen.getByRole('dialog', { name: 'Ödeme Onayı' });
    expectFormInsidePaper(dialog);
    const method = within(dialog).getByTestId('payment-method');
    await waitFor(() => expect(method).toHaveFocus());

    const choose = async (name: string) => {
      fireEvent.mouseDown(method);
      await userEvent.click(await screen.findByRole('option', { name }));
    };
    await choose('Banka Havalesi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(await within(dialog).findByText('Yalnız nakit veya çek')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await choose('Nakit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({ paymentMethod: 'cash' });
  });
});
