import type { Generated, GeneratedAlways } from 'kysely';
import type { AccountRole } from '../accounts/account.table.ts';

/** A signed-in listener follows a programme (visitors keep theirs on the device). */
export interface ProgrammeFollowTable {
  id: GeneratedAlways<number>;
  programme_id: number;
  account_role: AccountRole;
  account_id: number;
  created_at: Generated<Date>;
}

/** A browser's Web Push subscription (its endpoint is the capability: whoever knows it owns it). */
export interface PushSubscriptionTable {
  id: GeneratedAlways<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Generated<Date>;
}

/** 'Remind me 10 minutes before' a programme, on one device. */
export interface ProgrammeReminderTable {
  id: GeneratedAlways<number>;
  programme_id: number;
  subscription_id: number;
  created_at: Generated<Date>;
}

/** One row per reminder and airing, inserted before sending: the process that inserts it sends. */
export interface ReminderSendTable {
  reminder_id: number;
  airing_starts_at: Date;
  sent_at: Generated<Date>;
}

export interface VapidKeysTable {
  id: Generated<number>;
  public_key: string;
  private_key: string;
  created_at: Generated<Date>;
}
