import { useRecordContext } from 'react-admin';
import { fieldKind } from '../generic/fieldKinds';
import type { FieldInputProps } from '../generic/resourceOverride';

/** The status, on the edit form only: any of the four may be picked (001 section 2.3); a new job starts pending. */
export const JobStatusInput = ({ field, ...props }: FieldInputProps) => {
  const editing = useRecordContext()?.id !== undefined;
  return editing ? <>{fieldKind(field).input(field, props)}</> : null;
};
