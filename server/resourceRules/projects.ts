import { sql } from 'kysely';
import { fill } from '../../src/i18n/fill';
import { projects as texts } from '../../src/i18n/tr/projects';
import { forbidden } from '../errors';
import { projectVisibleTo } from '../services/projects/projectAccess';
import { detachProjectFiles } from '../services/projects/projectFiles';
import { projectComputedFields } from '../services/projects/projectSql';
import { shopWorkOn } from '../services/projects/shopWork';
import { prepareProjectWrite, writeProjectChildren } from '../services/projects/projectWrite';
import type { ResourceBehaviour } from './behaviour';

/** Projects: row-scoped per role, with steps, team and attachments beside the row. */
export const projectsBehaviour: ResourceBehaviour = {
  rowScope: (query, user) => query.where(projectVisibleTo(user)),
  computed: projectComputedFields,
  prepareWrite: prepareProjectWrite,
  afterWrite: writeProjectChildren,
  // The three summary cards (001 section 2.4) over every project the caller sees.
  listSummary: async (db, _params, user) => {
    const row = await db
      .selectFrom('projects')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where status in ('pending', 'in-progress')))::int`.as('active'),
        sql<number>`(count(*) filter (where status = 'completed'))::int`.as('completed'),
      ])
      .where(projectVisibleTo(user))
      .executeTakeFirstOrThrow();
    return { summary: row };
  },
  beforeDelete: async (record, { req, trx, user }) => {
    // Deleting is the spec's "manage projects": admins, and a customer their own.
    if (user.role !== 3 && user.role !== 0) throw forbidden(texts.rights.deleteForbidden);
    // A customer's own only while the shop has not worked on it (issue 22).
    if (user.role === 0) {
      const work = await shopWorkOn(trx, Number(record.id), user.id);
      if (work) throw forbidden(fill(texts.rights.shopWorked, { work: texts.rights.shopWork[work] }));
    }
    const removeFiles = await detachProjectFiles(trx, Number(record.id));
    return () => removeFiles(req.server.storage, req.log);
  },
};
