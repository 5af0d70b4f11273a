import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import { BOARD_SHOWN, BOARD_SHOWN_MAX, dayHoursBody, finishBody, pauseBody, queueBody, startBody, type TapAction } from '../../src/domain/shop';
import { fill } from '../../src/i18n/fill';
import { shop as t } from '../../src/i18n/tr/shop';
import { formatTurkishNumber } from '../../src/domain/turkishNumber';
import { rowId, wholeNumber } from '../../src/domain/validation/wholeNumbers';
import { validation } from '../../src/i18n/tr/validation';
import { notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { jobsBehaviour } from '../resourceRules/jobs';
import { writeActivities, writeActivity } from '../services/activityLog';
import { withChangeOrigin } from '../services/history/changeOrigin';
import { readBoard, setBenchQueue } from '../services/shop/benchBoard';
import { applyTap, type Tap } from '../services/shop/operationTaps';
import { readBenchQueue, readShopJob } from '../services/shop/shopJobs';
import { openObject, replies, reply, timestamp } from './replies';
import { requestRowScope } from './requestRowScope';

const id = rowId(validation.invalidId);
const benchParams = z.object({ benchId: id });
const tapParams = z.object({ jobId: id, operationId: id });
/** How many cards of each queue the board reads (its 'more' asks for more); a change answers the board so read. */
const boardQuery = z.object({ shown: wholeNumber(undefined, 1, BOARD_SHOWN_MAX).default(BOARD_SHOWN) });

const shopBench = openObject({ _id: z.number(), name: z.string(), dayHours: z.number() });
const shopOperation = openObject({
  operationId: z.number(),
  name: z.string(),
  position: z.number(),
  status: z.string(),
  goodQuantity: z.number().nullable(),
  scrapQuantity: z.number().nullable(),
  actualHours: z.number(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  procedureId: z.number().nullable(),
  procedureName: z.string().nullable(),
});
/** The operator screen's job: strict, so a price can never ride along. */
const shopJob = z.strictObject({
  _id: z.number(),
  title: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  deadline: z.string().nullable(),
  priority: z.string(),
  status: z.string(),
  benchId: z.number().nullable(),
  projectId: z.number().nullable(),
  projectName: z.string().nullable(),
  hasModels: z.boolean(),
  photos: z.array(z.string()),
  actualHours: z.number(),
  operations: z.array(shopOperation),
});
const boardColumn = openObject({
  bench: shopBench,
  queuedHours: z.number(),
  overloaded: z.boolean(),
  jobs: z.array(openObject({ _id: z.number(), title: z.string().nullable(), estimatedHours: z.number().nullable(), priority: z.string(), deadline: timestamp.nullable(), status: z.string() })),
  hiddenJobs: z.number(),
});

/** Operators' screens and the bench board (issue 26): employees, masters and admins. */
export const shopRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operators = { access: 'canAccessJobs' } as const;
  const planners = { access: 'canPlanBenches' } as const;
  const jobScopeOf = requestRowScope(jobsBehaviour);

  /** The jobs the caller may see, as a condition on `j` (every job while jobs have no row scope). */
  const visibleJobs = (req: FastifyRequest) => {
    const scope = jobScopeOf(req);
    return scope ? sql<SqlBool>`j.id in (${scope(app.db.selectFrom('jobs').select('jobs.id'))})` : sql<SqlBool>`true`;
  };

  const benchOf = async (benchId: number) => {
    const bench = await app.db.selectFrom('counters').select(['id', 'name', 'day_hours']).where('id', '=', benchId).executeTakeFirst();
    if (!bench) throw notFound(t.benchNotFound);
    return { _id: bench.id, name: bench.name, dayHours: Number(bench.day_hours) };
  };

  r.get(
    '/shop/benches/:benchId',
    { config: operators, schema: { tags: ['shop'], params: benchParams, response: replies({ 200: reply({ bench: shopBench, queue: z.array(shopJob) }) }) } },
    async (req) => {
      const bench = await benchOf(req.params.benchId);
      const queue = await readBenchQueue(app.db, requireUser(req), bench._id, visibleJobs(req));
      return { success: true, bench, queue };
    },
  );

  /** One job as the operator screen reads it, with its bench: the traveller prints it. */
  r.get(
    '/shop/jobs/:jobId',
    { config: operators, schema: { tags: ['shop'], params: z.object({ jobId: id }), response: replies({ 200: reply({ job: shopJob, bench: shopBench.nullable() }) }) } },
    async (req) => {
      const visible = await app.db.selectFrom('jobs as j').select('j.id').where('j.id', '=', req.params.jobId).where(visibleJobs(req)).executeTakeFirst();
      const job = visible && (await readShopJob(app.db, requireUser(req), visible.id));
      if (!job) throw notFound(t.jobNotFound);
      return { success: true, job, bench: job.benchId == null ? null : await benchOf(job.benchId) };
    },
  );

  const tapRoute = <B extends z.ZodType>(action: TapAction, body: B, toTap: (body: z.infer<B>) => Omit<Tap, 'action'>) =>
    r.post(
      `/shop/jobs/:jobId/operations/:operationId/${action}`,
      { config: operators, schema: { tags: ['shop'], params: tapParams, body, response: replies({ 200: reply({ job: shopJob }) }) } },
      async (req) => {
        const user = requireUser(req);
        const { jobId, operationId } = req.params;
        await app.db.transaction().execute(async (trx) => {
          const job = await trx.selectFrom('jobs as j').select('j.id').where('j.id', '=', jobId).where(visibleJobs(req)).executeTakeFirst();
          if (!job) throw notFound(t.jobNotFound);
          await withChangeOrigin(trx, req, 'form');
          await writeActivities(trx, req, await applyTap(trx, user, jobId, operationId, { ...toTap(req.body as z.infer<B>), action }));
        });
        return { success: true, job: (await readShopJob(app.db, user, jobId))! };
      },
    );
  tapRoute('start', startBody, (b) => ({ override: b.override, reason: b.reason }));
  tapRoute('pause', pauseBody.nullish(), () => ({}));
  tapRoute('finish', finishBody, (b) => ({ goodQuantity: b.goodQuantity, scrapQuantity: b.scrapQuantity }));

  r.get('/shop/board', { config: planners, schema: { tags: ['shop'], querystring: boardQuery, response: replies({ 200: reply({ benches: z.array(boardColumn) }) }) } }, async (req) => ({
    success: true,
    benches: await readBoard(app.db, req.query.shown),
  }));

  r.put(
    '/shop/benches/:benchId/queue',
    { config: planners, schema: { tags: ['shop'], params: benchParams, querystring: boardQuery, body: queueBody, response: replies({ 200: reply({ message: z.string(), benches: z.array(boardColumn) }) }) } },
    async (req) => {
      await app.db.transaction().execute(async (trx) => {
        await withChangeOrigin(trx, req, 'form');
        const bench = await setBenchQueue(trx, req.params.benchId, req.body.jobIds);
        await writeActivity(trx, req, { action: 'update', resource: 'counter', resourceId: req.params.benchId, description: fill(t.log.queue, { bench }) });
      });
      return { success: true, message: t.queueSaved, benches: await readBoard(app.db, req.query.shown) };
    },
  );

  /** A bench's working hours a day: what the board weighs its queue against (8 until set). */
  r.put(
    '/shop/benches/:benchId/day-hours',
    { config: planners, schema: { tags: ['shop'], params: benchParams, querystring: boardQuery, body: dayHoursBody, response: replies({ 200: reply({ message: z.string(), benches: z.array(boardColumn) }) }) } },
    async (req) => {
      const { dayHours } = req.body;
      await app.db.transaction().execute(async (trx) => {
        await withChangeOrigin(trx, req, 'form');
        const bench = await trx.updateTable('counters').set({ day_hours: String(dayHours) }).where('id', '=', req.params.benchId).returning(['name', 'day_hours']).executeTakeFirst();
        if (!bench) throw notFound(t.benchNotFound);
        // The hours as kept (two decimals): 23,999 is stored, and so logged, as 24.
        await writeActivity(trx, req, { action: 'update', resource: 'counter', resourceId: req.params.benchId, description: fill(t.log.dayHours, { bench: bench.name, hours: formatTurkishNumber(Number(bench.day_hours)) }) });
      });
      return { success: true, message: t.dayHoursSaved, benches: await readBoard(app.db, req.query.shown) };
    },
  );
};
