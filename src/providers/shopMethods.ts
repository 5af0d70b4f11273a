import type { BoardColumn, ShopBench, ShopJob, TapAction } from '../domain/shop';
import { api } from './httpClient';

export type { BoardColumn, BoardJob, ShopBench, ShopJob, ShopOperation } from '../domain/shop';

export interface BenchQueue {
  bench: ShopBench;
  queue: ShopJob[];
}

export interface ShopOperator {
  _id: number;
  name: string;
}

export type OperationAction = TapAction;

/** What a tap sends: finish carries the counts, a master's start past the sequence carries a reason. */
export type OperationTapBody = Record<string, never> | { override: true; reason: string } | { goodQuantity: number; scrapQuantity: number };

/** The shop floor's calls, beside react-admin's methods: useDataProvider<ShopMethods>(). */
export interface ShopMethods {
  getBenchQueue: (benchId: number | string) => Promise<BenchQueue>;
  /** One job with its bench (null when none is set): the traveller's data. */
  getShopJob: (jobId: number | string) => Promise<{ job: ShopJob; bench: ShopBench | null }>;
  tapOperation: (params: { jobId: number; operationId: number; action: OperationAction; body?: OperationTapBody }) => Promise<ShopJob>;
  getShopOperators: () => Promise<ShopOperator[]>;
  /** Signs the tablet in as another operator: the answer of POST /auth/login. */
  switchOperator: (params: { userId: number; pin: string }) => Promise<{ accessToken: string; user?: unknown }>;
  setOwnPin: (params: { pin: string; currentPassword: string }) => Promise<{ message?: string }>;
  /** Every active bench with the first `shown` jobs of its queue. */
  getBenchBoard: (shown: number) => Promise<BoardColumn[]>;
  /** Puts those jobs on that bench in that order; answers the board as it now stands, read as far as `shown`. */
  setBenchQueue: (params: { benchId: number; jobIds: number[]; shown: number }) => Promise<BoardColumn[]>;
  /** Sets a bench's working hours a day; answers the board as it now stands, read as far as `shown`. */
  setBenchDayHours: (params: { benchId: number; dayHours: number; shown: number }) => Promise<BoardColumn[]>;
}

const id = (value: number | string) => encodeURIComponent(String(value));

export const shopMethods: ShopMethods = {
  getBenchQueue: (benchId) => api<BenchQueue>(`/shop/benches/${id(benchId)}`),
  getShopJob: (jobId) => api<{ job: ShopJob; bench: ShopBench | null }>(`/shop/jobs/${id(jobId)}`),
  tapOperation: async ({ jobId, operationId, action, body }) =>
    (await api<{ job: ShopJob }>(`/shop/jobs/${id(jobId)}/operations/${id(operationId)}/${action}`, { method: 'POST', body: body ?? {} })).job,
  getShopOperators: async () => (await api<{ operators: ShopOperator[] }>('/shop/operators')).operators,
  switchOperator: (params) => api('/shop/operator', { method: 'POST', body: params, anonymous: true }),
  setOwnPin: (params) => api('/users/me/pin', { method: 'PUT', body: params }),
  getBenchBoard: async (shown) => (await api<{ benches: BoardColumn[] }>(`/shop/board?shown=${shown}`)).benches,
  setBenchQueue: async ({ benchId, jobIds, shown }) => (await api<{ benches: BoardColumn[] }>(`/shop/benches/${id(benchId)}/queue?shown=${shown}`, { method: 'PUT', body: { jobIds } })).benches,
  setBenchDayHours: async ({ benchId, dayHours, shown }) =>
    (await api<{ benches: BoardColumn[] }>(`/shop/benches/${id(benchId)}/day-hours?shown=${shown}`, { method: 'PUT', body: { dayHours } })).benches,
};
