import type { ResourceDeclaration } from '../../src/domain/resources/declaration';
import { grants } from '../../src/domain/permissions';
import type { Db } from '../db/connect';
import { createResourceStore, type ResourceRecord } from '../db/resourceStore';
import { forbidden, notFound } from '../errors';
import type { AuthUser } from '../plugins/auth';
import { BEHAVIOURS } from '../resourceRules';

/**
 * A record as GET <path>/:id would answer it to this user: 403 without the resource's read
 * permission, 404 when it is missing or outside the rows the user may see (a customer's projects).
 */
export const readableRecord = async (db: Db, decl: ResourceDeclaration, user: AuthUser, id: number): Promise<ResourceRecord> => {
  const access = decl.access.read;
  if (access !== 'public' && access !== 'signedIn' && !grants(access, user.permissions)) throw forbidden();
  const behaviour = BEHAVIOURS[decl.name];
  const rowScope = behaviour?.rowScope;
  const record = await createResourceStore(db, decl, { computed: behaviour?.computed }).get(id, rowScope && ((query) => rowScope(query, user)));
  if (!record) throw notFound();
  return record;
};
