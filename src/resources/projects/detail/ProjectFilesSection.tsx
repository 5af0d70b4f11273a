import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { formatFileSize } from '../../../domain/format';
import { fill } from '../../../i18n/fill';
import { projects } from '../../../i18n/tr/projects';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { fetchBlob } from '../../../providers/httpClient';
import { downloadBlob } from '../../../ui/downloadBlob';
import { DeleteConfirmDialog } from '../../../ui/DeleteConfirmDialog';
import { requestErrorText } from '../../../ui/requestError';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { useToast } from '../../../ui/ToastProvider';
import { deleteProjectFile, uploadProjectFile } from '../projectApi';
import { useProjectWrite } from '../useProjectWrite';
import { mayDeleteUpload } from '../projectRights';
import { ProjectPhotos } from '../list/ProjectPhotos';
import type { AttachmentFile } from '../../../domain/resources/projectReplies';
import type { ProjectRecord } from '../../../domain/resources/projects';
import { FilePickButton } from '../../../ui/FilePickButton';

const t = projectScreens.detail;
const ft = projects.files;

/**
 * The project's files (001 sections 2.5, 4, 8): several uploaded at once, each with its progress,
 * then attached; downloaded with the session; deleted after a confirmation (by those who may:
 * a customer their own uploads only, issue 22), then the project is re-read and written back
 * without the key.
 */
export const ProjectFilesSection = ({ project, canEdit, onProject }: { project: ProjectRecord; canEdit: boolean; onProject: (p: ProjectRecord) => void }) => {
  const toast = useToast();
  const { user } = useSignedInUser();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [confirming, setConfirming] = useState<AttachmentFile | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { save, fresh: freshProject, detach } = useProjectWrite();
  const files = project.attachmentFiles.filter((a) => a.kind === 'pdf' || a.kind === 'file');
  const upload = async (chosen: File[]) => {
    const keys: string[] = [];
    for (const file of chosen) {
      try {
        const up = await uploadProjectFile(file, { onProgress: (loaded, total) => setProgress((p) => ({ ...p, [file.name]: total ? (loaded / total) * 100 : 0 })) });
        keys.push(up.fileKey);
      } catch (err) {
        toast.error(requestErrorText(err, ft.uploadFailed));
      }
    }
    setProgress({});
    if (!keys.length) return;
    try {
      const fresh = await freshProject(project.id);
      onProject(await save(fresh, { attachments: [...fresh.attachments, ...keys] }));
      toast.success(ft.uploaded);
    } catch (err) {
      toast.error(requestErrorText(err, ft.uploadFailed));
    }
  };
  const download = async (f: AttachmentFile) => {
    try {
      downloadBlob(await fetchBlob(`/files/${encodeURIComponent(f.key)}?download=1`), f.name);
    } catch {
      toast.error(ft.downloadFailed);
    }
  };
  const remove = async (f: AttachmentFile) => {
    setDeleting(true);
    try {
      await deleteProjectFile(f.key);
      onProject(await detach(project.id, f.key));
      toast.success(ft.deleted);
    } catch (err) {
      toast.error(requestErrorText(err, ft.deleteFailed));
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };
  const fd = projectScreens.fileDeleteDialog;
  return (
    <Paper elevation={0} sx={{ p: 2, borderRadius: 3, border: '1px solid', borderColor: 'divider' }} data-testid="project-files">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography sx={{ fontWeight: 800, flex: 1 }}>{t.files}</Typography>
        {canEdit && (
          <FilePickButton size="small" startIcon={<UploadFileIcon />} multiple inputTestId="project-files-input" onFiles={(files) => void upload(files)}>
            {t.uploadFiles}
          </FilePickButton>
        )}
      </Stack>
      {Object.entries(progress).map(([name, value]) => (
        <Stack key={name} sx={{ mb: 1 }}>
          <Typography sx={{ fontSize: 13 }}>{name}</Typography>
          <LinearProgress variant="determinate" value={value} aria-label={name} />
        </Stack>
      ))}
      {/* Photos attached when the project was made (or uploaded here) stand above the files. */}
      <ProjectPhotos project={project} onChanged={() => void freshProject(project.id).then(onProject, () => undefined)} />
      {files.length === 0 && <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t.noFiles}</Typography>}
      <List dense disablePadding>
        {files.map((f) => (
          <ListItem
            key={f.key}
            divider
            secondaryAction={
              <>
                <IconButton aria-label={`${t.download}: ${f.name}`} onClick={() => void download(f)}>
                  <DownloadIcon fontSize="small" />
                </IconButton>
                {canEdit && mayDeleteUpload(user, project, f) && (
                  <IconButton aria-label={`${t.delete}: ${f.name}`} onClick={() => setConfirming(f)}>
                    <DeleteOutlineIcon fontSize="small" color="error" />
                  </IconButton>
                )}
              </>
            }
          >
            <ListItemText primary={f.name} secondary={formatFileSize(f.size)} />
          </ListItem>
        ))}
      </List>
      {confirming && (
        <DeleteConfirmDialog
          open
          title={fd.title}
          body={fill(fd.body, { name: confirming.name })}
          confirmLabel={fd.confirm}
          cancelLabel={fd.cancel}
          busy={deleting}
          onClose={() => setConfirming(null)}
          onConfirm={() => void remove(confirming)}
        />
      )}
    </Paper>
  );
};
