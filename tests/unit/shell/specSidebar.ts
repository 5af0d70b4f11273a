import type { SidebarItem } from '../../../src/custom/shell/sidebarItems';

/** The sidebar of 000 section 2 as an admin sees it, in its order, then the shop floor's entries (issue 26): menu key, Turkish text, route. */
export const SPEC_SIDEBAR = [
  ['dashboard', 'Kontrol Paneli', '/admin/dashboard'],
  ['pricing', 'Fiyatlandırma', '/admin/dashboard/pricing'],
  ['jobs', 'İş Takibi', '/admin/dashboard/list-jobs'],
  ['projects', 'Proje Takibi', '/admin/dashboard/list-projects'],
  ['procedures', 'Prosedür Yönetimi', '/admin/dashboard/procedure-management'],
  ['users', 'Kullanıcılar', '/admin/dashboard/users'],
  ['customers', 'Müşteriler', '/admin/dashboard/customers'],
  ['counters', 'Tezgahlar', '/admin/dashboard/counters'],
  ['suppliers', 'Tedarikçi Yönetimi', '/admin/dashboard/suppliers'],
  ['operations', 'Operasyonlar', '/admin/dashboard/operations'],
  ['activityLogs', 'Aktivite Kayıtları', '/admin/dashboard/activity-logs'],
  ['materials', 'Hammadde Yönetimi', '/admin/materialManagement/materialdashboard'],
  ['shopBench', 'Tezgah Ekranı', '/admin/shop/bench'],
  ['shopBoard', 'Tezgah Panosu', '/admin/shop/board'],
] as const;

/** A declared resource the spec's sidebar does not list (a scaffolded one): its entries follow the spec's. */
export const beyondSpec = (item: Pick<SidebarItem, 'key'>) => item.key.startsWith('resource:');

/**
 * The spec's entries of a sidebar, after checking they all come first: a test counts these, not
 * the total, so declaring a resource (npm run new-resource) keeps it green.
 */
export const specEntries = <T extends Pick<SidebarItem, 'key'>>(items: readonly T[]): T[] => {
  const spec = items.filter((i) => !beyondSpec(i));
  if (items.slice(0, spec.length).some(beyondSpec)) throw new Error(`a declared resource stands among the spec's entries: ${items.map((i) => i.key).join(', ')}`);
  return spec;
};
