import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

/** Bearer headers of a user signed in through the API (no cookie jar: the page's session stays its own). */
export const apiToken = async (request: APIRequestContext, email: string): Promise<{ authorization: string }> => {
  const res = await request.post('/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in of ${email} answered ${res.status()}: ${await res.text()}`);
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
};
