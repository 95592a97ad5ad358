import { youtubeEmbedUrl, youtubeId, youtubeThumbnail } from '@station/shared/client';
import { ExternalLink, Play, X } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { pause } from '../../../player/player-controls.ts';
import { usePlayerStore } from '../../../player/player-store.ts';
import { useOpenVideoStore } from '../open-video-store.ts';
import '../contests.css';

/**
 * An entry's YouTube video: its thumbnail (max resolution, hqdefault when YouTube has
 * none) until clicked, then the embedded player in its place, autoplaying. One video at a time, and
 * starting one pauses the radio so the two never play over each other.
 */
export function EntryVideo({ soumissionid, url, title }: { soumissionid: number; url: string; title: string }) {
  const id = youtubeId(url);
  const open = useOpenVideoStore((state) => state.open === soumissionid);
  const toggle = useOpenVideoStore((state) => state.toggle);
  // maxresdefault, then hqdefault, then none: the black frame and its play button alone.
  const [quality, setQuality] = useState<'maxresdefault' | 'hqdefault' | null>('maxresdefault');
  const degrade = () => setQuality((current) => (current === 'maxresdefault' ? 'hqdefault' : null));
  if (!id) {
    // Otherwise the raw link is used.
    return (
      <a className="entry-video entry-video--link" href={url} target="_blank" rel="noopener noreferrer">
        <ExternalLink size={18} aria-hidden="true" /> Voir la vidéo
      </a>
    );
  }
  const start = () => {
    if (!open && usePlayerStore.getState().playing) pause();
    toggle(soumissionid);
  };
  if (open) {
    return (
      <div className="entry-video entry-video--open">
        <iframe
          src={youtubeEmbedUrl(id)}
          title={`Vidéo de ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <button type="button" className="entry-video__close icon-button" aria-label="Fermer la vidéo" onClick={start}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
    );
  }
  return (
    <button type="button" className="entry-video" aria-label={`Lire la vidéo de ${title}`} onClick={start}>
      {quality && (
        <img
          src={youtubeThumbnail(id, quality)}
          alt=""
          loading="lazy"
          onError={degrade}
          // YouTube answers a missing max-resolution image with a 120 px placeholder, not always an error.
          onLoad={(event) => quality === 'maxresdefault' && event.currentTarget.naturalWidth <= 120 && degrade()}
        />
      )}
      <span className="entry-video__play" aria-hidden="true">
        <Play size={28} />
      </span>
    </button>
  );
}
