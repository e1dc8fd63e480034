import crypto from 'node:crypto';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import { getConfig } from '../../config.server.ts';
import type { Db } from '../../db/client.server.ts';
import { getDb } from '../../db/db.server.ts';
import { sessions, users, type UserRole } from '../../db/schema/index.ts';
import { clearCookie, readCookie, serializeCookie } from '../../lib/cookies.server.ts';

export const SESSION_COOKIE = 'nivasa_session';
const DAY_MS = 86_400_000;
// Touch last_seen_at at most this often, so reading a page is not a write every time.
const TOUCH_INTERVAL_MS = 5 * 60_000;

export type SessionUser = {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  role: UserRole;
  imageKey: string | null;
  /** A printed password not yet replaced (auth.server.ts, `CHOOSE_PASSWORD`). */
  mustChangePassword: boolean;
};

/** The columns of a SessionUser, for every query that shows who someone is. */
export const SESSION_USER_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  imageKey: users.imageKey,
  mustChangePassword: users.mustChangePassword,
} as const;

/** The id a session is stored under: the SHA-256 of its cookie's token (never the token). */
function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

function cookie(value: string, maxAgeSeconds: number): string {
  return serializeCookie(SESSION_COOKIE, value, { maxAgeSeconds });
}

export function clearSessionCookie(): string {
  return clearCookie(SESSION_COOKIE);
}

/**
 * Starts a session for `userId` and returns its Set-Cookie header. The token is 256 random
 * bits; only its SHA-256 is stored. Any session the request already carried is ended first,
 * so signing in always rotates the session id.
 */
export async function createSession(
  request: Request,
  userId: number,
  meta: { ipAddress?: string | undefined } = {},
): Promise<string> {
  await destroySession(request);
  const token = crypto.randomBytes(32).toString('base64url');
  const config = getConfig();
  const expiresAt = new Date(Date.now() + config.SESSION_MAX_DAYS * DAY_MS);
  await getDb()
    .insert(sessions)
    .values({
      id: hashToken(token),
      userId,
      expiresAt,
      ipAddress: meta.ipAddress ?? null,
      userAgent: request.headers.get('user-agent')?.slice(0, 300) ?? null,
    });
  return cookie(token, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
}

/** The signed-in user, or null when the cookie is missing, unknown, idle too long or expired. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const id = currentSessionId(request);
  if (id === null) return null;
  const config = getConfig();
  const idleSince = new Date(Date.now() - config.SESSION_IDLE_DAYS * DAY_MS);
  const [row] = await getDb()
    .select({
      lastSeenAt: sessions.lastSeenAt,
      ...SESSION_USER_COLUMNS,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, new Date()),
        gt(sessions.lastSeenAt, idleSince),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await getDb().update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
  }
  const { lastSeenAt: _seen, ...user } = row;
  return user;
}

/** The id under which the request's session is stored (SHA-256 of the cookie's token). */
export function currentSessionId(request: Request): string | null {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  return hashToken(token);
}

/** Ends the request's session (logout). */
export async function destroySession(request: Request): Promise<void> {
  const id = currentSessionId(request);
  if (id === null) return;
  await getDb().delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user (password reset); `db` may be a transaction. */
export async function destroyUserSessions(userId: number, db: Db = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but `keepSessionId` (the one that changed the password or phone). */
export async function endOtherSessions(
  userId: number,
  keepSessionId: string | null,
): Promise<void> {
  if (keepSessionId === null) return destroyUserSessions(userId);
  await getDb()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** Removes expired and idle sessions; run now and then, not per request. */
export async function pruneSessions(): Promise<number> {
  const idleSince = new Date(Date.now() - getConfig().SESSION_IDLE_DAYS * DAY_MS);
  const removed = await getDb()
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id });
  return removed.length;
}
