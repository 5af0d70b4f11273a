import { useRecordContext } from 'react-admin';
import { formatProjectDate } from '../../../domain/projectDates';
import type { ProjectRecord } from '../../../domain/resources/projects';
import { PriorityBadge, StatusBadge } from './ProjectBadges';

/** A project's status, its priority and its days (dd-mm-yyyy, 001 section 1) as the project screens show them. */
export const ProjectStatusCell = () => <StatusBadge status={useRecordContext<ProjectRecord>()?.status ?? ''} />;
export const ProjectPriorityCell = () => <PriorityBadge priority={useRecordContext<ProjectRecord>()?.priority ?? ''} />;
export const ProjectStartCell = () => <>{formatProjectDate(useRecordContext<ProjectRecord>()?.startDate)}</>;
export const ProjectEndCell = () => <>{formatProjectDate(useRecordContext<ProjectRecord>()?.endDate)}</>;

/** A person as the server named them ('-' when none), under the role's header. */
export const personCell = (source: 'createdByName' | 'projectManagerName' | 'oemName') => {
  const PersonCell = () => <>{useRecordContext<ProjectRecord>()?.[source] ?? '-'}</>;
  return PersonCell;
};
