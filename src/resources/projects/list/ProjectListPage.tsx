import { projectsResource } from '../../../domain/resources/projects';
import { GeneratedList } from '../../generic/GeneratedList';
import { projectListSlots } from './projectListSlots';

/** /admin/dashboard/list-projects: the generated list of projects with the page's slots. */
export const ProjectListPage = () => <GeneratedList declaration={projectsResource} override={projectListSlots} />;
