import Checkbox from '@mui/material/Checkbox';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';

/** A card's selection for the bulk actions, as a table row's checkbox: left in the card's action row. */
export const BulkCardCheckbox = () => {
  const record = useRecordContext();
  const { selectedIds, onToggleItem } = useListContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Checkbox
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      onClick={(e) => e.stopPropagation()}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
      sx={{ mr: 'auto' }}
    />
  );
};
