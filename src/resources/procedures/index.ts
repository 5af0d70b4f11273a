import { lazy } from 'react';
import RuleIcon from '@mui/icons-material/Rule';
import type { ResourceOverride } from '../generic/resourceOverride';

// The page loads with its route: the shell's first load stays small.
const ProcedureManagementPage = lazy(() => import('./ProcedureManagementPage').then((m) => ({ default: m.ProcedureManagementPage })));

/**
 * Procedures are shown by category on one page (001 section 2.7): the generated list of their
 * categories with the page's slots (procedureCategoriesPage). No procedure page of their own.
 */
export const proceduresOverride: ResourceOverride = { list: ProcedureManagementPage, create: false, edit: false, show: false, icon: RuleIcon };
