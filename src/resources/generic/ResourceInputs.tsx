import { Fragment } from 'react';
import { TextInput, useGetIdentity } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../domain/resources/declaration';
import type { RoleNumber } from '../../domain/roles';
import { fieldKind } from './fieldKinds';
import type { ResourceOverride } from './resourceOverride';
import { useRequiredSources } from './useRequiredSources';

interface ResourceInputsProps {
  declaration: ResourceDeclaration;
  editing?: boolean;
  inputs?: ResourceOverride['inputs'];
  /** The fields shown, in order (ResourceOverride formFields); every writable one otherwise. */
  fields?: ResourceOverride['formFields'];
  /** What stands for a field the role may not set (ResourceOverride lockedInputs). */
  locked?: ResourceOverride['lockedInputs'];
}

/**
 * The form inputs of a declared resource: every field a client may write and the server stores as
 * sent, save one the role may not set (the server refuses its change: a project's status for its
 * customer); the override's own input where it draws one. An edit shows first which record it
 * changes: its ID, read only (001 section 2.6), and leaves out what is fixed after create. A field
 * the declared schema requires carries the asterisk.
 */
export const ResourceInputs = ({ declaration, editing = false, inputs = {}, fields, locked = {} }: ResourceInputsProps) => {
  const id = editing ? declaration.fields.find((f) => f.source === 'id') : undefined;
  const role = useGetIdentity().identity?.role as RoleNumber | undefined;
  const required = useRequiredSources(declaration);
  const settable = (f: FieldDeclaration) => !f.editableBy || (role !== undefined && f.editableBy.allowed(role));
  const shown = fields ? fields.flatMap((source) => declaration.fields.filter((f) => f.source === source)) : declaration.fields;
  return (
    <>
      {id && <TextInput source="id" label={id.label} disabled />}
      {shown
        .filter((f) => !f.readOnly && !f.serverFilled && !(editing && f.fixedAfterCreate) && (settable(f) || locked[f.source]))
        .map((f) => {
          const Own = settable(f) ? inputs[f.source] : locked[f.source];
          const props = { source: f.source, label: f.label, defaultValue: f.defaultValue, isRequired: f.markedRequired || required.has(f.source) };
          return <Fragment key={f.source}>{Own ? <Own field={f} {...props} /> : fieldKind(f).input(f, props)}</Fragment>;
        })}
    </>
  );
};
