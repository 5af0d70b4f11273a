import { fireLogout, tokenStore } from './tokenStore';
import { TIMEOUT } from './timeouts';

export const API_BASE = '/v1';

/** An answer that was not ok, carrying the server's Turkish message and code. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { message?: string; code?: string; errors?: Record<string, string>; [k: string]: unknown } = {},
  ) {
    super(message);
  }
}

export class TimeoutError extends Error {
  constructor() {
    super('Request timeout');
  }
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** Milliseconds before the call gives up with 'Request timeout'. */
  timeout?: number;
  /** Calls that must not refresh or fire logout on 401 (login, refresh itself). */
  anonymous?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const NO_CACHE = { 'Cache-Control': 'no-cache, no-store, must-revalidate', Pragma: 'no-cache', Expires: '0' };

const withTimeout = async (url: string, init: RequestInit, timeout: number, outer?: AbortSignal): Promise<Response> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError()), timeout);
  const onOuterAbort = () => controller.abort(outer?.reason);
  // An already aborted signal fires no 'abort' event: the request must not go out at all.
  if (outer?.aborted) onOuterAbort();
  outer?.addEventListener('abort', onOuterAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (err) {
    if (controller.signal.reason instanceof TimeoutError) throw controller.signal.reason;
    throw err;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
};

let refreshing: Promise<boolean> | null = null;

/**
 * POST /auth/refresh with the cookie. Only one runs at a time: every caller meeting an expired
 * token waits for the same one. It answers true with a new token, false when the server refused
 * the session (the stored token is removed: the session is over). When no answer came (the
 * network, a timeout, a server restarting) it rejects with that error and keeps the token: the
 * session may well be alive, and a flaky connection must not sign the user out of a half-typed form.
 */
export const refreshAccessToken = (): Promise<boolean> => {
  refreshing ??= (async () => {
    try {
      const res = await withTimeout(`${API_BASE}/auth/refresh`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } }, TIMEOUT.default);
      const body = (await readBody(res)) as { accessToken?: unknown; message?: string };
      if (res.status >= 500) throw new HttpError(body.message ?? `HTTP ${res.status}`, res.status, body);
      if (!res.ok || typeof body.accessToken !== 'string') {
        tokenStore.clear();
        return false;
      }
      tokenStore.set(body.accessToken);
      return true;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
};

const isExpiry = (body: { code?: string; message?: string }) => body.code === 'TOKEN_EXPIRED' || (body.message ?? '').includes('Token expired');

const send = (path: string, opts: RequestOptions): Promise<Response> => {
  const token = tokenStore.get();
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const headers: Record<string, string> = { ...NO_CACHE, ...(opts.headers ?? {}) };
  if (!isForm && opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return withTimeout(
    `${API_BASE}${path}`,
    {
      method: opts.method ?? 'GET',
      credentials: 'include',
      headers,
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    },
    opts.timeout ?? TIMEOUT.default,
    opts.signal,
  );
};

const readBody = async (res: Response): Promise<Record<string, unknown>> => {
  if (res.status === 204 || res.status === 304) return {};
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return {};
  return ((await res.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
};

/**
 * The authenticated helper: bearer token, cookies, no-cache headers, timeouts, and on an
 * expired token one shared refresh then a retry. A 304 comes back as it is.
 */
export const request = async (path: string, opts: RequestOptions = {}): Promise<{ status: number; body: Record<string, unknown>; response: Response }> => {
  const sentToken = tokenStore.get();
  let res = await send(path, opts);
  if (res.status === 401 && !opts.anonymous) {
    const body = await readBody(res.clone());
    // A refresh that ended while this request was under way already left a new token: retry
    // with it rather than refreshing again (a second rotation could be taken for token theft).
    const renewed = tokenStore.get() !== null && tokenStore.get() !== sentToken;
    if (isExpiry(body) && (renewed || (await refreshAccessToken()))) {
      res = await send(path, opts);
    }
    if (res.status === 401) {
      tokenStore.clear();
      fireLogout();
    }
  }
  const body = await readBody(res);
  if (res.status === 304 || res.ok) return { status: res.status, body, response: res };
  throw new HttpError(typeof body.message === 'string' ? body.message : `HTTP ${res.status}`, res.status, body as HttpError['body']);
};

/** Shorthand returning the JSON answer. */
export const api = async <T = Record<string, unknown>>(path: string, opts: RequestOptions = {}): Promise<T> => (await request(path, opts)).body as T;

/** A raw authenticated fetch for blobs (photos, files, logo). */
export const fetchBlob = async (path: string, opts: RequestOptions = {}): Promise<Blob> => {
  const { response } = await request(path, opts);
  return response.blob();
};
