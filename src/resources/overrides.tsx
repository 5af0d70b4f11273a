import { lazy } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import type { ResourceOverride } from './generic/resourceOverride';

// Bespoke screens load with their page: the shell's first load stays small.
const CounterListPage = lazy(() => import('./counters/CounterListPage').then((m) => ({ default: m.CounterListPage })));
const JobListPage = lazy(() => import('./jobs/JobListPage').then((m) => ({ default: m.JobListPage })));
const JobShowPage = lazy(() => import('./jobs/JobShowPage').then((m) => ({ default: m.JobShowPage })));
const ProjectListPage = lazy(() => import('./projects/list/ProjectListPage').then((m) => ({ default: m.ProjectListPage })));
const OperationListPage = lazy(() => import('./operations/OperationListPage').then((m) => ({ default: m.OperationListPage })));

/**
 * The one place a declared resource (by name) swaps a generated screen for a bespoke one. Benches
 * and operations keep the generated create, edit and show pages (their bespoke list adds and edits
 * in dialogs; the pages stay reachable by URL). A job is created and edited only in its list's
 * dialogs (operations, photos and price rules have no generated form); its own page shows it whole
 * (notes, photos, operations in order), opened from its row.
 */
export const RESOURCE_OVERRIDES: Readonly<Record<string, ResourceOverride>> = {
  counters: { list: CounterListPage, icon: PrecisionManufacturingIcon },
  jobs: {
    list: JobListPage,
    create: false,
    edit: false,
    show: JobShowPage,
    icon: AssignmentIcon,
    recordRepresentation: (record) => String(record.title || record.description || record.id),
  },
  operations: { list: OperationListPage, icon: BuildCircleIcon },
  // Created, edited and opened in its list's dialogs and on /admin/view-project/{id}.
  projects: { list: ProjectListPage, create: false, edit: false, show: false, icon: AccountTreeIcon },
};
