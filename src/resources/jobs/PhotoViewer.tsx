import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Dialog } from '../../ui/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useRefresh } from 'react-admin';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { fetchBlob } from '../../providers/httpClient';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import { downloadBlob } from '../../ui/downloadBlob';
import { deletePhoto } from './photoFiles';
import { photoPath } from './jobRecord';
import { PhotoViewerToolbar } from './PhotoViewerToolbar';
import { photoFileName, stepPhoto, zoomIn, zoomOut, ZOOM } from './photoZoom';
import { useObjectUrl } from './useObjectUrl';
import { ZoomableImage } from './ZoomableImage';
import { usePhotoViewerKeys } from './usePhotoViewerKeys';

const t = jobScreens.viewer;
const navSx = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', color: '#fff', bgcolor: 'rgba(0,0,0,.45)', '&:hover': { bgcolor: 'rgba(0,0,0,.7)' } } as const;

/** The full-screen viewer of a job's photos (001 sections 2.2, 9): full-size images, zoom, download, delete. */
export const PhotoViewer = ({ photoKeys, startIndex, onClose }: { photoKeys: string[]; startIndex: number; onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const [keys, setKeys] = useState(photoKeys);
  const [index, setIndex] = useState(Math.min(startIndex, photoKeys.length - 1));
  const [zoom, setZoom] = useState<number>(ZOOM.start);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const key = keys[index];
  const { url, blob, failed } = useObjectUrl(key ? photoPath(key) : null);

  const go = useCallback((delta: number) => {
    setIndex((i) => stepPhoto(i, delta, keys.length));
    setZoom(ZOOM.start);
  }, [keys.length]);
  const previous = useCallback(() => go(-1), [go]);
  const next = useCallback(() => go(1), [go]);
  const bigger = useCallback(() => setZoom(zoomIn), []);
  const smaller = useCallback(() => setZoom(zoomOut), []);
  usePhotoViewerKeys({ enabled: !confirming, onPrevious: previous, onNext: next, onZoomIn: bigger, onZoomOut: smaller });

  const download = async () => {
    try {
      const file = blob ?? (await fetchBlob(photoPath(key)));
      downloadBlob(file, photoFileName(index, file.type));
    } catch {
      toast.error(jobs.photos.downloadFailed);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deletePhoto(key);
      toast.success(jobs.photos.deleted);
      const rest = keys.filter((k) => k !== key);
      setConfirming(false);
      if (!rest.length) onClose();
      setKeys(rest);
      setIndex((i) => Math.min(i, rest.length - 1));
      setZoom(ZOOM.start);
    } catch (err) {
      toast.error(requestErrorText(err, jobs.photos.deleteFailed));
    } finally {
      setDeleting(false);
      refresh();
    }
  };

  if (!key) return null;
  return (
    <Dialog open fullScreen onClose={onClose} slotProps={{ paper: { 'aria-label': jobs.fields.attachments, sx: { bgcolor: '#0b0f19', color: '#fff', display: 'flex', flexDirection: 'column' } } as object }}>
      <PhotoViewerToolbar index={index} count={keys.length} zoom={zoom} onZoomIn={bigger} onZoomOut={smaller} onDownload={download} onDelete={() => setConfirming(true)} onClose={onClose} />
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        {url ? (
          <ZoomableImage src={url} alt={photoFileName(index)} zoom={zoom} />
        ) : (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'rgba(255,255,255,.7)', textAlign: 'center' }}>
            {failed ? (
              <Box>
                <BrokenImageOutlinedIcon sx={{ fontSize: 56 }} />
                <Typography>{jobs.photos.placeholder}</Typography>
              </Box>
            ) : (
              <CircularProgress sx={{ color: '#fff' }} />
            )}
          </Box>
        )}
        {keys.length > 1 && (
          <>
            <IconButton aria-label={t.previous} onClick={previous} sx={{ ...navSx, left: 12 }}>
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton aria-label={t.next} onClick={next} sx={{ ...navSx, right: 12 }}>
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
      <Typography variant="caption" sx={{ textAlign: 'center', py: 1, color: 'rgba(255,255,255,.6)', display: { xs: 'none', sm: 'block' } }}>
        {t.keys}
      </Typography>
      <DeleteConfirmDialog open={confirming} title={t.confirmTitle} body={jobs.photos.confirmDelete} confirmLabel={t.confirm} cancelLabel={t.cancel} busy={deleting} onConfirm={remove} onClose={() => setConfirming(false)} />
    </Dialog>
  );
};
