import type { Mix } from '@station/shared';
import { mediaUrl } from '@station/shared/client';
import { Download, Trash2 } from '../../../ui/icons.tsx';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { downloadMix, formatBytes, loadDownloads, removeDownload, useDownloads } from '../mix-downloads.ts';
import '../mixes.css';
import { ClientOnly } from '../../../ssr/hydration.ts';

/** 'Télécharger': keeps the mix's audio for offline listening, shows its size, removes it. */
/** Keeping a mix is the device's business: the button appears once the browser has taken over. */
export function DownloadMixButton({ mix }: { mix: Mix }) {
  return (
    <ClientOnly>
      <DeviceDownloadMixButton mix={mix} />
    </ClientOnly>
  );
}

function DeviceDownloadMixButton({ mix }: { mix: Mix }) {
  const path = mediaUrl('mixAudio', mix.mp3_url);
  const size = useDownloads((state) => (path ? state.sizes[path] : undefined));
  const progress = useDownloads((state) => (path ? state.progress[path] : undefined));
  useEffect(() => void loadDownloads().catch(() => undefined), []);
  // Only same-origin audio can be kept (an absolute URL elsewhere is not ours to cache).
  if (!path?.startsWith('/') || !('caches' in window)) return null;

  if (progress !== undefined) {
    return (
      <button type="button" className="pill-button download-button" disabled aria-label={`Téléchargement de ${mix.titre}`}>
        <Download size={16} aria-hidden="true" />
        {Math.round(progress * 100)} %
      </button>
    );
  }
  if (size !== undefined) {
    return (
      <span className="pill-button download-button download-button--done">
        <span className="download-button__size">Téléchargé · {formatBytes(size)}</span>
        <button
          type="button"
          className="download-button__remove"
          aria-label={`Supprimer le téléchargement : ${mix.titre}`}
          onClick={() => void removeDownload(path)}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      </span>
    );
  }
  const start = () =>
    downloadMix(path).catch(() => toast.error(`Le téléchargement de « ${mix.titre} » a échoué. Réessayez avec une connexion.`));
  return (
    <button type="button" className="pill-button download-button" aria-label={`Télécharger : ${mix.titre}`} onClick={start}>
      <Download size={16} aria-hidden="true" />
      Télécharger
    </button>
  );
}
