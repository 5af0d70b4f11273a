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
 * A project's materials activity (POST /v1/activities, type 'materials'): the material bought
 * by weight (quantity in kg, cost per kg), so the server's total is weight × price.
 */
export const addToProjectMaterials = async (projectId: number, m: MaterialLine): Promise<void> => {
  await api('/activities', {
    method: 'POST',
    body: {
      projectId,
      type: 'materials',
      title: fill(t.activityTitle, { material: m.material }),
      content: m.line,
      metadata: {
        materials: [{ name: m.material, cost: m.pricePerKg ?? 0, quantity: Math.max(0.001, Math.round(m.totalWeight * 1000) / 1000), unit: 'kg', notes: m.line }],
      },
    },
  });
};
