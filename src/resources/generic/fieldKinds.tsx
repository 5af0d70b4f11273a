import type { ReactElement, ReactNode } from 'react';
import { AutocompleteInput, BooleanInput, ReferenceField, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import Chip from '@mui/material/Chip';
import { choiceText, filterChoices, formChoices, formChoiceValue } from '../../domain/resources/choices';
import type { FieldDeclaration, FieldKind } from '../../domain/resources/declaration';
import { formatDate, formatDateTime, formatMoney } from '../../domain/format';
import { formatTurkishNumber } from '../../domain/turkishNumber';
import { fill } from '../../i18n/fill';
import { generated as texts } from '../../i18n/tr/generated';
import { ChoiceButtonsFilter } from './ChoiceButtonsFilter';
import { DayInput } from './DayInput';
import { OrderedReferenceInput } from './OrderedReferenceInput';
import { referenceRoute } from './referenceRoute';
import { TurkishNumberInput } from './TurkishNumberInput';

/** What an input of a declared field is given, in a form or as a filter. */
export interface KindInputProps {
  source: string;
  label: string;
  defaultValue?: unknown;
  alwaysOn?: boolean;
  /** react-admin's required mark on the label (useInput's isRequired option). */
  isRequired?: boolean;
}

/** How the screens treat one kind of field. Adding a kind to FieldKind fails to compile until it has an entry here. */
interface FrontFieldKind {
  /** A record's non-empty value in a list cell, a card and the show page (inside the record's context). */
  cell: (field: FieldDeclaration, value: unknown) => ReactNode;
  /** The form's input; null where no generic input fits (a JSON object) and an override draws its own. */
  input: (field: FieldDeclaration, props: KindInputProps) => ReactNode;
  /** The list filter's input. */
  filter: (field: FieldDeclaration, props: KindInputProps) => ReactElement;
}

/** Boolean filters send true or false, which the server's list parameters read. */
const BOOLEAN_CHOICES = [
  { id: 'true', name: texts.yes },
  { id: 'false', name: texts.no },
];

/** Up to this many choices, a filter shows them as buttons. */
const FEW_CHOICES = 3;

const plain = (_field: FieldDeclaration, value: unknown) => String(value);
const textInput = (_field: FieldDeclaration, props: KindInputProps) => <TextInput {...props} />;
const numberFilter = (_field: FieldDeclaration, props: KindInputProps) => <TurkishNumberInput {...props} filter />;
const dayInput = (_field: FieldDeclaration, props: KindInputProps) => <DayInput {...props} />;

/** The screens' one switch on a field's kind: every generated view asks this table. */
export const FIELD_KINDS = {
  text: { cell: plain, input: textInput, filter: textInput },
  longText: { cell: plain, input: (_f, props) => <TextInput {...props} multiline minRows={3} />, filter: textInput },
  // The Turkish way (1.234 · 7,85), to its declared decimals.
  number: {
    cell: (f, value) => (typeof value === 'number' ? formatTurkishNumber(value, f.decimals) : String(value)),
    input: (f, props) => <TurkishNumberInput {...props} minDecimals={f.decimals} />,
    filter: numberFilter,
  },
  // A record's number as it is: #1234, never 1.234.
  id: { cell: plain, input: (_f, props) => <TurkishNumberInput {...props} />, filter: numberFilter },
  money: { cell: (_f, value) => formatMoney(value as number), input: (_f, props) => <TurkishNumberInput {...props} minDecimals={2} />, filter: numberFilter },
  date: { cell: (_f, value) => formatDate(value as string), input: dayInput, filter: dayInput },
  dateTime: { cell: (_f, value) => formatDateTime(value as string), input: dayInput, filter: dayInput },
  choice: {
    // The first choice is the usable one (Aktif, active): it gets the colour.
    cell: (f, value) => <Chip size="small" label={choiceText(f, value)} color={f.choices?.[0]?.id === value ? 'success' : 'default'} variant="outlined" data-testid={`field-${f.source}`} />,
    input: (f, props) => <SelectInput {...props} choices={formChoices(f)} format={(value: unknown) => formChoiceValue(f, value)} />,
    // A few choices (all, Aktif, Pasif) read best as buttons; more as a select.
    filter: (f, props) => {
      const choices = filterChoices(f);
      return choices.length <= FEW_CHOICES ? <ChoiceButtonsFilter {...props} choices={choices} /> : <SelectInput {...props} choices={choices} />;
    },
  },
  boolean: {
    cell: (_f, value) => (value ? texts.yes : texts.no),
    input: (_f, props) => <BooleanInput {...props} />,
    filter: (_f, props) => <SelectInput {...props} choices={BOOLEAN_CHOICES} />,
  },
  reference: {
    // The referenced record as its resource represents it (a bench's name), not its id; a
    // reference to an undeclared resource has no list to pick from, so its id is typed.
    cell: (f, value) => {
      const reference = referenceRoute(f);
      return reference ? <ReferenceField source={f.source} reference={reference} link={false} /> : String(value);
    },
    input: (f, props) => {
      const reference = referenceRoute(f);
      if (!reference) return <TurkishNumberInput {...props} />;
      return (
        <ReferenceInput source={f.source} reference={reference}>
          <SelectInput label={props.label} isRequired={props.isRequired} />
        </ReferenceInput>
      );
    },
    filter: (f, props) => {
      const reference = referenceRoute(f);
      if (!reference) return <TurkishNumberInput {...props} filter />;
      return (
        <ReferenceInput source={f.source} reference={reference} alwaysOn={props.alwaysOn}>
          <AutocompleteInput label={f.label} />
        </ReferenceInput>
      );
    },
  },
  list: {
    // Nested records (a job's operations, photos) have their own screens; the count is enough here.
    cell: (_f, value) => (Array.isArray(value) ? fill(texts.items, { n: value.length }) : String(value)),
    // A list of references (a template's steps) picks records of that resource, in an order the user sets.
    input: (f) => {
      const reference = referenceRoute(f);
      return reference ? <OrderedReferenceInput field={f} reference={reference} /> : null;
    },
    filter: textInput,
  },
  object: { cell: (_f, value) => JSON.stringify(value), input: () => null, filter: textInput },
} satisfies Record<FieldKind, FrontFieldKind>;

/** The entry of a field's kind. */
export const fieldKind = (field: FieldDeclaration): FrontFieldKind => FIELD_KINDS[field.kind];
