/** A project as GET /projects/user/{id} answers it, reduced to what the modal shows (001 section 3). */
export interface AssignedProject {
  id: number | string;
  _id?: number | string;
  name: string;
  status?: string;
  steps?: readonly { status?: string; progress?: number }[];
  /** Some answers carry the percentage already. */
  progress?: number;
}

export type ProgressColor = 'green' | 'blue' | 'yellow' | 'red';

/** The bar's own colours: MUI's warning is orange, and the spec asks for yellow. */
export const PROGRESS_BAR_COLOURS: Record<ProgressColor, string> = { green: '#2e7d32', blue: '#0288d1', yellow: '#fbc02d', red: '#d32f2f' };

/** The rounded percentage of completed steps over all steps (001 section 4); 0 without steps. */
export const projectProgress = (project: AssignedProject): number => {
  const steps = project.steps ?? [];
  if (steps.length === 0) return typeof project.progress === 'number' ? Math.round(Math.min(100, Math.max(0, project.progress))) : 0;
  const done = steps.filter((s) => s.status === 'completed').length;
  return Math.round((done / steps.length) * 100);
};

/** Bar colour of 001 section 4: green from 80, blue from 50, yellow from 25, otherwise red. */
export const progressColor = (percent: number): ProgressColor => {
  if (percent >= 80) return 'green';
  if (percent >= 50) return 'blue';
  if (percent >= 25) return 'yellow';
  return 'red';
};
