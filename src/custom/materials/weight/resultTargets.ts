import type { DataProvider } from 'react-admin';
import { activitiesResource } from '../../../domain/resources/activities';
import { api } from '../../../providers/httpClient';
import { fill } from '../../../i18n/fill';
import { materialScreens } from '../../../i18n/tr/materialScreens';

const t = materialScreens.weight;

/** Appends a line to a job's notes: reads the job's current notes, writes them back with the line (PUT /v1/jobs/{id}). */
export const appendToJobNotes = async (jobId: number, line: string): Promise<void> => {
  const { jobs: job } = await api<{ jobs: { notes: string | null } }>(`/jobs/${jobId}`);
  const notes = job.notes?.trim() ? `${job.notes.trimEnd()}\n${line}` : line;
  await api(`/jobs/${jobId}`, { method: 'PUT', body: { notes } });
};

export interface MaterialLine {
  material: string;
  totalWeight: number;
  pricePerKg: number | null;
  line: string;
}

/**
 * A project's materials activity (the declared activities resource, type 'materials'), on a step
 * or on the project itself: the material bought by weight (quantity in kg, cost per kg). The
 * weight goes unrounded, so the server's total (lineCost) is the cost the page showed.
 */
export const addToProjectMaterials = async (dataProvider: DataProvider, projectId: number, stepTemplateId: number | null, m: MaterialLine): Promise<void> => {
  await dataProvider.create(activitiesResource.name, {
    data: {
      projectId,
      stepTemplateId,
      type: 'materials',
      title: fill(t.activityTitle, { material: m.material }),
      content: m.line,
      metadata: {
        materials: [{ name: m.material, cost: m.pricePerKg ?? 0, quantity: m.totalWeight, unit: 'kg', notes: m.line }],
      },
    },
  });
};
