import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBody } from '../../../src/domain/validation/auth';
import { fullNameOf } from '../../../src/domain/user';
import { api } from '../../../src/i18n/tr/api';
import { AppError, tooManyRequests, unauthorized } from '../../errors';
import { findUserByEmail, findUserById, toApiUser } from '../../services/accounts';
import { writeActivity } from '../../services/activityLog';
import { addressLockedFor, clearLoginFailures, dropLoginAttempt, failedLoginAttempt, loginLockedFor, reserveLoginAttempt } from '../../services/loginThrottle';
import { verifyPassword } from '../../services/passwords';
import { revokeAllForUser, revokeByToken, rotateRefreshToken } from '../../services/tokens';
import { z } from 'zod';
import { apiUser, messageReply, replies, reply } from '../replies';
import { exemptAddress, perIp } from './rateLimits';
import { REFRESH_COOKIE, clearRefreshCookie, setRefreshCookie, startSession } from './sessionCookie';

/** Sign-in, token refresh and sign-out. */
export const sessionRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A whole shift signs in from one office address: the request limit per address only stops
  // floods; failures per address (addressLockedFor) and per account (the lockout) stop guessing.
  r.post('/auth/login', { config: { access: 'public', rateLimit: perIp(app, 120) }, schema: { tags: ['auth'], body: loginBody, response: replies({ 200: reply({ message: z.string(), accessToken: z.string(), user: apiUser }) }) } }, async (req, reply) => {
    const email = req.body.email.toLowerCase();
    const addressWait = exemptAddress(app, req.ip) ? 0 : await addressLockedFor(app.db, req.ip);
    if (addressWait) throw tooManyRequests(api.tooManyRequests, addressWait);
    const locked = await loginLockedFor(app.db, email);
    if (locked) throw tooManyRequests(api.loginLocked, locked);
    // Counted as a failure before the password is checked, so parallel guesses cannot all pass the lock.
    const attempt = await reserveLoginAttempt(app.db, email);
    if (!attempt.go) throw tooManyRequests(api.loginLocked, attempt.wait);
    const user = await findUserByEmail(app.db, email);
    // An unknown e-mail is checked against a dummy hash: the same argon2 work as a wrong password.
    const passwordOk = await verifyPassword(user?.password_hash ?? null, req.body.password);
    if (!user || !passwordOk) {
      await failedLoginAttempt(app.db, attempt.id, email, req.ip);
      if (user) await writeActivity(app.db, req, { action: 'login_failed', resource: 'auth', resourceId: user.id, description: api.log.loginFailed, actor: { id: user.id, name: fullNameOf(user) } });
      throw new AppError(401, 'INVALID_CREDENTIALS', api.invalidCredentials);
    }
    await dropLoginAttempt(app.db, attempt.id);
    if (user.status === 'disabled') throw new AppError(403, 'ACCOUNT_DISABLED', api.accountDisabled);
    await clearLoginFailures(app.db, email);
    const signedIn = await app.db.updateTable('users').set({ last_login: new Date() }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    const accessToken = await startSession(app, reply, signedIn);
    await writeActivity(app.db, req, { action: 'login', resource: 'auth', resourceId: user.id, description: api.log.login, actor: { id: user.id, name: fullNameOf(user) } });
    return { success: true, message: api.loginSucceeded, accessToken, user: toApiUser(signedIn) };
  });

  r.post('/auth/refresh', { config: { access: 'public', rateLimit: perIp(app, 30) }, schema: { tags: ['auth'], response: replies({ 200: reply({ accessToken: z.string() }) }) } }, async (req, reply) => {
    const presented = req.cookies[REFRESH_COOKIE];
    const rotated = presented ? await rotateRefreshToken(app.db, presented) : null;
    if (rotated?.ok === false && rotated.reason === 'reused') req.log.warn('a rotated refresh token was presented again: its family is revoked');
    const user = rotated?.ok ? await findUserById(app.db, rotated.userId) : undefined;
    if (!rotated?.ok || !user || user.status === 'disabled') {
      if (user) await revokeAllForUser(app.db, user.id);
      clearRefreshCookie(app, reply);
      throw unauthorized(api.sessionExpired, 'INVALID_TOKEN');
    }
    setRefreshCookie(app, reply, rotated.token, rotated.expiresAt);
    return { success: true, accessToken: await app.accessTokens.sign({ sub: user.id, role: user.role }) };
  });

  // The bearer names the user; with an expired access token the refresh cookie does.
  r.get('/auth/logout', { config: { access: 'public' }, schema: { tags: ['auth'], response: replies({ 200: messageReply }) } }, async (req, reply) => {
    const presented = req.cookies[REFRESH_COOKIE];
    const userId = req.user?.id ?? (presented ? await revokeByToken(app.db, presented) : null);
    clearRefreshCookie(app, reply);
    const user = userId ? await findUserById(app.db, userId) : undefined;
    if (user) {
      await revokeAllForUser(app.db, user.id);
      await writeActivity(app.db, req, { action: 'logout', resource: 'auth', resourceId: user.id, description: api.log.logout, actor: { id: user.id, name: fullNameOf(user) } });
    }
    return { success: true, message: api.loggedOut };
  });
};
