import type { Generated, GeneratedAlways } from 'kysely';
import type { Weekday } from '@station/shared';

export interface ProgrammeTable {
  id: GeneratedAlways<number>;
  title: string;
  description: string | null;
  host: string | null;
  type: Generated<string>;
  /** Postgres `time`, read back as 'HH:mm:ss'. */
  start_time: string;
  end_time: string;
  days: Generated<Weekday[]>;
  /** 'YYYY-MM-DD' for a one-off programme. */
  specific_date: string | null;
  img_url: string | null;
  animateur_id: number | null;
  emission_id: number | null;
  created_at: Generated<Date>;
  /** Moved by every change: the calendar feed's LAST-MODIFIED and SEQUENCE. */
  updated_at: Generated<Date>;
  /** Counts the changes: the calendar feed's SEQUENCE. */
  revision: Generated<number>;
}
