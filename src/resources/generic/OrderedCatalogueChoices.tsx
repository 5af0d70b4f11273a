import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldDeclaration } from '../../domain/resources/declaration';
import { useToast } from '../../ui/ToastProvider';
import { appendItem, type OrderedItem } from './orderedItems';
import { OrderedList } from './OrderedList';
import { SearchableCatalogue, type CatalogueTexts } from './SearchableCatalogue';
import { useOrderedReferences } from './useOrderedReferences';

/** A list picked from a searchable catalogue (a job's operations): its labels, headings, hint and the refusal of a record picked twice. */
export interface OrderedCatalogue {
  texts: CatalogueTexts & { selected: string; hint: string; duplicate: string };
  labelOf: (index: number) => string;
}

const headingSx = { fontWeight: 700, color: 'text.secondary', display: 'block', mb: 1 } as const;

/** The catalogue beside the order being built: a pick appends, a second pick of the same record is refused. */
export const OrderedCatalogueChoices = ({ field, catalogue }: { field: FieldDeclaration; catalogue: OrderedCatalogue }) => {
  const { ids, ordered, offered, nameOf, setOrder } = useOrderedReferences(field);
  const toast = useToast();
  const { texts, labelOf } = catalogue;
  const entries = offered.map((c) => ({ id: c.id, name: nameOf(c), description: c.description as string | undefined }));
  const pick = (entry: OrderedItem) => {
    const result = appendItem(ordered, { id: entry.id, name: entry.name });
    if (result.ok) setOrder(result.list);
    else toast.error(texts.duplicate);
  };
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.2fr' } }}>
      <Box>
        <Typography variant="overline" sx={headingSx}>{texts.list}</Typography>
        <SearchableCatalogue entries={entries} texts={texts} takenIds={new Set(ids)} onPick={pick} />
      </Box>
      <Box>
        <Typography variant="overline" sx={headingSx}>{texts.selected}</Typography>
        <OrderedList list={ordered} onChange={setOrder} labelOf={labelOf} emptyText={field.pick?.empty ?? ''} />
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
          {texts.hint}
        </Typography>
      </Box>
    </Box>
  );
};
