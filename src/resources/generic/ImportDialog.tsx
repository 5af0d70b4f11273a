import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useRefresh } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { formatCount } from '../../domain/format';
import { fill } from '../../i18n/fill';
import { transferScreens as texts } from '../../i18n/tr/transferScreens';
import { ImportErrorTable } from './ImportErrorTable';
import { ImportPreviewTable } from './ImportPreviewTable';
import { useImportFlow, type ImportStep } from './useImportFlow';
import { FilePickButton } from '../../ui/FilePickButton';

/** The upload's share over a determinate bar; then, while the server checks or writes (it tells no progress), the file's row count over an indeterminate one. */
const Progress = ({ step }: { step: Extract<ImportStep, { kind: 'sending' }> }) => {
  if (step.serverWorking) {
    const label = fill(step.dryRun ? texts.checkingRows : texts.writingRows, { rows: formatCount(step.preview.rowCount) });
    return (
      <Stack spacing={0.5}>
        <Typography variant="body2">{label}</Typography>
        <LinearProgress aria-label={label} data-testid="import-working" />
      </Stack>
    );
  }
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">{fill(texts.uploading, { percent: Math.round(step.share * 100) })}</Typography>
      <LinearProgress variant="determinate" value={step.share * 100} aria-label={texts.uploading} data-testid="import-upload" />
    </Stack>
  );
};

interface ImportDialogProps {
  declaration: ResourceDeclaration;
  open: boolean;
  onClose: () => void;
  /** Called once rows were written, for a list react-admin's refresh does not reach. */
  onImported?: () => void;
}

/** CSV import from a list: choose, preview the first rows, check on the server, then import all or nothing. */
export const ImportDialog = ({ declaration, open, onClose, onImported }: ImportDialogProps) => {
  const { step, choose, send, reset } = useImportFlow(declaration);
  const notify = useNotify();
  const refresh = useRefresh();
  const busy = step.kind === 'sending';

  useEffect(() => {
    if (step.kind !== 'done') return;
    notify(fill(texts.done, { created: formatCount(step.outcome.created), updated: formatCount(step.outcome.updated) }), { type: 'success' });
    refresh();
    onImported?.();
    reset();
    onClose();
  }, [step, notify, refresh, reset, onClose, onImported]);

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const withFile = 'file' in step ? step : undefined;

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">{fill(texts.importTitle, { resource: declaration.label })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {texts.chooseHint}
          </Typography>
          <FilePickButton
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
            accept=".csv,text/csv"
            inputTestId="import-file"
            onFiles={([file]) => file && void choose(file)}
          >
            {withFile ? withFile.file.name : texts.chooseFile}
          </FilePickButton>
          {step.kind === 'choose' && step.problem && <Alert severity="error">{step.problem}</Alert>}
          {withFile && 'preview' in withFile && <ImportPreviewTable preview={withFile.preview} />}
          {step.kind === 'sending' && <Progress step={step} />}
          {step.kind === 'clean' && <Alert severity="success">{texts.clean}</Alert>}
          {step.kind === 'rejected' && (
            <>
              <Alert severity="error">{step.errors.length ? texts.errorsTitle : step.message}</Alert>
              {step.errors.length > 0 && <ImportErrorTable declaration={declaration} errors={step.errors} />}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          {texts.cancel}
        </Button>
        {(step.kind === 'preview' || step.kind === 'rejected') && (
          <Button variant="outlined" onClick={() => void send(step.file, step.preview, true)}>
            {texts.check}
          </Button>
        )}
        {step.kind === 'clean' && (
          <Button variant="contained" disableElevation onClick={() => void send(step.file, step.preview, false)}>
            {texts.run}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
