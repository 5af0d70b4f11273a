import { sql } from 'kysely';
import { templates } from '../../src/i18n/tr/templates';
import { badRequest } from '../errors';
import type { ResourceBehaviour } from './behaviour';

const t = templates.projects;

/** Project templates keep their steps in order in project_template_steps. */
export const projectTemplatesBehaviour: ResourceBehaviour = {
  computed: {
    steps: sql`coalesce((select json_agg(ts.step_template_id order by ts.position) from project_template_steps ts where ts.template_id = project_templates.id), '[]'::json)`,
    stepNames: sql`coalesce((select json_agg(st.name order by ts.position) from project_template_steps ts join step_templates st on st.id = ts.step_template_id
      where ts.template_id = project_templates.id), '[]'::json)`,
  },
  prepareWrite: async (values, { trx }) => {
    const steps = values.steps as number[] | undefined;
    if (steps?.length) {
      const found = await trx.selectFrom('step_templates').select('id').where('id', 'in', steps).execute();
      if (found.length !== steps.length) throw badRequest(t.stepsUnknown, { steps: t.stepsUnknown });
    }
    return { values };
  },
  afterWrite: async (id, values, { trx }) => {
    const steps = values.steps as number[] | undefined;
    if (!steps) return;
    await trx.deleteFrom('project_template_steps').where('template_id', '=', id).execute();
    if (steps.length) await trx.insertInto('project_template_steps').values(steps.map((step_template_id, position) => ({ template_id: id, step_template_id, position }))).execute();
  },
};
