import { EMBED_HEIGHT, EMBED_LIVE_PATH, embedCode, embedMixPath, shareMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Copy } from '../../../ui/icons.tsx';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { mixesQuery } from '../../../content/mixes-query.ts';
import { useStation } from '../../../content/station-query.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import './embed-admin.css';

function CodeBlock({ label, code }: { label: string; code: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(shareMessages.codeCopied);
    } catch {
      toast.error(shareMessages.copyFailed);
    }
  };
  return (
    <div className="embed-admin__code">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="field__input" readOnly rows={3} value={code} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className="btn btn--primary btn--small" onClick={() => void copy()}>
        <Copy size={16} aria-hidden="true" />
        Copier le code
      </button>
    </div>
  );
}

/** 'Intégrer le lecteur': the <iframe> code partners paste, with a preview. */
export default function EmbedPlayerAdmin() {
  const { stationName } = useStation();
  const mixes = useQuery(mixesQuery()).data ?? [];
  const [mixId, setMixId] = useState<number>();
  const mixSelect = useId();
  const origin = window.location.origin;
  const chosen = mixes.find((mix) => mix.mixid === (mixId ?? mixes[0]?.mixid));
  return (
    <>
      <PageHeading
        title="Intégrer le lecteur"
        eyebrow="Espace équipe"
        lead="Le direct (ou un mix) sur le site d'un partenaire : une salle, un festival, la page d'un talent. Copiez le code et collez-le dans leur page."
      />
      <section className="card-panel embed-admin" aria-labelledby="embed-live">
        <h2 id="embed-live">Le direct</h2>
        <CodeBlock label="Code du lecteur du direct" code={embedCode(origin, EMBED_LIVE_PATH, `${stationName} – en direct`)} />
        <p className="embed-admin__preview-label">Aperçu</p>
        <iframe className="embed-admin__preview" src={EMBED_LIVE_PATH} title={`${stationName} – en direct (aperçu)`} height={EMBED_HEIGHT} />
      </section>
      {chosen && (
        <section className="card-panel embed-admin" aria-labelledby="embed-mix">
          <h2 id="embed-mix">Un mix</h2>
          <label htmlFor={mixSelect}>Mix</label>
          <select id={mixSelect} className="field__input" value={chosen.mixid} onChange={(event) => setMixId(Number(event.target.value))}>
            {mixes.map((mix) => (
              <option key={mix.mixid} value={mix.mixid}>
                {mix.titre}
              </option>
            ))}
          </select>
          <CodeBlock label="Code du lecteur du mix" code={embedCode(origin, embedMixPath(chosen.mixid), chosen.titre)} />
        </section>
      )}
      <p className="muted">
        Ces lecteurs ne déposent aucun cookie et ne lisent aucune session ; leurs auditeurs comptent comme ceux de l'application.
      </p>
    </>
  );
}
