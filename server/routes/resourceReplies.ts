import { z } from 'zod';
import type { ResourceDeclaration } from '../../src/domain/resources/declaration';
import { fieldKind } from '../services/fieldKinds/fieldKinds';
import { replies, reply } from './replies';

/**
 * A declared resource's record as the API answers it (server/db/resourceStore toRecord): the id
 * under the declaration's idField, every other field possibly null (the declaration does not say
 * which columns are NOT NULL), and fields hidden from some roles optional.
 */
export const recordReply = (decl: ResourceDeclaration) => {
  const shape: Record<string, z.ZodType> = {};
  for (const f of decl.fields) {
    if (f.source === 'id') {
      shape[decl.idField] = z.number();
      continue;
    }
    const value = fieldKind(f).reply(f).nullable();
    shape[f.source] = f.visibleTo ? value.optional() : value;
  }
  // Closed: toRecord writes exactly the declared fields, and a closed record serialises fastest.
  return z.strictObject(shape);
};

/** The envelope's key is the declaration's, so handlers see these as open records. */
type OpenReply = z.ZodType<Record<string, unknown>>;

/** The replies of the five generic routes of one declared resource. */
export const resourceReplies = (decl: ResourceDeclaration) => {
  const record = recordReply(decl);
  const single = decl.recordEnvelope ?? decl.envelope;
  const written: OpenReply = reply({ message: z.string().optional(), [single]: record });
  // A resource's behaviour may add summary keys to the list (operations: counts by status).
  const list: OpenReply = reply({ [decl.envelope]: z.array(record), total: z.number() });
  const one: OpenReply = reply({ [single]: record });
  return {
    list: replies({ 200: list }),
    get: replies({ 200: one }),
    create: replies({ 201: written }),
    update: replies({ 200: written }),
    remove: replies({ 200: reply({ message: z.string().optional() }) }),
  };
};
