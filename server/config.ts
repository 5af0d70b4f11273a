import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SMS_CAPS, type SmsCaps } from './services/cooldowns';

/** Fastify's trustProxy: off, a hop count, or the proxies' addresses / CIDR ranges. */
export type TrustProxy = false | number | string[];

/** Who may open the OpenAPI document at /v1/docs. */
export type DocsAccess = 'public' | 'admin' | 'off';

export interface Config {
  port: number;
  /** Interface to listen on (HOST); every interface by default. */
  host: string;
  /**
   * Whose X-Forwarded-For to believe (TRUST_PROXY). Off by default: the client's address is the
   * socket's, so a made-up header cannot dodge the per-IP limits or forge the logged IP.
   */
  trustProxy: TrustProxy;
  docs: DocsAccess;
  dataDir: string;
  /** Uploads (FILES_DIR, default DATA_DIR/files): one directory every process of the app shares. */
  filesDir: string;
  databaseUrl?: string;
  /** App processes on the one port (WORKERS, default 1); more than one needs PostgreSQL. */
  workers: number;
  production: boolean;
  /** true outside production: cookies without Secure over plain http on localhost. */
  development: boolean;
  jwtSecret: string;
  smtpUrl?: string;
  /** Sender address of e-mails; defaults to the SMTP user or no-reply@host. */
  mailFrom?: string;
  /** The front's public origin, for links in messages (never taken from request headers). */
  publicUrl: string;
  sms: { url?: string; user?: string; password?: string; sender?: string };
  ratesUrl: string;
  /** SMS texts per hour: per phone number (SMS_PER_NUMBER_HOURLY) and overall (SMS_HOURLY_MAX). */
  smsCaps: SmsCaps;
  uploadMaxMb: number;
  /** Largest project file or activity file (FILE_MAX_MB). */
  fileMaxMb: number;
  /** Largest 3D model (MODEL_MAX_MB). */
  modelMaxMb: number;
  /** Uploads received at once by one process (UPLOADS_IN_FLIGHT); past it a 503 asks to try again. */
  uploadsInFlight: number;
  /** Timers that sweep stale uploads and vacuum the embedded database (off in API tests). */
  housekeeping: boolean;
  /** Uploads never attached, and half-written files, older than this many hours are removed (UPLOAD_ORPHAN_HOURS). */
  orphanHours: number;
  /** Serve the built front (SERVE_FRONT=0 and API tests: the API alone). */
  serveFront: boolean;
  /** Where the built front is: dist/ (the bench serves a build of its own). */
  frontDir: string;
  /** Seed the demo accounts on an empty database (never in production). */
  seedDemo: boolean;
  /** Parse every reply by its zod schema before sending it, failing the request on a mismatch (the API tests turn it on). */
  checkReplies: boolean;
  logLevel: string;
}

/**
 * TRUST_PROXY: unset, '', 'false' or '0' → off; a whole number → that many proxy hops in front
 * of the app; otherwise a comma-separated list of the proxies' addresses or CIDR ranges.
 * 'true' (believe any header) is refused: it is the hole this setting closes.
 */
export const parseTrustProxy = (value: string | undefined): TrustProxy => {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true') throw new Error('TRUST_PROXY=true would believe any X-Forwarded-For: give the hop count or the proxy addresses');
  return v.split(',').map((a) => a.trim()).filter(Boolean);
};

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A hop count believes the last N X-Forwarded-For entries of whoever connects: right when only
 * the proxy can reach the port, a self-chosen address for a client that connects directly
 * otherwise (per-address limits dodged, a forged address in the log). A list of the proxies'
 * addresses is safe on any HOST: the header is read only from those. PROXY_ONLY_NETWORK=1 is the
 * operator's word that the network lets nothing but the proxy reach the port.
 */
export const checkProxyReach = (trustProxy: TrustProxy, host: string, proxyOnlyNetwork: string | undefined): void => {
  if (typeof trustProxy !== 'number' || LOOPBACK_HOST.test(host.trim()) || proxyOnlyNetwork === '1') return;
  throw new Error(
    `TRUST_PROXY=${trustProxy} with HOST=${host}: a client that connects directly could choose its own address. ` +
      'Listen on 127.0.0.1 behind a proxy on the same machine, give the proxy addresses (TRUST_PROXY=10.0.0.5), ' +
      'or set PROXY_ONLY_NETWORK=1 if nothing but the proxy can reach this port.',
  );
};

const parseDocs = (value: string | undefined, production: boolean): DocsAccess => {
  if (value === 'public' || value === 'admin' || value === 'off') return value;
  if (value) throw new Error(`DOCS must be public, admin or off, not ${JSON.stringify(value)}`);
  return production ? 'admin' : 'public';
};

const positiveInt = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return n;
};

const DEFAULT_RATES_URL = 'https://www.tcmb.gov.tr/kurlar/today.xml';

/** JWT_SECRET from the environment, or one generated once and kept in DATA_DIR (not in production). */
const jwtSecretFor = (dataDir: string, production: boolean, fromEnv?: string): string => {
  if (fromEnv) return fromEnv;
  if (production) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const host = env.HOST || '0.0.0.0';
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  checkProxyReach(trustProxy, host, env.PROXY_ONLY_NETWORK);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: Number(env.PORT ?? 3000),
    host,
    trustProxy,
    docs: parseDocs(env.DOCS, production),
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    databaseUrl: env.DATABASE_URL || undefined,
    workers: positiveInt(env.WORKERS, 1, 'WORKERS'),
    production,
    development: !production,
    jwtSecret: jwtSecretFor(dataDir, production, env.JWT_SECRET),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${Number(env.PORT ?? 3000)}`).replace(/\/+$/, ''),
    sms: { url: env.SMS_URL, user: env.SMS_USER, password: env.SMS_PASSWORD, sender: env.SMS_SENDER },
    ratesUrl: env.RATES_URL || DEFAULT_RATES_URL,
    smsCaps: {
      perNumber: positiveInt(env.SMS_PER_NUMBER_HOURLY, DEFAULT_SMS_CAPS.perNumber, 'SMS_PER_NUMBER_HOURLY'),
      overall: positiveInt(env.SMS_HOURLY_MAX, DEFAULT_SMS_CAPS.overall, 'SMS_HOURLY_MAX'),
    },
    uploadMaxMb: Number(env.UPLOAD_MAX_MB ?? 10),
    fileMaxMb: positiveInt(env.FILE_MAX_MB, 25, 'FILE_MAX_MB'),
    modelMaxMb: positiveInt(env.MODEL_MAX_MB, 200, 'MODEL_MAX_MB'),
    uploadsInFlight: positiveInt(env.UPLOADS_IN_FLIGHT, 16, 'UPLOADS_IN_FLIGHT'),
    housekeeping: env.NODE_ENV !== 'test',
    orphanHours: positiveInt(env.UPLOAD_ORPHAN_HOURS, 24, 'UPLOAD_ORPHAN_HOURS'),
    serveFront: env.SERVE_FRONT !== '0',
    frontDir: path.resolve(import.meta.dirname, '../dist'),
    seedDemo: !production,
    checkReplies: false,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    ...overrides,
  };
};
