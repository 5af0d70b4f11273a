import { useDataProvider, useUpdate } from 'react-admin';
import { projectsResource } from '../../domain/resources/projects';
import { projects } from '../../i18n/tr/projects';
import type { z } from 'zod';
import type { projectSchema } from '../../domain/resources/projects.schema';
import type { ProjectRecord } from '../../domain/resources/projects';

/**
 * A project's changes through the declared resource: `save` answers the saved project (and
 * react-admin's cache, which the detail page reads, follows it); `fresh` re-reads it first where a
 * change adds to a list someone else may have changed meanwhile (attachments); `detach` writes it
 * back without an upload whose file is gone, re-read first (001 section 4).
 */
export const useProjectWrite = () => {
  const [update] = useUpdate<ProjectRecord>();
  const dataProvider = useDataProvider();
  const save = async (project: ProjectRecord, data: Partial<z.output<typeof projectSchema>>): Promise<ProjectRecord> =>
    (await update(projectsResource.name, { id: project.id, data, previousData: project }, { mutationMode: 'pessimistic', returnPromise: true })) as ProjectRecord;
  const fresh = async (id: number): Promise<ProjectRecord> => (await dataProvider.getOne<ProjectRecord>(projectsResource.name, { id })).data;
  const detach = async (id: number, key: string): Promise<ProjectRecord> => {
    const project = await fresh(id).catch(() => {
      throw new Error(projects.files.projectInfoFailed);
    });
    return save(project, { attachments: project.attachments.filter((k) => k !== key) });
  };
  return { save, fresh, detach };
};
