import { describe, expect, it } from 'vitest';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { RESOURCES } from '../../../src/domain/resources';
import { jobsResource } from '../../../src/domain/resources/jobs';
import { benchesResource } from '../../../src/domain/resources/benches';
import { generatedViews } from '../../../src/resources/generic/generatedViews';
import { requiredAccess } from '../../../src/resources/generic/resourceAccess';
import { RESOURCE_OVERRIDES } from '../../../src/resources/overrides';
import { materialsDeclaration } from './materialsDeclaration';
import { innerView } from '../../../src/resources/generic/AccessGate';

const Bespoke = () => null;

describe('resource registration from the declarations and the override map', () => {
  it('gives a resource without overrides every generated view under its declared route', () => {
    const props = generatedViews(materialsDeclaration);
    expect(props.name).toBe('dashboard/materials');
    expect(props.options).toEqual({ label: 'Malzemeler' });
    for (const view of [props.list, props.create, props.edit, props.show]) expect(view).toBeTypeOf('function');
    expect(props.icon).toBe(TableRowsIcon);
  });

  it('puts a bespoke view in place of the generated one and drops a view switched off', () => {
    const props = generatedViews(materialsDeclaration, { list: Bespoke, create: false });
    // Every screen sits behind its access check (AccessGate); the screen inside is the bespoke one.
    expect(innerView(props.list)).toBe(Bespoke);
    expect(props.create).toBeUndefined();
    expect(props.edit).toBeTypeOf('function');
    expect(innerView(props.edit)).not.toBe(Bespoke);
  });

  it('names only declared resources in the override map', () => {
    const names: string[] = RESOURCES.map((r) => r.name);
    expect(Object.keys(RESOURCE_OVERRIDES).filter((n) => !names.includes(n))).toEqual([]);
  });

  it('gives jobs, benches and operations the generated list; jobs have no generated create or edit page, but a show page of their own', () => {
    const jobs = generatedViews(jobsResource, RESOURCE_OVERRIDES.jobs);
    expect(RESOURCE_OVERRIDES.jobs.list).toBeUndefined();
    expect(innerView(jobs.list)).toBeTypeOf('function');
    expect([jobs.create, jobs.edit]).toEqual([undefined, undefined]);
    expect(innerView(jobs.show)).toBe(RESOURCE_OVERRIDES.jobs.show);
    const counters = generatedViews(benchesResource, RESOURCE_OVERRIDES.counters);
    expect(RESOURCE_OVERRIDES.counters.list).toBeUndefined();
    expect(RESOURCE_OVERRIDES.operations.list).toBeUndefined();
    expect(innerView(counters.list)).toBeTypeOf('function');
    expect(counters.create).toBeTypeOf('function');
  });

  it('asks for access.create ?? write to create, write to change or import, screen ?? read to see or export', () => {
    expect(requiredAccess(jobsResource, 'create')).toBe('canCreateJobs');
    expect(requiredAccess(jobsResource, 'edit')).toBe('canAccessJobs');
    expect(requiredAccess(benchesResource, 'create')).toBe('canAccessCounters');
    expect(requiredAccess(benchesResource, 'list')).toBe('canAccessCounters');
    expect(requiredAccess(materialsDeclaration, 'export')).toBe('canAccessJobs');
    expect(requiredAccess(materialsDeclaration, 'import')).toBe('canAccessMaterials');
  });
});
