import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Db } from '../db/connect';
import { randomToken, sha256 } from './secrets';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** A refresh token unused for this long expires (sliding). */
const REFRESH_IDLE_TTL_MS = 7 * 24 * 3600_000;
/** No session outlives this, however often it is refreshed. */
const REFRESH_ABSOLUTE_TTL_MS = 30 * 24 * 3600_000;
/**
 * A rotated token presented again within this window is taken for two tabs refreshing at once
 * (it gets a sibling token); later, for theft: the whole family is revoked.
 */
const REFRESH_REUSE_GRACE_MS = 10_000;

export interface AccessClaims {
  sub: number;
  role: number;
  /** Issued at, in seconds (answered by verify). */
  iat?: number;
  /** Issued at, in milliseconds (answered by verify; tokens signed before issue 21 have none). */
  issuedAtMs?: number;
  /** Expires at, in seconds (answered by verify). */
  exp?: number;
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verified access tokens kept per process (about 1 kB each). */
const VERIFIED_KEPT = 10_000;

export const createAccessTokens = (secret: string) => {
  // Imported once: handed the raw bytes, jose would import a WebCrypto key on every request.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // Tokens whose signature and claims were checked, until they expire: a client sends the same
  // token with every request for 15 minutes. Only the signature check is skipped; who the user is
  // now (active, signed out since) is still read on every request.
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  return {
    sign: async (claims: AccessClaims, now = Date.now()): Promise<string> =>
      // iat is whole seconds by the standard; iat_ms lets a sign-out tell apart tokens of its own second.
      new SignJWT({ role: claims.role, iat_ms: now })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.sub))
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_TTL_S)
        .sign(await key),
    /**
     * Only HS256 with our key passes: alg:none, other algorithms and tampered tokens are invalid,
     * and so is a token without an expiry (it would never end) or a subject that is not a user id.
     */
    verify: async (token: string): Promise<AccessCheck> => {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Math.floor(Date.now() / 1000)) return { ok: true, claims: known.claims };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        const sub = Number(payload.sub);
        if (!Number.isSafeInteger(sub) || sub <= 0 || sub > 2_147_483_647 || typeof payload.role !== 'number') return { ok: false, reason: 'invalid' };
        const issuedAtMs = Number.isSafeInteger(payload.iat_ms) ? (payload.iat_ms as number) : undefined;
        const claims = { sub, role: payload.role, iat: payload.iat, issuedAtMs, exp: payload.exp };
        // Oldest first out: a Map iterates in insertion order.
        if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: payload.exp! });
        return { ok: true, claims };
      } catch (err) {
        return { ok: false, reason: err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
};
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Starts a new refresh-token family (a sign-in) and returns the token to set as cookie. */
export const issueRefreshToken = async (
  db: Db,
  userId: number,
  family?: { id: string; expiresAt: Date },
): Promise<{ token: string; expiresAt: Date }> => {
  const now = Date.now();
  const familyExpiresAt = family?.expiresAt ?? new Date(now + REFRESH_ABSOLUTE_TTL_MS);
  const expiresAt = new Date(Math.min(now + REFRESH_IDLE_TTL_MS, familyExpiresAt.getTime()));
  const token = randomToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      family_id: family?.id ?? randomUUID(),
      token_hash: sha256(token),
      expires_at: expiresAt,
      family_expires_at: familyExpiresAt,
    })
    .execute();
  return { token, expiresAt };
};

export type RotateResult =
  | { ok: true; userId: number; token: string; expiresAt: Date }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Exchanges a refresh token for a new one of the same family; a reuse revokes the family. */
export const rotateRefreshToken = async (db: Db, presented: string, now = new Date()): Promise<RotateResult> => {
  const row = await db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', sha256(presented)).executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at) return { ok: false, reason: 'revoked' };
  if (row.expires_at <= now || row.family_expires_at <= now) return { ok: false, reason: 'expired' };

  // Claim the token atomically: of two concurrent refreshes exactly one rotates it.
  const claimed = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now })
    .where('id', '=', row.id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) {
    const current = await db.selectFrom('refresh_tokens').select(['rotated_at', 'revoked_at']).where('id', '=', row.id).executeTakeFirst();
    const rotatedAt = current?.rotated_at?.getTime() ?? 0;
    if (current?.revoked_at || now.getTime() - rotatedAt > REFRESH_REUSE_GRACE_MS) {
      await revokeFamily(db, row.family_id, now);
      return { ok: false, reason: 'reused' };
    }
  }
  const next = await issueRefreshToken(db, row.user_id, { id: row.family_id, expiresAt: row.family_expires_at });
  return { ok: true, userId: row.user_id, ...next };
};

const revokeFamily = async (db: Db, familyId: string, now = new Date()): Promise<void> => {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
};

/**
 * Signs a user out everywhere: logout, password change or reset, deactivation, deletion. Their
 * refresh tokens are revoked and their access tokens stop counting at once: those issued before
 * this millisecond. One issued in it or after still counts: the new session of a password change,
 * signed right after the revocation, often in the same millisecond.
 */
export const revokeAllForUser = async (db: Db, userId: number, now = new Date()): Promise<void> => {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  await db.updateTable('users').set({ tokens_valid_after: now }).where('id', '=', userId).execute();
};

/**
 * Whether an access token was issued before its user's tokens were revoked, to the millisecond.
 * A token without iat_ms (signed before issue 21) is taken as issued at the start of its second:
 * one from the second of a revocation is refused, never kept for its 15 minutes.
 */
export const issuedBeforeRevocation = (claims: Pick<AccessClaims, 'iat' | 'issuedAtMs'>, validAfter: Date | null): boolean => {
  if (validAfter === null) return false;
  const issuedMs = claims.issuedAtMs ?? (claims.iat === undefined ? undefined : claims.iat * 1000);
  return issuedMs === undefined || issuedMs < validAfter.getTime();
};

/** Revokes the family of one presented token (logout of this browser). */
export const revokeByToken = async (db: Db, presented: string): Promise<number | null> => {
  const row = await db.selectFrom('refresh_tokens').select(['family_id', 'user_id']).where('token_hash', '=', sha256(presented)).executeTakeFirst();
  if (!row) return null;
  await revokeFamily(db, row.family_id);
  return row.user_id;
};
