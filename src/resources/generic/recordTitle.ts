import type { RaRecord, ResourceProps } from 'react-admin';

/** How a record reads where one line names it (a reference, a dialog's title): its name or title, else its id. */
export const defaultRepresentation = (record: RaRecord) => String(record.name ?? record.title ?? record.id);

/** A record's title by the override's representation when it is a function, else the default one. */
export const recordTitle = (representation: ResourceProps['recordRepresentation'], record: RaRecord): string =>
  typeof representation === 'function' ? String(representation(record)) : typeof representation === 'string' ? String(record[representation] ?? record.id) : defaultRepresentation(record);
