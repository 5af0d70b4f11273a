import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import DialpadIcon from '@mui/icons-material/Dialpad';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { formatDateTime } from '../../../domain/format';
import { isOperatorRole } from '../../../domain/shop';
import { fullNameOf, initialsOf, usernameOf } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { shopScreens } from '../../../i18n/tr/shopScreens';
import { BRAND_GRADIENT } from '../../../theme';
import { ProjectCount } from './ProjectCount';
import { RoleBadge } from './RoleBadge';
import { StatusBadge } from './StatusBadge';
import type { AdminUser } from './usersApi';

const texts = adminScreens.common;

export interface UserCardProps {
  user: AdminUser;
  canEdit: boolean;
  canDelete: boolean;
  onProjects: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** Set the user's tablet PIN: offered with editing, on operators only (the server refuses anyone else). */
  onPin?: (user: AdminUser) => void;
  /** Badges beside the role (the customers' Aktif/Pasif). */
  badges?: ReactNode;
  /** A line under the contact details (a supplier's company). */
  extra?: ReactNode;
  /** Approve / deactivate, at the top right of the card, when the page offers them. */
  statusActions?: ReactNode;
}

const Detail = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0, color: 'text.secondary', fontSize: 13.5 }}>
    <Box sx={{ display: 'flex', color: 'primary.main', opacity: 0.8, '& svg': { fontSize: 18 } }}>{icon}</Box>
    <Box component="span" sx={{ flexShrink: 0 }}>{label}:</Box>
    <Box component="span" sx={{ color: 'text.primary', fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  </Stack>
);

/** One account on the users, customers and suppliers pages. */
export const UserCard = ({ user, canEdit, canDelete, onProjects, onEdit, onDelete, onPin, badges, extra, statusActions }: UserCardProps) => {
  const name = fullNameOf(user);
  return (
    <Paper
      component="article"
      aria-label={name}
      data-testid="user-card"
      elevation={0}
      sx={{ p: 2.25, borderRadius: 3, border: '1px solid', borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 1.75, minWidth: 0, transition: 'box-shadow .15s, border-color .15s', '&:hover': { boxShadow: '0 6px 20px rgba(16,42,90,.08)', borderColor: '#c9d6ee' } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Avatar sx={{ width: 46, height: 46, fontWeight: 700, fontSize: 16, background: user.status === 'disabled' ? '#9e9e9e' : BRAND_GRADIENT }}>{initialsOf(user)}</Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, lineHeight: 1.3 }} noWrap>
            {name}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }} noWrap>
            @{usernameOf(user.email)}
          </Typography>
        </Box>
        {statusActions}
      </Stack>
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <RoleBadge role={user.role} />
        <StatusBadge status={user.status} />
        {badges}
      </Stack>
      <Stack spacing={0.9}>
        <Detail icon={<MailOutlineIcon />} label={texts.email}>
          {user.email}
        </Detail>
        <Detail icon={<AccessTimeIcon />} label={texts.lastLogin}>
          {user.lastLogin ? formatDateTime(user.lastLogin) : texts.never}
        </Detail>
        <Detail icon={<AccountTreeIcon />} label={texts.projectCount}>
          <ProjectCount userId={user.id} known={user.assignedProjects} />
        </Detail>
        {extra}
      </Stack>
      <Box sx={{ flex: 1 }} />
      <Stack direction="row" spacing={1} sx={{ pt: 1.5, borderTop: '1px solid', borderColor: 'divider' }}>
        <Button size="small" variant="outlined" startIcon={<AccountTreeIcon />} onClick={() => onProjects(user)} sx={{ flex: 1 }}>
          {texts.projects}
        </Button>
        {canEdit && (
          <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => onEdit(user)} sx={{ flex: 1 }}>
            {texts.edit}
          </Button>
        )}
        {canEdit && onPin && isOperatorRole(user.role) && (
          <Button size="small" variant="outlined" startIcon={<DialpadIcon />} onClick={() => onPin(user)} sx={{ flex: 1 }}>
            {shopScreens.adminPin.action}
          </Button>
        )}
        {canDelete && (
          <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => onDelete(user)} sx={{ flex: 1 }}>
            {texts.delete}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
