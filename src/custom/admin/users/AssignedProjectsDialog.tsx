import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { fullNameOf } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { ProjectProgressRow } from './ProjectProgressRow';
import type { AssignedProject } from '../../../domain/projectProgress';
import { fetchAssignedProjects, type AdminUser } from './usersApi';
import { fill } from '../../../i18n/fill';

const texts = adminScreens.projects;

/** GET /projects/user/{id}: the user's projects with their progress bars. */
export const AssignedProjectsDialog = ({ user, onClose }: { user: AdminUser | null; onClose: () => void }) => {
  const [state, setState] = useState<{ projects: AssignedProject[] | null; total: number; failed: boolean }>({ projects: null, total: 0, failed: false });
  useEffect(() => {
    if (!user) return;
    setState({ projects: null, total: 0, failed: false });
    const controller = new AbortController();
    fetchAssignedProjects(user.id, controller.signal)
      .then(({ projects, total }) => setState({ projects, total, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ projects: [], total: 0, failed: true });
      });
    return () => controller.abort();
  }, [user]);
  if (!user) return null;
  const { projects, total, failed } = state;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ fontWeight: 700 }}>{fill(texts.title, { name: fullNameOf(user) })}</DialogTitle>
      <DialogContent>
        {failed && <Alert severity="error">{texts.failed}</Alert>}
        {!projects && [0, 1, 2].map((i) => <Skeleton key={i} height={56} />)}
        {projects && !failed && projects.length === 0 && <Typography sx={{ color: 'text.secondary', py: 2 }}>{texts.empty}</Typography>}
        {projects && projects.length > 0 && (
          <>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{fill(texts.total, { count: String(total) })}</Typography>
            <Box component="ul" sx={{ p: 0, m: 0 }} data-testid="assigned-projects">
              {projects.map((p) => (
                <ProjectProgressRow key={p.id} project={p} />
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{adminScreens.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
};
