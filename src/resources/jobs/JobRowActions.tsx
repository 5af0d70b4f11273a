import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { useToast } from '../../ui/ToastProvider';
import { useSignedInUser } from '../../ui/useSignedInUser';
import { canDeleteJob } from '../../domain/jobRights';
import { jobsResource } from '../../domain/resources/jobs';
import { useOpenJobDialog, type JobDialog } from './jobDialogContext';
import type { JobRecord } from './jobRecord';

const a = jobScreens.actions;

type MenuKind = Exclude<JobDialog['kind'], 'create' | 'edit'>;

const MENU: readonly { kind: MenuKind; label: string; icon: ReactNode }[] = [
  { kind: 'addPhoto', label: a.addPhoto, icon: <AddPhotoAlternateOutlinedIcon fontSize="small" /> },
  { kind: 'viewer', label: a.viewPhotos, icon: <PhotoLibraryOutlinedIcon fontSize="small" /> },
  { kind: 'addOperation', label: a.addOperation, icon: <PlaylistAddIcon fontSize="small" /> },
  { kind: 'orderOperations', label: a.reorderOperations, icon: <FormatListNumberedIcon fontSize="small" /> },
];

/** A row's actions (001 section 2.2): the job's page and edit at hand, the photo, operation and delete actions in a menu. */
export const JobRowActions = ({ job }: { job: JobRecord }) => {
  const open = useOpenJobDialog();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { user } = useSignedInUser();
  const createPath = useCreatePath();
  // Mirrors the server's rule; the server refuses the rest.
  const deletable = !!user && canDeleteJob(user, job);
  const choose = (kind: MenuKind) => {
    setAnchor(null);
    if (kind === 'viewer') {
      if (!job.attachments.length) toast.info(jobs.photos.none);
      else open({ kind, job, index: 0 });
    } else open({ kind, job });
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25 }}>
      <Tooltip title={a.view}>
        <IconButton size="small" aria-label={a.view} component={RouterLink} to={createPath({ resource: jobsResource.route, type: 'show', id: job.id })}>
          <VisibilityOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={a.edit}>
        <IconButton size="small" aria-label={a.edit} onClick={() => open({ kind: 'edit', job })}>
          <EditOutlinedIcon fontSize="small" />
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
        {deletable && <Divider />}
        {deletable && (
          <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
            <ListItemIcon>
              <DeleteOutlineIcon fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>{a.delete}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </Box>
  );
};
