// Counts only, never who (migration 2026-11-26-6-audience).

/** The live listener figure of one minute, and what was on air. */
export interface AudienceMinuteTable {
  minute: Date;
  listeners: number;
  programme_id: number | null;
  programme_title: string | null;
}

/** A roll-up of the minutes of one hour or one Paris day, per programme (0: nothing scheduled). */
interface AudienceRollupColumns {
  programme_id: number;
  programme_title: string | null;
  samples: number;
  listeners_sum: number;
  listeners_peak: number;
}
export interface AudienceHourTable extends AudienceRollupColumns {
  hour: Date;
}
export interface AudienceDayTable extends AudienceRollupColumns {
  day: string;
}

export interface AudiencePlayTable {
  day: string;
  kind: 'mix' | 'replay';
  item_id: number;
  title: string | null;
  started: number;
  listened: number;
}

export interface AudienceVoteHourTable {
  hour: Date;
  concours_id: number;
  concours_title: string | null;
  free_votes: number;
  premium_votes: number;
}
