import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobsResource } from '../../src/domain/resources/jobs';
import { operationRef } from '../../src/domain/resources/jobValues';
import { fill } from '../../src/i18n/fill';
import { jobs as texts } from '../../src/i18n/tr/jobs';
import type { Db } from '../db/connect';
import { badRequest, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { jobsBehaviour } from '../resourceRules/jobs';
import { writeActivity } from '../services/activityLog';
import { addJobOperation, removeJobOperation } from '../services/jobs/jobOperations';
import { createResourceStore } from '../db/resourceStore';
import { presentFor } from '../services/fieldRights';
import { idParam } from './params';
import { replies, reply } from './replies';
import { recordReply } from './resourceReplies';

const operationBody = z.object({ operationId: operationRef });
/** The job as the generic routes answer it, under its envelope; typed open, like theirs. */
const jobChanged = replies({ 200: reply({ message: z.string(), [jobsResource.envelope]: recordReply(jobsResource) }) as z.ZodType<Record<string, unknown>> });
/** DELETE bodies are dropped by some clients and proxies: the id may come in the query too. */
const removeQuery = z.object({ operationId: operationRef.optional() });

/** The job's operation list, one at a time (the picker's single-add mode and its remove button). */
export const jobRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: jobsResource.access.write };
  const store = createResourceStore(app.db, jobsResource, { computed: jobsBehaviour.computed });

  /** Runs a change to an existing job's operations, stamps and logs it, and answers the job. */
  const changeOperations = async (req: FastifyRequest, jobId: number, change: (trx: Db) => Promise<string>) => {
    await app.db.transaction().execute(async (trx) => {
      const job = await trx.selectFrom('jobs').select('id').where('id', '=', jobId).forUpdate().executeTakeFirst();
      if (!job) throw notFound();
      const description = await change(trx);
      await trx.updateTable('jobs').set({ updated_at: new Date() }).where('id', '=', jobId).execute();
      await writeActivity(trx, req, { action: 'update', resource: jobsResource.log, resourceId: jobId, description });
    });
    return presentFor(jobsResource, requireUser(req).role)((await store.get(jobId))!);
  };

  r.post('/jobs/:id/add-operation', { config, schema: { tags: ['jobs'], params: idParam, body: operationBody, response: jobChanged } }, async (req) => {
    const job = await changeOperations(req, req.params.id, async (trx) => {
      const name = await addJobOperation(trx, req.params.id, req.body.operationId);
      return fill(texts.operations.log.added, { jobId: req.params.id, name });
    });
    return { success: true, message: texts.operations.added, [jobsResource.envelope]: job };
  });

  r.delete(
    '/jobs/:id/remove-operation',
    { config, schema: { tags: ['jobs'], params: idParam, querystring: removeQuery, body: operationBody.nullish(), response: jobChanged } },
    async (req) => {
      const operationId = req.body?.operationId ?? req.query.operationId;
      if (operationId === undefined) throw badRequest(texts.operations.notFound, { operationId: texts.operations.notFound });
      const job = await changeOperations(req, req.params.id, async (trx) => {
        await removeJobOperation(trx, req.params.id, operationId);
        return fill(texts.operations.log.removed, { jobId: req.params.id, operationId });
      });
      return { success: true, message: texts.operations.removed, [jobsResource.envelope]: job };
    },
  );
};
