import type { Db } from '../db/connect';

/** What was sent; each has its own resend cooldown per account. */
export type SendKind = 'phone_code' | 'reset_email' | 'reset_sms' | 'verify_email';

/** The spec's resend cooldown (000 section 9), enforced here and not only in the browser. */
const RESEND_COOLDOWN_MS = 120_000;

/** Kinds that cost an SMS: besides each account's cooldown, capped per number and overall. */
const SMS_KINDS: readonly SendKind[] = ['phone_code', 'reset_sms'];
const HOUR_MS = 3600_000;

/** SMS caps per hour: per phone number (whatever the account), and for the whole server. */
export interface SmsCaps {
  perNumber: number;
  overall: number;
}
export const DEFAULT_SMS_CAPS: SmsCaps = { perNumber: 5, overall: 300 };

export type SendRefusal = 'cooldown' | 'numberCap' | 'overallCap';
export type SendClaim = { ok: true; id: number; sentAt: Date } | { ok: false; retryAfter: number; reason: SendRefusal };

/**
 * Claims the right to send now: one statement inserts the send row only if the account sent
 * nothing of this kind within the cooldown, so two concurrent requests cannot both pass.
 * Otherwise answers how many seconds remain.
 */
export const claimSend = async (
  db: Db,
  send: { userId: number; kind: SendKind; target: string },
  now = new Date(),
  caps: SmsCaps = DEFAULT_SMS_CAPS,
): Promise<SendClaim> => {
  const since = new Date(now.getTime() - RESEND_COOLDOWN_MS);
  const isSms = SMS_KINDS.includes(send.kind);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  // Texts sent within the hour: to this number (registrations choose any number), and overall.
  const smsInHour = (toNumber: boolean) => {
    let q = db.selectFrom('message_sends').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', 'in', SMS_KINDS).where('sent_at', '>', hourAgo);
    if (toNumber) q = q.where('target', '=', send.target);
    return q;
  };
  const recent = () =>
    db
      .selectFrom('message_sends')
      .select('sent_at')
      .where('kind', '=', send.kind)
      .where('user_id', '=', send.userId)
      .where('sent_at', '>', since);
  const inserted = await db
    .insertInto('message_sends')
    .columns(['user_id', 'kind', 'target', 'sent_at'])
    .expression(
      db
        // Parameters in a SELECT list have no type to infer from the target columns: cast them.
        .selectNoFrom((eb) => [
          eb.cast<number>(eb.val(send.userId), 'integer').as('user_id'),
          eb.cast<string>(eb.val(send.kind), 'text').as('kind'),
          eb.cast<string>(eb.val(send.target), 'text').as('target'),
          eb.cast<Date>(eb.val(now), 'timestamptz').as('sent_at'),
        ])
        .where(({ not, exists, and, eb }) =>
          and([
            not(exists(recent())),
            ...(isSms ? [eb(smsInHour(true), '<', caps.perNumber), eb(smsInHour(false), '<', caps.overall)] : []),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { ok: true, id: inserted.id, sentAt: now };
  const last = await recent().orderBy('sent_at', 'desc').limit(1).executeTakeFirst();
  if (last) {
    const waitMs = last.sent_at.getTime() + RESEND_COOLDOWN_MS - now.getTime();
    return { ok: false, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)), reason: 'cooldown' };
  }
  // Refused by a cap: the wait is until the oldest text of the hour leaves the window.
  const perNumber = Number((await smsInHour(true).executeTakeFirst())?.n ?? 0) >= caps.perNumber;
  const oldest = await db
    .selectFrom('message_sends')
    .select('sent_at')
    .where('kind', 'in', SMS_KINDS)
    .where('sent_at', '>', hourAgo)
    .$if(perNumber, (q) => q.where('target', '=', send.target))
    .orderBy('sent_at', 'asc')
    .limit(1)
    .executeTakeFirst();
  const waitMs = (oldest?.sent_at.getTime() ?? now.getTime()) + HOUR_MS - now.getTime();
  return { ok: false, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)), reason: perNumber ? 'numberCap' : 'overallCap' };
};

/** Gives the slot back when the message could not be sent, so the user may retry at once. */
export const releaseSend = async (db: Db, claimId: number): Promise<void> => {
  await db.deleteFrom('message_sends').where('id', '=', claimId).execute();
};
