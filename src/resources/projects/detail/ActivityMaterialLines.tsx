import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { formatMoney } from '../../../domain/format';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { materialsResource } from '../../../domain/resources/materials';
import { materialsTotal } from '../../../domain/resources/activities.schema';
import { parseTurkishNumber } from '../../../domain/turkishNumber';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { FormTextField } from '../../../ui/FormTextField';
import { FormTurkishNumberField } from '../../../ui/FormTurkishNumberField';
import { ResourceSearchPicker } from '../../../ui/ResourceSearchPicker';
import { catalogueLine } from './activityPrefill';
import { RemoveEntryButton } from './RemoveEntryButton';
import { emptyLine, lineValuesOf, type ActivityFormValues } from './activityForm';

const t = projectScreens.activity;
const typed = (text: string) => parseTurkishNumber(text) || 0;

/** A Malzemeler activity's lines, free or from the catalogue, with the server's total as a preview. */
export const ActivityMaterialLines = ({ control, mayPick }: { control: Control<ActivityFormValues, unknown, unknown>; mayPick: boolean }) => {
  const { fields, append, update, remove } = useFieldArray({ control, name: 'metadata.materials' });
  const lines = useWatch({ control, name: 'metadata.materials' });
  // A catalogue material takes the place of the untouched first line, else comes after the others.
  const addCatalogueLine = (m: MaterialRecord) => {
    const line = lineValuesOf(catalogueLine(m));
    if (lines.length === 1 && !lines[0]!.name.trim()) update(0, line);
    else append(line);
  };
  return (
    <Stack spacing={1}>
      {mayPick && <ResourceSearchPicker<MaterialRecord> resource={materialsResource.name} label={t.pickMaterial} sort={{ field: 'name', order: 'ASC' }} optionLabel={(m) => m.name} onPick={addCatalogueLine} />}
      {fields.map((row, i) => (
        <Stack key={row.id} spacing={0.5} data-testid="material-line">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <FormTextField control={control} name={`metadata.materials.${i}.name`} size="small" label={t.materialName} sx={{ flex: 2 }} />
            <FormTurkishNumberField control={control} name={`metadata.materials.${i}.cost`} size="small" label={t.cost} minDecimals={2} sx={{ flex: 1 }} />
            <FormTurkishNumberField control={control} name={`metadata.materials.${i}.quantity`} size="small" label={t.quantity} sx={{ flex: 1 }} />
            <FormTextField control={control} name={`metadata.materials.${i}.unit`} size="small" label={t.unit} sx={{ flex: 1 }} />
            <FormTextField control={control} name={`metadata.materials.${i}.supplier`} size="small" label={t.supplier} sx={{ flex: 1 }} />
            <RemoveEntryButton label={t.removeLine} count={fields.length} onRemove={() => remove(i)} />
          </Stack>
          {lines[i]?.notes && <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{lines[i].notes}</Typography>}
        </Stack>
      ))}
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Button size="small" onClick={() => append(emptyLine())}>
          {t.addLine}
        </Button>
        <Typography sx={{ ml: 'auto', fontWeight: 700 }} data-testid="materials-total">
          {t.totalCost}: {formatMoney(materialsTotal(lines.map((l) => ({ cost: typed(l.cost), quantity: typed(l.quantity) }))))}
        </Typography>
      </Stack>
    </Stack>
  );
};
