import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { RESOURCES } from '../../../src/domain/resources';
import type { ResourceDeclaration } from '../../../src/domain/resources/declaration';
import type { RoleNumber } from '../../../src/domain/roles';
import type { Db } from '../../../server/db/connect';
import { createResourceStore, type ListParams } from '../../../server/db/resourceStore';
import { requireUser } from '../../../server/plugins/auth';
import { BEHAVIOURS } from '../../../server/resourceRules';
import { listRequest } from '../../../server/routes/resourceListQuery';
import { resourceReplies } from '../../../server/routes/resourceReplies';
import { hiddenFrom, presentFor } from '../../../server/services/fieldRights';

/**
 * One page built both ways on one snapshot: the JSON the database writes (what the list route
 * answers) and list()'s rows through the record mapping, as the role receives them.
 */
export const pageBothWays = (db: Db, decl: ResourceDeclaration, params: ListParams, role: RoleNumber) =>
  db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const store = createResourceStore(trx, decl, { computed: BEHAVIOURS[decl.name]?.computed });
      const page = await store.listJson(params, hiddenFrom(decl, role));
      const { rows, total } = await store.list(params);
      return { json: page.json, total: page.total, mapped: JSON.parse(JSON.stringify(rows.map(presentFor(decl, role)))) as unknown, mappedTotal: total };
    });

/** Fails unless the page the database writes as JSON equals the mapped records, total included. */
export const assertPageAsMapped = async (db: Db, decl: ResourceDeclaration, params: ListParams, role: RoleNumber) => {
  const page = await pageBothWays(db, decl, params, role);
  if (page.total !== page.mappedTotal || !isDeepStrictEqual(JSON.parse(page.json), page.mapped))
    throw new Error(`${decl.name}: the page built as JSON differs from the mapped records:\n${page.json.slice(0, 2000)}\n${JSON.stringify(page.mapped).slice(0, 2000)}`);
};

/** Fails unless an answer written as JSON text parses by its route's zod reply schema. */
export const assertReplyText = (schema: unknown, text: string) => {
  if (!(schema instanceof z.ZodType)) throw new Error('a reply checked without its zod schema');
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`a reply written as JSON text does not match its schema: ${z.prettifyError(result.error)}`);
};

const byListUrl = new Map(RESOURCES.map((decl) => [`/v1${decl.path}`, decl]));
const listReply = new Map<string, unknown>();

/**
 * Every declared list a test asks for is checked after the route answered: its text against the
 * list's reply schema (the serialiser, which checks every other reply, never sees this text), and
 * its page, read again with the same parameters, built both ways on one snapshot. So any test that
 * lists a declared resource also proves the SQL-built records match the record mapping.
 */
export const checkDeclaredLists = (app: FastifyInstance) =>
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const decl = req.method === 'GET' && reply.statusCode === 200 ? byListUrl.get(req.routeOptions.url ?? '') : undefined;
    if (!decl || typeof payload !== 'string') return payload;
    let schema = listReply.get(decl.name);
    if (!schema) listReply.set(decl.name, (schema = resourceReplies(decl).list[200]));
    assertReplyText(schema, payload);
    const user = requireUser(req);
    await assertPageAsMapped(app.db, decl, listRequest(decl, user, req.query), user.role);
    return payload;
  });
