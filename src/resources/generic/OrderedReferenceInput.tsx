import { ReferenceArrayInput, useChoicesContext, useGetRecordRepresentation, useInput, type Identifier } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldDeclaration } from '../../domain/resources/declaration';
import type { OrderedItem } from './orderedItems';
import { OrderedList } from './OrderedList';

const position = (index: number) => `${index + 1}.`;

/** The ids in order, drawn with their records' names, and a select that appends one more. */
const OrderedChoices = ({ field }: { field: FieldDeclaration }) => {
  const { allChoices = [], availableChoices = [], resource } = useChoicesContext();
  const represent = useGetRecordRepresentation(resource);
  const { field: input } = useInput({ source: field.source, defaultValue: [] });
  const ids = (input.value as Identifier[] | undefined) ?? [];
  const nameOf = (id: Identifier) => {
    const record = allChoices.find((c) => c.id === id);
    return record ? String(represent(record)) : String(id);
  };
  const ordered: OrderedItem[] = ids.map((id) => ({ id, name: nameOf(id) }));
  const addable = availableChoices.filter((c) => !ids.includes(c.id));
  return (
    <Stack spacing={1.5} sx={{ my: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>{field.label}</Typography>
      <OrderedList list={ordered} onChange={(list) => input.onChange(list.map((o) => o.id))} labelOf={position} emptyText={field.pick?.empty ?? ''} />
      <TextField size="small" select label={field.pick?.label ?? field.label} value="" onChange={(e) => input.onChange([...ids, Number(e.target.value)])}>
        {addable.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {String(represent(c))}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};

/**
 * A list of references as a form input (a template's steps): the records picked one at a time from
 * the referenced resource (what field.pick.filter lets through), kept in the order picked and
 * reordered by drag or the arrow buttons. Records already in the list keep their names even when the
 * filter would no longer offer them.
 */
export const OrderedReferenceInput = ({ field, reference }: { field: FieldDeclaration; reference: string }) => (
  <ReferenceArrayInput source={field.source} reference={reference} filter={field.pick?.filter} perPage={100}>
    <OrderedChoices field={field} />
  </ReferenceArrayInput>
);
