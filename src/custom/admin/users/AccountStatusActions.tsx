import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { fullNameOf, type UserStatus } from '../../../domain/user';
import { fill } from '../../../i18n/fill';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { DeleteConfirmDialog } from '../../../ui/DeleteConfirmDialog';
import { useFocusHandOff } from '../../../ui/useFocusHandOff';
import type { AdminUser } from './usersApi';

const texts = adminScreens.users;

interface AccountStatusActionsProps {
  user: AdminUser;
  busy: boolean;
  onChange: (user: AdminUser, status: UserStatus) => void;
}

/**
 * Approve a waiting account (a visible button: someone is waiting), or deactivate / let back
 * in an account (a quiet icon: a rare act on a card full of others). Deactivating asks first: it
 * ends the person's sessions at once, and the icon sits among many cards.
 */
export const AccountStatusActions = ({ user, busy, onChange }: AccountStatusActionsProps) => {
  // Approved, the account's button gives way to the deactivate icon: the focus goes with it, not to the page.
  const handOff = useFocusHandOff<HTMLSpanElement>(user.status);
  return (
    <Box component="span" sx={{ display: 'contents' }} {...handOff}>
      <StatusButton user={user} busy={busy} onChange={onChange} />
    </Box>
  );
};

const StatusButton = ({ user, busy, onChange }: AccountStatusActionsProps) => {
  const [asking, setAsking] = useState(false);
  if (user.status === 'pending')
    return (
      <Button size="small" variant="contained" color="success" disabled={busy} startIcon={<CheckCircleOutlineIcon />} onClick={() => onChange(user, 'active')} sx={{ flexShrink: 0 }}>
        {texts.approve}
      </Button>
    );
  const disabled = user.status === 'disabled';
  const label = disabled ? texts.reactivate : texts.deactivate;
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton size="small" aria-label={label} disabled={busy} color={disabled ? 'primary' : 'default'} onClick={() => (disabled ? onChange(user, 'active') : setAsking(true))} sx={{ color: disabled ? undefined : 'text.disabled', '&:hover': { color: disabled ? undefined : 'warning.main' } }}>
            {disabled ? <RestartAltIcon fontSize="small" /> : <BlockIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <DeleteConfirmDialog
        open={asking}
        title={texts.deactivateTitle}
        body={fill(texts.deactivateBody, { name: fullNameOf(user) })}
        confirmLabel={texts.deactivate}
        cancelLabel={adminScreens.common.cancel}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onChange(user, 'disabled');
        }}
      />
    </>
  );
};
