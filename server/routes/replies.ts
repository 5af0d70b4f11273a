import { z } from 'zod';

/*
 * Reply shapes shared by the routes. Objects are open: the serialiser writes keys a schema does
 * not name as they are, so a schema documents an answer and never trims it.
 */

/**
 * An open object: loose at run time (the document says more keys may come), typed as a plain
 * object so handlers may return interfaces, which have no index signature.
 */
export const openObject = <S extends z.ZodRawShape>(shape: S) => z.looseObject(shape) as unknown as z.ZodObject<S>;

/** A moment in time: rows carry Date objects or ISO strings; both go out as the ISO string. */
export const timestamp = z.union([z.string(), z.date()]);

/** `{ success: false, message, code?, errors? }` of server/errors.ts, with extras such as retryAfter. */
const errorReply = openObject({
  success: z.boolean(),
  message: z.string(),
  code: z.string().optional(),
  /** Turkish message by field path; an import lists its rows' errors instead. */
  errors: z.union([z.record(z.string(), z.string()), z.array(openObject({ row: z.number(), field: z.string(), message: z.string() }))]).optional(),
});

/** The plain acknowledgement: `{ success, message }`. */
export const messageReply = openObject({ success: z.boolean(), message: z.string() });

/** A reply object: success plus the route's own keys. */
export const reply = <S extends z.ZodRawShape>(shape: S) => openObject({ success: z.boolean(), ...shape });

/** The route's success replies by status, plus the shared error shape for every 4xx and 5xx. */
export const replies = <R extends Record<number, z.ZodType | FileReply>>(ok: R) => ({ ...ok, '4xx': errorReply, '5xx': errorReply });

/** A streamed or file answer: documented by its content type, never run through the serialiser. */
export interface FileReply {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

export const fileReply = (description: string, ...types: string[]): FileReply => ({
  description,
  content: Object.fromEntries(types.map((t) => [t, { schema: z.string().meta({ format: 'binary' }) }])),
});

/** The account as toApiUser answers it. */
export const apiUser = openObject({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.number(),
  phoneNumber: z.string(),
  company: openObject({ name: z.string(), taxNumber: z.string(), phone: z.string().optional() }).nullable(),
  flags: z.number(),
  status: z.string(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
});
