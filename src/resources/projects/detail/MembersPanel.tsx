import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Dialog } from '../../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { projects } from '../../../i18n/tr/projects';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { useProjectWrite } from '../useProjectWrite';
import type { ProjectRecord } from '../../../domain/resources/projects';
import { ProjectPersonSearch } from '../ProjectPersonSearch';

const t = projectScreens.detail;
const roles = projects.memberRoles;

interface Member {
  id: number | null;
  name: string;
  role: string;
}

const membersOf = (p: ProjectRecord): Member[] => [
  { id: p.projectManager ?? null, name: p.projectManagerName ?? '-', role: roles.manager },
  { id: p.oem ?? null, name: p.oemName ?? '-', role: roles.customer },
  ...p.memberUsers.map((u) => ({ id: u.id, name: `${u.name} ${u.surname}`, role: roles.member })),
];

const initials = (name: string) => name.split(' ').map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();

/** Who works on the project: the manager and the customer fixed, the team members (001 section 2.5). */
export const MembersPanel = ({ project, canManage, onChanged }: { project: ProjectRecord; canManage: boolean; onChanged: (p: ProjectRecord) => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <Paper elevation={0} sx={{ p: 2, borderRadius: 3, border: '1px solid', borderColor: 'divider' }} data-testid="members-panel">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography sx={{ fontWeight: 800, flex: 1 }}>{t.members}</Typography>
        {canManage && (
          <Button size="small" onClick={() => setOpen(true)}>
            {t.manageMembers}
          </Button>
        )}
      </Stack>
      <List dense disablePadding>
        {membersOf(project).map((m, i) => (
          <ListItem key={`${m.role}-${m.id ?? i}`} disableGutters>
            <ListItemAvatar>
              <Avatar sx={{ width: 32, height: 32, fontSize: 13 }}>{initials(m.name)}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={m.name} secondary={m.role} />
          </ListItem>
        ))}
      </List>
      {open && <MembersDialog project={project} onClose={() => setOpen(false)} onChanged={onChanged} />}
    </Paper>
  );
};

/** The team manager (001 sections 2.5, 5, 8): staff of roles 2, 3, 4, searched on the server as typed; the three refusals before sending. */
const MembersDialog = ({ project, onClose, onChanged }: { project: ProjectRecord; onClose: () => void; onChanged: (p: ProjectRecord) => void }) => {
  const toast = useToast();
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { save: saveProject } = useProjectWrite();
  const m = projects.members;

  const save = async (members: number[], ok: string, failed: string) => {
    setBusy(true);
    try {
      onChanged(await saveProject(project, { members }));
      toast.success(ok);
    } catch (err) {
      toast.error(requestErrorText(err, failed));
    } finally {
      setBusy(false);
    }
  };
  const add = () => {
    const id = picked;
    if (id === null) return toast.error(m.pickUser);
    if (project.members.includes(id)) return toast.error(m.alreadyMember);
    if (id === project.projectManager || id === project.oem) return toast.error(m.managerOrCustomer);
    setPicked(null);
    return save([...project.members, id], t.memberDialog.added, m.addFailed);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { 'aria-label': t.memberDialog.title } as object }}>
      <DialogTitle sx={{ fontWeight: 800 }}>{t.memberDialog.title}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ mt: 1, mb: 2 }}>
          <Box sx={{ flex: 1 }}>
            <ProjectPersonSearch kind="staff" size="small" label={t.memberDialog.user} name="member" ids={picked === null ? [] : [picked]} onChange={(ids) => setPicked(ids[0] ?? null)} />
          </Box>
          <Button variant="contained" onClick={() => void add()} disabled={busy} sx={{ alignSelf: 'flex-start', mt: 0.5 }}>
            {t.memberDialog.add}
          </Button>
        </Stack>
        <List dense>
          {membersOf(project).map((mb, i) => (
            <ListItem
              key={`${mb.role}-${mb.id ?? i}`}
              divider
              secondaryAction={
                mb.role === roles.member && mb.id !== null ? (
                  <IconButton aria-label={`${t.memberDialog.remove}: ${mb.name}`} disabled={busy} onClick={() => void save(project.members.filter((x) => x !== mb.id), t.memberDialog.removed, m.removeFailed)}>
                    <PersonRemoveIcon fontSize="small" color="error" />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText primary={mb.name} />
              <Chip size="small" label={mb.role} sx={{ mr: 6 }} color={mb.role === roles.member ? 'default' : 'primary'} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.memberDialog.close}</Button>
      </DialogActions>
    </Dialog>
  );
};
