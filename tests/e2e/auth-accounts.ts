import type { APIRequestContext } from '@playwright/test';
import { expect, lastSmsCode, outbox } from './fixtures';

let serial = 0;

/** A fresh account's identity: unique e-mail and a Turkish mobile number (national and wire forms). */
export const newIdentity = (label: string) => {
  const stamp = `${String(Date.now()).slice(-6)}${String(serial++).padStart(3, '0')}`;
  const national = `5${stamp}`;
  return { email: `e2e.${label}.${stamp}@example.com`, national, phone: `90${national}`, password: 'Yeni$ifre9' };
};
export type Identity = ReturnType<typeof newIdentity>;

/** Waits for the SMS code the server wrote to the outbox for a number. */
export const smsCodeFor = async (phone: string): Promise<string> => {
  await expect.poll(() => lastSmsCode(phone), { message: `an SMS code for ${phone}` }).toMatch(/^\d{6}$/);
  return lastSmsCode(phone)!;
};

/** Waits for the last e-mail to an address and returns the link path in it matching `pattern`. */
export const linkFromMail = async (to: string, pattern: RegExp): Promise<string> => {
  const find = () => outbox().filter((m) => m.kind === 'email' && m.to === to).map((m) => m.text.match(pattern)?.[0]).filter(Boolean).pop();
  await expect.poll(find, { message: `a mail to ${to} with ${pattern}` }).toBeTruthy();
  return find()!;
};

/** A customer registered and phone-verified through the API, so a test can start from sign-in. */
export const registerVerifiedCustomer = async (request: APIRequestContext, who: Identity) => {
  const res = await request.post('/v1/auth/register', {
    data: { name: 'Deniz', surname: 'Deneme', email: who.email, password: who.password, role: 0, phoneNumber: who.phone },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { accessToken } = (await res.json()) as { accessToken: string };
  const verified = await request.post('/v1/auth/verify-sms-code', {
    data: { phoneNumber: who.phone, code: await smsCodeFor(who.phone) },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(verified.status(), await verified.text()).toBe(200);
};
