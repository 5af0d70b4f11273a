import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PeopleIcon from '@mui/icons-material/People';
import { ROLE_NUMBERS, type RoleNumber } from '../../../domain/roles';
import type { UserStatus } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { userPermissions } from '../../../providers/session';
import { PageHeader } from '../../../ui/PageHeader';
import { roleLabel } from '../../shell/roleLabel';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { useToast } from '../../../ui/ToastProvider';
import { ChoiceFilter } from '../../../ui/ChoiceFilter';
import { ErrorLine } from '../../../ui/ErrorLine';
import { FilterBar } from '../../../ui/FilterBar';
import { SearchField } from '../../../ui/SearchField';
import { AccountStatusActions } from './AccountStatusActions';
import { AddUserDialog } from './AddUserDialog';
import { UserCard } from './UserCard';
import { UserCardGrid } from './UserCardGrid';
import { UserDialogs } from './UserDialogs';
import { UserStatCards } from './UserStatCards';
import { useAccountStatus } from './useAccountStatus';
import { useDebouncedValue } from './useDebouncedValue';
import { usePagedUsers } from './usePagedUsers';
import { useUserDialogs } from './useUserDialogs';
import type { AdminUser } from './usersApi';

const texts = adminScreens.users;
const ROLE_CHOICES = [{ value: '', label: adminScreens.common.all }, ...ROLE_NUMBERS.map((r) => ({ value: String(r), label: roleLabel(r) }))];
const STATUS_CHOICES = [{ value: '', label: adminScreens.common.all }, ...(['active', 'pending', 'disabled'] as const).map((s) => ({ value: s, label: texts.statuses[s] }))];

/** /admin/dashboard/users: every account as a card, paged from the server. */
export const UsersPage = () => {
  const { user: me } = useSignedInUser();
  const permissions = userPermissions(me);
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);
  const q = useDebouncedValue(search.trim());
  const query = useMemo(() => ({ q: q || undefined, role: role === '' ? undefined : (Number(role) as RoleNumber), status: (status || undefined) as UserStatus | undefined }), [q, role, status]);
  const list = usePagedUsers('/users/admin/all', query);
  const dialogs = useUserDialogs();
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  const replace = useCallback((u: AdminUser) => {
    list.replace(u);
    changed();
  }, [list, changed]);
  const accountStatus = useAccountStatus(replace);
  const canEdit = permissions.includes('canEditUsers');

  return (
    <Box>
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        icon={<PeopleIcon />}
        actions={
          canEdit && (
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {texts.add}
            </Button>
          )
        }
      />
      <UserStatCards version={version} />
      <FilterBar>
        <SearchField value={search} onChange={setSearch} placeholder={texts.searchPlaceholder} />
        <ChoiceFilter label={texts.roleFilter} value={role} onChange={setRole} choices={ROLE_CHOICES} />
        <ChoiceFilter label={texts.statusFilter} value={status} onChange={setStatus} choices={STATUS_CHOICES} />
      </FilterBar>
      {list.error && <ErrorLine message={texts.loadFailed} onClose={list.dismissError} />}
      <UserCardGrid
        list={list}
        empty={texts.empty}
        renderCard={(u) => (
          <UserCard
            user={u}
            canEdit={canEdit}
            // The server refuses deleting oneself; the button is not offered.
            canDelete={permissions.includes('canDeleteUsers') && u.id !== me?.id}
            onProjects={dialogs.openProjects}
            onEdit={dialogs.openEdit}
            onDelete={dialogs.openDelete}
            statusActions={canEdit && u.id !== me?.id ? <AccountStatusActions user={u} busy={accountStatus.busyId === u.id} onChange={(user, s) => void accountStatus.change(user, s)} /> : undefined}
          />
        )}
      />
      <UserDialogs
        dialogs={dialogs}
        messages={texts}
        onSaved={replace}
        onDeleted={(u) => {
          list.remove(u.id);
          changed();
        }}
        onSuccess={toast.success}
        onError={toast.error}
      />
      <AddUserDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => {
          setAdding(false);
          list.reload();
          changed();
        }}
      />
    </Box>
  );
};
