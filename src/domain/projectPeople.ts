/** The people a project picker shows a search at a time (a shop has hundreds; the picker asks as one types). */
export const PROJECT_PEOPLE_PAGE = 20;

/** Which of a project's people a picker asks for: staff (manager, team) or customers (OEM). */
export const PROJECT_PEOPLE_KINDS = ['staff', 'customers'] as const;
export type ProjectPeopleKind = (typeof PROJECT_PEOPLE_KINDS)[number];

/** What a project's people are made of (001 section 3): the team, its manager and its customer. */
export interface ProjectPeople {
  members: readonly unknown[];
  projectManager?: number | null;
  oem?: number | null;
}

/**
 * The 'Üye' card: the team members plus the manager and the customer (001 section 2.5 says "plus
 * 2", written for a project that has both). Either may be unset here, and the card counted them
 * all the same: a project with a customer alone showed 2 people.
 */
export const projectPeopleCount = (project: ProjectPeople): number =>
  project.members.length + (project.projectManager != null ? 1 : 0) + (project.oem != null ? 1 : 0);
