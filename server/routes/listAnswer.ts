/**
 * A list's answer around records the database wrote as JSON text (resourceStore.listJson):
 * `{ success, <envelope>: [...], total, ...summary }`, the keys in the order the handler's object
 * had them. A summary key whose value is undefined is left out, as JSON.stringify leaves it out.
 */
export const listAnswerText = (envelope: string, records: string, total: number, summary: Record<string, unknown> = {}): string => {
  let text = `{"success":true,${JSON.stringify(envelope)}:${records},"total":${JSON.stringify(total)}`;
  for (const [key, value] of Object.entries(summary)) if (value !== undefined) text += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return `${text}}`;
};
