import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useRefresh, type Identifier } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../domain/format';
import type { HistoryChange, HistoryEntry } from '../../domain/history';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { Role } from '../../domain/roles';
import { fill } from '../../i18n/fill';
import { history as texts } from '../../i18n/tr/history';
import type { HistoryMethods } from '../../providers/dataProvider';
import { authorLabel, originLabel } from './historyFormat';
import { HistoryValue } from './HistoryValue';
import { useRecordHistory } from './useRecordHistory';

/** A field an admin may put back: stored as sent, so an update can write it. */
const restorable = (declaration: ResourceDeclaration, change: HistoryChange) => {
  const f = declaration.fields.find((d) => d.source === change.field);
  return !!f && !f.readOnly && !f.serverFilled && !f.computed;
};

const ChangeLine = ({ declaration, entry, change, onRestore }: { declaration: ResourceDeclaration; entry: HistoryEntry; change: HistoryChange; onRestore?: () => void }) => {
  const field = declaration.fields.find((f) => f.source === change.field);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="history-change">
      <Typography sx={{ fontSize: 14 }}>
        <b>{change.label}</b>:{' '}
        {entry.action === 'update' && (
          <>
            <HistoryValue field={field} value={change.before} /> →{' '}
          </>
        )}
        <HistoryValue field={field} value={entry.action === 'delete' ? change.before : change.after} />
      </Typography>
      {onRestore && (
        <Button size="small" onClick={onRestore}>
          {texts.restore}
        </Button>
      )}
    </Stack>
  );
};

/**
 * A record's 'Geçmiş' tab: who changed which field from what to what, when (Istanbul time), from
 * where (origin chip), newest first and paged; an admin can put a field's earlier value back.
 */
export const HistoryPanel = ({ declaration, id }: { declaration: ResourceDeclaration; id: Identifier }) => {
  const [page, setPage] = useState(1);
  const { entries, more, loading, failed, reload } = useRecordHistory(declaration.name, id, page);
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<HistoryMethods & ReturnType<typeof useDataProvider>>();
  const notify = useNotify();
  const refresh = useRefresh();
  const admin = identity?.role === Role.admin;

  const restore = async (entry: HistoryEntry, field: string) => {
    try {
      const { message } = await dataProvider.restoreHistory(declaration.name, { id, entryId: entry.id, field });
      notify(message, { type: 'success' });
      setPage(1);
      reload();
      refresh();
    } catch (err) {
      notify((err as Error).message || texts.restoreFailed, { type: 'error' });
    }
  };

  if (failed) return <Alert severity="error">{texts.loadFailed}</Alert>;
  if (loading && !entries.length)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress size={28} />
      </Box>
    );
  if (!entries.length) return <Typography sx={{ color: 'text.secondary', py: 2 }}>{texts.empty}</Typography>;
  return (
    <Stack spacing={1.5} data-testid="history-panel" aria-busy={loading}>
      {entries.map((entry) => (
        <Box key={entry.id} component="article" data-testid="history-entry" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
            <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{authorLabel(entry.userName)}</Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: 13 }}>{formatDateTime(entry.at)}</Typography>
            <Chip size="small" label={texts.actions[entry.action]} />
            <Chip size="small" variant="outlined" label={originLabel(entry.origin)} />
          </Stack>
          {entry.changes.map((change) => (
            <ChangeLine
              key={change.field}
              declaration={declaration}
              entry={entry}
              change={change}
              onRestore={admin && entry.action === 'update' && restorable(declaration, change) ? () => void restore(entry, change.field) : undefined}
            />
          ))}
        </Box>
      ))}
      {(page > 1 || more) && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {texts.previous}
          </Button>
          <Typography sx={{ fontSize: 13 }}>{fill(texts.page, { page })}</Typography>
          <Button size="small" disabled={!more} onClick={() => setPage((p) => p + 1)}>
            {texts.next}
          </Button>
        </Stack>
      )}
    </Stack>
  );
};
