import { useRecordContext } from 'react-admin';
import Chip from '@mui/material/Chip';
import type { FieldDeclaration } from '../../domain/resources/declaration';
import { generated as texts } from '../../i18n/tr/generated';
import { formatDate, formatDateTime, formatMoney } from '../../domain/format';

/** Shows one declared field of the current record the Turkish way. */
export const FieldCell = ({ field }: { field: FieldDeclaration }) => {
  const record = useRecordContext();
  const value = record?.[field.source];
  if (value == null || value === '') return <>-</>;
  switch (field.kind) {
    case 'choice':
      return <Chip size="small" label={String(value)} color={field.choices?.[0]?.id === value ? 'success' : 'default'} variant="outlined" />;
    case 'money':
      return <>{formatMoney(value as number)}</>;
    case 'date':
      return <>{formatDate(value as string)}</>;
    case 'dateTime':
      return <>{formatDateTime(value as string)}</>;
    case 'boolean':
      return <>{value ? texts.yes : texts.no}</>;
    default:
      return <>{String(value)}</>;
  }
};
