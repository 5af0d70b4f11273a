import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOperatorRole, OPERATOR_ROLES, setPinBody, switchOperatorBody } from '../../src/domain/shop';
import { fullNameOf } from '../../src/domain/user';
import { fill } from '../../src/i18n/fill';
import { api } from '../../src/i18n/tr/api';
import { shop as t } from '../../src/i18n/tr/shop';
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from '../errors';
import { requireUser } from '../plugins/auth';
import { findUserById, toApiUser } from '../services/accounts';
import { writeActivity } from '../services/activityLog';
import { checkCurrentPassword } from '../services/currentPassword';
import { checkPin, hashPin, pinLockedFor } from '../services/shop/operatorPins';
import { exemptAddress, perIp } from './auth/rateLimits';
import { startSession } from './auth/sessionCookie';
import { apiUser, messageReply, openObject, replies, reply } from './replies';
import { idParam } from './params';

/** Operators on a shared tablet: the list to pick from, switching by PIN, and setting PINs. */
export const shopOperatorRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shop/operators',
    { config: { access: 'canAccessJobs' }, schema: { tags: ['shop'], response: replies({ 200: reply({ operators: z.array(openObject({ _id: z.number(), name: z.string() })) }) }) } },
    async () => {
      const rows = await app.db
        .selectFrom('users')
        .select(['id', 'name', 'surname'])
        .where('role', 'in', OPERATOR_ROLES)
        .where('status', '=', 'active')
        .orderBy('name')
        .orderBy('surname')
        .limit(500)
        .execute();
      return { success: true, operators: rows.map((u) => ({ _id: u.id, name: fullNameOf(u) })) };
    },
  );

  // Answers as POST /v1/auth/login does: the front keeps the new operator's session the same way.
  r.post(
    '/shop/operator',
    {
      config: { access: 'canAccessJobs', rateLimit: perIp(app, 60) },
      schema: { tags: ['shop'], body: switchOperatorBody, response: replies({ 200: reply({ message: z.string(), accessToken: z.string(), user: apiUser }) }) },
    },
    async (req, reply) => {
      const wait = await pinLockedFor(app.db, req.body.userId, req.ip, exemptAddress(app, req.ip));
      if (wait) throw tooManyRequests(t.pinLocked, wait);
      const found = await findUserById(app.db, req.body.userId);
      const operator = found && isOperatorRole(found.role) ? found : undefined;
      const ok = await checkPin(app.db, { id: req.body.userId, pin_hash: operator?.pin_hash ?? null }, req.body.pin, req.ip);
      if (typeof ok === 'object') throw tooManyRequests(t.pinLocked, ok.locked);
      // 400, not 401: the tablet's own session is fine, only the typed PIN is wrong (a 401 would sign it out).
      // An operator without a PIN is told so (after the same argon2 work): the tablet lists them by
      // name already, and 'PIN hatalı' would send them guessing a PIN they never set.
      if (operator && !operator.pin_hash) throw badRequest(t.pinNotSet, { pin: t.pinNotSet });
      if (!operator || !ok) throw badRequest(t.pinWrong, { pin: t.pinWrong });
      if (operator.status !== 'active') throw new AppError(403, 'ACCOUNT_DISABLED', api.accountDisabled);
      const signedIn = await app.db.updateTable('users').set({ last_login: new Date() }).where('id', '=', operator.id).returningAll().executeTakeFirstOrThrow();
      const accessToken = await startSession(app, reply, signedIn);
      const name = fullNameOf(signedIn);
      await writeActivity(app.db, req, { action: 'login', resource: 'auth', resourceId: operator.id, description: fill(t.log.operatorSwitched, { name }), actor: { id: operator.id, name } });
      return { success: true, message: t.operatorSwitched, accessToken, user: toApiUser(signedIn) };
    },
  );

  const savePin = async (req: FastifyRequest, userId: number, pin: string) => {
    const user = await findUserById(app.db, userId);
    if (!user) throw notFound(t.operatorNotFound);
    // Only an operator is ever switched to by PIN: anyone else's would be a second, weaker password.
    if (!isOperatorRole(user.role)) throw badRequest(t.pinOperatorsOnly, { pin: t.pinOperatorsOnly });
    await app.db.updateTable('users').set({ pin_hash: await hashPin(pin), updated_at: new Date() }).where('id', '=', userId).execute();
    await writeActivity(app.db, req, { action: 'update', resource: 'user', resourceId: userId, description: fill(t.log.pinSet, { name: fullNameOf(user) }) });
    return { success: true, message: t.pinSet };
  };

  r.put(
    '/users/me/pin',
    { config: { access: 'canAccessJobs', rateLimit: perIp(app, 20) }, schema: { tags: ['shop'], body: setPinBody, response: replies({ 200: messageReply }) } },
    async (req) => {
      const me = requireUser(req);
      if (!isOperatorRole(me.role)) throw forbidden(t.pinOperatorsOnly);
      const row = await findUserById(app.db, me.id);
      if (!row) throw notFound(t.operatorNotFound);
      await checkCurrentPassword(app.db, row, req.body.currentPassword ?? '', req.ip);
      return savePin(req, me.id, req.body.pin);
    },
  );

  r.put(
    '/users/admin/:id/pin',
    { config: { access: 'canEditUsers' }, schema: { tags: ['shop'], params: idParam, body: setPinBody, response: replies({ 200: messageReply }) } },
    async (req) => savePin(req, req.params.id, req.body.pin),
  );
};
