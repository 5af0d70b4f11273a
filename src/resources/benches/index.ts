import { lazy } from 'react';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import { adminScreens } from '../../i18n/tr/adminScreens';
import type { ResourceOverride } from '../generic/resourceOverride';
import { statusStats } from '../generic/statusStats';

const texts = adminScreens.counters;

// The switch loads with the list, not with the shell.
const BenchStatusToggle = lazy(() => import('./BenchStatusToggle').then((m) => ({ default: m.BenchStatusToggle })));

/**
 * The benches page (000 section 2) is the generated list: its counts, the add and edit modals, the
 * delete question and each row's Aktif/Pasif switch; search and the status filter come from the declaration.
 */
export const benchesOverride: ResourceOverride = {
  icon: PrecisionManufacturingIcon,
  stats: statusStats({ labels: texts.stats, filters: { active: { status: 'Aktif' }, passive: { status: 'Pasif' } }, icon: PrecisionManufacturingIcon, testId: 'counter' }),
  createLabel: texts.add,
  forms: 'dialog',
  formTitles: { create: texts.addTitle, edit: texts.editTitle },
  addLabel: adminScreens.common.add,
  rowActions: BenchStatusToggle,
  listTexts: { search: texts.searchPlaceholder, empty: texts.empty, none: texts.none, deleteTitle: texts.deleteTitle, deleteBody: texts.deleteBody },
};
