import { useEffect, useState } from 'react';
import { formatBytes, loadDownloads, useDownloads } from '../mix-downloads.ts';
import '../mixes.css';

/** The storage the downloaded mixes use, and what the browser grants the app overall. */
export function DownloadsSummary() {
  const sizes = useDownloads((state) => state.sizes);
  const [estimate, setEstimate] = useState<StorageEstimate>();
  const count = Object.keys(sizes).length;
  const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);

  useEffect(() => void loadDownloads().catch(() => undefined), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the estimate when downloads change
  useEffect(() => {
    navigator.storage?.estimate?.().then(setEstimate, () => undefined);
  }, [total]);

  if (count === 0) return null;
  return (
    <p className="downloads-summary" role="status">
      {count} mix{count > 1 ? 'es' : ''} téléchargé{count > 1 ? 's' : ''} pour l'écoute hors ligne · {formatBytes(total)}
      {estimate?.usage !== undefined && estimate.quota ? ` (stockage de l'app : ${formatBytes(estimate.usage)} sur ${formatBytes(estimate.quota)})` : ''}
    </p>
  );
}
