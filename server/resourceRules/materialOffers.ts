import { sql } from 'kysely';
import { istanbulToday } from '../../src/domain/materials/calendarDays';
import { Role } from '../../src/domain/roles';
import { materialOffers as texts } from '../../src/i18n/tr/materialOffers';
import type { Db } from '../db/connect';
import { badRequest, conflict } from '../errors';
import type { AuthUser } from '../plugins/auth';
import type { ResourceBehaviour } from './behaviour';

const v = texts.validation;

/** A supplier sees their own offers; the shop (admins) every offer. */
const offersOf = (user: Pick<AuthUser, 'id' | 'role'>) => (user.role === Role.supplier ? user.id : undefined);

const checkMaterial = async (trx: Db, id: unknown) => {
  const found = await trx.selectFrom('materials').select('id').where('id', '=', Number(id)).executeTakeFirst();
  if (!found) throw badRequest(v.materialUnknown, { materialId: v.materialUnknown });
};

const checkSupplier = async (trx: Db, id: unknown) => {
  if (id === undefined || id === null) throw badRequest(v.supplierRequired, { supplierId: v.supplierRequired });
  const found = await trx.selectFrom('users').select('id').where('id', '=', Number(id)).where('role', '=', Role.supplier).executeTakeFirst();
  if (!found) throw badRequest(v.supplierInvalid, { supplierId: v.supplierInvalid });
};

const checkValidUntil = (day: unknown) => {
  if (typeof day === 'string' && day < istanbulToday()) throw badRequest(v.validUntilPast, { validUntil: v.validUntilPast });
};

/**
 * Offers: a supplier's are theirs (the server fills the supplier), the shop records one for a
 * supplier it names. Only a pending offer changes or is withdrawn; the decision is the accept and
 * reject routes' (server/routes/materialOffers.ts).
 */
export const materialOffersBehaviour: ResourceBehaviour = {
  rowScope: (query, user) => {
    const own = offersOf(user);
    return own === undefined ? query : query.where('material_offers.supplier_id', '=', own);
  },
  computed: {
    material: sql`(select m.name from materials m where m.id = material_offers.material_id)`,
    supplier: sql`(select coalesce(nullif(u.company->>'name', ''), nullif(trim(u.name || ' ' || u.surname), '')) from users u where u.id = material_offers.supplier_id)`,
  },
  prepareWrite: async (values, { user, trx, existing }) => {
    const out = { ...values };
    if (existing && existing.status !== 'pending') throw conflict(texts.decided);
    if (out.materialId !== undefined) await checkMaterial(trx, out.materialId);
    checkValidUntil(out.validUntil);
    if (user.role === Role.supplier) {
      delete out.supplierId;
      return { values: out, columns: existing ? {} : { supplier_id: user.id } };
    }
    if (!existing || out.supplierId !== undefined) await checkSupplier(trx, out.supplierId ?? existing?.supplierId);
    return { values: out };
  },
  beforeDelete: async (record) => {
    if (record.status !== 'pending') throw conflict(texts.decided);
  },
};
