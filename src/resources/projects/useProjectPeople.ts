import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { projects } from '../../i18n/tr/projects';
import { requestErrorText } from '../../ui/requestError';
import { projectPeople } from './projectApi';
import type { ProjectPerson } from '../../domain/resources/projectReplies';

export interface ProjectPeople {
  /** Roles 2, 3 and 4: managers and team members. */
  staff: ProjectPerson[];
  /** Role 0, as far as the caller sees them: OEMs. */
  customers: ProjectPerson[];
}

/** Whom a project's pickers offer (GET /projects/people, not a declared resource), read once per dialog. */
export const useProjectPeople = (): ProjectPeople => {
  const notify = useNotify();
  const [people, setPeople] = useState<ProjectPeople>({ staff: [], customers: [] });
  useEffect(() => {
    projectPeople().then(setPeople, (err: unknown) => notify(requestErrorText(err, projects.members.usersFailed), { type: 'error' }));
  }, [notify]);
  return people;
};
