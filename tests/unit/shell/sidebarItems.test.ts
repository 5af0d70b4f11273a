import { describe, expect, it } from 'vitest';
import { sidebarItemsFor, SIDEBAR_ITEMS } from '../../../src/custom/shell/sidebarItems';
import { ADMIN_PAGES } from '../../../src/custom/adminRoutes';
import { permissionsOf, ROLE_PERMISSIONS } from '../../../src/domain/permissions';
import { RESOURCES } from '../../../src/domain/resources';
import { beyondSpec, SPEC_SIDEBAR, specEntries } from './specSidebar';

const keysFor = (role: 0 | 1 | 2 | 3 | 4) => specEntries(sidebarItemsFor(ROLE_PERMISSIONS[role])).map((i) => i.key);

describe('sidebar items per role, from the permission matrix', () => {
  it('gives an admin all twelve items of the spec, in its order, then the shop floor’s, with its routes, before any resource the spec does not list', () => {
    const items = sidebarItemsFor(ROLE_PERMISSIONS[3]);
    expect(specEntries(items).map((i) => [i.key, i.path])).toEqual(SPEC_SIDEBAR.map(([key, , path]) => [key, path]));
    // The rest (none in the spec's app) are declared resources with screens, each once.
    const declared = RESOURCES.filter((r) => r.screens !== false).map((r) => `resource:${r.name}`);
    const beyond = items.filter(beyondSpec).map((i) => i.key);
    expect(beyond.filter((key) => !declared.includes(key))).toEqual([]);
    expect(new Set(beyond).size).toBe(beyond.length);
  });

  it('gives employees and masters job and project tracking (their own projects) and the bench screen (masters also the bench board), suppliers supplier management, customers project tracking', () => {
    expect(keysFor(2)).toEqual(['jobs', 'projects', 'shopBench']);
    expect(keysFor(4)).toEqual(['jobs', 'projects', 'shopBench', 'shopBoard']);
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
    expect(specEntries(SIDEBAR_ITEMS).map((i) => i.label)).toEqual(SPEC_SIDEBAR.map(([, label]) => label));
    for (const item of SIDEBAR_ITEMS.filter(beyondSpec)) expect(item.label).toBe(RESOURCES.find((r) => `resource:${r.name}` === item.key)?.label);
  });

  it('takes each page’s entry from the one page list: every page with a menu is in the sidebar, at its own path', () => {
    for (const page of ADMIN_PAGES.filter((p) => p.menu))
      expect(SIDEBAR_ITEMS.find((i) => i.key === page.menu!.key)).toMatchObject({ path: `/admin${page.path}`, icon: page.menu!.icon });
  });
});
