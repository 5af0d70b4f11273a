import { z } from 'zod';
import type { ProjectStatusValue } from '../../../domain/resources/projects';
import { projectSchema } from '../../../domain/resources/projects.schema';
import type { Project } from '../projectTypes';

/** The new / edit project form as its inputs hold it: selects as text, '' for none. */
export interface ProjectFormValues {
  name: string;
  description: string;
  status: ProjectStatusValue;
  priority: Project['priority'];
  projectManager: string;
  oem: string;
  requestNo: string;
  startDate: string;
  endDate: string;
  projectTemplateId: string;
  members: string[];
}

export type ProjectBody = z.output<typeof projectSchema>;

export const projectFormOf = (project: Project | null): ProjectFormValues => ({
  name: project?.name ?? '',
  description: project?.description ?? '',
  status: project?.status ?? 'pending',
  priority: project?.priority ?? 'medium',
  projectManager: project?.projectManager ? String(project.projectManager) : '',
  oem: project?.oem ? String(project.oem) : '',
  requestNo: project?.requestNo ?? '',
  startDate: project?.startDate ?? '',
  endDate: project?.endDate ?? '',
  projectTemplateId: '',
  members: (project?.members ?? []).map(String),
});

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const idOrNull = (v: string) => (v ? Number(v) : null);

/**
 * The body the form sends (001 sections 2.4, 7): a customer sets no manager or status and is the
 * OEM of what they create; only an admin picks the OEM; a template only on a new project.
 */
export const projectBodyOf = (values: ProjectFormValues, role: number, isNew: boolean): Record<string, unknown> => ({
  name: values.name,
  description: orNull(values.description),
  priority: values.priority,
  requestNo: orNull(values.requestNo),
  startDate: orNull(values.startDate),
  endDate: orNull(values.endDate),
  members: values.members.map(Number),
  ...(role !== 0 ? { status: values.status, projectManager: idOrNull(values.projectManager) } : {}),
  ...(role === 3 ? { oem: idOrNull(values.oem) } : {}),
  ...(isNew && values.projectTemplateId ? { projectTemplateId: Number(values.projectTemplateId) } : {}),
});

/** The form's rules are the declared project body's (projects.schema.ts), checked on the body the form makes. */
export const projectFormSchema = (role: number, isNew: boolean, body = projectSchema) =>
  z.preprocess((values: ProjectFormValues) => projectBodyOf(values, role, isNew), body);
