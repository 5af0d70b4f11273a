import { admin } from './en/admin';
import { adminScreens } from './en/adminScreens';
import { api } from './en/api';
import { auth } from './en/auth';
import { counters } from './en/counters';
import { generated } from './en/generated';
import { jobs } from './en/jobs';
import { operations } from './en/operations';
import { jobScreens } from './en/jobScreens';
import { operationScreens } from './en/operationScreens';
import { errors } from './en/errors';
import { legal } from './en/legal';
import { pages } from './en/pages';
import { shell } from './en/shell';
import { validation } from './en/validation';
import type { MessageShape } from './shape';
import type { Messages } from './tr';

export const en: MessageShape<Messages> = {
  app: { name: 'Workshop Management System' },
  api,
  admin,
  adminScreens,
  auth,
  validation,
  counters,
  generated,
  jobs,
  operations,
  jobScreens,
  operationScreens,
  shell,
  errors,
  pages,
  legal,
};
