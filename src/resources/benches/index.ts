import { createElement, lazy } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import { adminScreens } from '../../i18n/tr/adminScreens';
import type { ResourceOverride } from '../generic/resourceOverride';

const texts = adminScreens.counters;

// The switch loads with the list, not with the shell.
const BenchStatusToggle = lazy(() => import('./BenchStatusToggle').then((m) => ({ default: m.BenchStatusToggle })));

/**
 * The benches page (000 section 2) is the generated list: its counts, the add and edit modals, the
 * delete question and each row's Aktif/Pasif switch; search and the status filter come from the declaration.
 */
export const benchesOverride: ResourceOverride = {
  icon: PrecisionManufacturingIcon,
  stats: [
    { label: texts.stats.total, icon: createElement(PrecisionManufacturingIcon), testId: 'counter-total' },
    { label: texts.stats.active, filter: { status: 'Aktif' }, icon: createElement(CheckCircleIcon), tone: '#2E7D32', testId: 'counter-active' },
    { label: texts.stats.passive, filter: { status: 'Pasif' }, icon: createElement(PauseCircleIcon), tone: '#757575', testId: 'counter-passive' },
  ],
  createLabel: texts.add,
  forms: 'dialog',
  formTitles: { create: texts.addTitle, edit: texts.editTitle },
  addLabel: adminScreens.common.add,
  rowActions: BenchStatusToggle,
  listTexts: { search: texts.searchPlaceholder, empty: texts.empty, deleteTitle: texts.deleteTitle, deleteBody: texts.deleteBody },
};
