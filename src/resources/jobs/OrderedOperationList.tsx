import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { moveOperation, removeOperationAt, type OrderedOperation } from './operationOrder';
import { OrderedOperationRow } from './OrderedOperationRow';

const t = jobScreens.picker;

interface OrderedOperationListProps {
  list: OrderedOperation[];
  onChange: (list: OrderedOperation[]) => void;
  /** Position labels other than OP-n (a project template's steps). */
  labelOf?: (index: number) => string;
  emptyText?: string;
}

/** The selected order, rearranged by native drag and drop or the up/down buttons; OP-n follows the order. */
export const OrderedOperationList = ({ list, onChange, labelOf, emptyText }: OrderedOperationListProps) => {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragFrom(null);
    setOver(null);
  };
  if (!list.length)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', p: 3, textAlign: 'center', border: '1px dashed', borderColor: 'divider', borderRadius: 2 }}>
        {emptyText ?? t.empty}
      </Typography>
    );
  return (
    <Box component="ol" aria-label={t.selected} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      {list.map((op, index) => (
        <OrderedOperationRow
          key={op.operationId}
          operation={op}
          labelOf={labelOf}
          index={index}
          count={list.length}
          dropTarget={dragFrom !== null && over === index && dragFrom !== index}
          onMove={(from, to) => onChange(moveOperation(list, from, to))}
          onRemove={() => onChange(removeOperationAt(list, index))}
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
            if (Number.isInteger(from)) onChange(moveOperation(list, from, index));
            end();
          }}
          onDragEnd={end}
        />
      ))}
    </Box>
  );
};
