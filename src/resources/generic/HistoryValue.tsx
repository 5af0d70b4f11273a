import { useGetManyAggregate } from 'react-admin';
import type { FieldDeclaration } from '../../domain/resources/declaration';
import type { ResourceName } from '../../domain/resources/resourceNames';
import { formatHistoryValue } from './historyFormat';
import { defaultRepresentation } from './recordTitle';

/** A referenced record by its name (the entries of one page share one getMany); '#id' until read or when gone. */
const ReferenceName = ({ resource, field, id }: { resource: ResourceName; field: FieldDeclaration; id: number | string }) => {
  const { data } = useGetManyAggregate(resource, { ids: [id] });
  const record = data?.find((r) => String(r.id) === String(id));
  return <>{record ? defaultRepresentation(record) : formatHistoryValue(field, id)}</>;
};

/** A recorded value as the screens write the field; a reference by its record's name. */
export const HistoryValue = ({ field, value }: { field: FieldDeclaration | undefined; value: unknown }) =>
  field?.kind === 'reference' && field.reference && (typeof value === 'number' || typeof value === 'string') && value !== '' ? (
    <ReferenceName resource={field.reference} field={field} id={value} />
  ) : (
    <>{formatHistoryValue(field, value)}</>
  );
