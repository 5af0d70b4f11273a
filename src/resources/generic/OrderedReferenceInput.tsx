import { ReferenceArrayInput } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldDeclaration } from '../../domain/resources/declaration';
import { OrderedCatalogueChoices, type OrderedCatalogue } from './OrderedCatalogueChoices';
import { OrderedList } from './OrderedList';
import { useOrderedReferences } from './useOrderedReferences';

const position = (index: number) => `${index + 1}.`;

/** The ids in order, drawn with their records' names, and a select that appends one more. */
const OrderedChoices = ({ field }: { field: FieldDeclaration }) => {
  const { ids, ordered, offered, nameOf, setOrder, append } = useOrderedReferences(field);
  const addable = offered.filter((c) => !ids.includes(c.id));
  return (
    <Stack spacing={1.5} sx={{ my: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>{field.label}</Typography>
      <OrderedList list={ordered} onChange={setOrder} labelOf={position} emptyText={field.pick?.empty ?? ''} />
      <TextField size="small" select label={field.pick?.label ?? field.label} value="" onChange={(e) => append(Number(e.target.value))}>
        {addable.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {nameOf(c)}
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
 * filter would no longer offer them. With a catalogue (a job's operations), the records are picked
 * from a searchable list by name beside the order instead of a select.
 */
export const OrderedReferenceInput = ({ field, reference, catalogue }: { field: FieldDeclaration; reference: string; catalogue?: OrderedCatalogue }) =>
  catalogue ? (
    <ReferenceArrayInput source={field.source} reference={reference} filter={field.pick?.filter} perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
      <OrderedCatalogueChoices field={field} catalogue={catalogue} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceArrayInput source={field.source} reference={reference} filter={field.pick?.filter} perPage={100}>
      <OrderedChoices field={field} />
    </ReferenceArrayInput>
  );
