import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { ShopOperation } from '../../providers/shopMethods';
import { fill } from '../../i18n/fill';
import { shopScreens as t } from '../../i18n/tr/shopScreens';
import { formatHours } from './formatHours';
import { OperationStatusChip } from '../../ui/OperationStatusChip';
import { TAP_SX } from './tapSx';
import { formatCount } from '../../domain/format';
import { useFocusHandOff } from '../../ui/useFocusHandOff';

interface OperationRowProps {
  operation: ShopOperation;
  /** Its place in the job's order, from 1 (the saved positions start at 0). */
  place: number;
  /** The one to work on now: drawn highlighted. */
  isNext: boolean;
  busy: boolean;
  /** The server's refusal of this operation's start, with the override for masters. */
  refusal?: string;
  canOverride: boolean;
  /** Where the attached procedure opens, when the reader may open it. */
  procedureHref?: string;
  onStart: () => void;
  onPause: () => void;
  onFinish: () => void;
  onOverride: () => void;
  /** Named by a scanned code: scrolled into view when the screen opens. */
  focused?: boolean;
}

/** One operation of the current job: its place, name and state, and the one-tap buttons its state allows. */
export const OperationRow = ({ operation, place, isNext, busy, refusal, canOverride, procedureHref, onStart, onPause, onFinish, onOverride, focused }: OperationRowProps) => {
  const { status } = operation;
  // A tapped button gives way to the next state's (Başlat to Duraklat): focus goes with it, not to the page's top.
  const handOff = useFocusHandOff<HTMLLIElement>(status);
  const { ref } = handOff;
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [focused]);
  // Worked time once there is some to tell: '0 saat' on every waiting operation said nothing.
  const worked = status === 'pending' ? null : fill(t.bench.actualHours, { hours: formatHours(operation.actualHours) });
  return (
    <Box
      component="li"
      ref={ref}
      data-testid={`shop-operation-${operation.operationId}`}
      aria-current={isNext ? 'step' : undefined}
      onFocus={handOff.onFocus}
      onBlur={handOff.onBlur}
      sx={{
        listStyle: 'none',
        p: 2,
        borderRadius: 2,
        border: '2px solid',
        borderColor: isNext ? 'primary.main' : 'divider',
        bgcolor: isNext ? 'rgba(0, 74, 173, 0.06)' : status === 'done' ? 'grey.50' : 'background.paper',
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontSize: 28, fontWeight: 800, color: isNext ? 'primary.main' : 'text.secondary', minWidth: 40 }}>
          {place}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography component="h3" sx={{ fontSize: 22, fontWeight: 700 }}>
            {operation.name}
          </Typography>
          {(isNext || worked) && (
            <Typography sx={{ fontSize: 15, color: 'text.secondary' }}>
              {isNext && <strong>{t.bench.next}</strong>}
              {isNext && worked && ' · '}
              {worked}
              {status === 'done' && operation.goodQuantity != null && ` · ${fill(t.bench.counts, { good: formatCount(operation.goodQuantity), scrap: formatCount(operation.scrapQuantity ?? 0) })}`}
            </Typography>
          )}
          {operation.procedureName && (
            <Typography sx={{ fontSize: 15, display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <DescriptionOutlinedIcon fontSize="small" />
              {t.bench.procedure}:{' '}
              {procedureHref ? (
                <Link href={procedureHref} target="_blank" rel="noopener">
                  {operation.procedureName}
                </Link>
              ) : (
                operation.procedureName
              )}
            </Typography>
          )}
        </Box>
        <OperationStatusChip status={status} />
      </Box>
      {status !== 'done' && (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {status !== 'running' && (
            <Button variant={isNext ? 'contained' : 'outlined'} color="success" startIcon={<PlayArrowIcon />} disabled={busy} onClick={onStart} sx={TAP_SX}>
              {t.actions.start}
            </Button>
          )}
          {status === 'running' && (
            <Button variant="contained" color="warning" startIcon={<PauseIcon />} disabled={busy} onClick={onPause} sx={TAP_SX}>
              {t.actions.pause}
            </Button>
          )}
          {(status === 'running' || status === 'paused') && (
            <Button variant="contained" startIcon={<StopIcon />} disabled={busy} onClick={onFinish} sx={TAP_SX}>
              {t.actions.finish}
            </Button>
          )}
        </Box>
      )}
      {refusal && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ fontSize: 17, alignItems: 'center' }}
          action={
            canOverride ? (
              <Button color="inherit" variant="outlined" onClick={onOverride} sx={{ ...TAP_SX, minWidth: 0 }}>
                {t.actions.override}
              </Button>
            ) : undefined
          }
        >
          {refusal}
        </Alert>
      )}
    </Box>
  );
};
