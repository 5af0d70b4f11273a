import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UserFlag, fullNameOf } from '../../../src/domain/user';
import { api } from '../../../src/i18n/tr/api';
import { badRequest } from '../../errors';
import { addUserFlag } from '../../services/accounts';
import { writeActivity } from '../../services/activityLog';
import { consumeLinkToken } from '../../services/oneTimeSecrets';
import { messageReply, replies } from '../replies';
import { perIp } from './rateLimits';
import { TOKEN_ROUTE_LOG_LEVEL, tokenParam } from './tokenParam';

/** The e-mail verification link (24 h, single use); public, as the link opens in any browser. */
export const emailRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/auth/verify-email/:token',
    { config: { access: 'public', rateLimit: perIp(app, 10) }, logLevel: TOKEN_ROUTE_LOG_LEVEL, schema: { tags: ['auth'], params: tokenParam(api.emailVerifyInvalid), response: replies({ 200: messageReply }) } },
    async (req) => {
      const userId = await consumeLinkToken(app.db, 'email_verify', req.params.token);
      if (!userId) throw badRequest(api.emailVerifyInvalid);
      const user = await addUserFlag(app.db, userId, UserFlag.emailVerified);
      await writeActivity(app.db, req, { action: 'email_verify', resource: 'auth', resourceId: userId, description: api.log.emailVerified, actor: { id: userId, name: fullNameOf(user) } });
      return { success: true, message: api.emailVerified };
    },
  );
};
