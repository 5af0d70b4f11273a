import { operations as texts } from '../../i18n/tr/operations';

const FOLD: Record<string, string> = { Ç: 'ç', Ğ: 'ğ', İ: 'i', I: 'i', Ö: 'ö', Ş: 'ş', Ü: 'ü', ı: 'i' };

/**
 * A name as the server's unique index compares it (lower(translate(...)) in the jobs migration):
 * trimmed, Turkish capitals folded, and dotted and dotless i taken as the same letter.
 */
export const foldName = (name: string): string => name.trim().replace(/[ÇĞİIÖŞÜı]/g, (c) => FOLD[c] ?? c).toLowerCase();

/**
 * The duplicate rules of 001 section 5: a name already queued in the dialog, then a name already
 * in the catalogue; null when the name is new. `except` is the operation being edited.
 */
export const duplicateNameError = (name: string, queued: readonly string[], existing: readonly { id?: number; name: string }[], except?: number): string | null => {
  const folded = foldName(name);
  if (queued.some((q) => foldName(q) === folded)) return texts.duplicateQueued;
  if (existing.some((e) => e.id !== except && foldName(e.name) === folded)) return texts.duplicateExisting;
  return null;
};
