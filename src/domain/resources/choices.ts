import type { Choice, FieldDeclaration } from './declaration';

/** An option of a select: the value it sets, the text it shows. */
export interface ChoiceOption {
  id: string;
  name: string;
}

/** What every screen and export shows for a choice: its label when the spec gives one (operations: active → Aktif), else its id. */
export const choiceLabel = (choice: Choice): string => choice.label ?? choice.id;

/** The text of a value a record carries (a choice id or a stored value); an unknown value as it is. */
export const choiceText = (field: FieldDeclaration, value: unknown): string => {
  const choice = field.choices?.find((c) => c.id === value) ?? field.choices?.find((c) => c.db === value);
  return choice ? choiceLabel(choice) : String(value);
};

/** The choices grouped by what they show, in declared order: 'Pasif' stands for inactive and pending alike. */
const byLabel = (field: FieldDeclaration): Map<string, Choice[]> => {
  const groups = new Map<string, Choice[]>();
  for (const c of field.choices ?? []) groups.set(choiceLabel(c), [...(groups.get(choiceLabel(c)) ?? []), c]);
  return groups;
};

/**
 * A form's options: one per text, setting the first choice that shows it. The screen never offers
 * two 'Pasif': operations create and update with active or inactive (001 section 3).
 */
export const formChoices = (field: FieldDeclaration): ChoiceOption[] =>
  [...byLabel(field)].map(([name, choices]) => ({ id: choices[0]!.id, name }));

/** The form's value for a record's choice: the option that shows the same text (pending → inactive, both Pasif). */
export const formChoiceValue = (field: FieldDeclaration, value: unknown): unknown => {
  const choice = field.choices?.find((c) => c.id === value);
  return choice ? byLabel(field).get(choiceLabel(choice))![0]!.id : value;
};

const sameMembers = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * A list filter's options: one per text; a text several choices share filters by the declared
 * group naming exactly them (operations: Pasif → passive = inactive or pending).
 */
export const filterChoices = (field: FieldDeclaration): ChoiceOption[] =>
  [...byLabel(field)].map(([name, choices]) => {
    if (choices.length === 1) return { id: choices[0]!.id, name };
    const ids = choices.map((c) => c.id);
    const group = Object.entries(field.filterGroups ?? {}).find(([, members]) => sameMembers(members, ids));
    return { id: group?.[0] ?? choices[0]!.id, name };
  });
