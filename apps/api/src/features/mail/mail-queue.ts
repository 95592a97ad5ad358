// Sending happens outside the request: a request adds the mail to mail_outbox and
// wakes this process's sender; every process also looks for due mails every few seconds (retries,
// mails queued by another process). Claims are atomic (mail.repository.ts): one sender per mail.
import { logger } from '../../lib/logger.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { claimDue, insertMail, markDone, markRetry } from './mail.repository.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

/** After this many failed attempts a mail is given up ('failed'). */
export const MAX_ATTEMPTS = 8;
/** Backoff: 30 s, 1 min, 2 min, ... capped at 1 hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

/** Mails not sent yet (pending or being sent): the metrics' mail queue. */
export async function countMailsWaiting(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export class MailQueue {
  private running: Promise<number> | undefined;
  private readonly deferred = new Set<Promise<void>>();
  private lastDeferred: Promise<void> = Promise.resolve();
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    readonly transport: MailTransport,
  ) {}

  /** Queues a mail (inside the caller's transaction when `db` is one) and wakes the sender. */
  async enqueue(db: Kysely<Database>, kind: string, mail: OutgoingMail): Promise<void> {
    await insertMail(db, kind, mail);
    if (!db.isTransaction) this.wake();
  }

  /** Runs the sender soon, once more if it is already running. */
  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Sends every due mail this process can claim; returns how many it handled. */
  async runOnce(batch = 10): Promise<number> {
    const claimed = await claimDue(this.db, batch);
    for (const mail of claimed) {
      try {
        await this.transport.send({ to: mail.to_address, subject: mail.subject, text: mail.text_body ?? '', html: mail.html_body ?? '', headers: mail.headers });
        await markDone(this.db, mail.id, this.transport.kind === 'kept');
      } catch (error) {
        const message = String((error as Error)?.message ?? error).slice(0, 500);
        await markRetry(this.db, mail.id, message, mail.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(mail.attempts));
      }
    }
    return claimed.length;
  }

  /**
   * Work that prepares a mail after the answer has gone (the reset request: the answer must not
   * wait on whether the account exists). Runs on the process's own connection, never on a
   * request's transaction, and is awaited by idle(). One task at a time, in the order asked: two
   * sign-ups of one address at once would otherwise race on its row and its daily count.
   */
  defer(task: (db: Kysely<Database>) => Promise<void>): void {
    const previous = this.lastDeferred;
    const promise = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => previous)
      .then(() => task(this.db))
      .catch((error) => logger.error({ err: error }, 'Préparation d’un courriel impossible'))
      .finally(() => this.deferred.delete(promise));
    this.deferred.add(promise);
    this.lastDeferred = promise;
  }

  /** Resolves when this process has nothing in hand: deferred work done, sender at rest (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.deferred.size > 0 || this.running) {
      await Promise.all(this.deferred);
      if (this.running) await this.running.catch(() => {});
    }
  }

  /** Every process looks for due mails now and then: retries, and mails queued elsewhere. */
  start(intervalMs = 15_000): () => void {
    this.timer = setInterval(() => this.wake(), intervalMs);
    this.timer.unref();
    this.wake();
    return () => clearInterval(this.timer);
  }

  private async drain(): Promise<number> {
    let total = 0;
    try {
      for (;;) {
        const handled = await this.runOnce();
        total += handled;
        if (handled === 0) return total;
      }
    } catch (error) {
      // Database away: the next wake or tick tries again.
      logger.error({ reason: (error as Error).message }, 'Envoi des courriels interrompu');
      return total;
    }
  }
}
