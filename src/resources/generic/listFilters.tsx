import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { DayInput } from './DayInput';
import { TurkishNumberInput } from './TurkishNumberInput';
import type { FieldDeclaration, ResourceDeclaration } from '../../domain/resources/declaration';
import { generated as texts } from '../../i18n/tr/generated';
import { referenceRoute } from './referenceRoute';

/** Boolean filters send true or false, which the server's list parameters read. */
const BOOLEAN_CHOICES = [
  { id: 'true', name: texts.yes },
  { id: 'false', name: texts.no },
];

const filterFor = (f: FieldDeclaration) => {
  const common = { source: f.source, label: f.label, alwaysOn: true };
  switch (f.kind) {
    case 'choice':
      return <SelectInput key={f.source} {...common} choices={(f.choices ?? []).map((c) => ({ id: c.id, name: c.label ?? c.id }))} />;
    case 'boolean':
      return <SelectInput key={f.source} {...common} choices={BOOLEAN_CHOICES} />;
    case 'reference': {
      const reference = referenceRoute(f);
      // A reference to a resource that is not declared has no list to pick from: its id is typed.
      if (!reference) return <TurkishNumberInput key={f.source} {...common} filter />;
      return (
        <ReferenceInput key={f.source} source={f.source} reference={reference} alwaysOn>
          <AutocompleteInput label={f.label} />
        </ReferenceInput>
      );
    }
    case 'number':
    case 'money':
      return <TurkishNumberInput key={f.source} {...common} filter />;
    case 'date':
    case 'dateTime':
      return <DayInput key={f.source} {...common} />;
    default:
      return <TextInput key={f.source} {...common} />;
  }
};

/** The list's filters: free-text search when a field is searchable, then one input per `filter` field. */
export const listFilters = (decl: ResourceDeclaration) => [
  ...(decl.fields.some((f) => f.searchable) ? [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />] : []),
  ...decl.fields.filter((f) => f.filter).map(filterFor),
];
