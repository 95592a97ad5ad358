/** A player on the live stream, by its random per-page id, and when it last said it listens. */
export interface LiveListenerTable {
  listener_id: string;
  last_seen: Date;
}
