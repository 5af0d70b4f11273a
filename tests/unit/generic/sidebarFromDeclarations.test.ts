import { describe, expect, it } from 'vitest';
import TableRowsIcon from '@mui/icons-material/TableRows';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import { buildSidebar, SIDEBAR_ITEMS, sidebarItemsFor } from '../../../src/custom/shell/sidebarItems';
import { ROLE_PERMISSIONS } from '../../../src/domain/permissions';
import { RESOURCES } from '../../../src/domain/resources';
import { RESOURCE_OVERRIDES } from '../../../src/resources/overrides';
import { materialsDeclaration } from './materialsDeclaration';

const withMaterials = buildSidebar([...RESOURCES, materialsDeclaration], RESOURCE_OVERRIDES);

describe('the sidebar built from the declarations', () => {
  it('keeps the spec’s order and adds an undeclared-by-spec resource after it, with its label, route and default icon', () => {
    const keys = withMaterials.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.slice(0, 12)).toEqual(['dashboard', 'pricing', 'jobs', 'projects', 'procedures', 'users', 'customers', 'counters', 'suppliers', 'operations', 'activityLogs', 'materials']);
    // Last: after the spec's twelve and any resource already declared beyond them (a scaffolded one).
    expect(withMaterials.at(-1)).toMatchObject({ key: 'resource:materials', label: 'Malzemeler', path: '/admin/dashboard/materials', permission: 'canAccessJobs', icon: TableRowsIcon });
    expect(withMaterials).toHaveLength(SIDEBAR_ITEMS.length + 1);
  });

  it('takes a declared resource’s route and guard (access.screen ?? read) from its declaration, its icon from the override map', () => {
    const counters = withMaterials.find((i) => i.key === 'counters');
    expect(counters).toMatchObject({ path: '/admin/dashboard/counters', permission: 'canAccessCounters', icon: PrecisionManufacturingIcon, label: 'Tezgahlar' });
    expect(withMaterials.find((i) => i.key === 'jobs')).toMatchObject({ path: '/admin/dashboard/list-jobs', permission: 'canAccessJobs' });
  });

  it('shows a declared resource to the roles its read access allows, and no one else', () => {
    expect(sidebarItemsFor(ROLE_PERMISSIONS[2], withMaterials).map((i) => i.key)).toEqual(['jobs', 'projects', 'shopBench', 'resource:materials']);
    expect(sidebarItemsFor(ROLE_PERMISSIONS[0], withMaterials).map((i) => i.key)).toEqual(['projects']);
  });

  it('leaves out a spec entry whose resource is not declared', () => {
    const keys = buildSidebar(RESOURCES.filter((r) => r.name !== 'operations'), RESOURCE_OVERRIDES).map((i) => i.key);
    expect(keys).not.toContain('operations');
    expect(keys).toHaveLength(SIDEBAR_ITEMS.length - 1);
  });

  it('honours a signedIn guard for any signed-in user', () => {
    const open = { ...materialsDeclaration, access: { read: 'signedIn' as const, write: 'canAccessMaterials' as const } };
    expect(sidebarItemsFor(ROLE_PERMISSIONS[1], buildSidebar([open], {})).map((i) => i.key)).toEqual(['suppliers', 'resource:materials']);
  });
});
