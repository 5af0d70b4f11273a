import { z } from 'zod';
import { filterValues, type ResourceDeclaration } from '../../src/domain/resources/declaration';
import { validation } from '../../src/i18n/tr/validation';
import { BEHAVIOURS } from '../resourceRules';
import { listQuery } from './params';
import { wholeNumber } from '../../src/domain/validation/wholeNumbers';

/** The list's query: paging, sort, search, the declared filters and the behaviour's own (export reads the same). */
export const filterQuery = (decl: ResourceDeclaration) => {
  const shape: Record<string, z.ZodType> = { ...BEHAVIOURS[decl.name]?.listQuery };
  for (const f of decl.fields) {
    if (!f.filter) continue;
    if (f.choices) shape[f.source] = z.string().max(64).refine((v) => filterValues(f, v) !== undefined, validation.invalidInput).optional();
    else if (f.kind === 'boolean') shape[f.source] = z.enum(['true', 'false'], validation.invalidInput).transform((v) => v === 'true').optional();
    else if (f.kind === 'number' || f.kind === 'reference') shape[f.source] = wholeNumber(validation.invalidInput, 0, 2147483647).optional();
    else shape[f.source] = z.string().max(200).optional();
  }
  return listQuery.extend(shape);
};
