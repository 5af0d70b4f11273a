import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Role } from '../../../domain/roles';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { userPermissions } from '../../../providers/session';
import { PageHeader } from '../../../ui/PageHeader';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { useToast } from '../../../ui/ToastProvider';
import { ChoiceFilter } from '../../../ui/ChoiceFilter';
import { FilterBar } from '../../../ui/FilterBar';
import { SearchField } from '../../../ui/SearchField';
import { AccountStatusActions } from '../users/AccountStatusActions';
import { ActivityBadge } from '../users/ActivityBadge';
import { AddUserDialog } from '../users/AddUserDialog';
import { UserCard } from '../users/UserCard';
import { UserCardGrid } from '../users/UserCardGrid';
import { UserDialogs } from '../users/UserDialogs';
import { useAccountStatus } from '../users/useAccountStatus';
import { useDebouncedValue } from '../users/useDebouncedValue';
import { usePagedUsers } from '../users/usePagedUsers';
import { useUserDialogs } from '../users/useUserDialogs';
import type { AdminUser, UserListQuery } from '../users/usersApi';
import { SupplierCompany } from './SupplierCompany';
import { SupplierStatCards } from './SupplierStatCards';

const texts = adminScreens.suppliers;
const STATUS_CHOICES = [
  { value: '', label: adminScreens.common.all },
  { value: 'active', label: adminScreens.common.active },
  { value: 'passive', label: adminScreens.common.passive },
];

/** /admin/dashboard/suppliers: the users page's pattern for suppliers only. */
export const SuppliersPage = () => {
  const { user: me } = useSignedInUser();
  const permissions = userPermissions(me);
  const canEdit = permissions.includes('canEditUsers');
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState('');
  const [adding, setAdding] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const q = useDebouncedValue(search.trim());
  const query = useMemo(() => ({ q: q || undefined, activity: (active || undefined) as UserListQuery['activity'] }), [q, active]);
  // /users/suppliers: the admin sees every supplier, a supplier their own record.
  const list = usePagedUsers('/users/suppliers', query);
  const dialogs = useUserDialogs();
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  const saved = useCallback(
    (u: AdminUser) => {
      if (u.role === Role.supplier) list.replace(u);
      else list.remove(u.id);
      changed();
    },
    [list, changed],
  );
  const accountStatus = useAccountStatus(saved);
  const error = banner ?? (list.error ? texts.loadFailed : null);

  return (
    <Box>
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        icon={<LocalShippingIcon />}
        actions={
          canEdit && (
            <Button variant="contained" startIcon={<AddBusinessIcon />} onClick={() => setAdding(true)} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {texts.add}
            </Button>
          )
        }
      />
      <SupplierStatCards version={version} />
      <FilterBar>
        <SearchField value={search} onChange={setSearch} placeholder={texts.searchPlaceholder} />
        <ChoiceFilter label={adminScreens.customers.statusFilter} value={active} onChange={setActive} choices={STATUS_CHOICES} />
      </FilterBar>
      {error && (
        <Alert
          severity="error"
          closeText={adminScreens.common.close}
          onClose={() => {
            setBanner(null);
            list.dismissError();
          }}
          sx={{ mb: 2 }}
        >
          {error}
        </Alert>
      )}
      <UserCardGrid
        list={list}
        empty={texts.empty}
        renderCard={(u) => (
          <UserCard
            user={u}
            canEdit={canEdit}
            canDelete={permissions.includes('canDeleteUsers')}
            onProjects={dialogs.openProjects}
            onEdit={dialogs.openEdit}
            onDelete={dialogs.openDelete}
            badges={<ActivityBadge lastLogin={u.lastLogin} />}
            extra={<SupplierCompany company={u.company} />}
            statusActions={canEdit ? <AccountStatusActions user={u} busy={accountStatus.busyId === u.id} onChange={(user, s) => void accountStatus.change(user, s)} /> : undefined}
          />
        )}
      />
      <UserDialogs
        dialogs={dialogs}
        messages={adminScreens.users}
        onSaved={saved}
        onDeleted={(u) => {
          list.remove(u.id);
          changed();
        }}
        onSuccess={toast.success}
        onError={setBanner}
      />
      <AddUserDialog
        open={adding}
        fixedRole={Role.supplier}
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
