import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_LOG_ACTIONS } from '../../src/domain/clientEvents';
import { EXPORT_COUNT_HEADER } from '../../src/domain/exportCount';
import { RESOURCES } from '../../src/domain/resources';
import { withinYears } from '../../src/domain/validation/dates';
import { admin as texts } from '../../src/i18n/tr/admin';
import { validation } from '../../src/i18n/tr/validation';
import { requireUser } from '../plugins/auth';
import { writeActivity } from '../services/activityLog';
import { readableRecord } from '../services/readableRecord';
import { recordLabel } from '../services/recordLabel';
import { activityLogCsv } from '../services/activityLogExport';
import { csvAttachment } from '../services/csv/csvWriter';
import { countLogs, pagedLogs, recentLogs, type LogFilter } from '../services/activityLogQueries';
import { fill } from '../../src/i18n/fill';
import { perIp } from './auth/rateLimits';
import { fileReply, messageReply, openObject, replies, reply, timestamp } from './replies';
import { rowId, wholeNumber } from '../../src/domain/validation/wholeNumbers';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
/** Action and resource names: short identifiers ('login', 'job', 'profile_update'). */
const identifier = z.string().trim().max(64).regex(/^[A-Za-z][\w.:-]*$/, validation.invalidInput);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** A date-only bound means that day in Istanbul; `to` is then the end of that day. */
const dateBound = (endOfDay: boolean) =>
  optional(
    z
      .string()
      .max(40)
      .transform((v, ctx) => {
        const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(v);
        const at = new Date(dayOnly ? `${v}T00:00:00+03:00` : v);
        if (!withinYears(at)) {
          ctx.addIssue({ code: 'custom', message: validation.invalidInput });
          return z.NEVER;
        }
        return dayOnly && endOfDay ? new Date(at.getTime() + 24 * 3600_000) : at;
      }),
  );

/** The log screen's filters; `q` is react-admin's name for the search text. */
const filterQuery = z.object({
  search: optional(z.string().trim().max(100)),
  q: optional(z.string().trim().max(100)),
  action: optional(identifier),
  resource: optional(identifier),
  userId: optional(rowId()),
  from: dateBound(false),
  to: dateBound(true),
});

/** 50 rows per page is the activity log screen's size (000 section 9). */
const pageQuery = filterQuery.extend({
  page: wholeNumber(undefined, 1, 1_000_000).default(1),
  limit: wholeNumber(undefined, 1, 100).default(50),
});

const recentQuery = z.object({ limit: wholeNumber(undefined, 1, 50).default(10) });
const resourceParams = z.object({ resource: identifier, resourceId: z.string().trim().min(1).max(64) });

/**
 * A client-side event the screen reports (POST /logs), from a declared list, about one record of
 * a declared resource (named as the log names it: 'job', 'project'); the actor is always the
 * caller. A description sent by an older client is taken and ignored: the server words it.
 */
const clientLogBody = z.object({
  action: z.enum(CLIENT_LOG_ACTIONS, { error: validation.invalidInput }),
  resource: identifier.refine((name) => RESOURCES.some((d) => d.log === name), validation.invalidInput),
  resourceId: rowId(validation.invalidId),
  description: z.string().max(500).optional(),
});

const clearQuery = z.object({ before: dateBound(false) });

/** One activity log row in its wire shape (LOG_COLUMNS). */
const logEntry = openObject({
  id: z.number(),
  createdAt: timestamp,
  userId: z.number().nullable(),
  userName: z.string(),
  description: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
});
const count = z.number();
const pageReply = replies({
  200: reply({ logs: z.array(logEntry), total: count, pagination: openObject({ totalPages: count, total: count, page: count, limit: count }) }),
});

type FilterQuery = z.infer<typeof filterQuery>;
const filterOf = ({ search, q, action, resource, userId, from, to }: FilterQuery): LogFilter => ({ search: search ?? q, action, resource, userId, from, to });

/** Row scoping: whoever holds canAccessActivityLog reads everyone's rows, others only their own. */
const scoped = (req: FastifyRequest, filter: LogFilter): LogFilter => {
  const user = requireUser(req);
  return user.permissions.includes('canAccessActivityLog') ? filter : { ...filter, userId: user.id };
};

const pageAnswer = async (app: FastifyInstance, filter: LogFilter, page: number, limit: number) => {
  const { logs, total, totalPages } = await pagedLogs(app.db, filter, page, limit, app.listTotals);
  return { success: true, logs, total, pagination: { totalPages, total, page, limit } };
};

/** The activity log: lists, the dashboard's recent rows, client-reported actions, export, clear. */
export const logRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/logs/all', { config: { access: 'canAccessActivityLog' }, schema: { tags: ['logs'], querystring: pageQuery, response: pageReply } }, async (req) =>
    pageAnswer(app, filterOf(req.query), req.query.page, req.query.limit),
  );

  r.get('/logs/my-logs', { config: { access: 'signedIn' }, schema: { tags: ['logs'], querystring: pageQuery, response: pageReply } }, async (req) =>
    pageAnswer(app, { ...filterOf(req.query), userId: requireUser(req).id }, req.query.page, req.query.limit),
  );

  r.get('/logs/recent', { config: { access: 'signedIn' }, schema: { tags: ['logs'], querystring: recentQuery, response: replies({ 200: reply({ logs: z.array(logEntry) }) }) } }, async (req) => ({
    success: true,
    logs: await recentLogs(app.db, scoped(req, {}), req.query.limit),
  }));

  r.get(
    '/logs/resource/:resource/:resourceId',
    { config: { access: 'canAccessActivityLog' }, schema: { tags: ['logs'], params: resourceParams, querystring: pageQuery.pick({ page: true, limit: true }), response: pageReply } },
    async (req) => pageAnswer(app, { resource: req.params.resource, resourceId: req.params.resourceId }, req.query.page, req.query.limit),
  );

  // Only records the caller may read (the resource's read permission and row scope): no row about
  // a record they cannot see, and no text of theirs in anyone's history.
  r.post('/logs', { config: { access: 'signedIn', rateLimit: perIp(app, 120) }, schema: { tags: ['logs'], body: clientLogBody, response: replies({ 201: messageReply }) } }, async (req, reply) => {
    const { action, resource, resourceId } = req.body;
    const decl = RESOURCES.find((d) => d.log === resource)!;
    const record = await readableRecord(app.db, decl, requireUser(req), resourceId);
    const description = fill(texts.log.clientEvents[action], { resource: decl.label, record: recordLabel(decl, record) });
    await writeActivity(app.db, req, { action, resource, resourceId, description });
    return reply.status(201).send({ success: true, message: texts.logs.recorded });
  });

  // Admins export everything the filter matches; everyone else only their own rows.
  r.get('/logs/export', { config: { access: 'signedIn' }, schema: { tags: ['logs'], querystring: filterQuery, response: replies({ 200: fileReply('The matching rows as CSV', 'text/csv') }) } }, async (req, reply) => {
    const filter = scoped(req, filterOf(req.query));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', csvAttachment('aktivite-kayitlari'))
      .header('cache-control', 'no-store')
      .header(EXPORT_COUNT_HEADER, String(await countLogs(app.db, filter)))
      .send(Readable.from(activityLogCsv(app.db, filter)));
  });

  // Clearing the audit trail is an administration act, not a reading right: settings-level.
  r.delete('/logs/clear', { config: { access: 'canAccessSettings' }, schema: { tags: ['logs'], querystring: clearQuery, response: replies({ 200: reply({ message: z.string(), cleared: count }) }) } }, async (req) => {
    const before = req.query.before;
    const cleared = await app.db.transaction().execute(async (trx) => {
      const res = await trx
        .deleteFrom('activity_logs')
        .$if(before !== undefined, (q) => q.where('created_at', '<', before!))
        .executeTakeFirst();
      const count = Number(res.numDeletedRows);
      // The clearing itself is the first row of the new log.
      await writeActivity(trx, req, { action: 'clear', resource: 'activity_log', description: fill(texts.log.logsCleared, { count }) });
      return count;
    });
    if (cleared > 0) app.vacuumAfterBulk('activity log cleared');
    return { success: true, message: texts.logs.cleared, cleared };
  });
};
