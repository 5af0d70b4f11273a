import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import { Dialog } from '../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useDataProvider, useRefresh } from 'react-admin';
import { fill } from '../../i18n/fill';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations as texts } from '../../i18n/tr/operations';
import { useToast } from '../../ui/ToastProvider';
import { bulkToasts } from './bulkOutcome';
import { createOperationsOneByOne } from './createOneByOne';
import { foldName } from './operationNames';
import { OPERATION_PRESETS } from './operationPresets';
import { useOperationCatalogue } from './useOperationCatalogue';

const t = operationScreens.bulk;

/** 'Toplu Ekle': picks common operations not yet in the catalogue and posts them one by one. */
export const OperationBulkDialog = ({ onClose }: { onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { names } = useOperationCatalogue();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<number | null>(null);
  const existing = new Set(names.map((n) => foldName(n.name)));
  const offered = OPERATION_PRESETS.filter((p) => !existing.has(foldName(p.name)));
  const busy = done !== null;

  const toggle = (name: string) =>
    setChosen((set) => {
      const next = new Set(set);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const submit = async () => {
    const drafts = offered.filter((p) => chosen.has(p.name)).map((p) => ({ ...p, status: 'active' as const }));
    setDone(0);
    try {
      const failed = await createOperationsOneByOne(dataProvider, drafts, setDone);
      for (const toastOf of bulkToasts(drafts.length - failed.length, failed.length)) toast[toastOf.kind](toastOf.message);
      onClose();
    } catch {
      toast.error(texts.bulkError);
      setDone(null);
    } finally {
      refresh();
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="operation-bulk-title">
      <DialogTitle id="operation-bulk-title" sx={{ fontWeight: 800 }}>
        {t.title}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t.intro}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <FormControlLabel
          control={<Checkbox checked={offered.length > 0 && chosen.size === offered.length} indeterminate={chosen.size > 0 && chosen.size < offered.length} onChange={(e) => setChosen(new Set(e.target.checked ? offered.map((p) => p.name) : []))} />}
          label={t.selectAll}
          disabled={busy || !offered.length}
          sx={{ '& .MuiFormControlLabel-label': { fontWeight: 700 } }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1 }}>
          {OPERATION_PRESETS.map((p) => {
            const present = existing.has(foldName(p.name));
            return (
              <FormControlLabel
                key={p.name}
                disabled={present || busy}
                control={<Checkbox checked={present || chosen.has(p.name)} onChange={() => toggle(p.name)} />}
                label={
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    {p.name}
                    {present && <Chip size="small" label={t.existing} sx={{ height: 20, fontSize: 11 }} />}
                  </Box>
                }
              />
            );
          })}
        </Box>
        {busy && (
          <Box sx={{ mt: 2 }} role="status">
            <Typography variant="caption">{fill(t.progress, { done, total: chosen.size })}</Typography>
            <LinearProgress variant="determinate" value={(done / Math.max(1, chosen.size)) * 100} sx={{ height: 6, borderRadius: 3, mt: 0.5 }} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={busy}>
          {operationScreens.form.cancel}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!chosen.size} loading={busy} disableElevation>
          {fill(t.submit, { n: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
