import { z } from 'zod';
import { filterValues, type ResourceDeclaration } from '../../src/domain/resources/declaration';
import { validation } from '../../src/i18n/tr/validation';
import { BEHAVIOURS } from '../resourceRules';
import { listQuery } from './params';
import { wholeNumber } from '../../src/domain/validation/wholeNumbers';
import type { AnySelect, ListParams } from '../db/resourceStore';
import type { AuthUser } from '../plugins/auth';
import { visibleSort } from '../services/fieldRights';
import { ID_LIST_MAX } from '../../src/domain/resources/idList';

/** One id of the list: digits only, a positive 32-bit integer, as rowId reads a path's id. */
const idText = z
  .string()
  .regex(/^\d{1,10}$/, validation.invalidId)
  .transform(Number)
  .refine((id) => id >= 1 && id <= 2_147_483_647, validation.invalidId);

/**
 * `?id=1,2,3`: only the records of these ids (react-admin's getMany in one request). One
 * comma-separated value, as every other list parameter is one value; a row id each, at most
 * ID_LIST_MAX of them. The caller's row scope and the other filters still apply.
 */
const idList = z
  .string({ error: validation.invalidId })
  // Ten digits and a comma per id: a longer text is refused before it is split.
  .max(ID_LIST_MAX * 11, validation.tooManyIds)
  .transform((text) => text.split(','))
  .pipe(z.array(idText).max(ID_LIST_MAX, validation.tooManyIds))
  .optional()
  .meta({ description: `Only these record ids, comma-separated (at most ${ID_LIST_MAX}): 1,2,3` });

/** The list's query: paging, sort, search, the ids, the declared filters and the behaviour's own (export reads the same). */
export const filterQuery = (decl: ResourceDeclaration) => {
  const shape: Record<string, z.ZodType> = { ...BEHAVIOURS[decl.name]?.listQuery };
  for (const f of decl.fields) {
    if (!f.filter) continue;
    if (f.choices) shape[f.source] = z.string().max(64).refine((v) => filterValues(f, v) !== undefined, validation.invalidInput).optional();
    else if (f.kind === 'boolean') shape[f.source] = z.enum(['true', 'false'], validation.invalidInput).transform((v) => v === 'true').optional();
    else if (f.kind === 'number' || f.kind === 'id' || f.kind === 'reference') shape[f.source] = wholeNumber(validation.invalidInput, 0, 2147483647).optional();
    else shape[f.source] = z.string().max(200).optional();
  }
  return listQuery.extend({ ...shape, id: idList });
};

type ParsedQuery = z.infer<typeof listQuery> & { id?: number[] } & Record<string, unknown>;

/**
 * What a list (or an export: it ignores page and limit) of this caller reads, from the parsed
 * query: the sort only by a field they may see, and the rows narrowed to their row scope, the
 * behaviour's own parameters (job dates) and the ids asked for.
 */
export const listRequest = (decl: ResourceDeclaration, user: AuthUser, query: unknown): ListParams => {
  const behaviour = BEHAVIOURS[decl.name];
  const { page, limit, sort, order, q, id: ids, ...filters } = query as ParsedQuery;
  const narrow = (rows: AnySelect) => {
    let out = behaviour?.rowScope ? behaviour.rowScope(rows, user) : rows;
    if (behaviour?.narrowList) out = behaviour.narrowList(out, filters);
    return ids ? out.where(`${decl.table}.id`, 'in', ids) : out;
  };
  return { page, limit, sort: visibleSort(decl, user.role, sort), order, q, filters, narrow };
};
