import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { EXPORT_COUNT_HEADER } from '../../src/domain/exportCount';
import { grants } from '../../src/domain/permissions';
import type { ResourceDeclaration } from '../../src/domain/resources/declaration';
import { fill } from '../../src/i18n/fill';
import { transfer as t } from '../../src/i18n/tr/transfer';
import { validation } from '../../src/i18n/tr/validation';
import { createResourceStore } from '../db/resourceStore';
import { AppError, badRequest } from '../errors';
import { requireUser } from '../plugins/auth';
import { BEHAVIOURS } from '../resourceRules';
import { csvAttachment, CSV_CONTENT_TYPE } from '../services/csv/csvWriter';
import { withUpload } from '../services/files/multipartUpload';
import { checkCsvFile, decodeCsv, parseCsv } from '../services/transfer/csvRead';
import { resourceCsv } from '../services/transfer/resourceExport';
import { importResource } from '../services/transfer/resourceImport';
import { fileReply, replies, reply } from './replies';
import { filterQuery, listRequest } from './resourceListQuery';

const importQuery = z.object({ dryRun: z.enum(['true', 'false'], validation.invalidInput).optional() });

const exportReplies = replies({ 200: fileReply('CSV: UTF-8 with BOM, `;` between cells', 'text/csv') });
const importReplies = replies({ 200: reply({ dryRun: z.boolean(), created: z.number(), updated: z.number(), message: z.string() }) });

/** An import writing this many rows or more is a bulk change: the embedded database is vacuumed after it. */
export const BULK_ROWS = 1000;

/**
 * The one file of an import, read whole or refused: it streams to a staging file and is read
 * back only when complete and within UPLOAD_MAX_MB, so a cut-off file is never imported.
 */
const readCsvUpload = (req: FastifyRequest, maxMb: number): Promise<string> =>
  withUpload(req, { maxMb, maxFiles: 1, tooLarge: t.fileTooLarge, failed: validation.invalidInput }, async ({ files }) => {
    const file = files.find((f) => f.field === 'file');
    if (!file) throw badRequest(t.fileMissing);
    checkCsvFile(file.declaredType, file.name);
    return decodeCsv(await readFile(file.path));
  });

/**
 * CSV export and import of a declared resource (issue 7): GET <path>/export takes the list's own
 * parameters and access; POST <path>/import takes the file as multipart field `file` and the
 * resource's write access (create access too for rows without id).
 */
export const registerTransfer = (app: FastifyInstance, decl: ResourceDeclaration, schema: z.ZodObject) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const behaviour = BEHAVIOURS[decl.name];
  const store = createResourceStore(app.db, decl, { computed: behaviour?.computed });
  const createAccess = decl.access.create ?? decl.access.write;

  r.get(`${decl.path}/export`, { config: { access: decl.access.read }, schema: { tags: [decl.name], querystring: filterQuery(decl), response: exportReplies } }, async (req, reply) => {
    const user = requireUser(req);
    // The caller's rows only, as their list shows them (paging aside).
    const { page: _page, limit: _limit, ...list } = listRequest(decl, user, req.query);
    // The list's own count, sent ahead of the rows so the screen shows how far the download is.
    const total = await store.count(list);
    const csv = resourceCsv(store, decl, user.role, list, { grouped: behaviour?.exportCells });
    return reply
      .header('content-type', CSV_CONTENT_TYPE)
      .header(EXPORT_COUNT_HEADER, String(total))
      .header('content-disposition', csvAttachment(decl.name))
      .header('cache-control', 'no-store')
      .send(Readable.from(csv));
  });

  // A row-scoped resource is not imported: its rows carry rules (whose they are) a file cannot.
  if (decl.transfer === 'export') return;

  r.post(
    `${decl.path}/import`,
    { config: { access: decl.access.write }, schema: { tags: [decl.name], querystring: importQuery, consumes: ['multipart/form-data'], response: importReplies } },
    async (req) => {
      const user = requireUser(req);
      const dryRun = req.query.dryRun === 'true';
      const table = parseCsv(await readCsvUpload(req, app.config.uploadMaxMb));
      const canCreate = createAccess === 'public' || createAccess === 'signedIn' || grants(createAccess, user.permissions);
      const counts = await importResource({ db: app.db, req, user, decl, schema, behaviour, canCreate, dryRun, engine: app.dbEngine }, table);
      // A bulk change leaves dead row versions and stale statistics (the embedded database never autovacuums).
      if (!dryRun && counts.created + counts.updated >= BULK_ROWS) app.vacuumAfterBulk(`${decl.name} import`);
      return { success: true, dryRun, ...counts, message: fill(dryRun ? t.checked : t.imported, counts) };
    },
  );
};
