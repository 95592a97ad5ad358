/** A player on the live stream, by its random per-page id, and when it last said it listens. */
export interface LiveListenerTable {
  listener_id: string;
  last_seen: Date;
}

/** A live figure computed once per tick for all API processes, and when (the database's clock). */
export interface LiveFigureTable {
  name: string;
  value: number;
  computed_at: Date;
}
