import { BooleanInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { DayInput } from './DayInput';
import { TurkishNumberInput } from './TurkishNumberInput';
import type { FieldDeclaration, ResourceDeclaration } from '../../domain/resources/declaration';
import { referenceRoute } from './referenceRoute';

const inputFor = (f: FieldDeclaration) => {
  const common = { source: f.source, label: f.label, defaultValue: f.defaultValue };
  switch (f.kind) {
    case 'longText':
      return <TextInput key={f.source} {...common} multiline minRows={3} />;
    case 'number':
    case 'money':
      return <TurkishNumberInput key={f.source} {...common} minDecimals={f.kind === 'money' ? 2 : 0} />;
    case 'choice':
      return <SelectInput key={f.source} {...common} choices={(f.choices ?? []).map((c) => ({ id: c.id, name: c.id }))} />;
    case 'boolean':
      return <BooleanInput key={f.source} {...common} />;
    case 'date':
    case 'dateTime':
      return <DayInput key={f.source} {...common} />;
    case 'reference': {
      // react-admin knows resources by their route; a reference to an undeclared one takes a typed id.
      const reference = referenceRoute(f);
      if (!reference) return <TurkishNumberInput key={f.source} {...common} />;
      return (
        <ReferenceInput key={f.source} source={f.source} reference={reference}>
          <SelectInput label={f.label} />
        </ReferenceInput>
      );
    }
    default:
      return <TextInput key={f.source} {...common} />;
  }
};

/** The form inputs of a declared resource: every field a client may write and the server stores as sent. */
export const ResourceInputs = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <>{declaration.fields.filter((f) => !f.readOnly && !f.serverFilled).map(inputFor)}</>
);
