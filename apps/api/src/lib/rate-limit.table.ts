import type { Generated } from 'kysely';

export interface RateLimitCounterTable {
  bucket: string;
  key_hash: string;
  count: number;
  window_start: Date;
  last_hit_at: Date;
}

export interface LoginKnownAddressTable {
  key_hash: string;
  last_success_at: Generated<Date>;
}
