import { lazy } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { ResourceOverride } from '../generic/resourceOverride';

// The pages load with their route: the shell's first load stays small.
const JobListPage = lazy(() => import('./JobListPage').then((m) => ({ default: m.JobListPage })));
const JobShowPage = lazy(() => import('./JobShowPage').then((m) => ({ default: m.JobShowPage })));

/**
 * How jobs depart from their generated screens. A job is created and edited only in its list's
 * dialogs (operations, photos and price rules have no generated form); its own page shows it
 * whole (notes, photos, operations in order), opened from its row.
 */
export const jobsOverride: ResourceOverride = {
  list: JobListPage,
  create: false,
  edit: false,
  show: JobShowPage,
  icon: AssignmentIcon,
  recordRepresentation: (record) => String(record.title || record.description || record.id),
};
