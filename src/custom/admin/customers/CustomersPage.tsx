import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GroupsIcon from '@mui/icons-material/Groups';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { userPermissions } from '../../../providers/session';
import { PageHeader } from '../../../ui/PageHeader';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { useToast } from '../../../ui/ToastProvider';
import { ChoiceFilter } from '../../../ui/ChoiceFilter';
import { FilterBar } from '../../../ui/FilterBar';
import { SearchField } from '../../../ui/SearchField';
import { ActivityBadge } from '../users/ActivityBadge';
import { UserCard } from '../users/UserCard';
import { UserCardGrid } from '../users/UserCardGrid';
import { UserDialogs } from '../users/UserDialogs';
import { useDebouncedValue } from '../users/useDebouncedValue';
import { usePagedUsers } from '../users/usePagedUsers';
import { useUserDialogs } from '../users/useUserDialogs';
import type { AdminUser, UserListQuery } from '../users/usersApi';
import { CustomerStatCards } from './CustomerStatCards';

const texts = adminScreens.customers;
const STATUS_CHOICES = [
  { value: '', label: adminScreens.common.all },
  { value: 'active', label: adminScreens.common.active },
  { value: 'passive', label: adminScreens.common.passive },
];

/** /admin/dashboard/customers ('Müşteri Yönetimi'): errors stay in a banner until dismissed. */
export const CustomersPage = () => {
  const { user: me } = useSignedInUser();
  const permissions = userPermissions(me);
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState('');
  const [banner, setBanner] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const q = useDebouncedValue(search.trim());
  const query = useMemo(() => ({ q: q || undefined, activity: (active || undefined) as UserListQuery['activity'] }), [q, active]);
  const list = usePagedUsers('/users/customers', query);
  const dialogs = useUserDialogs();
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  const error = banner ?? (list.error ? texts.loadFailed : null);
  const dismiss = () => {
    setBanner(null);
    list.dismissError();
  };

  return (
    <Box>
      <PageHeader title={texts.title} subtitle={texts.subtitle} icon={<GroupsIcon />} />
      <CustomerStatCards version={version} />
      <FilterBar>
        <SearchField value={search} onChange={setSearch} placeholder={texts.searchPlaceholder} />
        <ChoiceFilter label={texts.statusFilter} value={active} onChange={setActive} choices={STATUS_CHOICES} />
      </FilterBar>
      {error && (
        <Alert severity="error" onClose={dismiss} closeText={adminScreens.common.close} sx={{ mb: 2 }} data-testid="customers-error">
          {error}
        </Alert>
      )}
      <UserCardGrid
        list={list}
        empty={texts.empty}
        renderCard={(u) => (
          <UserCard
            user={u}
            canEdit={permissions.includes('canEditUsers')}
            canDelete={permissions.includes('canDeleteUsers')}
            onProjects={dialogs.openProjects}
            onEdit={dialogs.openEdit}
            onDelete={dialogs.openDelete}
            badges={<ActivityBadge lastLogin={u.lastLogin} />}
          />
        )}
      />
      <UserDialogs
        dialogs={dialogs}
        messages={texts}
        onSaved={(u: AdminUser) => {
          // A customer turned into another role leaves this page.
          if (u.role === 0) list.replace(u);
          else list.remove(u.id);
          changed();
        }}
        onDeleted={(u) => {
          list.remove(u.id);
          changed();
        }}
        onSuccess={toast.success}
        onError={setBanner}
      />
    </Box>
  );
};
