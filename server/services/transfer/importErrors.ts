import type { ResourceDeclaration } from '../../../src/domain/resources/declaration';
import { fill } from '../../../src/i18n/fill';
import { transfer as t } from '../../../src/i18n/tr/transfer';
import { AppError } from '../../errors';
import type { RowError } from './importRows';

/** Errors answered at most; the message says when there were more. */
export const MAX_ERRORS = 500;

/** The 400 of a refused file: its errors by row, the first MAX_ERRORS of them. */
export const refuse = (errors: RowError[]): AppError => {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const message = sorted.length > MAX_ERRORS ? fill(t.invalidRowsCapped, { count: MAX_ERRORS }) : fill(t.invalidRows, { count: sorted.length });
  return new AppError(400, 'VALIDATION', message, undefined, { errors: sorted.slice(0, MAX_ERRORS) });
};

/** A refusal of a behaviour or store (AppError) as the row's error, on the field it names. */
export const rowErrorOf = (decl: ResourceDeclaration, row: number, err: AppError): RowError => {
  const field = Object.keys(err.errors ?? {})[0] ?? decl.fields.find((f) => f.unique?.message === err.message)?.source ?? '';
  return { row, field, message: err.message };
};
