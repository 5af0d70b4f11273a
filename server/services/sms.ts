import type { Outbox } from './outbox';

/** Sends one SMS to a number written 90 + 10 digits; a failure rejects with SmsError. */
export interface SmsSender {
  send: (to: string, text: string) => Promise<void>;
}

export class SmsError extends Error {
  constructor(
    /** The provider's reply code, or 'http' / 'network' when no reply code came back. */
    readonly providerCode: string,
    message: string,
  ) {
    super(message);
  }
}

export interface NetgsmOptions {
  url: string;
  user: string;
  password: string;
  /** The approved sender name (msgheader). */
  sender: string;
  timeoutMs?: number;
}

/** The provider's refusal codes, for the operator's log (never shown to users). */
const REFUSALS: Record<string, string> = {
  '20': 'message text problem or too long',
  '30': 'invalid credentials, no API access, or a caller IP not allowed',
  '40': 'sender name (msgheader) not defined for the account',
  '50': 'IYS-controlled sending not allowed for the account',
  '51': 'no IYS brand registered for the account',
  '70': 'invalid or missing parameters',
  '80': 'sending limit exceeded',
  '85': 'too many messages to the same number within a minute',
  '100': 'provider system error',
  '101': 'provider system error',
};

export type NetgsmReply = { ok: true; jobId: string } | { ok: false; code: string; reason: string };

/**
 * Reads a reply of the Netgsm-style HTTP API: "00 <job id>" is accepted ("01" and "02" too:
 * the provider corrected a date field and still sent); a bare code is a refusal.
 */
export const parseNetgsmReply = (body: string): NetgsmReply => {
  const [code = '', jobId = ''] = body.trim().split(/\s+/);
  if (/^0[0-2]$/.test(code) && jobId) return { ok: true, jobId };
  if (REFUSALS[code]) return { ok: false, code, reason: REFUSALS[code] };
  return { ok: false, code: 'unknown', reason: `unexpected reply: ${body.trim().slice(0, 80)}` };
};

/**
 * The HTTP adapter: one form-encoded POST per message (credentials in the body, not in a URL
 * that proxies log). `fetchFn` is injectable for tests.
 */
export const createNetgsmSender = (opts: NetgsmOptions, fetchFn: typeof fetch = fetch): SmsSender => ({
  send: async (to, text) => {
    const form = new URLSearchParams({
      usercode: opts.user,
      password: opts.password,
      gsmno: to,
      message: text,
      msgheader: opts.sender,
      dil: 'TR',
    });
    let res: Response;
    try {
      res = await fetchFn(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: form.toString(),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new SmsError('network', `SMS provider unreachable: ${(err as Error).name}`);
    }
    const body = await res.text().catch(() => '');
    if (!res.ok) throw new SmsError('http', `SMS provider answered HTTP ${res.status}`);
    const reply = parseNetgsmReply(body);
    if (!reply.ok) throw new SmsError(reply.code, `SMS refused (${reply.code}): ${reply.reason}`);
  },
});

/** Development delivery: the SMS lands in DATA_DIR/outbox with its text (the code included). */
export const createOutboxSmsSender = (outbox: Outbox): SmsSender => ({
  send: (to, text) => outbox({ kind: 'sms', to, text }),
});
