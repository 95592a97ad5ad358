import type { Generated, GeneratedAlways } from 'kysely';

/** One title change of the live stream. */
export interface PlayedTitleTable {
  id: GeneratedAlways<number>;
  title: string;
  /** Matched the jingle pattern (PLAYED_TITLES_JINGLE_PATTERN): kept apart, not listed. */
  is_jingle: Generated<boolean>;
  played_at: Generated<Date>;
  programme_id: number | null;
  programme_title: string | null;
  programme_host: string | null;
}
