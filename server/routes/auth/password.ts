import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fullNameOf } from '../../../src/domain/user';
import { forgotPasswordBody, forgotPasswordSmsBody, resetPasswordBody } from '../../../src/domain/validation/auth';
import { api } from '../../../src/i18n/tr/api';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { sendResetLink } from '../../services/accountMessages';
import { findUserByEmail, findUserByPhone, setPasswordHash } from '../../services/accounts';
import { writeActivity } from '../../services/activityLog';
import { clearLoginFailures } from '../../services/loginThrottle';
import { closeSecrets, consumeLinkToken, isLinkTokenLive } from '../../services/oneTimeSecrets';
import { hashPassword } from '../../services/passwords';
import { fill } from '../../../src/i18n/fill';
import { revokeAllForUser } from '../../services/tokens';
import { messageReply, replies } from '../replies';
import { perIp } from './rateLimits';
import { TOKEN_ROUTE_LOG_LEVEL, tokenParam } from './tokenParam';

/**
 * Password reset by e-mail or SMS link. The spec's screen shows distinct 404 texts for an
 * unknown e-mail and phone, so these calls tell whether one is registered, and no more; the
 * per-IP limit keeps that from being asked quickly, the per-account cooldown (120 s per
 * method) keeps an account's inbox from being flooded.
 */
export const passwordRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public', rateLimit: perIp(app, 5) } as const;

  const sendReset = async (req: FastifyRequest, user: UserRow, method: 'email' | 'sms') => {
    await sendResetLink(app, user, method);
    const actor = { id: user.id, name: fullNameOf(user) };
    await writeActivity(app.db, req, { action: 'password_reset_request', resource: 'auth', resourceId: user.id, description: fill(api.log.resetRequested, { method: api.log.resetMethods[method] }), actor });
  };

  r.post('/auth/forgot-password', { config, schema: { tags: ['auth'], body: forgotPasswordBody, response: replies({ 200: messageReply }) } }, async (req) => {
    const user = await findUserByEmail(app.db, req.body.email);
    if (!user) throw notFound(api.emailNotRegistered);
    await sendReset(req, user, 'email');
    return { success: true, message: api.resetEmailSent };
  });

  r.post('/auth/forgot-password-sms', { config, schema: { tags: ['auth'], body: forgotPasswordSmsBody, response: replies({ 200: messageReply }) } }, async (req) => {
    const user = await findUserByPhone(app.db, req.body.phoneNumber);
    if (!user) throw notFound(api.phoneNotRegistered);
    await sendReset(req, user, 'sms');
    return { success: true, message: api.resetSmsSent };
  });

  r.post(
    '/auth/reset-password/:token',
    { config: { access: 'public', rateLimit: perIp(app, 10) }, logLevel: TOKEN_ROUTE_LOG_LEVEL, schema: { tags: ['auth'], params: tokenParam(api.resetInvalid), body: resetPasswordBody, response: replies({ 200: messageReply }) } },
    async (req) => {
      // A dead link costs no argon2 work; the transaction below still decides, once.
      if (!(await isLinkTokenLive(app.db, 'password_reset', req.params.token))) throw badRequest(api.resetInvalid);
      const passwordHash = await hashPassword(req.body.newPassword);
      // Using the link and setting the password succeed or fail together.
      await app.db.transaction().execute(async (trx) => {
        const userId = await consumeLinkToken(trx, 'password_reset', req.params.token);
        if (!userId) throw badRequest(api.resetInvalid);
        const updated = await setPasswordHash(trx, userId, passwordHash);
        await closeSecrets(trx, userId, 'password_reset'); // the other links sent meanwhile die with this one
        await revokeAllForUser(trx, userId);
        await clearLoginFailures(trx, updated.email);
        await writeActivity(trx, req, { action: 'password_reset', resource: 'auth', resourceId: userId, description: api.log.passwordReset, actor: { id: userId, name: fullNameOf(updated) } });
      });
      return { success: true, message: api.passwordReset };
    },
  );
};
