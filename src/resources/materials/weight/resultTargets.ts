import type { DataProvider } from 'react-admin';
import { activitiesResource } from '../../../domain/resources/activities';
import { jobsResource } from '../../../domain/resources/jobs';
import { fill } from '../../../i18n/fill';
import { materialScreens } from '../../../i18n/tr/materialScreens';

const t = materialScreens.weight;

/** Appends a line to a job's notes (the job's page shows them): reads the job's current notes, writes them back with the line. */
export const appendToJobNotes = async (dataProvider: DataProvider, jobId: number, line: string): Promise<void> => {
  const { data: job } = await dataProvider.getOne<{ id: number; notes: string | null }>(jobsResource.name, { id: jobId });
  const notes = job.notes?.trim() ? `${job.notes.trimEnd()}\n${line}` : line;
  await dataProvider.update(jobsResource.name, { id: jobId, data: { notes }, previousData: job });
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
