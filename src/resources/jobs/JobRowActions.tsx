import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext } from 'react-admin';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { jobsResource } from '../../domain/resources/jobs';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { useToast } from '../../ui/ToastProvider';
import { JobPhotoDialog } from './JobPhotoDialog';
import type { JobRecord } from './jobRecord';
import { OperationPickerDialog } from './OperationPickerDialog';
import { PhotoViewer } from './PhotoViewer';
import { stopRowClick } from './stopRowClick';

const a = jobScreens.actions;

type Dialog = 'addPhoto' | 'viewer' | 'addOperation' | 'orderOperations';

const MENU: readonly { kind: Dialog; label: string; icon: ReactNode }[] = [
  { kind: 'addPhoto', label: a.addPhoto, icon: <AddPhotoAlternateOutlinedIcon fontSize="small" /> },
  { kind: 'viewer', label: a.viewPhotos, icon: <PhotoLibraryOutlinedIcon fontSize="small" /> },
  { kind: 'addOperation', label: a.addOperation, icon: <PlaylistAddIcon fontSize="small" /> },
  { kind: 'orderOperations', label: a.reorderOperations, icon: <FormatListNumberedIcon fontSize="small" /> },
];

/**
 * A row's own actions (001 section 2.2), before the generated edit and delete: the job's page at
 * hand, the photo and operation dialogs in a menu.
 */
export const JobRowActions = () => {
  const job = useRecordContext<JobRecord>();
  const toast = useToast();
  const createPath = useCreatePath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!job) return null;
  const choose = (kind: Dialog) => {
    setAnchor(null);
    if (kind === 'viewer' && !job.attachments.length) toast.info(jobs.photos.none);
    else setDialog(kind);
  };
  const close = () => setDialog(null);
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }} onClick={stopRowClick}>
      <Tooltip title={a.view}>
        <IconButton size="small" aria-label={a.view} component={RouterLink} to={createPath({ resource: jobsResource.route, type: 'show', id: job.id })}>
          <VisibilityOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={a.more}>
        <IconButton size="small" aria-label={a.more} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {MENU.map((item) => (
          <MenuItem key={item.kind} onClick={() => choose(item.kind)}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {dialog === 'addPhoto' && <JobPhotoDialog job={job} onClose={close} />}
      {dialog === 'viewer' && <PhotoViewer photoKeys={job.attachments} startIndex={0} onClose={close} />}
      {dialog === 'addOperation' && <OperationPickerDialog job={job} mode="single" onClose={close} />}
      {dialog === 'orderOperations' && <OperationPickerDialog job={job} mode="ordered" onClose={close} />}
    </Box>
  );
};
