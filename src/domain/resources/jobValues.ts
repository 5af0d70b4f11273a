import { z } from 'zod';
import { jobs as texts } from '../../i18n/tr/jobs';
import { rowId } from '../validation/wholeNumbers';

const v = texts.validation;

/** Prices in lira with at most two decimals; stored exactly as numeric(14,2). */
export const MAX_PRICE = 9_999_999.99;

/** A job's total (quantity × unit price): the most numeric(14,2) holds. */
export const MAX_TOTAL_PRICE = 999_999_999_999.99;

/** Lira to whole kuruş, for exact comparisons (0.1 + 0.2 must not matter). */
export const toKurus = (lira: number): number => Math.round(lira * 100);

export const moneySchema = z.coerce
  .number({ error: v.priceInvalid })
  .min(0, v.priceNegative)
  .max(MAX_PRICE, v.priceMax)
  .refine((n) => Math.abs(n * 100 - toKurus(n)) < 1e-6, v.priceStep);

/** A row id as a number, accepting the numeric strings a select input sends. */
export const idRef = (message: string) => rowId(message);

/** A photo's id: a name made at upload ('<uuid>.jpg'); the storage folder is not part of it. */
export const PHOTO_ID_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,80}\.(png|jpg|webp|gif)$/;

/** Strips the 'images/' prefix the upload answer leaves out, so either form names the photo. */
export const toPhotoId = (key: string): string => key.trim().replace(/^\/?images\//, '');

export const photoKeySchema = z.string().max(200).transform(toPhotoId).pipe(z.string().regex(PHOTO_ID_RE, v.photoUnknown));

/** An operation on a job: its id, or an object carrying it as _id or operationId (what answers hold). */
export const operationRef = z.preprocess(
  (value) => (value && typeof value === 'object' ? ((value as Record<string, unknown>).operationId ?? (value as Record<string, unknown>)._id) : value),
  idRef(texts.operations.notFound),
);
