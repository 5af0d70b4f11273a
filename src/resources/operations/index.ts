import { createElement, lazy } from 'react';
import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations } from '../../i18n/tr/operations';
import type { ResourceOverride } from '../generic/resourceOverride';

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
  stats: [
    { label: operationScreens.counts.total, icon: createElement(BuildCircleIcon), testId: 'operation-count-total' },
    { label: operationScreens.counts.active, filter: { status: 'active' }, icon: createElement(CheckCircleIcon), tone: '#1B7F3B', testId: 'operation-count-active' },
    { label: operationScreens.counts.passive, filter: { status: 'passive' }, icon: createElement(PauseCircleIcon), tone: '#6B7280', testId: 'operation-count-passive' },
  ],
  createLabel: operations.addButton,
  listActions: OperationBulkButton,
  forms: 'dialog',
  createDialog: OperationAddDialog,
  formTitles: { edit: operationScreens.form.editTitle },
  listTexts: {
    search: operationScreens.filters.search,
    empty: operationScreens.empty,
    deleteTitle: operationScreens.deleteDialog.title,
    deleteBody: operationScreens.deleteDialog.body,
  },
};
