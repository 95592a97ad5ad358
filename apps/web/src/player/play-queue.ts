// A playlist playing through the one player: the items in order, which one plays, and
// next/previous from the bar and the lock screen (Media Session 'nexttrack' / 'previoustrack').
// The queue lasts while what plays is one of its items: playing anything else ends it.
import { create } from 'zustand';
import { audioElement } from './audio-engine.ts';
import { playItem } from './player-controls.ts';
import { type PlayerItem, sameSource, usePlayerStore } from './player-store.ts';

interface QueueState {
  items: PlayerItem[];
  index: number;
  /** The playlist's title, for the bar. */
  name: string | null;
}

export const usePlayQueue = create<QueueState>(() => ({ items: [], index: 0, name: null }));

const hasNext = (state: QueueState) => state.items.length > 0 && state.index < state.items.length - 1;
const hasPrevious = (state: QueueState) => state.items.length > 0 && state.index > 0;
export const selectHasNext = hasNext;
export const selectHasPrevious = hasPrevious;

/** Plays `items` in order from `start` (a playlist's 'Lire'). */
export function playQueue(items: PlayerItem[], name: string, start = 0) {
  if (items.length === 0) return;
  const index = Math.max(0, Math.min(start, items.length - 1));
  usePlayQueue.setState({ items, index, name });
  return playItem(items[index]!);
}

function playAt(index: number) {
  const state = usePlayQueue.getState();
  const item = state.items[index];
  if (!item) return;
  usePlayQueue.setState({ index });
  return playItem(item);
}

export const playNext = () => hasNext(usePlayQueue.getState()) && playAt(usePlayQueue.getState().index + 1);
export const playPrevious = () => hasPrevious(usePlayQueue.getState()) && playAt(usePlayQueue.getState().index - 1);

export const clearQueue = () => usePlayQueue.setState({ items: [], index: 0, name: null });

function setHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    navigator.mediaSession.setActionHandler(action, handler);
  } catch {
    // This browser does not know the action.
  }
}

let started = false;

/** Wires the queue once: the end of an item starts the next, the lock screen gets next/previous. */
export function startPlayQueue() {
  if (started) return;
  started = true;
  // Listened before the engine's own 'ended' (which rewinds and pauses): registered after it,
  // this runs after it and starts the next item.
  audioElement().addEventListener('ended', () => void playNext());
  // Anything else loaded (a card's play button, the live stream): the playlist is over.
  usePlayerStore.subscribe((player, previous) => {
    if (player.item === previous.item) return;
    const queue = usePlayQueue.getState();
    const current = queue.items[queue.index];
    if (current && !sameSource(player.item?.source, current.source)) clearQueue();
  });
  if (!('mediaSession' in navigator)) return;
  const sync = (state: QueueState) => {
    setHandler('nexttrack', hasNext(state) ? () => void playNext() : null);
    setHandler('previoustrack', hasPrevious(state) ? () => void playPrevious() : null);
  };
  usePlayQueue.subscribe(sync);
  sync(usePlayQueue.getState());
}
