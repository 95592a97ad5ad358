// The mail queue's reads and writes. claimDue is the one way a sender takes mails: one atomic
// UPDATE over rows picked with FOR UPDATE SKIP LOCKED, so two processes never take the same mail;
// a claim not finished in time (a process died) is taken again once locked_until has passed.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OutgoingMail } from './mail-transport.ts';

export const CLAIM_SECONDS = 300;

export async function insertMail(db: Kysely<Database>, kind: string, mail: OutgoingMail) {
  return db
    .insertInto('mail_outbox')
    .values({ kind, to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html, headers: JSON.stringify(mail.headers ?? {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function claimDue(db: Kysely<Database>, limit: number) {
  const result = await sql<{
    id: number;
    to_address: string;
    subject: string;
    text_body: string | null;
    html_body: string | null;
    headers: Record<string, string>;
    attempts: number;
  }>`
    update mail_outbox set status = 'sending', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    where id in (
      select id from mail_outbox
      where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
      order by id limit ${limit}
      for update skip locked)
    returning id, to_address, subject, text_body, html_body, headers, attempts`.execute(db);
  return result.rows;
}

/** Sent: over SMTP the bodies are erased (their links are secrets); kept in the demo. */
export async function markDone(db: Kysely<Database>, id: number, kept: boolean) {
  await db
    .updateTable('mail_outbox')
    .set({ status: kept ? 'kept' : 'sent', sent_at: new Date(), locked_until: null, last_error: null, ...(kept ? {} : { text_body: null, html_body: null }) })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

export async function markRetry(db: Kysely<Database>, id: number, error: string, delaySeconds: number | null) {
  await db
    .updateTable('mail_outbox')
    .set(
      delaySeconds === null
        ? { status: 'failed', locked_until: null, last_error: error, text_body: null, html_body: null }
        : { status: 'pending', locked_until: null, last_error: error, next_attempt_at: sql<Date>`now() + make_interval(secs => ${delaySeconds})` },
    )
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

export const listMails = (db: Kysely<Database>, limit = 200) =>
  db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'text_body', 'html_body', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
