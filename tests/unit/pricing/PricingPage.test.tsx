import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PricingPage } from '../../../src/resources/jobs/pricing/PricingPage';
import { dataProvider } from '../../../src/providers/dataProvider';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

const job = (id: number, totalPrice: number, status: string) => ({
  id,
  customer: `Müşteri ${id}`,
  description: 'Mil',
  quantity: 1,
  unitPrice: totalPrice,
  totalPrice,
  completedAt: null,
  paidAt: status === 'completed' ? '2026-02-01T09:00:00Z' : null,
  deadline: null,
  workstationName: 'CNC Torna 1',
  status,
  paymentMethod: status === 'completed' ? 'cheque' : null,
  createdAt: '2026-01-05T09:00:00Z',
});
const summary = (over: Record<string, number> = {}) =>
  json(200, { success: true, data: { totalRevenue: 1234.5, pendingAmount: 700, completedCount: 3, pendingCount: 2, overdueCount: 1, averagePayment: 411.5, ...over } });
const list = (jobs: unknown[]) => json(200, { success: true, jobs, total: jobs.length, totalRevenue: 0, page: 1, limit: 5, totalPages: 1 });

beforeEach(() => localStorage.setItem('access_token', 'token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the pricing page', { timeout: 20_000 }, () => {
  it('shows the four figures from the server and each list item with its chips', async () => {
    serve((url) => {
      if (url.includes('/summary')) return summary();
      if (url.includes('pending-jobs')) return list([job(12, 650, 'overdue'), job(13, 300, 'pending'), job(14, 200, 'weird')]);
      if (url.includes('completed-jobs')) return list([job(15, 99.5, 'completed')]);
      return json(200, { success: true, data: [], totalRevenue: 0, totalCount: 0 });
    });
    renderInAdmin(<PricingPage />, { user: userOf(3), dataProvider });
    expect(await screen.findByText('₺1.234,50')).toBeInTheDocument();
    expect(screen.getByTestId('stat-pending-value')).toHaveTextContent('₺700,00');
    expect(screen.getByTestId('stat-completed-value')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-average-value')).toHaveTextContent('₺411,50');
    const pending = within(screen.getByTestId('pending-payments'));
    expect(await pending.findByText('Müşteri 12')).toBeInTheDocument();
    const items = pending.getAllByTestId('payment-item');
    expect(items.map((i) => within(i).getByTestId('payment-status').textContent)).toEqual(['Gecikmiş', 'Bekliyor', 'Bilinmeyen']);
    expect(items.map((i) => ['Yüksek', 'Orta', 'Düşük'].find((p) => i.textContent?.includes(p)))).toEqual(['Yüksek', 'Orta', 'Düşük']);
    expect(items[0]).toHaveTextContent('#000012');
    const recent = within(screen.getByTestId('recent-payments'));
    expect(await recent.findByText(/Çek/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm ödemeleri gör' })).toHaveAttribute('href', '/admin/dashboard/all-payments');
  });

  it("says 'Veri Yükleme Hatası' when loading fails", async () => {
    serve(() => json(500, { success: false, message: 'x' }));
    renderInAdmin(<PricingPage />, { user: userOf(3), dataProvider });
    expect(await screen.findByText('Veri Yükleme Hatası')).toBeInTheDocument();
    expect(screen.getAllByText('Tamamlanan işler yüklenirken hata oluştu').length).toBeGreaterThan(0);
  });

  it("says 'Henüz veri bulunmuyor' with nothing priced yet", async () => {
    serve((url) => (url.includes('/summary') ? summary({ totalRevenue: 0, pendingAmount: 0, completedCount: 0, pendingCount: 0, overdueCount: 0, averagePayment: 0 }) : list([])));
    renderInAdmin(<PricingPage />, { user: userOf(3), dataProvider });
    expect(await screen.findByTestId('pricing-empty')).toHaveTextContent('Henüz veri bulunmuyor');
    expect(screen.queryByText('Veri Yükleme Hatası')).toBeNull();
  });
});
