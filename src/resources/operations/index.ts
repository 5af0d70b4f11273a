import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import { operationsResource } from '../../domain/resources/operations';

const OperationListPage = lazy(() => import('./OperationListPage').then((m) => ({ default: m.OperationListPage })));

/** Operations: the declaration's route and label, with the bespoke page of 001 section 2.6. */
export const operations: ResourceProps = {
  name: operationsResource.route,
  options: { label: operationsResource.label },
  icon: BuildCircleIcon,
  list: OperationListPage,
  recordRepresentation: (record) => String(record.name ?? record.id),
};
