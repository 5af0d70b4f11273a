import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldColumn, type ResourceDeclaration } from '../../../src/domain/resources/declaration';
import { fill } from '../../../src/i18n/fill';
import { history as texts } from '../../../src/i18n/tr/history';
import type { Db } from '../../db/connect';
import { createResourceStore, type AnySelect, type ResourceRecord } from '../../db/resourceStore';
import { badRequest, notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import type { ResourceBehaviour, WriteContext } from '../../resourceRules/behaviour';
import { writeActivity } from '../activityLog';
import { applyEditRights } from '../fieldRights';
import { recordLabel } from '../recordLabel';
import { withChangeOrigin } from './changeOrigin';
import { historyFields, recordedValue } from './historyFields';

export interface RestoreParts {
  decl: ResourceDeclaration;
  behaviour?: ResourceBehaviour;
  /** The declaration's body schema: the earlier value must pass it as an update would. */
  schema: z.ZodObject;
  /** The caller's row scope, as the record's own routes apply it. */
  scope?: (query: AnySelect) => AnySelect;
}

/** The Turkish messages of a refused value, by field, as the error handler answers a body. */
const refusal = (error: z.ZodError) => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return badRequest(error.issues[0]?.message ?? texts.fieldNotRestorable, errors);
};

/**
 * Puts a field of a record back to the value it had before a history entry's change, as an update
 * of that one field: the schema, the caller's edit rights and the resource's rules judge it, the
 * triggers record it (origin 'restore') and the activity log says so. Run in the caller's transaction.
 */
export const restoreField = async (trx: Db, req: FastifyRequest, parts: RestoreParts, recordId: number, entryId: number, field: string): Promise<ResourceRecord> => {
  const { decl, behaviour, schema } = parts;
  const user = requireUser(req);
  await withChangeOrigin(trx, req, 'restore');
  const store = createResourceStore(trx, decl, { computed: behaviour?.computed });
  const existing = await store.get(recordId, parts.scope);
  if (!existing) throw notFound();
  const entry = await trx
    .selectFrom('record_changes')
    .select('changes')
    .where('id', '=', entryId as never)
    .where('resource', '=', decl.name)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  if (!entry) throw notFound(texts.entryNotFound);
  const f = [...historyFields(decl, user.role).values()].find((d) => d.source === field);
  if (!f || f.readOnly || f.serverFilled) throw badRequest(texts.fieldNotRestorable, { field: texts.fieldNotRestorable });
  const change = entry.changes[fieldColumn(f)];
  if (!change) throw badRequest(texts.fieldNotInEntry, { field: texts.fieldNotInEntry });
  const parsed = schema.partial().strict().safeParse({ [field]: recordedValue(f, change[0]) });
  if (!parsed.success) throw refusal(parsed.error);
  const ctx: WriteContext = { req, user, trx, existing };
  const allowed = applyEditRights(decl, user.role, parsed.data as Record<string, unknown>, existing);
  const prepared = behaviour?.prepareWrite ? await behaviour.prepareWrite(allowed, ctx) : { values: allowed };
  if (!(await store.update(recordId, prepared.values, prepared.columns))) throw notFound();
  await behaviour?.afterWrite?.(recordId, prepared.values, ctx);
  const restored = (await store.get(recordId))!;
  await writeActivity(trx, req, {
    action: 'update',
    resource: decl.log,
    resourceId: String(recordId),
    description: fill(texts.logRestored, { resource: decl.label, record: recordLabel(decl, restored), field: f.label }),
  });
  return restored;
};
