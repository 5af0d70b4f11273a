import { lazy } from 'react';
import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations } from '../../i18n/tr/operations';
import type { ResourceOverride } from '../generic/resourceOverride';
import { statusStats } from '../generic/statusStats';

// The dialogs load with the list, not with the shell.
const OperationAddDialog = lazy(() => import('./OperationAddDialog').then((m) => ({ default: m.OperationAddDialog })));
const OperationBulkButton = lazy(() => import('./OperationBulkButton').then((m) => ({ default: m.OperationBulkButton })));

/**
 * The operations page (001 section 2.6) is the generated list: its counts, the edit dialog and the
 * delete question. What the spec draws differently stays its own: 'Yeni Operasyon' queues several
 * operations before saving, and 'Toplu Ekle' picks common ones. Pasif counts inactive and pending.
 */
export const operationsOverride: ResourceOverride = {
  icon: BuildCircleIcon,
  stats: statusStats({ labels: operationScreens.counts, filters: { active: { status: 'active' }, passive: { status: 'passive' } }, icon: BuildCircleIcon, testId: 'operation-count' }),
  createLabel: operations.addButton,
  listActions: OperationBulkButton,
  forms: 'dialog',
  createDialog: OperationAddDialog,
  formTitles: { edit: operationScreens.form.editTitle },
  listTexts: {
    search: operationScreens.filters.search,
    empty: operationScreens.empty,
    none: operationScreens.none,
    deleteTitle: operationScreens.deleteDialog.title,
    deleteBody: operationScreens.deleteDialog.body,
  },
};
