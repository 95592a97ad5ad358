import type { Generated, GeneratedAlways } from 'kysely';
import type { AccountRole } from '../accounts/account.table.ts';

/** What the studio sent on air during one airing (radio.liq's files), and the replay it became. */
export interface LiveRecordingTable {
  id: GeneratedAlways<number>;
  /** radio.liq's files in RECORDINGS_FOLDER, in order: one per connection within the airing. */
  raw_files: string[];
  /** The recording in the media storage, under Audioemission/ (the replay's file once published). */
  audio_filename: string;
  started_at: Date;
  ended_at: Date;
  duration_seconds: number | null;
  /** 'app': the browser studio, with the pass's account; 'encoder': the studio's encoder (HARBOR_PASSWORD). */
  source: 'app' | 'encoder';
  account_role: AccountRole | null;
  account_id: number | null;
  programme_id: number | null;
  programme_title: string | null;
  airing_starts_at: Date | null;
  emission_id: number | null;
  /** Set once published: the emission's replay. */
  audio_file_id: number | null;
  created_at: Generated<Date>;
}
