import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** The stored first answer to a write replayed by the offline outbox. */
export interface IdempotencyKeyTable {
  id: GeneratedAlways<number>;
  key: string;
  /** 'role:id' of the account, or 'visitor:key'. */
  scope: string;
  method: string;
  path: string;
  /** Null while the first request is still running. */
  status: number | null;
  /** jsonb: read parsed, written as a JSON string. */
  response_body: ColumnType<unknown, string | null, string | null>;
  created_at: Generated<Date>;
}
