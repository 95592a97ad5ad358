// What every content card offers, the same way on every card: like, comments, share and,
// for what can be played, add to a playlist. Content features hand in what the card shows; the
// engagement modules below them do the rest.
import type { PlaylistTrackInput, ShareTarget } from '@station/shared';
import { CommentsToggle } from './comments/components/comments-toggle.tsx';
import { LikeButton } from './likes/components/like-button.tsx';
import { AddToPlaylistButton } from './playlists/components/add-to-playlist-button.tsx';
import { ShareButton } from './share/components/share-button.tsx';
import './engagement.css';

export type EngagedContent =
  | { kind: 'mix'; id: number; title: string; weekly: boolean }
  | { kind: 'emission'; id: number; title: string; playable: boolean }
  | { kind: 'actualite'; id: number; title: string; contest: boolean };

function shareTarget(content: EngagedContent): ShareTarget {
  if (content.kind === 'mix') return { kind: 'mix', id: content.id, weekly: content.weekly };
  if (content.kind === 'actualite') return { kind: 'actualite', id: content.id, contest: content.contest };
  return { kind: 'emission', id: content.id };
}

function playlistTrack(content: EngagedContent): PlaylistTrackInput | null {
  if (content.kind === 'mix') return { mix_id: content.id };
  if (content.kind === 'emission' && content.playable) return { emission_id: content.id };
  return null;
}

export function ContentActions({ content }: { content: EngagedContent }) {
  const track = playlistTrack(content);
  return (
    <>
      <LikeButton contentType={content.kind} contentId={content.id} title={content.title} />
      <CommentsToggle contentType={content.kind} contentId={content.id} title={content.title} />
      <ShareButton target={shareTarget(content)} title={content.title} />
      {track && <AddToPlaylistButton track={track} title={content.title} />}
    </>
  );
}
