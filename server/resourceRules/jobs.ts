import { jobs as texts } from '../../src/i18n/tr/jobs';
import { removeImageFiles } from '../services/images';
import { replaceJobOperations } from '../services/jobs/jobOperations';
import { detachAllJobPhotos, replaceJobPhotos } from '../services/jobs/jobPhotos';
import { prepareJobWrite, prepareJobWrites } from '../services/jobs/jobRules';
import { istanbulDayEnd, istanbulDayStart, jobComputedFields, jobExportCells } from '../services/jobs/jobSql';
import type { ResourceBehaviour } from './behaviour';
import { calendarDay } from '../../src/domain/validation/dates';
import { canDeleteJob } from '../../src/domain/jobRights';
import { pricing } from '../../src/i18n/tr/pricing';
import { conflict, forbidden } from '../errors';

const day = calendarDay(texts.validation.dateInvalid).optional();

/** Jobs stay a declared resource; these are their rules the declaration cannot say. */
export const jobsBehaviour: ResourceBehaviour = {
  listQuery: { startDate: day, endDate: day },
  narrowList: (query, params) => {
    let narrowed = query;
    if (typeof params.startDate === 'string') narrowed = narrowed.where('created_at', '>=', istanbulDayStart(params.startDate));
    if (typeof params.endDate === 'string') narrowed = narrowed.where('created_at', '<', istanbulDayEnd(params.endDate));
    return narrowed;
  },
  computed: jobComputedFields,
  exportCells: jobExportCells,
  // The trigger of migration 0020 stamps the first start and never clears it.
  derivedColumns: { status: ['started_at'] },
  prepareWrite: prepareJobWrite,
  prepareMany: prepareJobWrites,
  afterWrite: async (id, values, { trx, user }) => {
    if (Array.isArray(values.operations)) await replaceJobOperations(trx, id, values.operations as number[]);
    if (Array.isArray(values.attachments)) await replaceJobPhotos(trx, user.id, id, values.attachments as string[]);
  },
  // The rows go in the transaction; the files after the commit, so a failed delete never
  // leaves a job without its photos, and a missing file never stops the delete.
  beforeDelete: async (record, { req, trx, user }) => {
    // A paid job is revenue (reports, CSV): settled for every role. Read under the row's lock,
    // so a payment marked at the same moment is seen.
    const paid = await trx.selectFrom('jobs').select('paid_at').where('id', '=', Number(record.id)).forUpdate().executeTakeFirst();
    if (paid?.paid_at) throw conflict(pricing.server.paidDeleteLocked);
    if (!canDeleteJob(user, { createdBy: record.createdBy as number | null, status: record.status as string, startedAt: record.startedAt as string | null }))
      throw forbidden(texts.deleteForbidden);
    const photoIds = await detachAllJobPhotos(trx, Number(record.id));
    return () => removeImageFiles(req.server.storage, photoIds, req.log);
  },
};
