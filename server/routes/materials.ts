import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { materialPriceBody } from '../../src/domain/materials/materialPrice';
import { materialsResource } from '../../src/domain/resources/materials';
import { formatMoney } from '../../src/domain/format';
import { fill } from '../../src/i18n/fill';
import { materials as texts } from '../../src/i18n/tr/materials';
import { notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { writeActivity } from '../services/activityLog';
import { addPrice, priceHistory } from '../services/materials/materialPrices';
import { materialSummary } from '../services/materials/materialSummary';
import { materialUsage } from '../services/materials/materialUsage';
import { materialUsageReport } from '../services/materials/materialUsageReport';
import { USAGE_REPORT_PERIODS } from '../../src/domain/materials/materialUsage';
import { validation } from '../../src/i18n/tr/validation';
import { idParam, listQuery } from './params';
import { openObject, replies, reply } from './replies';

const count = z.number();
const priceItem = openObject({
  id: z.number(),
  pricePerKg: z.number(),
  validFrom: z.string(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  supplierName: z.string().nullable(),
  createdAt: z.string(),
  current: z.boolean(),
});
const historyReply = reply({ prices: z.array(priceItem), currentPricePerKg: z.number().nullable() });
const usageLine = openObject({
  activityId: z.number(),
  line: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  stepName: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitCost: z.number(),
  cost: z.number(),
  supplier: z.string().nullable(),
  createdAt: z.string(),
});
const usageReply = reply({ lines: z.array(usageLine), total: count, totalCost: z.number() });
const usageQuery = listQuery.pick({ page: true, q: true }).extend({ limit: listQuery.shape.limit.default(50) });
const usageGroup = openObject({ key: z.string(), unit: z.string(), quantity: z.number(), lines: count, cost: z.number() });
const reportReply = reply({ data: openObject({ totalCost: z.number(), lines: count, byMaterial: z.array(usageGroup), bySupplier: z.array(usageGroup), byMonth: z.array(usageGroup) }) });
/** Months back from today, one of the report's periods; 0 is everything. */
const reportQuery = z.object({
  months: z
    .enum(USAGE_REPORT_PERIODS.map(String) as [string, ...string[]], { error: validation.invalidInput })
    .default('12')
    .transform(Number),
});
const summaryReply = reply({
  data: openObject({ materials: count, categories: count, subcategories: count, pricedMaterials: count, recentlyAdded: count, pendingOffers: count }),
});

/** The supply panel's routes beyond the declared CRUD: a material's price history and the dashboard figures. */
export const materialRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The price history and the figures are the panel's (admins), not the catalogue's readers'.
  const config = { access: materialsResource.access.write };
  const writeConfig = { access: materialsResource.access.write };

  const materialName = async (id: number) => {
    const row = await app.db.selectFrom('materials').select('name').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row.name;
  };
  const history = async (id: number) => {
    const prices = await priceHistory(app.db, id);
    return { prices, currentPricePerKg: prices.find((p) => p.current)?.pricePerKg ?? null };
  };

  r.get('/materials/summary', { config, schema: { tags: ['materials'], response: replies({ 200: summaryReply }) } }, async () => ({
    success: true,
    data: await materialSummary(app.db),
  }));

  // 'Siparişlerde Kullanılan Malzemeler': what the projects' materials activities used, in the reader's projects.
  r.get('/materials/usage', { config, schema: { tags: ['materials'], querystring: usageQuery, response: replies({ 200: usageReply }) } }, async (req) => ({
    success: true,
    ...(await materialUsage(app.db, requireUser(req), req.query)),
  }));

  // 'Raporlar': the same lines over a period, by material, supplier and month.
  r.get('/materials/usage/report', { config, schema: { tags: ['materials'], querystring: reportQuery, response: replies({ 200: reportReply }) } }, async (req) => ({
    success: true,
    data: await materialUsageReport(app.db, requireUser(req), req.query.months),
  }));

  r.get('/materials/:id/prices', { config, schema: { tags: ['materials'], params: idParam, response: replies({ 200: historyReply }) } }, async (req) => {
    await materialName(req.params.id);
    return { success: true, ...(await history(req.params.id)) };
  });

  r.post(
    '/materials/:id/prices',
    { config: writeConfig, schema: { tags: ['materials'], params: idParam, body: materialPriceBody, response: replies({ 201: reply({ message: z.string(), price: priceItem, currentPricePerKg: z.number().nullable() }) }) } },
    async (req, res) => {
      const user = requireUser(req);
      const id = await app.db.transaction().execute(async (trx) => {
        // Locks the material so a concurrent delete cannot leave a price without it.
        const material = await trx.selectFrom('materials').select('name').where('id', '=', req.params.id).forUpdate().executeTakeFirst();
        if (!material) throw notFound();
        const added = await addPrice(trx, req.params.id, req.body.pricePerKg, req.body.validFrom, user.id);
        const description = fill(texts.price.logSet, { material: material.name, price: formatMoney(req.body.pricePerKg), date: added.validFrom });
        await writeActivity(trx, req, { action: 'update', resource: materialsResource.log, resourceId: req.params.id, description });
        return added.id;
      });
      const { prices, currentPricePerKg } = await history(req.params.id);
      return res.status(201).send({ success: true, message: texts.price.saved, price: prices.find((p) => p.id === id)!, currentPricePerKg });
    },
  );
};
