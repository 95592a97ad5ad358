// The mail queue against a real SMTP server: sent outside the request, retried with
// backoff, one sender per mail with several processes, and kept for admins without SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { MAIL_FROM, type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox.ts';
import { MailQueue, MAX_ATTEMPTS, retryDelaySeconds } from './mail-queue.ts';
import { testMail } from './mail-templates.ts';
import type { MailTransport } from './mail-transport.ts';
import { sql } from 'kysely';

describe('over SMTP', () => {
  let inbox: SmtpInbox;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ mail: { smtpUrl: inbox.url, from: MAIL_FROM } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('delivers a queued mail in French with the station name, text and HTML, then erases its body', async () => {
    await t.mail.enqueue(t.db, 'test', { to: 'lea.martin@example.org', ...testMail('Radio Live') });
    const mail = await inbox.next((m) => m.to.includes('lea.martin@example.org'));
    expect(mail.subject).toBe('Courriel de test — Radio Live');
    expect(mail.text).toContain('Radio Live sait envoyer des courriels');
    expect(mail.html).toContain('<h1');
    expect(mail.headers.get('from')).toMatchObject({ value: [{ address: 'no-reply@radio-live.fr', name: 'Radio Live' }] });
    await t.mail.idle();
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'lea.martin@example.org').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, text_body: null, html_body: null });
  });

  it('retries a refused mail later with a growing delay, and sends it once the server accepts', async () => {
    inbox.failNext(1);
    await t.mail.enqueue(t.db, 'test', { to: 'retry@example.org', ...testMail('Radio Live') });
    await t.mail.idle();
    const failed = await t.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error', sql<number>`extract(epoch from next_attempt_at - now())`.as('wait')])
      .where('to_address', '=', 'retry@example.org')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.last_error).toContain('451');
    expect(Number(failed.wait)).toBeGreaterThan(20);
    // Not due yet: a sender leaves it alone.
    expect(await t.mail.runOnce()).toBe(0);
    // The delay has passed (moved, not slept).
    await t.db.updateTable('mail_outbox').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('to_address', '=', 'retry@example.org').execute();
    expect(await t.mail.runOnce()).toBe(1);
    await inbox.next((m) => m.to.includes('retry@example.org'));
    expect(retryDelaySeconds(1)).toBeLessThan(retryDelaySeconds(2));
    expect(retryDelaySeconds(20)).toBe(3600);
  });

  it('gives a mail up after the last attempt', async () => {
    inbox.failNext(1);
    const mail = testMail('Radio Live');
    await t.db
      .insertInto('mail_outbox')
      .values({ kind: 'test', to_address: 'gone@example.org', subject: mail.subject, text_body: mail.text, html_body: mail.html, attempts: MAX_ATTEMPTS - 1 })
      .execute();
    expect(await t.mail.runOnce()).toBe(1);
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'gone@example.org').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, text_body: null });
  });
});

describe('without SMTP (the demo)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("keeps the mail for admins: 'Courriels envoyés' lists it with its text, for admins only", async () => {
    await t.mail.enqueue(t.db, 'test', { to: 'hugo.bernard@example.org', ...testMail('Radio Live') });
    await t.mail.idle();
    const admin = await loginAs(t.app, 'admin');
    const response = await t.app.request('/api/mails', withCookie(admin.cookie));
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.transport).toBe('kept');
    expect(list.mails[0]).toMatchObject({ to: 'hugo.bernard@example.org', status: 'kept', subject: 'Courriel de test — Radio Live' });
    expect(list.mails[0].text).toContain('sait envoyer des courriels');
    const user = await loginAs(t.app, 'user');
    expect((await t.app.request('/api/mails', withCookie(user.cookie))).status).toBe(403);
    expect((await t.app.request('/api/mails')).status).toBe(401);
  });

  it('sends each mail once with two senders on two connections (Postgres: two processes)', async (context) => {
    if (t.kind !== 'postgres') return context.skip();
    const sent: string[] = [];
    // A slow transport (5 ms a mail, as a real SMTP answer or slower), so both senders are busy at the same time.
    const counting = (): MailTransport => ({
      kind: 'kept',
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.to);
      },
      verify: async () => {},
      close() {},
    });
    await t.db.deleteFrom('mail_outbox').execute();
    for (let i = 0; i < 30; i++) await t.db.insertInto('mail_outbox').values({ kind: 'test', to_address: `n${i}@example.org`, subject: 's', text_body: 't', html_body: 'h' }).execute();
    // Both connected before either starts: a sender still opening its connection would find the queue empty.
    const [first, second] = [t.connectAgain(), t.connectAgain()];
    await Promise.all([sql`select 1`.execute(first), sql`select 1`.execute(second)]);
    const a = new MailQueue(first, counting());
    const b = new MailQueue(second, counting());
    const drain = async (queue: MailQueue) => {
      let handled = 0;
      for (let n = await queue.runOnce(3); n > 0; n = await queue.runOnce(3)) handled += n;
      return handled;
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA + byB).toBe(30);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    expect(new Set(sent).size).toBe(30);
    expect(sent).toHaveLength(30);
  });
});
