import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fill } from '../../i18n/fill';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { shopScreens } from '../../i18n/tr/shopScreens';
import { shopQueryKeys } from '../../providers/shopQueryKeys';
import { useLiveUpdates } from '../../providers/useLiveUpdates';
import { useMethodQuery } from '../../providers/useMethodQuery';
import { OperationStatusChip } from '../../ui/OperationStatusChip';
import type { ShopOperation } from '../../domain/shop';
import type { JobRecord } from './jobRecord';
import { opLabel } from './operationOrder';
import { formatCount } from '../../domain/format';

/** One line: the floor's operation, or only its name while the floor's read has not answered. */
type OperationLine = Pick<ShopOperation, 'operationId' | 'name' | 'goodQuantity' | 'scrapQuantity'> & { status?: ShopOperation['status'] };

/**
 * The job's operations in order with where the shop floor stands on each (Bekliyor, Çalışıyor,
 * Duraklatıldı, Bitti, and a finished one's good and scrap pieces): the foreman follows a job
 * here without the operator's screen. Read as the bench screen reads it, so live changes refresh
 * it; the names alone while that read has not answered.
 */
export const JobOperationProgress = ({ job }: { job: JobRecord }) => {
  useLiveUpdates();
  const { data } = useMethodQuery(shopQueryKeys.job(job.id), (dataProvider) => dataProvider.getShopJob(job.id), { enabled: job.operations.length > 0 });
  if (!job.operations.length) return <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{jobScreens.noOperations}</Typography>;
  // The floor's read when it has answered, else the job's own list of names.
  const rows: OperationLine[] =
    data?.job.operations ?? job.operations.map((op) => ({ operationId: op._id, name: op.name, goodQuantity: null, scrapQuantity: null }));
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {rows.map((op, index) => (
        <Box component="li" key={`${op.operationId}-${index}`} data-testid={`job-show-operation-${op.operationId}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontSize: 14, fontWeight: 700, color: 'primary.main' }}>{opLabel(index)}</Typography>
          <Typography sx={{ fontSize: 14, flex: '1 1 auto' }}>{op.name}</Typography>
          {op.status === 'done' && op.goodQuantity !== null && (
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{fill(shopScreens.bench.counts, { good: formatCount(op.goodQuantity), scrap: formatCount(op.scrapQuantity ?? 0) })}</Typography>
          )}
          {op.status && <OperationStatusChip status={op.status} small />}
        </Box>
      ))}
    </Stack>
  );
};
