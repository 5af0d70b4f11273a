import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MaterialPrice } from '../../../src/domain/materials/materialPrice';
import { PriceHistoryDialog } from '../../../src/resources/materials/prices/PriceHistoryDialog';
import { C45 } from './materialPanelProvider';

const stamp = '2026-01-02T09:00:00.000Z';
const fromOffer: MaterialPrice = { id: 2, pricePerKg: 41.25, validFrom: '2026-01-05', createdBy: 1, createdByName: 'Ayşe Yılmaz', supplierName: 'Demir Çelik A.Ş.', createdAt: stamp, current: true };
const typedIn: MaterialPrice = { id: 1, pricePerKg: 38.5, validFrom: '2025-12-01', createdBy: 1, createdByName: 'Ayşe Yılmaz', supplierName: null, createdAt: stamp, current: false };

const priceHistory = vi.hoisted(() => vi.fn(async (): Promise<unknown[]> => []));
vi.mock('../../../src/resources/materials/materialPanelCalls', () => ({ priceHistory }));

afterEach(cleanup);

describe('Fiyat Geçmişi: whose offer set a price', () => {
  it('shows the supplier of a price that came from an accepted offer, and a dash for a typed-in one', async () => {
    priceHistory.mockResolvedValueOnce([fromOffer, typedIn]);
    render(<PriceHistoryDialog material={C45 as never} onClose={() => undefined} />);
    const table = await screen.findByTestId('price-history');
    expect(within(table).getByRole('columnheader', { name: 'Tedarikçi' })).toBeInTheDocument();
    const [, offered, typed] = within(table).getAllByRole('row');
    expect(within(offered!).getByRole('cell', { name: 'Demir Çelik A.Ş.' })).toBeInTheDocument();
    expect(within(typed!).queryByText('Demir Çelik A.Ş.')).toBeNull();
    expect(within(typed!).getAllByRole('cell').map((c) => c.textContent)).toContain('-');
  });
});
