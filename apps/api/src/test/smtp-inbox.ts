// A real SMTP server inside the test: smtp-server receives what the app's nodemailer
// sends, mailparser reads it back, and the test awaits the mail it expects (no sleep, no mock).
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** A header as it was sent ('List-Unsubscribe' → '<https://…>'), folded lines joined. */
  rawHeader: (name: string) => string | undefined;
}

export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  /** The next mail (already received or still to come) that matches. */
  next(match?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  /** The next `count` deliveries answer a temporary failure (451). */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void; taken: Set<ReceivedMail> }> = [];
  const taken = new Set<ReceivedMail>();
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (failures > 0) {
        failures -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Boîte pleine, réessayez plus tard'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
          const rawHeader = (name: string) => {
            const line = parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
            return line?.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
          };
          const mail: ReceivedMail = { to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', headers: parsed.headers, rawHeader };
          mails.push(mail);
          callback();
          for (const waiter of [...waiters]) {
            if (!taken.has(mail) && waiter.match(mail)) {
              taken.add(mail);
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next(match = () => true) {
      const ready = mails.find((mail) => !taken.has(mail) && match(mail));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiters.push({ match, resolve, taken }));
    },
    failNext(count) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a mail's text that starts with `prefix` (a path such as '/reinitialiser-mot-de-passe'). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const found = mail.text.match(/https?:\/\/\S+/g)?.map((href) => new URL(href)).find((url) => url.pathname === path);
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  return found;
}

export const MAIL_FROM = 'Radio Live <no-reply@radio-live.fr>';
