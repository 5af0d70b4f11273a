import { ReferenceField, useRecordContext } from 'react-admin';
import Chip from '@mui/material/Chip';
import type { FieldDeclaration } from '../../domain/resources/declaration';
import { fill } from '../../i18n/fill';
import { generated as texts } from '../../i18n/tr/generated';
import { formatDate, formatDateTime, formatMoney } from '../../domain/format';
import { referenceRoute } from './referenceRoute';

/** A choice's screen text: its label when the spec gives one (operations: active → Aktif). */
const choiceText = (field: FieldDeclaration, value: unknown): string => {
  const choice = field.choices?.find((c) => c.id === value);
  return choice?.label ?? String(value);
};

/** Shows one declared field of the current record the Turkish way. */
export const FieldCell = ({ field }: { field: FieldDeclaration }) => {
  const record = useRecordContext();
  const value = record?.[field.source];
  if (value == null || value === '') return <>-</>;
  switch (field.kind) {
    case 'choice':
      return <Chip size="small" label={choiceText(field, value)} color={field.choices?.[0]?.id === value ? 'success' : 'default'} variant="outlined" />;
    case 'money':
      return <>{formatMoney(value as number)}</>;
    case 'date':
      return <>{formatDate(value as string)}</>;
    case 'dateTime':
      return <>{formatDateTime(value as string)}</>;
    case 'boolean':
      return <>{value ? texts.yes : texts.no}</>;
    case 'reference': {
      // The referenced record as its resource represents it (a bench's name), not its id.
      const reference = referenceRoute(field);
      return reference ? <ReferenceField source={field.source} reference={reference} link={false} /> : <>{String(value)}</>;
    }
    case 'list':
      // Nested records (a job's operations, photos) have their own screens; the count is enough here.
      return <>{Array.isArray(value) ? fill(texts.items, { n: value.length }) : String(value)}</>;
    case 'object':
      return <>{JSON.stringify(value)}</>;
    default:
      return <>{String(value)}</>;
  }
};
