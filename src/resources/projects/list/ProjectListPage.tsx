import { Fragment, useEffect, useState } from 'react';
import { useDelete, useUpdate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { formatProjectDate } from '../../../domain/projectDates';
import { PROJECT_PRIORITIES, PROJECT_STATUSES, projectsResource } from '../../../domain/resources/projects';
import { fill } from '../../../i18n/fill';
import { projects } from '../../../i18n/tr/projects';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { userPermissions } from '../../../providers/session';
import { ChoiceFilter } from '../../../ui/ChoiceFilter';
import { DeleteConfirmDialog } from '../../../ui/DeleteConfirmDialog';
import { FilterBar } from '../../../ui/FilterBar';
import { PageHeader } from '../../../ui/PageHeader';
import { requestErrorText } from '../../../ui/requestError';
import { SearchField } from '../../../ui/SearchField';
import { StatCard } from '../../../ui/StatCard';
import { StatGrid } from '../../../ui/StatGrid';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { useToast } from '../../../ui/ToastProvider';
import { PhotoViewer } from '../../jobs/PhotoViewer';
import { deletePhoto } from '../../jobs/photoFiles';
import { TransferButtons } from '../../generic/TransferButtons';
import { projectLoadError } from '../projectLoadError';
import { mayDeleteProject, mayDeleteUpload, mayEditProject } from '../projectRights';
import type { Project } from '../projectTypes';
import { PriorityBadge, StatusBadge } from './ProjectBadges';
import { ProjectFormDialog } from './ProjectFormDialog';
import { ProjectPhotoStrip } from './ProjectPhotoStrip';
import { ProjectTemplatesDialog } from '../../projectTemplates/ProjectTemplatesDialog';
import { StepTemplatesDialog } from '../../stepTemplates/StepTemplatesDialog';
import { useProjectList } from './useProjectList';

const t = projectScreens.list;
const f = projects.fields;
type Dialog = { kind: 'form'; project: Project | null } | { kind: 'delete'; project: Project } | { kind: 'stepTemplates' } | { kind: 'projectTemplates' } | { kind: 'viewer'; keys: string[]; index: number };

const SORTABLE: { key: string; label: string }[] = [
  { key: 'name', label: f.name },
  { key: 'requestNo', label: f.requestNo },
  { key: 'status', label: f.status },
  { key: 'priority', label: f.priority },
  { key: 'startDate', label: f.startDate },
  { key: 'endDate', label: f.endDate },
];

const photosOf = (p: Project) => p.attachmentFiles.filter((a) => a.kind === 'photo').map((a) => a.key);

/** /admin/dashboard/list-projects (001 section 2.4): the projects the user sees, their cards, dialogs and photos. */
export const ProjectListPage = () => {
  const toast = useToast();
  const { user } = useSignedInUser();
  const permissions = userPermissions(user);
  const canManage = permissions.includes('canManageProjects');
  const canTemplates = permissions.includes('canManageTemplates');
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [sort, setSort] = useState({ field: 'createdAt', order: 'DESC' as 'ASC' | 'DESC' });
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [update] = useUpdate<Project>();
  const [remove] = useDelete<Project>();
  const list = useProjectList({ page: page + 1, limit: perPage, sort: sort.field, order: sort.order, q: q.trim() || undefined, status: status || undefined, priority: priority || undefined });

  useEffect(() => {
    if (!list.loading && !list.error && list.total === 0 && !q && !status && !priority) toast.info(t.empty);
  }, [list.loading, list.error, list.total, q, status, priority, toast]);

  const toggleSort = (field: string) => setSort((s) => ({ field, order: s.field === field && s.order === 'ASC' ? 'DESC' : 'ASC' }));
  const removePhoto = async (project: Project, key: string) => {
    try {
      await deletePhoto(key);
      // The spec's client writes the attachments back without the key; the server already dropped it.
      await update(projectsResource.name, { id: project.id, data: { attachments: project.attachments.filter((k) => k !== key) }, previousData: project }, { mutationMode: 'pessimistic', returnPromise: true }).catch(() => undefined);
      toast.success(t.photoDeleted);
    } catch (err) {
      toast.error(requestErrorText(err, projects.updateFailed));
    }
    list.reload();
  };
  const actions = (p: Project) => (
    <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={t.actions.view}>
        <IconButton size="small" component={RouterLink} to={`/admin/view-project/${p.id}`} aria-label={`${t.actions.view}: ${p.name}`}>
          <VisibilityOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* Masters and a project's manager edit it too; admins delete it, and its customer while the shop has not worked on it. */}
      {mayEditProject(user, p) && (
        <Tooltip title={t.actions.edit}>
          <IconButton size="small" aria-label={`${t.actions.edit}: ${p.name}`} onClick={() => setDialog({ kind: 'form', project: p })}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {mayDeleteProject(user, p) && (
        <Tooltip title={t.actions.delete}>
          <IconButton size="small" aria-label={`${t.actions.delete}: ${p.name}`} onClick={() => setDialog({ kind: 'delete', project: p })}>
            <DeleteOutlineIcon fontSize="small" color="error" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
  const strip = (p: Project) => (
    <ProjectPhotoStrip photoKeys={photosOf(p)} onOpen={(index) => setDialog({ kind: 'viewer', keys: photosOf(p), index })} onDelete={(key) => removePhoto(p, key)} mayDelete={(key) => mayDeleteUpload(user, p, p.attachmentFiles.find((a) => a.key === key) ?? {})} />
  );
  const nameLink = (p: Project) => (
    <Link component={RouterLink} to={`/admin/view-project/${p.id}`} sx={{ fontWeight: 700 }}>
      {p.name}
    </Link>
  );

  return (
    <Box>
      <PageHeader
        title={projects.title}
        subtitle={t.subtitle}
        icon={<AccountTreeIcon />}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={list.reload}>
              {t.refresh}
            </Button>
            {/* Export only: projects are row-scoped, their declaration imports nothing. */}
            <TransferButtons declaration={projectsResource} list={{ filter: { q: q.trim(), status, priority }, sort }} />
            {canTemplates && (
              <>
                <Button variant="outlined" onClick={() => setDialog({ kind: 'projectTemplates' })}>
                  {t.projectTemplates}
                </Button>
                <Button variant="outlined" onClick={() => setDialog({ kind: 'stepTemplates' })}>
                  {t.stepTemplates}
                </Button>
              </>
            )}
            {canManage && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'form', project: null })}>
                {t.newProject}
              </Button>
            )}
          </Stack>
        }
      />
      <StatGrid>
        <StatCard label={t.cards.total} value={list.summary?.total ?? null} icon={<FolderOpenIcon />} tone="#004AAD" testId="project-count-total" />
        <StatCard label={t.cards.active} value={list.summary?.active ?? null} icon={<PendingActionsIcon />} tone="#C77700" testId="project-count-active" />
        <StatCard label={t.cards.completed} value={list.summary?.completed ?? null} icon={<CheckCircleOutlineIcon />} tone="#1B7F3B" testId="project-count-completed" />
      </StatGrid>
      <FilterBar>
        <SearchField value={q} onChange={(v) => { setQ(v); setPage(0); }} placeholder={t.searchPlaceholder} />
        <ChoiceFilter label={f.status} value={status} onChange={(v) => { setStatus(v); setPage(0); }} choices={[{ value: '', label: t.allStatuses }, ...PROJECT_STATUSES.map((s) => ({ value: s, label: projects.statuses[s] }))]} />
        <ChoiceFilter label={f.priority} value={priority} onChange={(v) => { setPriority(v); setPage(0); }} choices={[{ value: '', label: t.allPriorities }, ...PROJECT_PRIORITIES.map((p) => ({ value: p, label: projects.priorities[p] }))]} />
      </FilterBar>
      {list.error ? <Alert severity="error" sx={{ mb: 2 }}>{projectLoadError(list.error)}</Alert> : null}
      {mobile ? (
        <Stack spacing={1.5} data-testid="project-cards">
          {list.rows.map((p) => (
            <Paper key={p.id} elevation={0} data-testid="project-card" sx={{ p: 2, borderRadius: 3, border: '1px solid', borderColor: 'divider' }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>{nameLink(p)}</Box>
                {actions(p)}
              </Stack>
              <Stack direction="row" spacing={1} sx={{ my: 1 }}>
                <StatusBadge status={p.status} />
                <PriorityBadge priority={p.priority} />
              </Stack>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                {f.projectManager}: {p.projectManagerName ?? '-'} · {f.oem}: {p.oemName ?? '-'}
              </Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                {formatProjectDate(p.startDate)} → {formatProjectDate(p.endDate)} · {f.requestNo}: {p.requestNo ?? '-'}
              </Typography>
              {strip(p)}
            </Paper>
          ))}
        </Stack>
      ) : (
        <Paper elevation={0} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', overflowX: 'auto' }}>
          <Table size="small" aria-label={projects.title}>
            <TableHead>
              <TableRow>
                {SORTABLE.slice(0, 1).map((c) => (
                  <TableCell key={c.key}>
                    <TableSortLabel active={sort.field === c.key} direction={sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => toggleSort(c.key)}>
                      {c.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell>{f.createdBy}</TableCell>
                <TableCell>{f.projectManager}</TableCell>
                {SORTABLE.slice(1, 2).map((c) => (
                  <TableCell key={c.key}>
                    <TableSortLabel active={sort.field === c.key} direction={sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => toggleSort(c.key)}>
                      {c.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell>{f.oem}</TableCell>
                {SORTABLE.slice(2).map((c) => (
                  <TableCell key={c.key}>
                    <TableSortLabel active={sort.field === c.key} direction={sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => toggleSort(c.key)}>
                      {c.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell align="right">{t.columns.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.rows.map((p) => (
                <Fragment key={p.id}>
                  <TableRow hover data-testid="project-row" sx={photosOf(p).length ? { '& td': { borderBottom: 0 } } : undefined}>
                    <TableCell>{nameLink(p)}</TableCell>
                    <TableCell>{p.createdByName ?? '-'}</TableCell>
                    <TableCell>{p.projectManagerName ?? '-'}</TableCell>
                    <TableCell>{p.requestNo ?? '-'}</TableCell>
                    <TableCell>{p.oemName ?? '-'}</TableCell>
                    <TableCell>
                      <StatusBadge status={p.status} />
                    </TableCell>
                    <TableCell>
                      <PriorityBadge priority={p.priority} />
                    </TableCell>
                    <TableCell>{formatProjectDate(p.startDate)}</TableCell>
                    <TableCell>{formatProjectDate(p.endDate)}</TableCell>
                    <TableCell align="right">{actions(p)}</TableCell>
                  </TableRow>
                  {photosOf(p).length > 0 && (
                    <TableRow>
                      <TableCell colSpan={10} sx={{ pt: 0 }}>
                        {strip(p)}
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              ))}
              {!list.loading && list.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={10} sx={{ textAlign: 'center', color: 'text.secondary', py: 4 }}>
                    {t.empty}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Paper>
      )}
      <TablePagination
        component="div"
        count={list.total}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage=""
        labelDisplayedRows={({ from, to, count }) => `${from}-${to} / ${count}`}
      />

      {dialog?.kind === 'form' && user && (
        <ProjectFormDialog project={dialog.project} role={user.role} onClose={() => setDialog(null)} onSaved={() => { setDialog(null); list.reload(); }} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteConfirmDialog
          open
          title={projectScreens.deleteDialog.title}
          body={fill(projectScreens.deleteDialog.body, { name: dialog.project.name })}
          confirmLabel={projectScreens.deleteDialog.confirm}
          cancelLabel={projectScreens.deleteDialog.cancel}
          busy={deleting}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            setDeleting(true);
            try {
              await remove(projectsResource.name, { id: dialog.project.id, previousData: dialog.project }, { mutationMode: 'pessimistic', returnPromise: true });
              toast.success(projects.deleted);
            } catch (err) {
              toast.error(requestErrorText(err, projects.deleteFailed));
            } finally {
              setDeleting(false);
              setDialog(null);
              list.reload();
            }
          }}
        />
      )}
      {dialog?.kind === 'stepTemplates' && <StepTemplatesDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'projectTemplates' && <ProjectTemplatesDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'viewer' && <PhotoViewer photoKeys={dialog.keys} startIndex={dialog.index} onClose={() => { setDialog(null); list.reload(); }} />}
    </Box>
  );
};
