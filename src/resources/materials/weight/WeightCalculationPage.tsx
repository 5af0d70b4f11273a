import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ScaleIcon from '@mui/icons-material/Scale';
import { useDataProvider, type RaRecord } from 'react-admin';
import { computeWeight, SHAPES, SHAPE_DIMENSIONS, type Shape } from '../../../domain/materials/weight';
import { jobsResource } from '../../../domain/resources/jobs';
import { materialsResource, type MaterialRecord } from '../../../domain/resources/materials';
import { projectsResource } from '../../../domain/resources/projects';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { parseTurkishNumber, turkishNumberText } from '../../../domain/turkishNumber';
import { PageHeader } from '../../../ui/PageHeader';
import { useToast } from '../../../ui/ToastProvider';
import { ResourceSearchPicker } from '../../../ui/ResourceSearchPicker';
import { TurkishNumberField } from '../../../ui/TurkishNumberField';
import { formatDensity } from '../../../domain/format';
import { AddResultDialog } from './AddResultDialog';
import { WeightResultCard } from './WeightResultCard';
import { addToProjectMaterials, appendToJobNotes } from './resultTargets';
import { resultLine, weightInputOf, type WeightFormValues } from './weightForm';

const t = materialScreens.weight;

const jobLabel = (j: RaRecord) => `#${j.id} ${String(j.description ?? '')}`.slice(0, 90);
const projectLabel = (p: RaRecord) => `#${p.id} ${String(p.name ?? '')}`;

/**
 * Ağırlık Hesaplama: a material (its density and current price filled in), a shape and its
 * dimensions in mm, a quantity; weight per piece, in total, and the cost, as the user types.
 */
export const WeightCalculationPage = () => {
  const toast = useToast();
  const dataProvider = useDataProvider();
  const [material, setMaterial] = useState<MaterialRecord | null>(null);
  const [values, setValues] = useState<WeightFormValues>({ materialName: '', density: '', pricePerKg: '', shape: 'plate', dimensions: {}, quantity: '1' });
  const [target, setTarget] = useState<'job' | 'project' | null>(null);
  const set = (patch: Partial<WeightFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const pick = (m: MaterialRecord) => {
    setMaterial(m);
    set({ materialName: m.name, density: turkishNumberText(m.density), pricePerKg: turkishNumberText(m.currentPricePerKg, 2) });
  };
  const computed = useMemo(() => computeWeight(weightInputOf(values)), [values]);
  // Errors only for what has been typed: an empty form is not wrong yet.
  const errorOf = (key: string, typed: string | undefined) => (!computed.ok && typed?.trim() ? computed.errors[key as keyof typeof computed.errors] : undefined);
  const result = computed.ok ? computed : null;
  const line = result ? resultLine(values, result.totalWeight, result.cost) : '';
  const pricePerKg = parseTurkishNumber(values.pricePerKg);

  const addToJob = async (id: number) => {
    await appendToJobNotes(dataProvider, id, line);
    toast.success(t.addedToJob);
    setTarget(null);
  };
  const addToProject = async (id: number, stepTemplateId: number | null) => {
    await addToProjectMaterials(dataProvider, id, stepTemplateId, { material: values.materialName.trim() || t.manualMaterial, totalWeight: result!.totalWeight, pricePerKg, line });
    toast.success(t.addedToProject);
    setTarget(null);
  };

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} icon={<ScaleIcon />} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Paper elevation={0} sx={{ p: 2.5, borderRadius: 3, border: '1px solid', borderColor: 'divider' }}>
          <Stack spacing={2}>
            <ResourceSearchPicker<MaterialRecord>
              resource={materialsResource.name}
              label={t.material}
              sort={{ field: 'name', order: 'ASC' }}
              optionLabel={(m) => `${m.name} (${formatDensity(m.density)} g/cm³)`}
              value={material}
              onPick={pick}
              onClear={() => setMaterial(null)}
              size="medium"
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <NumberField label={t.density} value={values.density} onChange={(density) => set({ density })} error={errorOf('density', values.density) && t.errors.density} />
              <NumberField label={t.pricePerKg} value={values.pricePerKg} onChange={(pricePerKg) => set({ pricePerKg })} error={errorOf('pricePerKg', values.pricePerKg) && t.errors.price} minDecimals={2} />
            </Box>
            <TextField select label={t.shape} value={values.shape} onChange={(e) => set({ shape: e.target.value as Shape })}>
              {SHAPES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t.shapes[s]}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
              {SHAPE_DIMENSIONS[values.shape].map((d) => (
                <NumberField
                  key={d}
                  label={t.dims[d]}
                  value={values.dimensions[d] ?? ''}
                  onChange={(text) => set({ dimensions: { ...values.dimensions, [d]: text } })}
                  error={errorOf(d, values.dimensions[d]) && t.errors[errorOf(d, values.dimensions[d])!]}
                />
              ))}
              <NumberField label={t.quantity} value={values.quantity} onChange={(quantity) => set({ quantity })} error={errorOf('quantity', values.quantity) && t.errors.quantity} />
            </Box>
          </Stack>
        </Paper>
        <WeightResultCard result={result} onAddToJob={() => setTarget('job')} onAddToProject={() => setTarget('project')} />
      </Box>
      <AddResultDialog open={target === 'job'} title={t.addToJob} pickerLabel={t.chooseJob} resource={jobsResource.name} sort={jobsResource.defaultSort} optionLabel={jobLabel} preview={line} onAdd={addToJob} onClose={() => setTarget(null)} />
      <AddResultDialog open={target === 'project'} title={t.addToProject} pickerLabel={t.chooseProject} resource={projectsResource.name} sort={projectsResource.defaultSort} optionLabel={projectLabel} preview={line} withStep onAdd={addToProject} onClose={() => setTarget(null)} />
    </>
  );
};

const NumberField = ({ label, value, onChange, error, minDecimals }: { label: string; value: string; onChange: (text: string) => void; error?: string | false; minDecimals?: number }) => (
  <TurkishNumberField label={label} value={value} onChange={onChange} error={!!error} helperText={error || undefined} minDecimals={minDecimals} />
);
