import { useGetMany } from 'react-admin';
import { projectsResource } from '../../domain/resources/projects';
import type { ProjectRecord as Project } from '../../domain/resources/projects';

/** What a job's screens show of its project. */
export type JobProject = Pick<Project, 'id' | 'name'>;

/**
 * A job's project as the signed-in user may see it: read through the projects' list (row-scoped
 * on the server), so a project they do not see is simply absent, never an error.
 */
export const useJobProject = (projectId: number | null | undefined): { project: JobProject | undefined; isPending: boolean } => {
  const { data, isPending } = useGetMany<Project>(projectsResource.name, { ids: projectId == null ? [] : [projectId] }, { enabled: projectId != null });
  return { project: projectId == null ? undefined : data?.find((p) => p.id === projectId), isPending: projectId != null && isPending };
};
