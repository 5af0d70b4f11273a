/**
 * The run of space and invisible format characters (zero-width space and joiners, bidi marks, the
 * BOM, the soft hyphen) at either end of a text. String.prototype.trim, which the schemas use,
 * keeps the invisible ones: a bench named '\u200B' passed 'required' and showed as a blank row.
 * Only the invisible ones are taken out of it; spaces stay for each schema to judge (' 1' is no page).
 */
const EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;
const INVISIBLE = /\p{Cf}/gu;
/** Texts kept exactly as typed: a password may begin with a space, a token is compared byte for byte. */
const KEPT_AS_TYPED = /password|token|secret|pin$/i;

/** A text composed (NFC) and without invisible characters at its ends; its spaces stay. */
export const tidyText = (text: string): string => text.normalize('NFC').replace(EDGES, (run) => run.replace(INVISIBLE, ''));

/**
 * Every text of a parsed body or query in Unicode's composed form (NFC: an 'ş' typed on one
 * keyboard as s + cedilla is the same name as everyone else's 'ş' for search and uniqueness) and
 * without invisible characters at its ends; secrets untouched. In place, walked without recursion.
 * An imported file's cells are tidied the same way, one by one (transfer/cellParse.ts).
 */
export const tidyTexts = (value: unknown): void => {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        if (typeof v[i] === 'string') v[i] = tidyText(v[i] as string);
        else stack.push(v[i]);
      }
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      const record = v as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const inner = record[key];
        if (typeof inner === 'string') {
          if (!KEPT_AS_TYPED.test(key)) record[key] = tidyText(inner);
        } else stack.push(inner);
      }
    }
  }
};
