import { describe, expect, it } from 'vitest';
import { sidebarItemsFor, SIDEBAR_ITEMS } from '../../../src/custom/shell/sidebarItems';
import { permissionsOf, ROLE_PERMISSIONS } from '../../../src/domain/permissions';

const keysFor = (role: 0 | 1 | 2 | 3 | 4) => sidebarItemsFor(ROLE_PERMISSIONS[role]).map((i) => i.key);

describe('sidebar items per role, from the permission matrix', () => {
  it('gives an admin all twelve items of the spec, in its order, with its routes', () => {
    expect(sidebarItemsFor(ROLE_PERMISSIONS[3]).map((i) => [i.key, i.path])).toEqual([
      ['dashboard', '/admin/dashboard'],
      ['pricing', '/admin/dashboard/pricing'],
      ['jobs', '/admin/dashboard/list-jobs'],
      ['projects', '/admin/dashboard/list-projects'],
      ['procedures', '/admin/dashboard/procedure-management'],
      ['users', '/admin/dashboard/users'],
      ['customers', '/admin/dashboard/customers'],
      ['counters', '/admin/dashboard/counters'],
      ['suppliers', '/admin/dashboard/suppliers'],
      ['operations', '/admin/dashboard/operations'],
      ['activityLogs', '/admin/dashboard/activity-logs'],
      ['materials', '/admin/materialManagement/materialdashboard'],
    ]);
  });

  it('gives employees and masters job and project tracking (their own projects), suppliers supplier management, customers project tracking', () => {
    expect(keysFor(2)).toEqual(['jobs', 'projects']);
    expect(keysFor(4)).toEqual(['jobs', 'projects']);
    expect(keysFor(1)).toEqual(['suppliers']);
    expect(keysFor(0)).toEqual(['projects']);
  });

  it('shows nothing to an account awaiting approval or without a verified phone', () => {
    expect(sidebarItemsFor(permissionsOf({ role: 2, active: false, phoneVerified: true }))).toEqual([]);
    expect(sidebarItemsFor(permissionsOf({ role: 3, active: true, phoneVerified: false }))).toEqual([]);
  });

  it('guards raw material management with canAccessSettings, as the spec’s sidebar list says', () => {
    expect(SIDEBAR_ITEMS.find((i) => i.key === 'materials')?.permission).toBe('canAccessSettings');
  });

  it('labels every item in Turkish', () => {
    expect(SIDEBAR_ITEMS.map((i) => i.label)).toEqual([
      'Kontrol Paneli', 'Fiyatlandırma', 'İş Takibi', 'Proje Takibi', 'Prosedür Yönetimi', 'Kullanıcılar',
      'Müşteriler', 'Tezgahlar', 'Tedarikçi Yönetimi', 'Operasyonlar', 'Aktivite Kayıtları', 'Hammadde Yönetimi',
    ]);
  });
});
