import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectSchema } from '../../../src/domain/resources/projects.schema';
import { projects } from '../../../src/i18n/tr/projects';
import { projectBodyOf, projectFormOf, projectFormSchema, type ProjectFormValues } from '../../../src/resources/projects/list/projectForm';

const filled = (extra: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...projectFormOf(null),
  name: '  Pres Kalıbı ',
  projectManager: '4',
  oem: '7',
  startDate: '2026-03-01',
  projectTemplateId: '2',
  members: ['5', '6'],
  ...extra,
});

describe('the project form sends what each role may set (001 sections 2.4, 7)', () => {
  it('lets an admin set the manager, status and customer, and a template on a new project only', () => {
    expect(projectBodyOf(filled(), 3, true)).toMatchObject({ projectManager: 4, status: 'pending', oem: 7, projectTemplateId: 2, members: [5, 6], startDate: '2026-03-01', endDate: null });
    expect(projectBodyOf(filled(), 3, false)).not.toHaveProperty('projectTemplateId');
  });

  it('sends no manager, status or customer for a customer, and no customer for a master', () => {
    const customer = projectBodyOf(filled(), 0, true);
    for (const key of ['projectManager', 'status', 'oem']) expect(customer).not.toHaveProperty(key);
    expect(projectBodyOf(filled(), 4, true)).not.toHaveProperty('oem');
  });
});

describe('the project form follows the declared schema (projects.schema.ts)', () => {
  it('answers the body the schema makes, name trimmed', () => {
    const checked = projectFormSchema(3, true).safeParse(filled());
    expect(checked.success && checked.data.name).toBe('Pres Kalıbı');
  });

  it('refuses a blank name with the declared message', () => {
    const issues = projectFormSchema(3, true).safeParse(filled({ name: '   ' })).error?.issues ?? [];
    expect(issues.map((i) => [i.path[0], i.message])).toEqual([['name', projects.validation.nameRequired]]);
  });

  it('refuses what a changed bound refuses', () => {
    const shorter = projectSchema.extend({ requestNo: z.string().trim().max(3, 'En fazla 3 karakter').nullable().optional() });
    const values = filled({ requestNo: 'TLP-2026' });
    expect(projectFormSchema(3, true).safeParse(values).success).toBe(true);
    const issues = projectFormSchema(3, true, shorter as unknown as typeof projectSchema).safeParse(values).error?.issues ?? [];
    expect(issues.map((i) => [i.path[0], i.message])).toEqual([['requestNo', 'En fazla 3 karakter']]);
  });
});
