import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
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
  uploadMaxMb: number;
  /** Serve the built front from dist/ (off in API tests). */
  serveFront: boolean;
  /** Seed the demo accounts on an empty database (never in production). */
  seedDemo: boolean;
  logLevel: string;
}

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
  mkdirSync(dataDir, { recursive: true });
  return {
    port: Number(env.PORT ?? 3000),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    development: !production,
    jwtSecret: jwtSecretFor(dataDir, production, env.JWT_SECRET),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${Number(env.PORT ?? 3000)}`).replace(/\/+$/, ''),
    sms: { url: env.SMS_URL, user: env.SMS_USER, password: env.SMS_PASSWORD, sender: env.SMS_SENDER },
    ratesUrl: env.RATES_URL || DEFAULT_RATES_URL,
    uploadMaxMb: Number(env.UPLOAD_MAX_MB ?? 10),
    serveFront: true,
    seedDemo: !production,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    ...overrides,
  };
};
