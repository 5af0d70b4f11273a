import { Labeled, SimpleShowLayout } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { FieldCell } from './FieldCell';
import { useVisibleFields } from './useVisibleFields';

/** Every field of the current record the role receives, labelled, read only: the show page's and the detail dialog's body. */
export const RecordFields = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const fields = useVisibleFields(declaration);
  return (
    <SimpleShowLayout>
      {fields.map((f) => (
        <Labeled key={f.source} label={f.label} source={f.source}>
          <FieldCell field={f} />
        </Labeled>
      ))}
    </SimpleShowLayout>
  );
};
