import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { HistoryEntry } from '../domain/history';
import { resourceByName } from '../domain/resources';
import { toWire, type ResourceDeclaration } from '../domain/resources/declaration';
import { ID_LIST_MAX } from '../domain/resources/idList';
import { ATTEMPT_KEY_HEADER } from './attemptKey';
import { api } from './httpClient';
import { adminMethods, type AdminMethods } from './adminMethods';
import { priceMethods, type PriceMethods } from './priceMethods';
import { settingsMethods, type SettingsMethods } from './settingsMethods';
import { shopMethods, type ShopMethods } from './shopMethods';
import { viewMethods, type ViewMethods } from './viewMethods';

const declarationOf = (resource: string): ResourceDeclaration => {
  const decl = resourceByName(resource);
  if (!decl) throw new Error(`Tanımsız kaynak: ${resource}`);
  return decl;
};

/** Records carry `id` on the screen whatever the wire calls it (_id for operations). */
/** The key of one record in single answers ({project}), or the list's when the spec names none. */
const single = (decl: ResourceDeclaration): string => decl.recordEnvelope ?? decl.envelope;

const toRecord = (decl: ResourceDeclaration, raw: Record<string, unknown>): RaRecord => ({ ...raw, id: raw[decl.idField] as RaRecord['id'] });

const toBody = (decl: ResourceDeclaration, data: Record<string, unknown>): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const f of decl.fields) {
    if (f.readOnly || !(f.source in data)) continue;
    body[f.source] = toWire(f, data[f.source]);
  }
  return body;
};

/** The list's query string: paging, sort and filters, as every list, export included, sends them. */
export const listParams = (params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: Record<string, unknown> }) => {
  const search = new URLSearchParams();
  if (params.pagination) {
    search.set('page', String(params.pagination.page));
    search.set('limit', String(params.pagination.perPage));
  }
  if (params.sort?.field) {
    search.set('sort', params.sort.field);
    search.set('order', params.sort.order);
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  return search.toString();
};

/** What a bulk request names: every record matching meta.filter, else the ids given. */
const bulkTarget = (params: { ids: readonly unknown[]; meta?: { filter?: Record<string, unknown> } }) =>
  params.meta?.filter ? { filter: params.meta.filter } : { ids: params.ids };

/** Record history (issue 25), beside react-admin's methods: useDataProvider<HistoryMethods>(). */
export interface HistoryMethods {
  /** A page of a record's changes, newest first, and whether another page follows. */
  getHistory: (resource: string, params: { id: Identifier; page: number; perPage: number }) => Promise<{ data: HistoryEntry[]; more: boolean }>;
  /** An admin puts a field back to its value before an entry's change; answers the record and the server's message. */
  restoreHistory: (resource: string, params: { id: Identifier; entryId: number; field: string }) => Promise<{ data: RaRecord; message: string }>;
}

const recordPath = (decl: ResourceDeclaration, id: Identifier) => `${decl.path}/${encodeURIComponent(String(id))}`;

const historyMethods: HistoryMethods = {
  getHistory: async (resource, params) => {
    const decl = declarationOf(resource);
    const body = await api<{ history: HistoryEntry[]; more: boolean }>(`${recordPath(decl, params.id)}/history?page=${params.page}&limit=${params.perPage}`);
    return { data: body.history, more: body.more };
  },
  restoreHistory: async (resource, params) => {
    const decl = declarationOf(resource);
    const body = await api<Record<string, unknown>>(`${recordPath(decl, params.id)}/history/${params.entryId}/restore`, { method: 'POST', body: { field: params.field } });
    return { data: toRecord(decl, body[single(decl)] as Record<string, unknown>), message: String(body.message ?? '') };
  },
};

/** react-admin's methods and our own beside them (screens reach those through useMethodQuery.ts). */
export type AppDataProvider = DataProvider & HistoryMethods & ShopMethods & AdminMethods & PriceMethods & ViewMethods & SettingsMethods;

/** The generic data provider: every declared resource, paged, sorted and filtered on the server. */
export const dataProvider: AppDataProvider = {
  ...historyMethods,
  // The admin pages' calls to undeclared routes (logs, health, quick stats).
  ...adminMethods,
  // The shop floor's calls (issue 26).
  ...shopMethods,
  // The payment lists, figures and months of /prices.
  ...priceMethods,
  // A list's saved views.
  ...viewMethods,
  // The company's contact details.
  ...settingsMethods,
  getList: async (resource, params) => {
    const decl = declarationOf(resource);
    const body = await api<Record<string, unknown>>(`${decl.path}?${listParams(params)}`, { signal: params.signal });
    const rows = (body[decl.envelope] as Record<string, unknown>[]) ?? [];
    // meta: the answer itself, for what a list carries beside its page (the projects' summary counts).
    return { data: rows.map((r) => toRecord(decl, r)) as never[], total: Number(body.total ?? rows.length), meta: body };
  },
  getOne: async (resource, params) => {
    const decl = declarationOf(resource);
    const body = await api<Record<string, unknown>>(`${decl.path}/${encodeURIComponent(String(params.id))}`, { signal: params.signal });
    return { data: toRecord(decl, body[single(decl)] as Record<string, unknown>) as never };
  },
  // One list request for the ids (a reference column's names), split only past ID_LIST_MAX.
  getMany: async (resource, params) => {
    const decl = declarationOf(resource);
    const ids = [...new Set(params.ids.map(String))];
    const chunks = Array.from({ length: Math.ceil(ids.length / ID_LIST_MAX) }, (_, i) => ids.slice(i * ID_LIST_MAX, (i + 1) * ID_LIST_MAX));
    const pages = await Promise.all(
      chunks.map((chunk) => api<Record<string, unknown>>(`${decl.path}?id=${chunk.map(encodeURIComponent).join(',')}&limit=${chunk.length}`, { signal: params.signal })),
    );
    const rows = pages.flatMap((body) => (body[decl.envelope] as Record<string, unknown>[]) ?? []);
    return { data: rows.map((r) => toRecord(decl, r)) as never[] };
  },
  getManyReference: async (resource, params) => {
    const decl = declarationOf(resource);
    const body = await api<Record<string, unknown>>(`${decl.path}?${listParams({ ...params, filter: { ...params.filter, [params.target]: params.id } })}`);
    const rows = (body[decl.envelope] as Record<string, unknown>[]) ?? [];
    return { data: rows.map((r) => toRecord(decl, r)) as never[], total: Number(body.total ?? rows.length) };
  },
  // meta.attempt: the form's key for the record it makes (useSaveOutcome), the same when it is sent again.
  create: async (resource, params) => {
    const decl = declarationOf(resource);
    const attempt: unknown = params.meta?.attempt;
    const headers = typeof attempt === 'string' ? { [ATTEMPT_KEY_HEADER]: attempt } : undefined;
    const body = await api<Record<string, unknown>>(decl.path, { method: 'POST', body: toBody(decl, params.data), headers });
    return { data: toRecord(decl, body[single(decl)] as Record<string, unknown>) as never };
  },
  update: async (resource, params) => {
    const decl = declarationOf(resource);
    const body = await api<Record<string, unknown>>(`${decl.path}/${encodeURIComponent(String(params.id))}`, { method: 'PUT', body: toBody(decl, params.data) });
    return { data: toRecord(decl, body[single(decl)] as Record<string, unknown>) as never };
  },
  // One bulk request (PATCH on the resource's path) for all the records: by ids, or by the list's
  // filter when meta.filter says "all matching"; the server writes all of them or none.
  updateMany: async (resource, params) => {
    const decl = declarationOf(resource);
    await api(decl.path, { method: 'PATCH', body: { ...bulkTarget(params), values: toBody(decl, params.data) } });
    return { data: params.ids };
  },
  delete: async (resource, params) => {
    const decl = declarationOf(resource);
    await api(`${decl.path}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
    return { data: params.previousData as never };
  },
  deleteMany: async (resource, params) => {
    const decl = declarationOf(resource);
    await api(decl.path, { method: 'DELETE', body: bulkTarget(params) });
    return { data: params.ids };
  },
};
