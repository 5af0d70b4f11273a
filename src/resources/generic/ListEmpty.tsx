import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import type { ListTexts } from './resourceOverride';

/** A filter value that narrows the list: a blank search or an emptied choice does not. */
const narrows = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * What a list shows when it has no record: the override's words for a list with nothing in it
 * yet (listTexts.none: a first visit to an empty shop) or for a search and filters nothing
 * matches (listTexts.empty), in the list's context.
 */
export const ListEmpty = ({ texts }: { texts: ListTexts }) => {
  const { filterValues } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some(narrows);
  const text = !filtered && texts.none ? texts.none : texts.empty;
  return <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{text}</Typography>;
};
