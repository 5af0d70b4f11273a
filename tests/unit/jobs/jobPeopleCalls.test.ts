// A shop's hundreds of customers and dozens of masters: the job form's pickers read what they
// show from the server, not the first 100 users (issue: probe-scale).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.fn();
vi.mock('../../../src/providers/httpClient', () => ({ api: (...args: unknown[]) => api(...args) }));
const { CUSTOMER_MATCHES, fetchJobOperators, searchJobCustomers } = await import('../../../src/resources/jobs/jobPeopleCalls');

const user = (id: number, role: number) => ({ id, role, name: `Ad ${id}`, surname: 'Soyad' });

beforeEach(() => api.mockReset());

describe('job form operators', () => {
  it('reads every active master, page after page, and no customer', async () => {
    const masters = Array.from({ length: 146 }, (_, i) => user(i + 1, 4));
    api.mockImplementation(async (path: string) => {
      const page = Number(new URL(path, 'http://x').searchParams.get('page'));
      return { users: masters.slice((page - 1) * 100, page * 100), total: masters.length };
    });
    const operators = await fetchJobOperators();
    expect(operators.map((u) => u.id)).toEqual(masters.map((u) => u.id));
    const paths = api.mock.calls.map(([path]) => new URL(path as string, 'http://x'));
    expect(paths).toHaveLength(2);
    for (const p of paths) expect(Object.fromEntries(p.searchParams)).toMatchObject({ role: '4', status: 'active', limit: '100' });
  });
});

describe('job form customer search', () => {
  it("asks the server for the customers matching what was typed, a few at a time", async () => {
    api.mockResolvedValue({ users: [user(7, 0)] });
    expect(await searchJobCustomers(3, 'yıldırım')).toEqual([user(7, 0)]);
    const admin = new URL(api.mock.calls[0]![0] as string, 'http://x');
    expect(admin.pathname).toBe('/users/admin/all');
    expect(Object.fromEntries(admin.searchParams)).toEqual({ role: '0', status: 'active', limit: String(CUSTOMER_MATCHES), q: 'yıldırım' });
    await searchJobCustomers(4, 'Kaya');
    const master = new URL(api.mock.calls[1]![0] as string, 'http://x');
    expect(master.pathname).toBe('/users/customers');
    expect(Object.fromEntries(master.searchParams)).toEqual({ limit: String(CUSTOMER_MATCHES), q: 'Kaya' });
  });
});
