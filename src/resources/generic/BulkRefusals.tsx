import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { fill } from '../../i18n/fill';
import { bulk as texts } from '../../i18n/tr/bulk';
import type { BulkOutcome } from './useBulkChange';

/** Why a bulk change wrote nothing: the server's message, then each refused record with its reason. */
export const BulkRefusals = ({ outcome }: { outcome: BulkOutcome }) => (
  <Alert severity="error" data-testid="bulk-refusals" sx={{ mt: 2 }}>
    <AlertTitle>{outcome.message}</AlertTitle>
    {outcome.refused.length > 0 && (
      <Box component="ul" aria-label={texts.screen.refusedTitle} sx={{ m: 0, pl: 2, maxHeight: 200, overflowY: 'auto' }}>
        {outcome.refused.map((r) => (
          <li key={r.id}>{fill(texts.screen.refusedRow, { id: r.id, message: r.message })}</li>
        ))}
      </Box>
    )}
  </Alert>
);
