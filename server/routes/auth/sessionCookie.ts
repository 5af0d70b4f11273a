import type { FastifyInstance, FastifyReply } from 'fastify';
import { issueRefreshToken } from '../../services/tokens';

/** The refresh token's cookie: only ever sent to /v1/auth, never readable by scripts. */
export const REFRESH_COOKIE = 'refresh_token';

const cookieOptions = (app: FastifyInstance) =>
  ({ httpOnly: true, sameSite: 'strict', secure: !app.config.development, path: '/v1/auth' }) as const;

/** The cookie lives exactly as long as the token it carries (idle expiry, capped by the family's end). */
export const setRefreshCookie = (app: FastifyInstance, reply: FastifyReply, token: string, expiresAt: Date) => {
  reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(app), maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) });
};

export const clearRefreshCookie = (app: FastifyInstance, reply: FastifyReply) => {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(app));
};

/** Starts a session for a browser: a new refresh family in the cookie, an access token for the body. */
export const startSession = async (app: FastifyInstance, reply: FastifyReply, user: { id: number; role: number }): Promise<string> => {
  const refresh = await issueRefreshToken(app.db, user.id);
  setRefreshCookie(app, reply, refresh.token, refresh.expiresAt);
  return app.accessTokens.sign({ sub: user.id, role: user.role });
};
