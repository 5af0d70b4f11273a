import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UserFlag, fullNameOf, hasFlag } from '../../src/domain/user';
import { profileUpdateBody } from '../../src/domain/validation/auth';
import { api } from '../../src/i18n/tr/api';
import { badRequest } from '../errors';
import { sendVerificationEmail } from '../services/accountMessages';
import { toApiUser } from '../services/accounts';
import { writeActivity } from '../services/activityLog';
import { checkCurrentPassword } from '../services/currentPassword';
import { hashPassword } from '../services/passwords';
import { revokeAllForUser } from '../services/tokens';
import { z } from 'zod';
import { perIp } from './auth/rateLimits';
import { apiUser, messageReply, replies, reply } from './replies';
import { startSession } from './auth/sessionCookie';
import { signedInRow } from './signedInUser';

/** data and updatedAt are null until a value was ever read; fresh tells a value read within the cache time. */
const ratesReply = reply({ data: z.record(z.string(), z.number()).nullable(), message: z.string(), updatedAt: z.string().nullable(), fresh: z.boolean() });

/** The signed-in user's own account, and the exchange rates of the top bar. */
export const userRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/users/@me', { config: { access: 'signedIn' }, schema: { tags: ['users'], response: replies({ 200: reply({ user: apiUser }) }) } }, async (req) => ({
    success: true,
    user: toApiUser(await signedInRow(app, req)),
  }));

  // A password change signs the account out everywhere, then back in on this browser only.
  r.put('/users/@me', { config: { access: 'signedIn', rateLimit: perIp(app, 20) }, schema: { tags: ['users'], body: profileUpdateBody, response: replies({ 200: reply({ message: z.string(), user: apiUser, accessToken: z.string().optional() }) }) } }, async (req, reply) => {
    const user = await signedInRow(app, req);
    const { firstName, lastName, currentPassword, newPassword } = req.body;
    if (newPassword) await checkCurrentPassword(app.db, user, currentPassword ?? '', req.ip);
    const passwordHash = newPassword ? await hashPassword(newPassword) : undefined;
    const updated = await app.db
      .updateTable('users')
      .set({ name: firstName, surname: lastName, ...(passwordHash && { password_hash: passwordHash }), updated_at: new Date() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    let accessToken: string | undefined;
    if (passwordHash) {
      await revokeAllForUser(app.db, user.id);
      accessToken = await startSession(app, reply, updated);
    }
    const description = passwordHash ? api.log.passwordChanged : api.log.profileUpdated;
    await writeActivity(app.db, req, { action: 'profile_update', resource: 'user', resourceId: user.id, description, actor: { id: user.id, name: fullNameOf(updated) } });
    return { success: true, message: api.profileUpdated, user: toApiUser(updated), accessToken };
  });

  r.get('/users/send-verification-email', { config: { access: 'signedIn', rateLimit: perIp(app, 10) }, schema: { tags: ['users'], response: replies({ 200: messageReply }) } }, async (req) => {
    const user = await signedInRow(app, req);
    if (hasFlag(user.flags, UserFlag.emailVerified)) throw badRequest(api.emailAlreadyVerified);
    await sendVerificationEmail(app, user);
    await writeActivity(app.db, req, { action: 'email_verification_sent', resource: 'user', resourceId: user.id, description: api.log.emailVerificationSent });
    return { success: true, message: api.verificationMailSent };
  });

  r.get('/users/exchange-rates', { config: { access: 'signedIn' }, schema: { tags: ['users'], response: replies({ 200: ratesReply }) } }, async () => {
    // The source being down is no error of the caller's (issue 22: offline, every page logged a
    // 503): the last known rates with their date, or none yet, with a Turkish note.
    const answer = await app.rates.current();
    if (!answer) return { success: true, data: null, message: api.ratesNone, updatedAt: null, fresh: false };
    return {
      success: true,
      data: answer.snapshot.rates,
      message: answer.fresh ? api.ratesCurrent : api.ratesFromCache,
      updatedAt: answer.snapshot.updatedAt,
      fresh: answer.fresh,
    };
  });
};
