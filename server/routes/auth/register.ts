import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fullNameOf } from '../../../src/domain/user';
import { registerBody } from '../../../src/domain/validation/auth';
import { api } from '../../../src/i18n/tr/api';
import { sendPhoneCode, sendVerificationEmail } from '../../services/accountMessages';
import { registerAccount, toApiUser } from '../../services/accounts';
import { writeActivity } from '../../services/activityLog';
import { z } from 'zod';
import { apiUser, replies, reply } from '../replies';
import { perIp } from './rateLimits';
import { startSession } from './sessionCookie';

const registered = replies({
  201: reply({ message: z.string(), phoneVerificationRequired: z.boolean(), smsTimeestamp: z.number().nullable(), accessToken: z.string(), user: apiUser }),
});

/** Registration: the account, a session, the SMS code and the e-mail verification link. */
export const registerRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/auth/register', { config: { access: 'public', rateLimit: perIp(app, 5) }, schema: { tags: ['auth'], body: registerBody, response: registered } }, async (req, reply) => {
    const user = await registerAccount(app.db, req.body);
    await writeActivity(app.db, req, { action: 'register', resource: 'auth', resourceId: user.id, description: api.log.register, actor: { id: user.id, name: fullNameOf(user) } });
    // Signed in at once: the phone verification screen needs a session.
    const accessToken = await startSession(app, reply, user);
    // The account exists whatever happens to the messages; a failed SMS is resent from the verification screen.
    const smsSentAt = await sendPhoneCode(app, user).catch((err: Error) => {
      req.log.warn({ reason: err.message }, 'registration SMS not sent');
      return null;
    });
    void sendVerificationEmail(app, user).catch((err: Error) => req.log.warn({ reason: err.message }, 'registration e-mail not sent'));
    return reply.status(201).send({
      success: true,
      message: smsSentAt ? api.registered : api.registeredSmsFailed,
      phoneVerificationRequired: true,
      /** Spelled so by the spec; null when no SMS went out (no cooldown runs). */
      smsTimeestamp: smsSentAt?.getTime() ?? null,
      accessToken,
      user: toApiUser(user),
    });
  });
};
