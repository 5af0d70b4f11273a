import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { fill } from '../../i18n/fill';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { ZOOM } from './photoZoom';
import { ViewerAction } from './ViewerAction';

const t = jobScreens.viewer;
const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });

interface PhotoViewerToolbarProps {
  index: number;
  count: number;
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onDownload: () => void;
  onDelete: () => void;
  onClose: () => void;
}

/** The viewer's top bar: position, zoom with its level, download, delete, close. */
export const PhotoViewerToolbar = ({ index, count, zoom, onZoomIn, onZoomOut, onDownload, onDelete, onClose }: PhotoViewerToolbarProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: { xs: 1, sm: 2 }, py: 1, color: '#fff', bgcolor: 'rgba(0,0,0,.45)' }}>
    <Typography sx={{ fontWeight: 700, flex: 1 }} data-testid="photo-viewer-position">
      {fill(t.position, { n: index + 1, total: count })}
    </Typography>
    <ViewerAction label={t.zoomOut} onClick={onZoomOut} disabled={zoom <= ZOOM.min}>
      <ZoomOutIcon />
    </ViewerAction>
    <Typography data-testid="photo-viewer-zoom" sx={{ minWidth: 52, textAlign: 'center', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
      {percent.format(zoom)}
    </Typography>
    <ViewerAction label={t.zoomIn} onClick={onZoomIn} disabled={zoom >= ZOOM.max}>
      <ZoomInIcon />
    </ViewerAction>
    <ViewerAction label={t.download} onClick={onDownload}>
      <DownloadIcon />
    </ViewerAction>
    <ViewerAction label={t.delete} onClick={onDelete}>
      <DeleteOutlineIcon />
    </ViewerAction>
    <ViewerAction label={t.close} onClick={onClose}>
      <CloseIcon />
    </ViewerAction>
  </Box>
);
