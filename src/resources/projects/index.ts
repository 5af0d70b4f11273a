import { lazy } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { ResourceOverride } from '../generic/resourceOverride';

// The pages load with their route: the shell's first load stays small.
const ProjectListPage = lazy(() => import('./list/ProjectListPage').then((m) => ({ default: m.ProjectListPage })));

/** /admin/view-project/{id}: a page of its own (the project with its steps, activities, files and models). */
export const ProjectDetailPage = lazy(() => import('./detail/ProjectDetailPage').then((m) => ({ default: m.ProjectDetailPage })));

/** Projects are created, edited and opened in their list's dialogs and on the detail page. */
export const projectsOverride: ResourceOverride = { list: ProjectListPage, create: false, edit: false, show: false, icon: AccountTreeIcon };
