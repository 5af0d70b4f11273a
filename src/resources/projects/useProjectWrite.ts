import { useDataProvider, useUpdate } from 'react-admin';
import { projectsResource } from '../../domain/resources/projects';
import type { z } from 'zod';
import type { projectSchema } from '../../domain/resources/projects.schema';
import type { Project } from './projectTypes';

/**
 * A project's changes through the declared resource: `save` answers the saved project (and
 * react-admin's cache, which the detail page reads, follows it); `fresh` re-reads it first where a
 * change adds to a list someone else may have changed meanwhile (attachments).
 */
export const useProjectWrite = () => {
  const [update] = useUpdate<Project>();
  const dataProvider = useDataProvider();
  const save = async (project: Project, data: Partial<z.output<typeof projectSchema>>): Promise<Project> =>
    (await update(projectsResource.name, { id: project.id, data, previousData: project }, { mutationMode: 'pessimistic', returnPromise: true })) as Project;
  const fresh = async (id: number): Promise<Project> => (await dataProvider.getOne<Project>(projectsResource.name, { id })).data;
  return { save, fresh };
};
