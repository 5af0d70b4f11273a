/** What a job is called on a screen: the spec's form sends no title, so most jobs are known by their description. */
export interface NamedJob {
  title?: string | null;
  description?: string | null;
}

/** The title when there is one, else the description's first line, else '#id'. */
export const jobName = (job: NamedJob, id: number | string): string =>
  job.title?.trim() || job.description?.trim().split(/\r?\n/, 1)[0] || `#${id}`;

/** Whether the description says more than the name does (a screen shows it under the name then). */
export const describesMore = (job: NamedJob): boolean => {
  const description = job.description?.trim();
  return Boolean(description) && description !== jobName(job, '');
};
