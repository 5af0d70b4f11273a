import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { fill } from '../../../i18n/fill';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { DeleteConfirmDialog } from '../../../ui/DeleteConfirmDialog';
import { useObjectUrl } from '../../jobs/useObjectUrl';

const t = projectScreens.list;
const SIZE = 80;

/** onDelete absent: the user may not delete this photo, so no trash icon nor right-click delete. */
const Thumb = ({ photoKey, onOpen, onDelete }: { photoKey: string; onOpen: () => void; onDelete?: () => void }) => {
  const { url, failed } = useObjectUrl(`/images/${encodeURIComponent(photoKey)}?thumb=1`);
  const remove = (e: MouseEvent) => {
    if (!onDelete) return;
    e.preventDefault();
    e.stopPropagation();
    onDelete();
  };
  return (
    <Box sx={{ position: 'relative', width: SIZE, height: SIZE, flexShrink: 0 }} onContextMenu={remove}>
      <ButtonBase onClick={onOpen} aria-label={photoKey} sx={{ width: SIZE, height: SIZE, borderRadius: 1.5, overflow: 'hidden', bgcolor: 'grey.100', border: '1px solid', borderColor: 'divider' }}>
        {url ? <Box component="img" src={url} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : failed ? <Typography sx={{ fontSize: 12, color: 'error.main', fontWeight: 700 }}>{t.photoError}</Typography> : null}
      </ButtonBase>
      {onDelete && (
        <IconButton size="small" aria-label={t.deletePhoto} onClick={remove} sx={{ position: 'absolute', top: 2, right: 2, p: 0.25, bgcolor: 'rgba(255,255,255,.85)', '&:hover': { bgcolor: '#fff' } }}>
          <DeleteOutlineIcon sx={{ fontSize: 16 }} color="error" />
        </IconButton>
      )}
    </Box>
  );
};

/**
 * The photos under a project row (001 sections 2.4, 9): the first 4 as 80 px thumbnails and a
 * '+N daha' tile; a click opens the viewer at that photo; the trash icon or a right-click deletes
 * a photo the user may delete (mayDelete; issue 22: a customer their own uploads only).
 */
export const ProjectPhotoStrip = ({ photoKeys, onOpen, onDelete, mayDelete = () => true }: { photoKeys: string[]; onOpen: (index: number) => void; onDelete: (key: string) => Promise<void>; mayDelete?: (key: string) => boolean }) => {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!photoKeys.length) return null;
  const rest = photoKeys.length - 4;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', py: 1 }} data-testid="project-photo-strip">
      {photoKeys.slice(0, 4).map((key, i) => (
        <Thumb key={key} photoKey={key} onOpen={() => onOpen(i)} onDelete={mayDelete(key) ? () => setConfirming(key) : undefined} />
      ))}
      {rest > 0 && (
        <ButtonBase onClick={() => onOpen(4)} sx={{ width: SIZE, height: SIZE, borderRadius: 1.5, bgcolor: 'grey.200', fontWeight: 700 }}>
          {fill(t.moreCount, { n: rest })}
        </ButtonBase>
      )}
      <DeleteConfirmDialog
        open={confirming !== null}
        title={t.deletePhoto}
        body={t.deletePhotoConfirm}
        confirmLabel={projectScreens.deleteDialog.confirm}
        cancelLabel={projectScreens.deleteDialog.cancel}
        busy={busy}
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onDelete(confirming!);
          } finally {
            setBusy(false);
            setConfirming(null);
          }
        }}
      />
    </Box>
  );
};
