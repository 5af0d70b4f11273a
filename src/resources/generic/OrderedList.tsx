import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { generated } from '../../i18n/tr/generated';
import { moveItem, removeItemAt, type OrderedItem } from './orderedItems';
import { OrderedListRow } from './OrderedListRow';

interface OrderedListProps<T extends OrderedItem> {
  list: T[];
  onChange: (list: T[]) => void;
  /** The position's label: OP-1 ... for a job's operations, 1. 2. ... for a template's steps. */
  labelOf: (index: number) => string;
  emptyText: string;
}

/** The selected order, rearranged by native drag and drop or the up/down buttons; the labels follow the order. */
export const OrderedList = <T extends OrderedItem>({ list, onChange, labelOf, emptyText }: OrderedListProps<T>) => {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragFrom(null);
    setOver(null);
  };
  if (!list.length)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', p: 3, textAlign: 'center', border: '1px dashed', borderColor: 'divider', borderRadius: 2 }}>
        {emptyText}
      </Typography>
    );
  return (
    <Box component="ol" aria-label={generated.ordered.selected} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      {list.map((item, index) => (
        <OrderedListRow
          key={item.id}
          name={item.name}
          label={labelOf(index)}
          index={index}
          count={list.length}
          dropTarget={dragFrom !== null && over === index && dragFrom !== index}
          onMove={(from, to) => onChange(moveItem(list, from, to))}
          onRemove={() => onChange(removeItemAt(list, index))}
          onDragStart={(e) => {
            setDragFrom(index);
            e.dataTransfer.effectAllowed = 'move';
            // Firefox starts a drag only when some data is set.
            e.dataTransfer.setData('text/plain', String(index));
          }}
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
            setOver(index);
          }}
          onDrop={(e) => {
            e.preventDefault();
            const from = dragFrom ?? Number(e.dataTransfer.getData('text/plain'));
            if (Number.isInteger(from)) onChange(moveItem(list, from, index));
            end();
          }}
          onDragEnd={end}
        />
      ))}
    </Box>
  );
};
