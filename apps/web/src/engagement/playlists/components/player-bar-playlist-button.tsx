import { usePlayerStore } from '../../../player/player-store.ts';
import { AddToPlaylistButton } from './add-to-playlist-button.tsx';
import '../playlists.css';

/** The player bar's 'add to a playlist' for what plays: a mix, or an emission's main recording. */
export function PlayerBarPlaylistButton() {
  const item = usePlayerStore((state) => state.item);
  const source = item?.source;
  if (!item || !source || source.kind === 'live' || (source.kind === 'emission' && source.audioId !== undefined)) return null;
  const track = source.kind === 'mix' ? { mix_id: source.id } : { emission_id: source.id };
  return <AddToPlaylistButton track={track} title={item.title} className="player-bar__skip" />;
}
