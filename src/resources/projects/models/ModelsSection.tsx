import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import LinkIcon from '@mui/icons-material/Link';
import ThreeDRotationIcon from '@mui/icons-material/ThreeDRotation';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { formatFileSize } from '../../../domain/format';
import { MODEL_ACCEPT, modelFormatOf } from '../../../domain/modelFormats';
import { fill } from '../../../i18n/fill';
import { modelScreens } from '../../../i18n/tr/modelScreens';
import { models as mt } from '../../../i18n/tr/models';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { fetchBlob, API_BASE } from '../../../providers/httpClient';
import { downloadBlob } from '../../../ui/downloadBlob';
import { requestErrorText, serverMessage } from '../../../ui/requestError';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { useToast } from '../../../ui/ToastProvider';
import { getProject } from '../projectApi';
import { mayDeleteUpload } from '../projectRights';
import type { AttachmentFile } from '../../../domain/resources/projectReplies';
import type { ProjectRecord as Project } from '../../../domain/resources/projects';
import { deleteModel, modelUrl, uploadModel } from './modelApi';
import { openEarly } from './modelOpening';
import { ModelViewerHost, type ViewerControl } from './ModelViewerHost';
import { openedModel } from './openedModel';
import { FilePickButton } from '../../../ui/FilePickButton';

const t = modelScreens;
const dt = projectScreens.detail;


/** The model's own address: the project opened with it in the viewer (issue 11). */
export const modelPath = (projectId: number, key: string) => `/admin/view-project/${projectId}/models/${encodeURIComponent(key.replace(/^models\//, ''))}`;

interface ModelsSectionProps {
  project: Project;
  canEdit: boolean;
  onProject: (p: Project) => void;
  /** The model named by the address (/models/{key or file name}), or null. */
  openName: string | null;
  onOpen: (key: string | null) => void;
}

/**
 * A project's 3D models (001 sections 2.5, 5, 8): several uploaded at once, each with its own
 * progress; opened in the viewer at their own address; downloaded, linked, deleted after the
 * browser's confirmation.
 */
export const ModelsSection = ({ project, canEdit, onProject, openName, onOpen }: ModelsSectionProps) => {
  const toast = useToast();
  const { user } = useSignedInUser();
  const [progress, setProgress] = useState<{ name: string; value: number }[]>([]);
  const models = project.attachmentFiles.filter((a) => a.kind === 'model');
  // The viewer and which model it shows live apart, so a click re-renders the viewer alone.
  const viewer = useRef<ViewerControl>(null);

  const upload = async (chosen: File[]) => {
    const accepted = chosen.filter((file) => {
      if (modelFormatOf(file.name)) return true;
      toast.error(`${file.name}: ${mt.unsupported}`);
      return false;
    });
    if (!accepted.length) return;
    setProgress(accepted.map((file) => ({ name: file.name, value: 0 })));
    let uploaded = 0;
    // One call per file (001 section 7), one after the other so each bar means what it shows.
    for (const [i, file] of accepted.entries()) {
      try {
        await uploadModel(file, project.id, {
          onProgress: (loaded, total) => setProgress((bars) => bars.map((bar, k) => (k === i ? { ...bar, value: total ? (loaded / total) * 100 : 0 } : bar))),
        });
        uploaded++;
      } catch (err) {
        toast.error(`${file.name}: ${requestErrorText(err, mt.uploadFailed)}`);
      }
    }
    setProgress([]);
    if (!uploaded) return;
    toast.success(uploaded === 1 ? mt.uploaded : fill(t.uploadedMany, { n: uploaded }));
    getProject(project.id).then(onProject, () => undefined);
  };

  const download = async (m: AttachmentFile) => {
    let url: string;
    try {
      url = await modelUrl(m.key);
    } catch {
      toast.error(mt.urlFailed);
      return;
    }
    try {
      downloadBlob(await fetchBlob(url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url), m.name);
    } catch (err) {
      toast.error(requestErrorText(err, t.downloadFailed));
    }
  };

  const copyLink = async (m: AttachmentFile) => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${modelPath(project.id, m.key)}`);
      toast.success(t.linkCopied);
    } catch {
      toast.error(mt.urlFailed);
    }
  };

  const remove = async (m: AttachmentFile) => {
    if (!window.confirm(fill(t.confirmDelete, { name: m.name }))) return;
    try {
      await deleteModel(m.key, project.id);
    } catch (err) {
      // A refusal carries its reason; no answer at all is the spec's second text.
      toast.error(serverMessage(err) ?? (err instanceof TypeError ? mt.deleteError : mt.deleteFailed));
      return;
    }
    toast.success(mt.deleted);
    viewer.current?.closeIfShown(m.key);
    onProject({ ...project, attachments: project.attachments.filter((k) => k !== m.key), attachmentFiles: project.attachmentFiles.filter((a) => a.key !== m.key) });
  };

  return (
    <Paper elevation={0} sx={{ p: 2, borderRadius: 3, border: '1px solid', borderColor: 'divider' }} data-testid="project-models">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography sx={{ fontWeight: 800, flex: 1 }}>{dt.models}</Typography>
        {canEdit && (
          // describeChild: the hint describes the button; its name stays the visible 'Model Yükle'.
          <Tooltip title={t.uploadHint} describeChild>
            <FilePickButton size="small" startIcon={<UploadFileIcon />} disabled={progress.length > 0} multiple accept={MODEL_ACCEPT} inputTestId="project-models-input" onFiles={(files) => void upload(files)}>
              {t.upload}
            </FilePickButton>
          </Tooltip>
        )}
      </Stack>
      {progress.map((bar) => (
        <Stack key={bar.name} sx={{ mb: 1 }} data-testid="model-upload-progress">
          <Typography noWrap sx={{ fontSize: 13 }}>
            {bar.name}
          </Typography>
          <LinearProgress variant="determinate" value={bar.value} aria-label={bar.name} />
        </Stack>
      ))}
      {openName && !openedModel(models, openName) && <Alert severity="warning" sx={{ mb: 1 }}>{t.notInProject}</Alert>}
      {models.length === 0 && <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{dt.noModels}</Typography>}
      {models.map((m) => (
        <Box key={m.key} data-testid="project-model" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, py: 0.75, borderBottom: '1px solid', borderColor: 'divider', flexWrap: 'wrap' }}>
          <ThreeDRotationIcon sx={{ color: 'primary.main' }} />
          <Box sx={{ flex: 1, minWidth: 120 }}>
            <Typography noWrap title={m.name} sx={{ fontSize: 14, fontWeight: 600 }}>
              {m.name}
            </Typography>
            <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{formatFileSize(m.size)}</Typography>
          </Box>
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              // The download and the reading start now, not once the page has rendered the viewer;
              // the viewer opens in a task of its own, not in the one handling the press (each
              // stays short: issue 24's longest task).
              openEarly(m.key, m.name);
              setTimeout(() => viewer.current?.open(m.key));
            }}
            aria-label={`${t.open}: ${m.name}`}
          >
            {t.open}
          </Button>
          <Tooltip title={t.download}>
            <IconButton size="small" aria-label={`${t.download}: ${m.name}`} onClick={() => void download(m)}>
              <DownloadIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t.copyLink}>
            <IconButton size="small" aria-label={`${t.copyLink}: ${m.name}`} onClick={() => void copyLink(m)}>
              <LinkIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {canEdit && mayDeleteUpload(user, project, m) && (
            <Tooltip title={t.delete}>
              <IconButton size="small" aria-label={`${t.delete}: ${m.name}`} onClick={() => void remove(m)}>
                <DeleteOutlineIcon fontSize="small" color="error" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ))}
      <ModelViewerHost models={models} openName={openName} onOpen={onOpen} onDownload={(m) => void download(m)} onCopyLink={(m) => void copyLink(m)} control={viewer} />
    </Paper>
  );
};
