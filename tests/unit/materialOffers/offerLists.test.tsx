import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { OfferReviewPage } from '../../../src/resources/materialOffers/OfferReviewPage';
import { OwnOffers } from '../../../src/resources/materialOffers/OwnOffers';
import { renderInAdmin, userOf } from '../shell/shellHarness';

// Supplier offers are the generated list and form of their declaration (issue 23 item 5): a
// pending offer is changed or withdrawn by its supplier, accepted or rejected by the shop.

afterEach(cleanup);

const OFFERS = [
  { id: 1, materialId: 5, material: 'S235 Sac', supplier: 'Tedarik A.Ş.', pricePerKg: 42.5, validUntil: null, note: 'Stoktan', status: 'pending', decisionNote: null, createdAt: '2026-11-20T09:00:00Z' },
  { id: 2, materialId: 6, material: 'Paslanmaz Boru', supplier: 'Tedarik A.Ş.', pricePerKg: 120, validUntil: '2026-12-31', note: null, status: 'accepted', decisionNote: 'Ocak siparişi', createdAt: '2026-11-19T09:00:00Z' },
];

const offersProvider = () =>
  ({
    getList: vi.fn(async (_resource: string, params: { filter: Record<string, unknown> }) => {
      const data = params.filter.status ? OFFERS.filter((o) => o.status === params.filter.status) : OFFERS;
      return { data, total: data.length };
    }),
    getMany: vi.fn(async () => ({ data: [] })),
    create: vi.fn(),
  }) as unknown as DataProvider & { getList: ReturnType<typeof vi.fn>; create: ReturnType<typeof vi.fn> };

const rowOf = async (material: string) => (await screen.findByText(material, undefined, { timeout: 5000 })).closest('tr')!;

describe('a supplier’s own offers', () => {
  it('offers change and withdrawal on a pending offer only, and shows the shop’s note on a decided one', async () => {
    renderInAdmin(<OwnOffers />, { user: userOf(1), dataProvider: offersProvider(), i18nProvider });
    const pending = await rowOf('S235 Sac');
    expect(await within(pending).findByRole('button', { name: 'Düzenle: S235 Sac' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Geri Çek: S235 Sac' })).toBeInTheDocument();
    expect(within(pending).getByText('Süresiz')).toBeInTheDocument();
    const decided = await rowOf('Paslanmaz Boru');
    expect(within(decided).getByText('Kabul Edildi')).toBeInTheDocument();
    expect(within(decided).getByText(/Ocak siparişi/)).toBeInTheDocument();
    expect(within(decided).queryByRole('button')).toBeNull();
  }, 20_000);

  it('asks before withdrawing, naming the material and the price', async () => {
    renderInAdmin(<OwnOffers />, { user: userOf(1), dataProvider: offersProvider(), i18nProvider });
    await userEvent.click(await within(await rowOf('S235 Sac')).findByRole('button', { name: 'Geri Çek: S235 Sac' }));
    const question = await screen.findByRole('dialog', { name: 'Teklifi Geri Çek' });
    expect(question).toHaveTextContent('S235 Sac için ₺42,50/kg teklifiniz geri çekilecek. Emin misiniz?');
  }, 20_000);

  it('sends a new offer through the declared schema: no supplier to pick, the missing material said once on top', async () => {
    const dataProvider = offersProvider();
    renderInAdmin(<OwnOffers />, { user: userOf(1), dataProvider, i18nProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Yeni Teklif' }, { timeout: 5000 }));
    const form = await screen.findByRole('dialog', { name: 'Yeni Teklif' });
    await userEvent.type(await within(form).findByLabelText(/Teklif Fiyatı/, undefined, { timeout: 5000 }), '1.234,5');
    expect(within(form).queryByLabelText(/Tedarikçi/)).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Gönder' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Lütfen bir malzeme seçin');
    expect(dataProvider.create).not.toHaveBeenCalled();
  }, 20_000);
});

describe('the shop’s review of offers', () => {
  it('opens on the pending offers, each with accept and reject and nothing else', async () => {
    const dataProvider = offersProvider();
    renderInAdmin(<OfferReviewPage />, { user: userOf(3), dataProvider, i18nProvider });
    const pending = await rowOf('S235 Sac');
    expect(within(pending).getByText('Tedarik A.Ş.')).toBeInTheDocument();
    const buttons = within(pending).getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Kabul Et', 'Reddet']);
    expect(screen.queryByText('Paslanmaz Boru')).toBeNull();
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('materialManagement/supplier-offers', expect.objectContaining({ filter: { status: 'pending' } })));
  }, 20_000);
});
