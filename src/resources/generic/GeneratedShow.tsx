import { EditButton, Labeled, Show, SimpleShowLayout, TopToolbar, useResourceDefinition } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { FieldCell } from './FieldCell';
import { GeneratedHeader } from './GeneratedHeader';
import { useVisibleFields } from './useVisibleFields';

/** One record of a declared resource: every field the role receives, read only; edit for writers. */
export const GeneratedShow = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const fields = useVisibleFields(declaration);
  // A resource whose edit page is switched off (jobs edit in their list's dialog) links nowhere.
  const { hasEdit } = useResourceDefinition();
  return (
    <>
      <GeneratedHeader declaration={declaration} page="show" />
      <Show
        title={declaration.label}
        actions={
          <TopToolbar>{hasEdit && <EditButton />}</TopToolbar>
        }
      >
        <SimpleShowLayout>
          {fields.map((f) => (
            <Labeled key={f.source} label={f.label} source={f.source}>
              <FieldCell field={f} />
            </Labeled>
          ))}
        </SimpleShowLayout>
      </Show>
    </>
  );
};
