import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import type { ApiUser } from '../../../domain/user';
import { projects } from '../../../i18n/tr/projects';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import type { ResourceOverride } from '../../generic/resourceOverride';
import { projectLoadError } from '../projectLoadError';
import { mayDeleteProject, mayEditProject } from '../projectRights';
import type { ProjectRecord } from '../../../domain/resources/projects';
import { ProjectCard } from './ProjectCard';
import { personCell, ProjectEndCell, ProjectPriorityCell, ProjectStartCell, ProjectStatusCell } from './ProjectCells';
import { ProjectFormScope } from './ProjectFormScope';
import { ProjectListActions } from './ProjectListActions';
import { ProjectNameCell } from './ProjectNameCell';
import { ProjectManagerInput, ProjectMembersInput, ProjectOemInput } from './ProjectPeopleInputs';
import { ProjectUploadsInput } from './ProjectUploadsInput';
import { ProjectViewAction } from './ProjectViewAction';

const t = projectScreens.list;
const f = projects.fields;

/**
 * The project list (001 section 2.4) is the generated list of projects plus what the spec draws
 * differently: its three counts (open is pending plus in progress), the name opening the project's
 * page with its photo strip, coloured badges and dd-mm-yyyy days, the template modals, and per
 * record rights (a manager edits their project; a customer deletes theirs until the shop worked on
 * it). The form is the generated one over the declared schema, with people pickers and uploads.
 */
export const projectListSlots: ResourceOverride = {
  heading: { title: projects.title, subtitle: t.subtitle, icon: <AccountTreeIcon /> },
  stats: [
    { label: t.cards.total, icon: <FolderOpenIcon />, tone: '#004AAD', testId: 'project-count-total' },
    { label: t.cards.active, filter: { status: 'open' }, icon: <PendingActionsIcon />, tone: '#C77700', testId: 'project-count-active' },
    { label: t.cards.completed, filter: { status: 'completed' }, icon: <CheckCircleOutlineIcon />, tone: '#1B7F3B', testId: 'project-count-completed' },
  ],
  columns: [
    { source: 'name', cell: ProjectNameCell },
    { source: 'createdByName', label: f.createdBy, cell: personCell('createdByName') },
    { source: 'projectManagerName', label: f.projectManager, cell: personCell('projectManagerName') },
    'requestNo',
    { source: 'oemName', label: f.oem, cell: personCell('oemName') },
    { source: 'status', cell: ProjectStatusCell },
    { source: 'priority', cell: ProjectPriorityCell },
    { source: 'startDate', cell: ProjectStartCell },
    { source: 'endDate', cell: ProjectEndCell },
  ],
  filters: ['status', 'priority'],
  card: ProjectCard,
  rowActions: ProjectViewAction,
  listActions: ProjectListActions,
  createLabel: t.newProject,
  forms: 'dialog',
  formTitles: { create: projectScreens.form.createTitle, edit: projectScreens.form.editTitle },
  inputs: { projectManager: ProjectManagerInput, oem: ProjectOemInput, members: ProjectMembersInput, attachments: ProjectUploadsInput },
  formScope: ProjectFormScope,
  mayEdit: (record, identity) => mayEditProject((identity as ApiUser | undefined) ?? null, record as ProjectRecord),
  mayDelete: (record, identity) => mayDeleteProject((identity as ApiUser | undefined) ?? null, record as ProjectRecord),
  loadError: projectLoadError,
  listTexts: { search: t.searchPlaceholder, empty: t.empty, none: t.none, deleteTitle: projectScreens.deleteDialog.title, deleteBody: projectScreens.deleteDialog.body },
};
