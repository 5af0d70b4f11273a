import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMoney } from '../../src/domain/format';
import { materialsResource } from '../../src/domain/resources/materials';
import { materialOffersResource } from '../../src/domain/resources/materialOffers';
import { fill } from '../../src/i18n/fill';
import { materialOffers as texts } from '../../src/i18n/tr/materialOffers';
import type { Db } from '../db/connect';
import { conflict, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { writeActivity } from '../services/activityLog';
import { addPrice } from '../services/materials/materialPrices';
import { istanbulToday } from '../services/materials/materialSql';
import { idParam } from './params';
import { replies, reply } from './replies';
import { withChangeOrigin } from '../services/history/changeOrigin';

const decisionBody = z.object({ note: z.string({ error: texts.validation.noteTooLong }).trim().max(500, texts.validation.noteTooLong).optional() });
const decisionReply = reply({ message: z.string(), status: z.enum(['accepted', 'rejected']), priceId: z.number().nullable() });

/** The pending offer, locked for the decision, with the names its log row needs. */
const pendingOffer = async (trx: Db, id: number) => {
  const offer = await trx
    .selectFrom('material_offers as o')
    .innerJoin('materials as m', 'm.id', 'o.material_id')
    .innerJoin('users as s', 's.id', 'o.supplier_id')
    .select(['o.id', 'o.material_id', 'o.price_per_kg', 'o.status', 'm.name as material', 's.name', 's.surname', 's.company'])
    .select((eb) => eb.fn<boolean>('coalesce', [eb('o.valid_until', '<', istanbulToday as never), eb.lit(false)]).as('expired'))
    .where('o.id', '=', id)
    .forUpdate('o')
    .executeTakeFirst();
  if (!offer) throw notFound();
  if (offer.status !== 'pending') throw conflict(texts.decided);
  const supplier = offer.company?.name || `${offer.name} ${offer.surname}`.trim();
  return { ...offer, supplier, price: Number(offer.price_per_kg) };
};

/** Marks the offer decided and writes its activity-log row, in the decision's transaction. */
const recordDecision = async (trx: Db, req: FastifyRequest, offer: Awaited<ReturnType<typeof pendingOffer>>, status: 'accepted' | 'rejected', note: string | undefined, userId: number) => {
  await withChangeOrigin(trx, req, 'form');
  await trx
    .updateTable('material_offers')
    .set({ status, decided_at: new Date(), decided_by: userId, decision_note: note || null, updated_at: new Date() })
    .where('id', '=', offer.id)
    .execute();
  const description = fill(status === 'accepted' ? texts.logAccepted : texts.logRejected, { supplier: offer.supplier, material: offer.material, price: formatMoney(offer.price) });
  await writeActivity(trx, req, { action: 'update', resource: materialOffersResource.log, resourceId: offer.id, description });
};

/**
 * The shop's decision on a supplier's offer (admins, who run the supply panel): accepting adds its
 * price to the material's history from today, marked with the offer; rejecting keeps a note the
 * supplier reads. Either is one transaction with its activity-log row; a decided offer is final.
 */
export const materialOfferRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: materialsResource.access.write };
  const schema = { tags: ['materials'], params: idParam, body: decisionBody, response: replies({ 200: decisionReply }) };

  r.post(`${materialOffersResource.path}/:id/accept`, { config, schema }, async (req) => {
    const user = requireUser(req);
    const priceId = await app.db.transaction().execute(async (trx) => {
      const offer = await pendingOffer(trx, req.params.id);
      if (offer.expired) throw conflict(texts.expired);
      const price = await addPrice(trx, offer.material_id, offer.price, undefined, user.id, offer.id);
      await recordDecision(trx, req, offer, 'accepted', req.body.note, user.id);
      return price.id;
    });
    return { success: true, message: texts.accepted, status: 'accepted' as const, priceId };
  });

  r.post(`${materialOffersResource.path}/:id/reject`, { config, schema }, async (req) => {
    const user = requireUser(req);
    await app.db.transaction().execute(async (trx) => {
      await recordDecision(trx, req, await pendingOffer(trx, req.params.id), 'rejected', req.body.note, user.id);
    });
    return { success: true, message: texts.rejected, status: 'rejected' as const, priceId: null };
  });
};
