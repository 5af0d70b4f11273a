import { Fragment } from 'react';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { fieldKind } from './fieldKinds';

/** The form inputs of a declared resource: every field a client may write and the server stores as sent. */
export const ResourceInputs = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <>
    {declaration.fields
      .filter((f) => !f.readOnly && !f.serverFilled)
      .map((f) => (
        <Fragment key={f.source}>{fieldKind(f).input(f, { source: f.source, label: f.label, defaultValue: f.defaultValue })}</Fragment>
      ))}
  </>
);
