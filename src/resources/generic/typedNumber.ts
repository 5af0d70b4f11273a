import { z } from 'zod';
import { parseTurkishNumber } from '../../domain/turkishNumber';
import { validation } from '../../i18n/tr/validation';

/**
 * A number field's Turkish text (7,85 · 1.234,5) read for a declared number schema, whose rule and
 * texts then apply as written: blank goes on as missing, so the schema answers with its own text;
 * unreadable text ('46.20') is refused with the Turkish hint, never read as another number.
 */
export const typedNumber = <O>(number: z.ZodType<O>) =>
  z.string().transform((text, ctx): O => {
    const value = parseTurkishNumber(text);
    const read = Number.isNaN(value) ? null : number.safeParse(value ?? undefined);
    if (read?.success) return read.data;
    for (const issue of read?.error.issues ?? [{ message: validation.numberUnreadable }]) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
