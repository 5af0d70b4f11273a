import { lazy } from 'react';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import type { ResourceOverride } from '../generic/resourceOverride';

// The page loads with its route: the shell's first load stays small.
const BenchListPage = lazy(() => import('./BenchListPage').then((m) => ({ default: m.BenchListPage })));

/**
 * The benches page (000 section 2) replaces the generated list: counts, search, the Aktif/Pasif
 * switch and the add and edit modal. The generated create, edit and show pages stay reachable by URL.
 */
export const benchesOverride: ResourceOverride = { list: BenchListPage, icon: PrecisionManufacturingIcon };
