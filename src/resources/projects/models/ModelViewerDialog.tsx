import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import LinkIcon from '@mui/icons-material/Link';
import { fill } from '../../../i18n/fill';
import { modelScreens } from '../../../i18n/tr/modelScreens';
import { models } from '../../../i18n/tr/models';
import { requestErrorText } from '../../../ui/requestError';
import type { AttachmentFile } from '../../../domain/resources/projectReplies';
import { MAX_CAD_MB, MAX_TRIANGLES } from './modelLimits';
import { formatCount } from './modelNumbers';
import { ModelOpenError } from './modelWorkerClient';
import { takeOpening } from './modelOpening';
import { downloadedShare } from './downloadedShare';
import { OpeningBar } from './OpeningBar';
import { ViewerOverlay } from './ViewerOverlay';
import type { ModelPhase, ModelScene } from './sceneData';

const t = modelScreens;
const ModelViewer = lazy(() => import('./ModelViewer'));

type Opening = { kind: 'loading'; phase: ModelPhase } | { kind: 'ready'; scene: ModelScene } | { kind: 'failed'; text: string } | { kind: 'cancelled' };

const failureText = (err: unknown): string => {
  if (err instanceof ModelOpenError) {
    if (err.reason === 'tooLarge') return fill(t.tooLarge, { triangles: formatCount(MAX_TRIANGLES), mb: MAX_CAD_MB });
    // What was wrong, when the reader could tell (issue 24).
    return err.problem ? `${models.uploadFailed}: ${t.problems[err.problem]}` : models.uploadFailed;
  }
  return requestErrorText(err, t.downloadFailed);
};

const Overlay = ({ children, testId, phase, hidden = false }: { children: ReactNode; testId: string; phase?: string; hidden?: boolean }) => (
  <Stack
    sx={{ position: 'absolute', inset: 0, zIndex: 1, display: hidden ? 'none' : 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, bgcolor: 'background.paper' }}
    data-testid={testId}
    data-phase={phase}
  >
    {children}
  </Stack>
);

/**
 * Opens a model (issue 11): its bytes downloaded with a progress bar, read by the page's model
 * worker, then drawn by the viewer (loaded only now). Every phase can be cancelled; a file that
 * cannot be read says so instead of leaving a blank canvas. Once opened, the dialog and its
 * viewer stay mounted while the page lives (model null when closed): the next model reuses the
 * WebGL context and the compiled shaders, and the viewer starts while the first one downloads.
 */
const ModelViewerDialog = ({ model, onClose, onDownload, onCopyLink }: { model: AttachmentFile | null; onClose: () => void; onDownload: (m: AttachmentFile) => void; onCopyLink: (m: AttachmentFile) => void }) => {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [opening, setOpening] = useState<Opening>({ kind: 'loading', phase: 'download' });
  const [share] = useState(downloadedShare);
  const [attempt, setAttempt] = useState(0);
  const cancelOpening = useRef<(() => void) | null>(null);
  // The title stays once closed (the viewer is hidden, not taken out of the page).
  const shown = useRef<AttachmentFile | null>(model);
  if (model) shown.current = model;
  const current = shown.current;

  useEffect(() => {
    if (!model) {
      // Nothing held while closed (the scene is freed), and the progress overlay stays mounted
      // for the next model: opening one writes no new styles (issue 24's longest task).
      setOpening({ kind: 'loading', phase: 'download' });
      share.set(0);
      return;
    }
    // Usually started by the click, while the page rendered this dialog (issue 24).
    const started = takeOpening(model.key, model.name);
    let live = true;
    const stop = () => {
      live = false;
      started.cancel();
    };
    cancelOpening.current = stop;
    // A new phase renders the window; a new percent only the bar.
    started.follow(({ phase, fraction }) => {
      if (!live) return;
      share.set(fraction);
      setOpening((now) => (now.kind === 'loading' && now.phase === phase ? now : { kind: 'loading', phase }));
    });
    // Not a transition: the viewer hands the model to its renderer at once and renders its tree
    // and toolbar deferred, in slices (see ModelViewer).
    started.scene.then(
      (scene) => live && setOpening({ kind: 'ready', scene }),
      (err: unknown) => live && setOpening({ kind: 'failed', text: failureText(err) }),
    );
    return stop;
  }, [model?.key, model?.name, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  const cancel = () => {
    cancelOpening.current?.();
    setOpening({ kind: 'cancelled' });
  };

  const loading = opening.kind === 'loading' ? opening : null;
  // The progress overlay is hidden, not unmounted, once the model has come: taking its bar out of
  // the page was a third of the render that uncovers the first frame (issue 24).
  const lastLoading = useRef<Extract<Opening, { kind: 'loading' }>>({ kind: 'loading', phase: 'download' });
  if (loading) lastLoading.current = loading;
  const progress = lastLoading.current;
  return (
    <ViewerOverlay open={!!model} onClose={onClose} fullScreen={narrow} labelledBy="model-viewer-title">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, pr: 1 }}>
        {/* The dialog is named by the file alone, not by its title bar's buttons too. */}
        <Typography id="model-viewer-title" component="span" noWrap sx={{ flex: 1, fontWeight: 800, minWidth: 0 }} title={current?.name}>
          {current?.name}
        </Typography>
        <Tooltip title={t.download}>
          <IconButton aria-label={t.download} onClick={() => current && onDownload(current)}>
            <DownloadIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t.copyLink}>
          <IconButton aria-label={t.copyLink} onClick={() => current && onCopyLink(current)}>
            <LinkIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t.close}>
          <IconButton aria-label={t.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, pb: 2 }}>
        <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
          <Suspense fallback={null}>
            <ModelViewer scene={opening.kind === 'ready' ? opening.scene : null} fileName={current?.name ?? ''} />
          </Suspense>
          <Overlay testId="model-loading" phase={progress.phase} hidden={!loading}>
            <Typography sx={{ fontWeight: 700 }}>{t.phases[progress.phase]}</Typography>
            <OpeningBar share={share} label={t.phases[progress.phase]} />
            <Button variant="outlined" onClick={cancel}>
              {t.cancel}
            </Button>
          </Overlay>
          {(opening.kind === 'failed' || (opening.kind === 'cancelled' && model)) && (
            <Overlay testId="model-error">
              <Alert
                severity={opening.kind === 'failed' ? 'error' : 'info'}
                action={
                  <Button color="inherit" size="small" onClick={() => setAttempt((a) => a + 1)}>
                    {t.retry}
                  </Button>
                }
              >
                {opening.kind === 'failed' ? opening.text : t.cancelled}
              </Alert>
            </Overlay>
          )}
        </Box>
      </DialogContent>
    </ViewerOverlay>
  );
};

export default ModelViewerDialog;
