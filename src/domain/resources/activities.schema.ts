import { z } from 'zod';
import { activities as texts } from '../../i18n/tr/activities';
import { ACTIVITY_TYPES, type ActivityTypeValue } from './activities';
import { rowId } from '../validation/wholeNumbers';
import { linesTotal } from '../materials/materialCost';

const v = texts.validation;
const id = (message: string) => rowId(message);
const shortText = (max: number) => z.string().trim().max(max);
const count = z.number({ error: v.metadataInvalid }).int(v.metadataInvalid).min(0, v.metadataInvalid).max(10_000, v.metadataInvalid);
/** Bytes of uploaded files: far above any upload limit, far below where a number loses whole bytes. */
const byteCount = z.number({ error: v.metadataInvalid }).int(v.metadataInvalid).min(0, v.metadataInvalid).max(2 ** 40, v.metadataInvalid);

/** The body of an activity; its metadata is checked against its type by metadataSchemas. */
export const activityBodySchema = z.object({
  projectId: id(v.projectRequired),
  stepTemplateId: id(v.stepInvalid).nullable().optional(),
  type: z.enum(ACTIVITY_TYPES, { error: v.typeInvalid }),
  title: z.string({ error: v.titleRequired }).trim().min(1, v.titleRequired).max(200),
  content: z.string().trim().max(10_000).nullable().optional(),
  metadata: z.record(z.string(), z.unknown(), { error: v.metadataInvalid }).optional(),
});

/**
 * A line's cost and a list's total stay where money is exact to the kuruş in a number (and where
 * the usage report's sums of many lists still are): unit cost and quantity may each reach a
 * billion, their product may not reach 10^18 ₺.
 */
const LINE_COST_MAX = 1e10;
const LIST_TOTAL_MAX = 999_999_999_999.99;

/** One line of a materials activity, as the create dialog fills it and the server checks it. */
export const materialLineSchema = z
  .object({
  name: z.string({ error: v.materialName }).trim().min(1, v.materialName).max(200),
  cost: z.coerce.number({ error: v.materialCost }).min(0, v.materialCost).max(1e9, v.materialCostMax),
  quantity: z.coerce.number({ error: v.materialQuantity }).positive(v.materialQuantity).max(1e9, v.materialQuantityMax),
  unit: shortText(30).default('adet'),
  supplier: shortText(200).optional(),
  notes: shortText(1000).optional(),
  })
  .refine((l) => l.cost * l.quantity <= LINE_COST_MAX, { message: v.materialLineMax, path: ['cost'] });

/** Metadata by type (001 section 3). totalCost is the server's sum, never taken from the body. */
export const metadataSchemas = {
  note: z.object({ tags: z.array(shortText(50)).max(20).default([]), isPrivate: z.boolean().default(false) }),
  comment: z.object({ priority: z.enum(['high', 'normal', 'low'], { error: v.priorityInvalid }).default('normal') }),
  mail: z.object({ recipient: z.string({ error: v.recipientInvalid }).trim().email(v.recipientInvalid).max(200), subject: shortText(300).default('') }),
  phone: z.object({ phoneNumber: z.string({ error: v.phoneInvalid }).trim().min(3, v.phoneInvalid).max(30).regex(/^[+\d\s()-]+$/, v.phoneInvalid), duration: z.coerce.number({ error: v.durationInvalid }).min(0, v.durationInvalid).max(24 * 60, v.durationInvalid).default(0) }),
  link: z.object({ url: z.string({ error: v.urlInvalid }).trim().max(2000).url(v.urlInvalid).refine((u) => /^https?:\/\//i.test(u), v.urlInvalid) }),
  materials: z.object({
    materials: z
      .array(materialLineSchema, { error: v.materialsRequired })
      .min(1, v.materialsRequired)
      // Its own text: the array's error above answered a long list with 'at least one line'.
      .max(200, v.materialsMax)
      .refine((lines) => linesTotal(lines) <= LIST_TOTAL_MAX, v.materialsTotalMax),
  }),
  procedure: z.object({ templateName: shortText(200).default(''), steps: z.array(z.object({ title: shortText(200).min(1, v.procedureStep), description: shortText(2000).default('') })).min(1, v.procedureStep).max(100) }),
  // Written by the upload routes from the files themselves.
  image: z.object({ fileCount: count, totalSize: byteCount }).partial(),
  pdf: z.object({ version: shortText(50), fileName: shortText(300), fileSize: byteCount }).partial(),
} satisfies Record<ActivityTypeValue, z.ZodType<Record<string, unknown>>>;

/** The server's total of a materials list (and the create dialog's preview): the one material cost rule. */
export const materialsTotal = linesTotal;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Metadata as answered: any of the keys the types' schemas read, and a materials list's server total. */
export type ActivityMetadata = Partial<Intersection<z.output<(typeof metadataSchemas)[ActivityTypeValue]>>> & { totalCost?: number };

export type MaterialLine = z.output<typeof materialLineSchema>;
