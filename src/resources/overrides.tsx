import { lazy } from 'react';
import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import type { ResourceOverride } from './generic/resourceOverride';
import { jobsOverride } from './jobs';
import { proceduresOverride } from './procedures';
import { projectsOverride } from './projects';

// Bespoke screens load with their page: the shell's first load stays small.
const CounterListPage = lazy(() => import('./counters/CounterListPage').then((m) => ({ default: m.CounterListPage })));
const OperationListPage = lazy(() => import('./operations/OperationListPage').then((m) => ({ default: m.OperationListPage })));

/**
 * The one place a declared resource (by name) swaps a generated screen for a bespoke one. Benches
 * and operations keep the generated create, edit and show pages (their bespoke list adds and edits
 * in dialogs; the pages stay reachable by URL). A resource with a folder index exports its own.
 */
export const RESOURCE_OVERRIDES: Readonly<Record<string, ResourceOverride>> = {
  counters: { list: CounterListPage, icon: PrecisionManufacturingIcon },
  jobs: jobsOverride,
  operations: { list: OperationListPage, icon: BuildCircleIcon },
  procedures: proceduresOverride,
  projects: projectsOverride,
};
