import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import { Link as RouterLink } from 'react-router-dom';
import type { ShopJob, ShopOperation } from '../../providers/shopMethods';
import { fill } from '../../i18n/fill';
import { shopScreens as t } from '../../i18n/tr/shopScreens';
import { FinishDialog } from './FinishDialog';
import { nextOperation } from './nextOperation';
import { OperationRow } from './OperationRow';
import { OverrideDialog } from './OverrideDialog';
import { ShopPhotos } from './ShopPhotos';
import { shopPaths } from '../../domain/shopPaths';
import { TAP_SX } from './tapSx';
import { formatDate } from '../../domain/istanbulTime';
import { describesMore, jobName } from '../../domain/jobName';
import type { useOperationTap } from './useOperationTap';
import { formatCount } from '../../domain/format';
import { useFocusHandOff } from '../../ui/useFocusHandOff';
import { NEXT_STEP_BUTTON } from './nextOperation';

interface CurrentJobPanelProps {
  job: ShopJob;
  taps: ReturnType<typeof useOperationTap>;
  /** Masters and admins: may start past the sequence, with a reason. */
  canOverride: boolean;
  canOpenProcedures: boolean;
  /** The operation a scanned code named: scrolled to. */
  focusOperationId?: number;
}

/** The current job: its data, operations in their saved order with the next highlighted, photos, 3D model. */
export const CurrentJobPanel = ({ job, taps, canOverride, canOpenProcedures, focusOperationId }: CurrentJobPanelProps) => {
  const [finishing, setFinishing] = useState<ShopOperation | null>(null);
  const [overriding, setOverriding] = useState<ShopOperation | null>(null);
  const next = nextOperation(job.operations);
  const operations = [...job.operations].sort((a, b) => a.position - b.position);
  const tap = (operation: ShopOperation, action: 'start' | 'pause') => void taps.tap({ jobId: job._id, operationId: operation.operationId, action });
  // 'Bitir' is gone once its dialog has finished the operation: the focus goes on to the next one's button.
  const handOff = useFocusHandOff<HTMLDivElement>(`${finishing?.operationId}|${overriding?.operationId}|${operations.map((op) => op.status)}`, NEXT_STEP_BUTTON);
  const refusalOf = (operation: ShopOperation) =>
    taps.refusal && taps.refusal.jobId === job._id && taps.refusal.operationId === operation.operationId ? taps.refusal.message : undefined;
  return (
    <Paper ref={handOff.ref} onFocus={handOff.onFocus} onBlur={handOff.onBlur} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'grid', gap: 2.5 }} data-testid="shop-current-job">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h2" sx={{ fontSize: 28, fontWeight: 800, lineHeight: 1.2 }}>
            {jobName(job, job._id)}
          </Typography>
          {describesMore(job) && <Typography sx={{ fontSize: 18, color: 'text.secondary', mt: 0.5, whiteSpace: 'pre-wrap' }}>{job.description}</Typography>}
          <Typography sx={{ fontSize: 18, mt: 1, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <span>{fill(t.bench.quantity, { n: formatCount(job.quantity) })}</span>
            {job.deadline && <span>{fill(t.bench.deadline, { date: formatDate(job.deadline) })}</span>}
            {job.projectName && <span>{fill(t.bench.project, { name: job.projectName })}</span>}
          </Typography>
        </Box>
        <Button component={RouterLink} to={shopPaths.traveller(job._id)} variant="outlined" startIcon={<PrintIcon />} sx={TAP_SX}>
          {t.traveller.action}
        </Button>
        {job.hasModels && job.projectId != null && (
          <Button component={RouterLink} to={`/admin/view-project/${job.projectId}/models`} variant="outlined" startIcon={<ViewInArIcon />} sx={TAP_SX}>
            {t.bench.model}
          </Button>
        )}
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
          {t.bench.operations}
        </Typography>
        {operations.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', fontSize: 18 }}>{t.bench.noOperations}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }} aria-label={t.bench.operations}>
            {operations.map((operation, index) => (
              <OperationRow
                key={operation.operationId}
                operation={operation}
                place={index + 1}
                isNext={operation.operationId === next?.operationId}
                busy={taps.busy}
                refusal={refusalOf(operation)}
                canOverride={canOverride}
                procedureHref={canOpenProcedures && operation.procedureId != null ? `/admin/dashboard/procedure-management/${operation.procedureId}/show` : undefined}
                onStart={() => tap(operation, 'start')}
                onPause={() => tap(operation, 'pause')}
                onFinish={() => setFinishing(operation)}
                onOverride={() => setOverriding(operation)}
                focused={operation.operationId === focusOperationId}
              />
            ))}
          </Box>
        )}
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
          {t.bench.photos}
        </Typography>
        <ShopPhotos photos={job.photos} />
      </Box>
      {finishing && (
        <FinishDialog
          operation={finishing}
          quantity={job.quantity}
          busy={taps.busy}
          onClose={() => setFinishing(null)}
          onFinish={async (counts) => {
            if (await taps.tap({ jobId: job._id, operationId: finishing.operationId, action: 'finish', body: counts })) setFinishing(null);
          }}
        />
      )}
      {overriding && (
        <OverrideDialog
          operation={overriding}
          busy={taps.busy}
          onClose={() => setOverriding(null)}
          onStart={async (reason) => {
            if (await taps.tap({ jobId: job._id, operationId: overriding.operationId, action: 'start', body: { override: true, reason } })) setOverriding(null);
          }}
        />
      )}
    </Paper>
  );
};
