import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { fill } from '../../i18n/fill';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations } from '../../i18n/tr/operations';
import type { OperationBody } from './operationForm';
import { operationsResource } from '../../domain/resources/operations';
import { fieldKind } from '../generic/fieldKinds';

const t = operationScreens.form;
const STATUS = operationsResource.fields.find((f) => f.source === 'status')!;

interface OperationQueueProps {
  queue: readonly OperationBody[];
  onRemove: (index: number) => void;
  onClear: () => void;
  disabled?: boolean;
}

/** The operations queued in the add dialog, saved together; 'Temizle' empties the list and the form. */
export const OperationQueue = ({ queue, onRemove, onClear, disabled }: OperationQueueProps) => (
  <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
    <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 1, bgcolor: 'grey.50', borderBottom: '1px solid', borderColor: 'divider' }}>
      <Typography variant="subtitle2" sx={{ flex: 1, fontWeight: 700 }}>
        {fill(t.queued, { n: queue.length })}
      </Typography>
      <Button size="small" onClick={onClear} disabled={disabled}>
        {operations.clear}
      </Button>
    </Box>
    {queue.length ? (
      <Box component="ol" data-testid="operation-queue" sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 220, overflow: 'auto' }}>
        {queue.map((draft, i) => (
          <Box component="li" key={`${draft.name}-${i}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75, '& + &': { borderTop: '1px solid', borderColor: 'divider' } }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{draft.name}</Typography>
              <Typography variant="caption" noWrap sx={{ color: 'text.secondary', display: 'block' }}>
                {draft.description}
              </Typography>
            </Box>
            {fieldKind(STATUS).cell(STATUS, draft.status ?? 'active')}
            <IconButton size="small" aria-label={`${t.removeQueued}: ${draft.name}`} onClick={() => onRemove(i)} disabled={disabled}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
    ) : (
      <Typography variant="body2" sx={{ color: 'text.secondary', p: 2, textAlign: 'center' }}>
        {t.queueEmpty}
      </Typography>
    )}
  </Box>
);
