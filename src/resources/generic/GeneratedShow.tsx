import { EditButton, Show, TopToolbar, useResourceDefinition } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { GeneratedHeader } from './GeneratedHeader';
import { RecordFields } from './RecordFields';
import { RecordTabs } from './RecordTabs';

/** One record of a declared resource: every field the role receives, read only; edit for writers. */
export const GeneratedShow = ({ declaration }: { declaration: ResourceDeclaration }) => {
  // A resource whose edit page is switched off (jobs edit in their list's dialog) links nowhere.
  const { hasEdit } = useResourceDefinition();
  return (
    <>
      <GeneratedHeader declaration={declaration} page="show" />
      <Show title={declaration.label} actions={<TopToolbar>{hasEdit && <EditButton />}</TopToolbar>}>
        <RecordTabs declaration={declaration}>
          <RecordFields declaration={declaration} />
        </RecordTabs>
      </Show>
    </>
  );
};
