import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';

export interface OutboxEntry {
  kind: 'sms' | 'email';
  to: string;
  subject?: string;
  text: string;
  html?: string;
  createdAt: string;
}

/** Every message the app wrote to DATA_DIR/outbox, oldest first. */
export const readOutbox = (dataDir: string): OutboxEntry[] => {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxEntry);
};

/** The newest 6-digit code sent by SMS to a number. */
export const lastSmsCode = (dataDir: string, phone: string): string | undefined =>
  readOutbox(dataDir).filter((m) => m.kind === 'sms' && m.to === phone).pop()?.text.match(/\b(\d{6})\b/)?.[1];

/** The token of the newest link to `route` (e.g. '/auth/reset-password/') sent to an address. */
export const lastLinkToken = (dataDir: string, to: string, route: string): string | undefined => {
  const text = readOutbox(dataDir).filter((m) => m.to === to && m.text.includes(route)).pop()?.text ?? '';
  return text.slice(text.lastIndexOf(route) + route.length).match(/^[\w-]+/)?.[0];
};

/** The refresh cookie a response set, if any. */
export const refreshCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'refresh_token');
