import { useRecordContext } from 'react-admin';
import type { FieldDeclaration } from '../../domain/resources/declaration';
import { fieldKind } from './fieldKinds';

/** Shows one declared field of the current record the Turkish way, as its kind says (fieldKinds.tsx). */
export const FieldCell = ({ field }: { field: FieldDeclaration }) => {
  const record = useRecordContext();
  const value = record?.[field.source];
  if (value == null || value === '') return <>-</>;
  return <>{fieldKind(field).cell(field, value)}</>;
};
