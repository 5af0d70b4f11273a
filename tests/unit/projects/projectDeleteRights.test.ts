// Issue 22: the screens offer a project's delete as the server allows it (shopWork.ts): admins
// always, a customer while the record shows no work of the shop, nobody else.
import { describe, expect, it } from 'vitest';
import { mayDeleteProject, mayDeleteUpload } from '../../../src/resources/projects/projectRights';
import type { ProjectRecord } from '../../../src/domain/resources/projects';

const customer = { id: 10, role: 0 as const };
const untouched = {
  createdBy: 10,
  status: 'pending',
  projectManager: null,
  members: [],
  steps: [{ id: 1, stepTemplateId: 1, stepName: 'Tasarım', status: 'pending', progress: 0, notes: null, position: 0 }],
  attachmentFiles: [{ key: 'a.pdf', kind: 'pdf', name: 'a.pdf', size: 1, mimeType: 'application/pdf', uploadedBy: 10 }],
} as unknown as ProjectRecord;
const step = untouched.steps[0]!;

describe('mayDeleteProject', () => {
  it("lets a customer delete their own project while it holds only their work", () => {
    expect(mayDeleteProject(customer, untouched)).toBe(true);
  });

  it.each([
    ['opened by the shop', { createdBy: 13 }],
    ['set in progress', { status: 'in-progress' }],
    ['given a manager', { projectManager: 14 }],
    ['given a team', { members: [12] }],
    ['a step started', { steps: [{ ...step, status: 'in-progress' }] }],
    ['a step moved', { steps: [{ ...step, progress: 10 }] }],
    ['a step noted', { steps: [{ ...step, notes: 'Ölçü alındı' }] }],
    ["the shop's file", { attachmentFiles: [{ ...untouched.attachmentFiles[0]!, uploadedBy: 14 }] }],
  ])('refuses the customer once the shop worked on it: %s', (_, change) => {
    expect(mayDeleteProject(customer, { ...untouched, ...change } as ProjectRecord)).toBe(false);
  });

  it('lets an admin delete any project, and never a master, an employee or another customer', () => {
    const worked = { ...untouched, createdBy: 13, status: 'in-progress' } as ProjectRecord;
    expect(mayDeleteProject({ id: 13, role: 3 as const }, worked)).toBe(true);
    expect(mayDeleteProject({ id: 14, role: 4 as const }, untouched)).toBe(false);
    expect(mayDeleteProject({ id: 12, role: 2 as const }, untouched)).toBe(false);
    expect(mayDeleteProject({ id: 99, role: 0 as const }, untouched)).toBe(false);
    expect(mayDeleteProject(null, untouched)).toBe(false);
  });
});

describe('mayDeleteUpload', () => {
  it("lets a customer delete their own upload only, and the project's runners any", () => {
    const project = { projectManager: 12 };
    expect(mayDeleteUpload(customer, project, { uploadedBy: 10 })).toBe(true);
    expect(mayDeleteUpload(customer, project, { uploadedBy: 14 })).toBe(false);
    expect(mayDeleteUpload(customer, project, { uploadedBy: null })).toBe(false);
    expect(mayDeleteUpload({ id: 12, role: 2 as const }, project, { uploadedBy: 10 })).toBe(true);
    expect(mayDeleteUpload({ id: 15, role: 2 as const }, project, { uploadedBy: 15 })).toBe(false);
    expect(mayDeleteUpload({ id: 14, role: 4 as const }, project, { uploadedBy: 10 })).toBe(true);
    expect(mayDeleteUpload({ id: 13, role: 3 as const }, project, { uploadedBy: 10 })).toBe(true);
  });
});
