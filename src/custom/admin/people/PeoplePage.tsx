import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { userPermissions } from '../../../providers/session';
import { ChoiceFilter } from '../../../ui/ChoiceFilter';
import { ErrorLine } from '../../../ui/ErrorLine';
import { FilterBar } from '../../../ui/FilterBar';
import { PageHeader } from '../../../ui/PageHeader';
import { SearchField } from '../../../ui/SearchField';
import { useToast } from '../../../ui/ToastProvider';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { AccountStatusActions } from '../users/AccountStatusActions';
import { ActivityBadge } from '../users/ActivityBadge';
import { AddUserDialog } from '../users/AddUserDialog';
import { UserCard } from '../users/UserCard';
import { UserCardGrid } from '../users/UserCardGrid';
import { UserDialogs } from '../users/UserDialogs';
import { useAccountStatus } from '../users/useAccountStatus';
import { useUrlFilters } from '../../../ui/useUrlFilters';
import { usePagedUsers } from '../users/usePagedUsers';
import { useUserDialogs } from '../users/useUserDialogs';
import type { AdminUser } from '../users/usersApi';
import { PeopleExportButton } from './PeopleExportButton';
import { PeopleStatCards } from './PeopleStatCards';
import { peopleQuery, type PeoplePageConfig } from './peoplePageConfig';

/** The users, customers and suppliers pages: accounts as cards, paged from the server, shaped by `config`. */
export const PeoplePage = ({ config }: { config: PeoplePageConfig }) => {
  const { user: me } = useSignedInUser();
  const permissions = userPermissions(me);
  const canEdit = permissions.includes('canEditUsers');
  const canDelete = permissions.includes('canDeleteUsers');
  const toast = useToast();
  const filters = useUrlFilters('q', config.filters.map((f) => f.param));
  const [adding, setAdding] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const query = useMemo(() => peopleQuery(filters.search, config.filters, filters.choices), [filters.search, config.filters, filters.choices]);
  const list = usePagedUsers(config.endpoint, query);
  const dialogs = useUserDialogs();
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  const { belongs } = config;
  const saved = useCallback(
    (u: AdminUser) => {
      if (!belongs || belongs(u)) list.replace(u);
      else list.remove(u.id);
      changed();
    },
    [list, changed, belongs],
  );
  const accountStatus = useAccountStatus(saved);
  const isSelf = (u: AdminUser) => !!config.protectSelf && u.id === me?.id;
  const dismiss = () => {
    setBanner(null);
    list.dismissError();
  };
  const bannerText = banner ?? (list.error ? config.loadFailed : null);

  return (
    <Box>
      <PageHeader
        title={config.title}
        subtitle={config.subtitle}
        icon={config.icon}
        actions={
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, width: { xs: '100%', sm: 'auto' } }}>
            {permissions.includes(config.exportPermission) && <PeopleExportButton endpoint={config.endpoint} query={query} />}
            {config.add && canEdit && (
              <Button variant="contained" startIcon={config.add.icon} onClick={() => setAdding(true)} sx={{ width: { xs: '100%', sm: 'auto' } }}>
                {config.add.label}
              </Button>
            )}
          </Box>
        }
      />
      <PeopleStatCards endpoint={config.endpoint} stats={config.stats} version={version} />
      <FilterBar>
        <SearchField value={filters.text} onChange={filters.setText} placeholder={config.searchPlaceholder} />
        {config.filters.map((f) => (
          <ChoiceFilter key={f.param} label={f.label} value={filters.choices[f.param]} onChange={(v) => filters.choose(f.param, v)} choices={f.choices} />
        ))}
      </FilterBar>
      {config.errors === 'toast'
        ? list.error && <ErrorLine message={config.loadFailed} onClose={list.dismissError} />
        : bannerText && (
            <Alert severity="error" onClose={dismiss} closeText={adminScreens.common.close} sx={{ mb: 2 }} data-testid={config.bannerTestId}>
              {bannerText}
            </Alert>
          )}
      <UserCardGrid
        list={list}
        empty={config.empty}
        renderCard={(u) => (
          <UserCard
            user={u}
            canEdit={canEdit}
            canDelete={canDelete && !isSelf(u)}
            onProjects={dialogs.openProjects}
            onEdit={dialogs.openEdit}
            onDelete={dialogs.openDelete}
            onPin={dialogs.openPin}
            // Login activity means something only for an account in use: a pending one shows its status alone.
            badges={config.activityBadge && u.status === 'active' ? <ActivityBadge lastLogin={u.lastLogin} /> : undefined}
            extra={config.cardExtra?.(u)}
            statusActions={
              config.statusActions && canEdit && !isSelf(u) ? (
                <AccountStatusActions user={u} busy={accountStatus.busyId === u.id} onChange={(user, s) => void accountStatus.change(user, s)} />
              ) : undefined
            }
          />
        )}
      />
      {config.below}
      <UserDialogs
        dialogs={dialogs}
        messages={config.dialogMessages}
        onSaved={saved}
        onDeleted={(u) => {
          list.remove(u.id);
          changed();
        }}
        onSuccess={toast.success}
        onError={config.errors === 'toast' ? toast.error : setBanner}
      />
      {config.add && (
        <AddUserDialog
          open={adding}
          fixedRole={config.add.fixedRole}
          onClose={() => setAdding(false)}
          onCreated={() => {
            setAdding(false);
            list.reload();
            changed();
          }}
        />
      )}
    </Box>
  );
};
