import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'kept' | 'failed';

/** One mail of the queue (db/migrations/2026-11-26-1-mail-outbox.ts). */
export interface MailOutboxTable {
  id: GeneratedAlways<number>;
  kind: string;
  to_address: string;
  subject: string;
  /** Erased once sent over SMTP (a reset link must not outlive its mail); kept in the demo. */
  text_body: string | null;
  html_body: string | null;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  locked_until: Date | null;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
}
