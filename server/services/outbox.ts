import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** One message as the outbox keeps it; tests and people read `kind`, `to` and `text`. */
interface OutboxMessage {
  kind: 'sms' | 'email';
  to: string;
  subject?: string;
  text: string;
  html?: string;
}

export type Outbox = (message: OutboxMessage) => Promise<void>;

let seq = 0;

/**
 * The development transport: every message becomes a JSON file in DATA_DIR/outbox, named so
 * that a plain sort is the sending order. The log line names the file, never the content.
 */
export const createOutbox = (dataDir: string, log: FastifyBaseLogger): Outbox => {
  const dir = path.join(dataDir, 'outbox');
  return async (message) => {
    await mkdir(dir, { recursive: true });
    const file = `${Date.now()}-${String(++seq).padStart(6, '0')}-${message.kind}.json`;
    const { kind, to, subject, text, html } = message;
    const content = { kind, to, subject, text, html, createdAt: new Date().toISOString() };
    // Written aside then renamed: a reader never sees half a message.
    const target = path.join(dir, file);
    await writeFile(`${target}.tmp`, JSON.stringify(content, null, 2), { mode: 0o600 });
    await rename(`${target}.tmp`, target);
    log.info({ kind, file }, 'message written to the outbox');
  };
};
