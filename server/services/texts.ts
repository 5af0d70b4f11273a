/** Puts values into a text's {placeholders} (the convention of src/i18n); unknown ones stay as written. */
export const fill = (template: string, vars: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
