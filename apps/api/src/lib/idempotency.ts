// Idempotency-Key for JSON writes (the offline outbox replays them): the first answer is
// stored with its key and a repeat gets that same answer, so nothing is applied twice.
// Atomic by construction: the key row is inserted in the same transaction as the handler's own
// writes (the handler sees that transaction as c.var.db). A concurrent duplicate blocks on the
// table's unique (scope, key) until the first commits, then reads its answer; if the first fails
// (5xx, crash), everything rolls back together and a retry runs afresh.
import { logger } from './logger.ts';
import { messages, operationsMessages } from '@station/shared';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AppEnv } from './context.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/; // printable ASCII, the column's length bounds
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEEP_DAYS = 7;

class RollBack extends Error {
  constructor(readonly response: Response) {
    super('idempotent request failed: rolled back');
  }
}

/** An account's keys: deleted with the account (their stored answers carry its e-mail, its dedications' text...). */
export const accountScope = (role: string, id: number) => `${role}:${id}`;

/**
 * Whose key it is: keys of different people never meet (an account, else the device's key).
 * Undefined when the request has neither: such a key would be shared by every visitor.
 */
export function idempotencyScope(c: Context<AppEnv>): string | undefined {
  if (c.var.account) return accountScope(c.var.account.role, c.var.account.id);
  const visitor = c.req.header('X-Visitor-Key');
  return visitor && /^[A-Za-z0-9_-]{16,64}$/.test(visitor) ? `visitor:${visitor}` : undefined;
}

export const idempotency = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || !WRITES.has(c.req.method)) return next();
    if (!KEY_PATTERN.test(key)) return c.json({ error: messages.idempotencyKeyInvalid, code: 'idempotency_key_invalid' }, 400);
    // Uploads stream to storage: they would hold a transaction open for minutes. JSON only.
    const contentType = c.req.header('Content-Type');
    if (contentType && !/^application\/json\b/i.test(contentType)) {
      return c.json({ error: messages.idempotencyJsonOnly, code: 'idempotency_json_only' }, 400);
    }
    const scope = idempotencyScope(c);
    if (!scope) return c.json({ error: operationsMessages.idempotencyKeyNeedsOwner, code: 'idempotency_key_without_owner' }, 400);
    const db = c.var.db;
    const request = { scope, key, method: c.req.method, path: c.req.path };
    try {
      const response = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('idempotency_keys')
          .values({ ...request, status: null, response_body: null })
          .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!claimed) return replay(c, trx, request);
        c.set('db', trx);
        try {
          await next();
        } finally {
          c.set('db', db);
        }
        if (c.res.status >= 500) throw new RollBack(c.res);
        const body = await readJsonBody(c.res);
        await trx
          .updateTable('idempotency_keys')
          .set({ status: c.res.status, response_body: body === undefined ? null : JSON.stringify(body) })
          .where('id', '=', claimed.id)
          .execute();
        return c.res;
      });
      pruneNowAndThen(db);
      return response;
    } catch (error) {
      if (error instanceof RollBack) return error.response;
      throw error;
    }
  });

async function replay(c: Context<AppEnv>, db: Kysely<Database>, request: { scope: string; key: string; method: string; path: string }) {
  const first = await db
    .selectFrom('idempotency_keys')
    .select(['method', 'path', 'status', 'response_body'])
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .executeTakeFirstOrThrow();
  if (first.method !== request.method || first.path !== request.path || first.status === null) {
    return c.json({ error: messages.idempotencyKeyReused, code: 'idempotency_key_reused' }, 422);
  }
  const headers: Record<string, string> = { [REPLAYED_HEADER]: 'true' };
  if (first.response_body === null) return new Response(null, { status: first.status, headers });
  headers['Content-Type'] = 'application/json; charset=UTF-8';
  return new Response(JSON.stringify(first.response_body), { status: first.status, headers });
}

async function readJsonBody(response: Response): Promise<unknown> {
  if (!/json/i.test(response.headers.get('Content-Type') ?? '')) return undefined;
  const text = await response.clone().text();
  return text ? JSON.parse(text) : undefined;
}

// Keys only need to outlive an outbox's wait: a week, pruned at most once an hour per process.
let lastPrune = 0;
function pruneNowAndThen(db: Kysely<Database>) {
  if (Date.now() - lastPrune < 3_600_000) return;
  lastPrune = Date.now();
  const cutoff = new Date(Date.now() - KEEP_DAYS * 86_400_000);
  db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute().catch((error) => logger.error({ err: error }, 'Purge des clés d’idempotence impossible'));
}
