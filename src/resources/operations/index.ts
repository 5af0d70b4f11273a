import { lazy } from 'react';
import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import type { ResourceOverride } from '../generic/resourceOverride';

// The page loads with its route: the shell's first load stays small.
const OperationListPage = lazy(() => import('./OperationListPage').then((m) => ({ default: m.OperationListPage })));

/**
 * The operations page (001 section 2.6) replaces the generated list: counts, the add, bulk, edit
 * and delete dialogs. The generated create, edit and show pages stay reachable by URL.
 */
export const operationsOverride: ResourceOverride = { list: OperationListPage, icon: BuildCircleIcon };
