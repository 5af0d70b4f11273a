/**
 * Puts values into a text's polyglot placeholders (%{name}), for texts used outside translate():
 * the one filler of the front and the server; an unknown placeholder stays as written.
 */
export const fill = (message: string, values: Record<string, string | number>): string =>
  message.replace(/%\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
