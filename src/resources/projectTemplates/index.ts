import { templates } from '../../i18n/tr/templates';
import type { ResourceOverride } from '../generic/resourceOverride';
import { ProjectTemplateCard } from './ProjectTemplateCard';

const t = templates.projects;

/**
 * Project templates are the declaration plus this: managed in a modal of the project list (001
 * section 2.4), as cards that name their steps in order, added and edited in dialogs with the
 * spec's titles (the steps picked from the active step templates and ordered by drag: the
 * declaration's list reference).
 */
export const projectTemplatesOverride: ResourceOverride = {
  cards: true,
  forms: 'dialog',
  card: ProjectTemplateCard,
  createLabel: t.newTemplate,
  formTitles: { create: t.newTemplate, edit: t.editTemplate },
};
