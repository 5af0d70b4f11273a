import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { grants, permissionsOf, type Permission, type RouteAccess } from '../../src/domain/permissions';
import { isRoleNumber, type RoleNumber } from '../../src/domain/roles';
import { UserFlag, fullNameOf, hasFlag, type UserStatus } from '../../src/domain/user';
import { api } from '../../src/i18n/tr/api';
import { AppError, forbidden, unauthorized } from '../errors';
import { createAccessTokens, issuedBeforeRevocation, type AccessClaims, type AccessTokens } from '../services/tokens';
import { createUserCache, type SignedInRow, type UserCache } from '../services/userCache';

/** The signed-in user as routes see it, as the database has it now (server/services/userCache.ts). */
export interface AuthUser {
  id: number;
  role: RoleNumber;
  email: string;
  fullName: string;
  status: UserStatus;
  flags: number;
  permissions: readonly Permission[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Why the bearer token was refused, if one was sent. */
    tokenProblem: 'expired' | 'invalid' | null;
    /** The verified access token's claims (a long-lived stream re-checks its user against them). */
    accessClaims: AccessClaims | null;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    userCache: UserCache;
  }
  interface FastifyContextConfig {
    /** Who may call the route. Every /v1 route must say. */
    access?: RouteAccess;
  }
}

const bearerOf = (req: FastifyRequest): string | null => {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
};

export const requireUser = (req: FastifyRequest): AuthUser => {
  if (req.user) return req.user;
  if (req.tokenProblem === 'expired') throw new AppError(401, 'TOKEN_EXPIRED', api.sessionExpired);
  if (req.tokenProblem === 'invalid') throw unauthorized(api.sessionExpired, 'INVALID_TOKEN');
  throw unauthorized();
};

/**
 * The user a verified token stands for, as their row is now: 'invalid' for a missing or disabled
 * account, 'expired' when they signed out or changed their password since the token was issued.
 */
export const userOfToken = (row: SignedInRow, claims: AccessClaims): AuthUser | 'invalid' | 'expired' => {
  if (!row || row.status === 'disabled' || !isRoleNumber(row.role)) return 'invalid';
  // Signed out or password changed since: the client refreshes, and its refresh token is revoked too.
  if (issuedBeforeRevocation(claims, row.tokens_valid_after)) return 'expired';
  const subject = { role: row.role, active: row.status === 'active', phoneVerified: hasFlag(row.flags, UserFlag.phoneVerified) };
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    fullName: fullNameOf(row),
    status: row.status,
    flags: row.flags,
    permissions: permissionsOf(subject),
  };
};

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { jwtSecret: string }) => {
    app.decorate('accessTokens', createAccessTokens(opts.jwtSecret));
    const userCache = await createUserCache(app.db, app.dbListen, app.dbUserWrites);
    app.decorate('userCache', userCache);
    // Before the database closes (hooks of plugins registered later run first).
    app.addHook('onClose', async () => userCache.close());
    app.decorateRequest('user', null);
    app.decorateRequest('tokenProblem', null);
    app.decorateRequest('accessClaims', null);

    // A route cannot be added without saying who may call it.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/v1') || route.url.startsWith('/v1/docs')) return;
      if (!route.config?.access) throw new Error(`route ${route.method} ${route.url} declares no access`);
    });

    app.addHook('onRequest', async (req) => {
      const token = bearerOf(req);
      if (!token) return;
      const check = await app.accessTokens.verify(token);
      if (!check.ok) {
        req.tokenProblem = check.reason;
        return;
      }
      const user = userOfToken(await userCache.read(check.claims.sub), check.claims);
      if (typeof user === 'string') req.tokenProblem = user;
      else {
        req.user = user;
        req.accessClaims = check.claims;
      }
    });

    // Before validation: a caller who may not use a route learns nothing about its body rules.
    app.addHook('preValidation', async (req) => {
      const access = req.routeOptions.config?.access;
      if (!access || access === 'public') return;
      const user = requireUser(req);
      if (access === 'signedIn') return;
      if (!grants(access, user.permissions)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
