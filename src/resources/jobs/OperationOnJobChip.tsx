import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { jobs } from '../../i18n/tr/jobs';
import type { JobOperation } from './jobRecord';
import { opLabel } from './operationOrder';

/**
 * One operation on the job in the single-add picker. Only a pending one offers ×: a started or
 * finished one carries the shop floor's counts and worked time, and the server refuses it (409).
 */
export const OperationOnJobChip = ({ op, index, busy, onRemove }: { op: JobOperation; index: number; busy: boolean; onRemove: () => void }) => {
  const label = `${opLabel(index)} ${op.name}`;
  if (op.progress && op.progress !== 'pending')
    return (
      <Tooltip title={jobs.operations.startedHint}>
        <Chip label={label} icon={<LockOutlinedIcon fontSize="small" />} data-progress={op.progress} />
      </Tooltip>
    );
  return <Chip label={label} data-progress={op.progress ?? 'pending'} onDelete={busy ? undefined : onRemove} />;
};
