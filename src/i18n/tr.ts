import { activities } from './tr/activities';
import { admin } from './tr/admin';
import { adminScreens } from './tr/adminScreens';
import { api } from './tr/api';
import { auth } from './tr/auth';
import { counters } from './tr/counters';
import { generated } from './tr/generated';
import { jobs } from './tr/jobs';
import { operations } from './tr/operations';
import { jobScreens } from './tr/jobScreens';
import { operationScreens } from './tr/operationScreens';
import { errors } from './tr/errors';
import { legal } from './tr/legal';
import { pages } from './tr/pages';
import { projects } from './tr/projects';
import { projectScreens } from './tr/projectScreens';
import { templates } from './tr/templates';
import { shell } from './tr/shell';
import { transfer } from './tr/transfer';
import { transferScreens } from './tr/transferScreens';
import { validation } from './tr/validation';

/** The source of truth for every text the user sees: the spec's words, byte for byte. */
export const tr = {
  app: { name: 'Atölye Yönetim Sistemi' },
  api,
  admin,
  adminScreens,
  auth,
  validation,
  counters,
  generated,
  jobs,
  operations,
  projects,
  projectScreens,
  templates,
  activities,
  jobScreens,
  operationScreens,
  shell,
  errors,
  pages,
  legal,
  transfer,
  transferScreens,
};
