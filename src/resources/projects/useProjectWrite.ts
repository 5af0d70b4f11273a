import { useDataProvider, useUpdate } from 'react-admin';
import { projectsResource } from '../../domain/resources/projects';
import { projects } from '../../i18n/tr/projects';
import type { z } from 'zod';
import type { projectSchema } from '../../domain/resources/projects.schema';
import type { Project } from './projectTypes';

/**
 * A project's changes through the declared resource: `save` answers the saved project (and
 * react-admin's cache, which the detail page reads, follows it); `fresh` re-reads it first where a
 * change adds to a list someone else may have changed meanwhile (attachments); `detach` writes it
 * back without an upload whose file is gone, re-read first (001 section 4).
 */
export const useProjectWrite = () => {
  const [update] = useUpdate<Project>();
  const dataProvider = useDataProvider();
  const save = async (project: Project, data: Partial<z.output<typeof projectSchema>>): Promise<Project> =>
    (await update(projectsResource.name, { id: project.id, data, previousData: project }, { mutationMode: 'pessimistic', returnPromise: true })) as Project;
  const fresh = async (id: number): Promise<Project> => (await dataProvider.getOne<Project>(projectsResource.name, { id })).data;
  const detach = async (id: number, key: string): Promise<Project> => {
    const project = await fresh(id).catch(() => {
      throw new Error(projects.files.projectInfoFailed);
    });
    return save(project, { attachments: project.attachments.filter((k) => k !== key) });
  };
  return { save, fresh, detach };
};
