import type { SentMail } from '@station/shared';
import { mailMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Mail, RotateCw } from '../../../ui/icons.tsx';
import { Fragment } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { sentMailsQuery } from '../api/sent-mails-query.ts';
import '../mail.css';

const STATUS: Record<SentMail['status'], string> = {
  pending: 'En attente',
  sending: 'En cours d’envoi',
  sent: 'Envoyé',
  kept: 'Conservé (démo)',
  failed: 'Échec',
};

/** The mail's text with its links clickable (the demo's way to follow a reset or confirmation link). */
function MailText({ text }: { text: string }) {
  // Each part keyed by where it starts in the text: stable, unique.
  let offset = 0;
  const parts = text.split(/(https?:\/\/\S+)/g).map((part) => {
    const start = offset;
    offset += part.length;
    return { part, start };
  });
  return (
    <pre className="mail-text">
      {parts.map(({ part, start }) =>
        /^https?:\/\//.test(part) ? (
          <a key={start} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={start}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

/** 'Courriels envoyés': what the station sent or, in the demo, kept. */
export default function SentMailsPage() {
  const query = useQuery(sentMailsQuery());
  return (
    <>
      <PageHeading
        title="Courriels envoyés"
        eyebrow="Administration"
        lead={
          query.data?.transport === 'smtp'
            ? 'Les courriels partent par le serveur SMTP configuré ; leur contenu n’est pas conservé une fois envoyé.'
            : 'Aucun serveur SMTP n’est configuré (SMTP_URL) : les courriels sont conservés ici, liens compris, pour que la démo fonctionne de bout en bout.'
        }
      >
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void query.refetch()}>
          <RotateCw size={16} aria-hidden="true" /> Actualiser
        </button>
      </PageHeading>
      <QueryState query={query} errorText={mailMessages.mailsLoadFailed}>
        {({ mails }) =>
          mails.length === 0 ? (
            <p className="empty-state">Aucun courriel pour l’instant.</p>
          ) : (
            <ul className="sent-mails" aria-label="Courriels">
              {mails.map((mail) => (
                <li key={mail.id} className="sent-mail card">
                  <h2 className="sent-mail__subject">
                    <Mail size={18} aria-hidden="true" /> {mail.subject}
                  </h2>
                  <p className="sent-mail__meta">
                    À <strong>{mail.to}</strong> · {formatDateTime(new Date(mail.created_at))} ·{' '}
                    <span className={`sent-mail__status sent-mail__status--${mail.status}`}>{STATUS[mail.status]}</span>
                    {mail.status === 'failed' || (mail.status === 'pending' && mail.last_error) ? ` (${mail.attempts} essais : ${mail.last_error})` : ''}
                  </p>
                  {mail.text && <MailText text={mail.text} />}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
