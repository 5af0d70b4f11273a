import { test as base, expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DEMO_PASSWORD = 'Demo123!';

export const DEMO = {
  0: 'musteri@example.com',
  1: 'tedarikci@example.com',
  2: 'calisan@example.com',
  3: 'admin@example.com',
  4: 'usta@example.com',
} as const;

export type DemoRole = keyof typeof DEMO;

/** Signs in through the real login screen and waits for the landing redirect. */
export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
};

/** The messages the server wrote to DATA_DIR/outbox (SMS codes, e-mail links), newest last. */
export const outbox = (): { kind: string; to: string; subject?: string; text: string; createdAt: string }[] => {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
};

/** The last 6-digit code sent by SMS to a number (90 + 10 digits). */
export const lastSmsCode = (phone: string): string | undefined => {
  const sms = outbox().filter((m) => m.kind === 'sms' && m.to === phone).pop();
  return sms?.text.match(/\b(\d{6})\b/)?.[1];
};

export const test = base;
export { expect };
