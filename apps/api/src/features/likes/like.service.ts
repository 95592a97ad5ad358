import { type Account, type LikeState, likeMessages, messages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { type LikeTarget, type Liker, contentExists, countLikes, deleteLike, insertLike, recordVisitorHit, visitorHitsSince } from './like.repository.ts';

/**
 * The liker of a request: users like with their user_id, talents with their
 * talon_id, admins with their admin_id, always from the session (never an id from
 * the body); visitors (and moderators, who have no column) "without id", with their device's key.
 */
export function likerOf(account: Account | null, visitorKey: string | undefined): Liker {
  if (account?.role === 'user') return { column: 'user_id', value: account.id };
  if (account?.role === 'talent') return { column: 'talon_id', value: account.id };
  if (account?.role === 'admin') return { column: 'admin_id', value: account.id };
  if (!visitorKey) throw new HttpError(400, messages.likeVisitorKeyMissing, 'visitor_key_missing');
  return { column: 'visitor_key', value: visitorKey };
}

async function requireContent(db: Kysely<Database>, target: LikeTarget) {
  if (!(await contentExists(db, target))) throw new HttpError(404, messages.likeContentNotFound, 'not_found');
}

/** Where a visitor's like comes from, and how many new ones that address may add per window. */
export interface VisitorLimit {
  address: string;
  limit: number;
  windowMs: number;
}

/**
 * Likes once: a second like by the same liker changes nothing (created is then false). A visitor's
 * new like also counts against its address: past the cap, a French 429 and nothing stored.
 */
export async function like(db: Kysely<Database>, target: LikeTarget, liker: Liker, visitorLimit: VisitorLimit): Promise<LikeState & { created: boolean }> {
  await requireContent(db, target);
  const created = await inTransaction(db, async (trx) => {
    if (liker.column !== 'visitor_key') return insertLike(trx, target, liker);
    const used = await visitorHitsSince(trx, visitorLimit.address, new Date(Date.now() - visitorLimit.windowMs));
    if (used >= visitorLimit.limit) throw new HttpError(429, likeMessages.visitorLimit, 'rate_limited');
    const inserted = await insertLike(trx, target, liker);
    if (inserted) await recordVisitorHit(trx, visitorLimit.address);
    return inserted;
  });
  return { created, liked: true, count: await countLikes(db, target) };
}

/** DELETE likes; a 404 when there was nothing to remove (the web app ignores it). */
export async function unlike(db: Kysely<Database>, target: LikeTarget, liker: Liker): Promise<LikeState> {
  await requireContent(db, target);
  if (!(await deleteLike(db, target, liker))) throw new HttpError(404, messages.likeNotFound, 'not_found');
  return { liked: false, count: await countLikes(db, target) };
}
