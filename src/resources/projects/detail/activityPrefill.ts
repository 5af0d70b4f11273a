import { formatDensity } from '../../../domain/format';
import { metadataSchemas } from '../../../domain/resources/activities.schema';
import type { MaterialRecord } from '../../../domain/resources/materials';
import type { ProcedureRecord } from '../../../domain/resources/procedures';
import { fill } from '../../../i18n/fill';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import type { MaterialLine } from '../../../domain/resources/activities.schema';

const t = projectScreens.activity;
/** The declared limit of a procedure step's title (activities.schema.ts). */
const STEP_TITLE_MAX = metadataSchemas.procedure.shape.steps.element.shape.title.maxLength ?? Infinity;

/**
 * A managed procedure as a Prosedür activity's steps: one step per line of its description
 * (list marks such as '1.' or '-' dropped); a procedure with no description is one step, its title.
 */
export const procedureSteps = (procedure: Pick<ProcedureRecord, 'title' | 'description'>): { title: string; description: string }[] => {
  const lines = (procedure.description ?? '')
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim())
    .filter(Boolean);
  return (lines.length ? lines : [procedure.title]).map((line) => ({ title: line.slice(0, STEP_TITLE_MAX), description: '' }));
};

/** A catalogue material as a line of a Malzemeler activity: its name, its current price per kg, its density noted. */
export const catalogueLine = (material: Pick<MaterialRecord, 'name' | 'density' | 'currentPricePerKg'>): MaterialLine => ({
  name: material.name,
  cost: material.currentPricePerKg === null || material.currentPricePerKg === undefined ? 0 : Number(material.currentPricePerKg),
  quantity: 1,
  unit: 'kg',
  supplier: '',
  notes: fill(t.densityNote, { density: formatDensity(Number(material.density)) }),
});
