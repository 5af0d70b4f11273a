import { Fragment } from 'react';
import { TextInput, useGetIdentity } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../domain/resources/declaration';
import type { RoleNumber } from '../../domain/roles';
import { fieldKind } from './fieldKinds';
import type { ResourceOverride } from './resourceOverride';

/**
 * The form inputs of a declared resource: every field a client may write and the server stores as
 * sent, save one the role may not set (the server refuses its change: a project's status for its
 * customer); the override's own input where it draws one. An edit shows first which record it
 * changes: its ID, read only (001 section 2.6).
 */
export const ResourceInputs = ({ declaration, editing = false, inputs = {} }: { declaration: ResourceDeclaration; editing?: boolean; inputs?: ResourceOverride['inputs'] }) => {
  const id = editing ? declaration.fields.find((f) => f.source === 'id') : undefined;
  const role = useGetIdentity().identity?.role as RoleNumber | undefined;
  const settable = (f: FieldDeclaration) => !f.editableBy || (role !== undefined && f.editableBy.allowed(role));
  return (
    <>
      {id && <TextInput source="id" label={id.label} disabled />}
      {declaration.fields
        .filter((f) => !f.readOnly && !f.serverFilled && settable(f))
        .map((f) => {
          const Own = inputs[f.source];
          const props = { source: f.source, label: f.label, defaultValue: f.defaultValue, isRequired: f.markedRequired };
          return <Fragment key={f.source}>{Own ? <Own field={f} {...props} /> : fieldKind(f).input(f, props)}</Fragment>;
        })}
    </>
  );
};
