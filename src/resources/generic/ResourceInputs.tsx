import { Fragment } from 'react';
import { TextInput } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { fieldKind } from './fieldKinds';

/**
 * The form inputs of a declared resource: every field a client may write and the server stores as
 * sent. An edit shows first which record it changes: its ID, read only (001 section 2.6).
 */
export const ResourceInputs = ({ declaration, editing = false }: { declaration: ResourceDeclaration; editing?: boolean }) => {
  const id = editing ? declaration.fields.find((f) => f.source === 'id') : undefined;
  return (
    <>
      {id && <TextInput source="id" label={id.label} disabled />}
      {declaration.fields
        .filter((f) => !f.readOnly && !f.serverFilled)
        .map((f) => (
          <Fragment key={f.source}>{fieldKind(f).input(f, { source: f.source, label: f.label, defaultValue: f.defaultValue, isRequired: f.markedRequired })}</Fragment>
        ))}
    </>
  );
};
