/** Puts values into a message's polyglot placeholders (%{n}), for texts used outside translate(). */
export const fill = (message: string, values: Record<string, string | number>): string =>
  message.replace(/%\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
