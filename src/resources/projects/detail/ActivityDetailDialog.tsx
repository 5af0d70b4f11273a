import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Dialog } from '../../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/EditOutlined';
import { formatDateTime, formatFileSize, formatMoney, formatQuantity, formatUnitMoney } from '../../../domain/format';
import { activitiesResource } from '../../../domain/resources/activities';
import { fill } from '../../../i18n/fill';
import { activities } from '../../../i18n/tr/activities';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { fetchBlob } from '../../../providers/httpClient';
import { downloadBlob } from '../../../ui/downloadBlob';
import { requestErrorText } from '../../../ui/requestError';
import { ResourceDeleteDialog } from '../../../ui/ResourceDeleteDialog';
import { useToast } from '../../../ui/ToastProvider';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { useObjectUrl } from '../../jobs/useObjectUrl';
import { addComment, listComments } from '../projectApi';
import type { ActivityRecord } from '../../../domain/resources/activities';
import type { ActivityFile, ActivityComment, ProjectStep } from '../../../domain/resources/projectReplies';
import { ActivityEditDialog } from './ActivityEditDialog';

const t = projectScreens.activity;
/** The attachment's API path under /v1 (fetched with the session, never opened bare). */
const pathOf = (a: ActivityFile) => a.url.replace(/^\/v1/, '');

/** An attachment previewed inline: images as pictures (full size on click), PDFs in the browser's own viewer. */
const Preview = ({ attachment, onFullSize }: { attachment: ActivityFile; onFullSize: (url: string) => void }) => {
  const toast = useToast();
  const previewable = attachment.mimeType.startsWith('image/') || attachment.mimeType === 'application/pdf';
  const { url, failed } = useObjectUrl(previewable ? pathOf(attachment) : null);
  const download = async () => {
    try {
      downloadBlob(await fetchBlob(`${pathOf(attachment)}&download=1`), attachment.name);
    } catch {
      toast.error(projectScreens.detail.download);
    }
  };
  return (
    <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 1 }} data-testid="activity-attachment">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: previewable ? 1 : 0 }}>
        <Typography sx={{ flex: 1, fontWeight: 600, fontSize: 14 }} noWrap>
          {attachment.name} · {formatFileSize(attachment.size)}
        </Typography>
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()}>
          {projectScreens.detail.download}
        </Button>
      </Stack>
      {failed && <Typography sx={{ color: 'error.main', fontSize: 13 }}>{projectScreens.list.photoError}</Typography>}
      {url && attachment.mimeType.startsWith('image/') && (
        <Box component="img" src={url} alt={attachment.name} onClick={() => onFullSize(url)} sx={{ maxWidth: '100%', maxHeight: 240, cursor: 'zoom-in', borderRadius: 1 }} />
      )}
      {url && attachment.mimeType === 'application/pdf' && <Box component="iframe" title={attachment.name} src={url} data-testid="pdf-preview" sx={{ width: '100%', height: 420, border: 0 }} />}
    </Box>
  );
};

/** What an activity's type carries, in words (001 sections 2.5, 3). */
const Details = ({ activity }: { activity: ActivityRecord }) => {
  const m = activity.metadata;
  const rows: [string, string][] = [];
  if (m.recipient) rows.push([t.recipient, m.recipient]);
  if (m.subject) rows.push([t.subject, m.subject]);
  if (m.phoneNumber) rows.push([t.phoneNumber, m.phoneNumber]);
  if (m.duration !== undefined && activity.type === 'phone') rows.push([t.duration, String(m.duration)]);
  if (m.priority) rows.push([t.priority, activities.commentPriorities[m.priority]]);
  if (m.tags?.length) rows.push([t.tagsLabel, m.tags.join(', ')]);
  if (m.version) rows.push([t.version, m.version]);
  if (m.templateName) rows.push([t.templateName, m.templateName]);
  return (
    <Stack spacing={0.5}>
      {rows.map(([k, v]) => (
        <Typography key={k} sx={{ fontSize: 14 }}>
          <b>{k}:</b> {v}
        </Typography>
      ))}
      {m.url && (
        <Link href={m.url} target="_blank" rel="noopener noreferrer">
          {m.url}
        </Link>
      )}
      {m.isPrivate && <Chip size="small" label={t.privateBadge} sx={{ alignSelf: 'flex-start' }} />}
      {m.materials && (
        <Box component="table" sx={{ fontSize: 14, borderCollapse: 'collapse', '& td, & th': { borderBottom: '1px solid', borderColor: 'divider', p: 0.5, textAlign: 'left' } }}>
          <thead>
            <tr>
              <th>{t.materialName}</th>
              <th>{t.quantity}</th>
              <th>{t.cost}</th>
              <th>{t.supplier}</th>
            </tr>
          </thead>
          <tbody>
            {m.materials.map((l, i) => (
              <tr key={i}>
                <td>
                  {l.name}
                  {l.notes && <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{l.notes}</Box>}
                </td>
                <td>
                  {formatQuantity(l.quantity)} {l.unit}
                </td>
                <td>{formatUnitMoney(l.cost)}</td>
                <td>{l.supplier ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
      {m.totalCost !== undefined && (
        <Typography sx={{ fontWeight: 800 }}>
          {t.totalCost}: {formatMoney(m.totalCost)}
        </Typography>
      )}
      {m.steps?.map((s, i) => (
        <Typography key={i} sx={{ fontSize: 14 }}>
          {i + 1}. <b>{s.title}</b> {s.description}
        </Typography>
      ))}
    </Stack>
  );
};

interface ActivityDetailDialogProps {
  activity: ActivityRecord;
  /** The project's steps, to move the activity to another one when editing. */
  steps: ProjectStep[];
  onClose: () => void;
  onChanged: (a: ActivityRecord) => void;
  onDeleted: () => void;
}

/**
 * The activity detail (001 section 2.5): type, creator, date, description, details, files, comment
 * thread; its author and admins may edit or delete it (the server checks it again).
 */
export const ActivityDetailDialog = ({ activity, steps, onClose, onChanged, onDeleted }: ActivityDetailDialogProps) => {
  const toast = useToast();
  const { user } = useSignedInUser();
  const mayChange = !!user && (user.role === 3 || activity.createdBy === user.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [comments, setComments] = useState<ActivityComment[]>([]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [fullSize, setFullSize] = useState<string | null>(null);
  useEffect(() => {
    listComments(activity.id).then(setComments, (err: unknown) => toast.error(requestErrorText(err, activities.apiErrors.notFound)));
  }, [activity.id, toast]);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return toast.error(activities.comments.empty);
    setSending(true);
    try {
      const c = await addComment(activity.id, draft.trim());
      setComments((cs) => [...cs, c]);
      setDraft('');
      toast.success(activities.comments.added);
    } catch (err) {
      toast.error(requestErrorText(err, activities.comments.addFailed));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" slotProps={{ paper: { 'aria-label': t.detailTitle } as object }}>
      <DialogTitle sx={{ fontWeight: 800 }}>
        {activity.title} <Chip size="small" label={activities.types[activity.type]} sx={{ ml: 1 }} />
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary', fontSize: 13, mb: 1 }}>
          {t.createdBy}: {activity.createdByName ?? '-'} · {t.date}: {formatDateTime(activity.createdAt)}
        </Typography>
        {activity.content && <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{activity.content}</Typography>}
        <Details activity={activity} />
        {activity.attachments.length > 0 && (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>{t.attachments}</Typography>
            {activity.attachments.map((a) => (
              <Preview key={a.key} attachment={a} onFullSize={setFullSize} />
            ))}
          </Stack>
        )}
        <Divider sx={{ my: 2 }} />
        <Typography sx={{ fontWeight: 700, mb: 1 }}>{t.comments}</Typography>
        <Stack spacing={1} data-testid="comment-thread">
          {comments.length === 0 && <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t.noComments}</Typography>}
          {comments.map((c) => (
            <Box key={c.id} sx={{ bgcolor: 'grey.50', borderRadius: 2, p: 1 }}>
              <Typography sx={{ fontSize: 13, fontWeight: 700 }}>
                {c.userName} <span style={{ fontWeight: 400, color: '#666' }}>{formatDateTime(c.createdAt)}</span>
              </Typography>
              <Typography sx={{ fontSize: 14, whiteSpace: 'pre-wrap' }}>{c.comment}</Typography>
            </Box>
          ))}
        </Stack>
        <Stack component="form" direction="row" spacing={1} sx={{ mt: 1.5 }} onSubmit={send} noValidate>
          <TextField size="small" fullWidth placeholder={t.commentPlaceholder} value={draft} onChange={(e) => setDraft(e.target.value)} slotProps={{ htmlInput: { 'aria-label': t.commentPlaceholder } }} />
          <Button type="submit" variant="contained" disabled={sending}>
            {t.sendComment}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        {mayChange && (
          <>
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)} sx={{ mr: 'auto' }}>
              {t.delete}
            </Button>
            <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {t.edit}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
      {editing && (
        <ActivityEditDialog
          activity={activity}
          steps={steps}
          onClose={() => setEditing(false)}
          onSaved={(a) => {
            setEditing(false);
            onChanged(a);
          }}
        />
      )}
      {deleting && (
        <ResourceDeleteDialog
          resource={activitiesResource.name}
          record={activity}
          title={t.deleteTitle}
          body={fill(t.deleteBody, { title: activity.title })}
          confirmLabel={t.deleteConfirm}
          cancelLabel={t.cancel}
          texts={{ done: activities.deleted, failed: t.deleteFailed }}
          onClose={() => setDeleting(false)}
          onDeleted={onDeleted}
        />
      )}
      {fullSize && (
        <Dialog open fullScreen onClose={() => setFullSize(null)} onClick={() => setFullSize(null)} slotProps={{ paper: { sx: { bgcolor: '#0b0f19', display: 'grid', placeItems: 'center' } } }}>
          <Box component="img" src={fullSize} alt="" sx={{ maxWidth: '100%', maxHeight: '100vh' }} />
        </Dialog>
      )}
    </Dialog>
  );
};
