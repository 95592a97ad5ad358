// The mailer's one small interface: SMTP through nodemailer when SMTP_URL and
// MAIL_FROM are set; otherwise 'kept': the mail stays in the database and admins read it on
// 'Courriels envoyés' (the embedded demo works with nothing to install).
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  kind: 'smtp' | 'kept';
  send(mail: OutgoingMail): Promise<void>;
  /** Opens and closes a connection to the SMTP server (npm run doctor). */
  verify(): Promise<void>;
  close(): void;
}

export interface MailSettings {
  smtpUrl: string;
  from: string;
}

export function smtpTransport(settings: MailSettings): MailTransport {
  // Short timeouts: a sender never hangs on a dead server, the mail is retried later.
  const transporter = nodemailer.createTransport(settings.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
    },
    async verify() {
      await transporter.verify();
    },
    close: () => transporter.close(),
  };
}

export const keptTransport = (): MailTransport => ({
  kind: 'kept',
  async send() {},
  async verify() {},
  close() {},
});

export const createMailTransport = (settings: MailSettings | undefined): MailTransport => (settings ? smtpTransport(settings) : keptTransport());
