import { useRecordContext } from 'react-admin';
import { formatProjectDate } from '../../../domain/projectDates';
import type { Project } from '../projectTypes';
import { PriorityBadge, StatusBadge } from './ProjectBadges';

/** A project's status, its priority and its days (dd-mm-yyyy, 001 section 1) as the project screens show them. */
export const ProjectStatusCell = () => <StatusBadge status={useRecordContext<Project>()?.status ?? ''} />;
export const ProjectPriorityCell = () => <PriorityBadge priority={useRecordContext<Project>()?.priority ?? ''} />;
export const ProjectStartCell = () => <>{formatProjectDate(useRecordContext<Project>()?.startDate)}</>;
export const ProjectEndCell = () => <>{formatProjectDate(useRecordContext<Project>()?.endDate)}</>;

/** A person as the server named them ('-' when none), under the role's header. */
export const personCell = (source: 'createdByName' | 'projectManagerName' | 'oemName') => {
  const PersonCell = () => <>{useRecordContext<Project>()?.[source] ?? '-'}</>;
  return PersonCell;
};
