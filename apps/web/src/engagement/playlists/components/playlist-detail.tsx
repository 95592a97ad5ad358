import type { PlaylistTrack, PlaylistWithTracks } from '@station/shared';
import { playlistMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Disc3, Play, Radio, Trash2 } from '../../../ui/icons.tsx';
import type { ReactNode } from 'react';
import { accountTag } from '../../../offline/outbox.ts';
import { playQueue } from '../../../player/play-queue.ts';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { useSession } from '../../../session/session-query.ts';
import { playlistQuery } from '../api/playlist-queries.ts';
import { useRemoveTrack, useReorderTracks } from '../api/playlist-writes.ts';
import { trackItem } from '../playlist-items.ts';
import { trackCount } from './playlist-card.tsx';
import '../playlists.css';

interface PlaylistDetailProps {
  id: number;
  /** The share button, composed by the route (public playlists only). */
  share?: (playlist: PlaylistWithTracks) => ReactNode;
}

/** A playlist's page: read-only for everyone when public; its owner also reorders and removes. */
export function PlaylistDetail({ id, share }: PlaylistDetailProps) {
  const { account } = useSession();
  const query = useQuery(playlistQuery(accountTag(account), id));
  return (
    <QueryState query={query} skeletons={1} errorText={playlistMessages.loadFailed}>
      {(playlist) => {
        const items = playlist.tracks.map(trackItem);
        return (
          <div className="playlist-detail">
            <header className="playlist-detail__head">
              <div>
                <h1 className="playlist-detail__title">{playlist.title}</h1>
                {playlist.description && <p className="muted">{playlist.description}</p>}
                <p className="playlist-card__count">
                  {trackCount(playlist.track_count)} · {playlist.is_public ? 'Publique' : 'Privée'}
                </p>
              </div>
              <div className="community__actions">
                <button type="button" className="btn btn--primary" disabled={items.length === 0} onClick={() => void playQueue(items, playlist.title)}>
                  <Play size={18} aria-hidden="true" />
                  Lire la playlist
                </button>
                {playlist.is_public && share?.(playlist)}
              </div>
            </header>
            {playlist.tracks.length === 0 ? (
              <EmptyState>Aucun titre pour le moment : ajoutez des mixes et des émissions depuis leurs cartes ou le lecteur.</EmptyState>
            ) : (
              <ol className="playlist-tracks" aria-label="Titres">
                {playlist.tracks.map((track, index) => (
                  <li key={track.id} className="playlist-track">
                    <TrackRow playlist={playlist} track={track} index={index} onPlay={() => void playQueue(items, playlist.title, index)} />
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

function TrackRow({ playlist, track, index, onPlay }: { playlist: PlaylistWithTracks; track: PlaylistTrack; index: number; onPlay: () => void }) {
  const reorder = useReorderTracks();
  const remove = useRemoveTrack();
  const ids = playlist.tracks.map((each) => each.id);
  const move = (offset: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + offset]] = [next[index + offset]!, next[index]!];
    reorder.mutate({ playlistId: playlist.id, trackIds: next });
  };
  const busy = reorder.isPending || remove.isPending;
  return (
    <>
      <span className="playlist-track__index" aria-hidden="true">
        {index + 1}
      </span>
      <span className="playlist-track__icon" aria-hidden="true">
        {track.kind === 'mix' ? <Disc3 size={18} /> : <Radio size={18} />}
      </span>
      <span className="playlist-track__text">
        <span className="playlist-track__title">{track.title}</span>
        <span className="muted">{[track.kind === 'mix' ? 'Mix' : 'Émission', track.artist].filter(Boolean).join(' · ')}</span>
      </span>
      <span className="playlist-track__actions">
        <button type="button" className="icon-button card-action" aria-label={`Lire : ${track.title}`} onClick={onPlay}>
          <Play size={16} aria-hidden="true" />
        </button>
        {playlist.is_owner && (
          <>
            <button type="button" className="icon-button card-action" aria-label={`Monter : ${track.title}`} disabled={busy || index === 0} onClick={() => move(-1)}>
              <ArrowUp size={16} aria-hidden="true" />
            </button>
            <button type="button" className="icon-button card-action" aria-label={`Descendre : ${track.title}`} disabled={busy || index === ids.length - 1} onClick={() => move(1)}>
              <ArrowDown size={16} aria-hidden="true" />
            </button>
            <button type="button" className="icon-button card-action" aria-label={`Retirer : ${track.title}`} disabled={busy} onClick={() => remove.mutate({ playlistId: playlist.id, trackId: track.id })}>
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </>
        )}
      </span>
    </>
  );
}
