import type { MaterialUsageReport, UsageReportPeriod } from '../../../domain/materials/materialUsage';
import { materialsResource } from '../../../domain/resources/materials';
import { api } from '../../../providers/httpClient';

/** The report of the last `months` (0: everything): the projects' material lines by material, supplier and month. */
export const materialUsageReport = async (months: UsageReportPeriod, signal: AbortSignal): Promise<MaterialUsageReport> =>
  (await api<{ data: MaterialUsageReport }>(`${materialsResource.path}/usage/report?months=${months}`, { signal })).data;
