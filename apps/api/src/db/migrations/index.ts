// Every migration, in order. Explicit so a bundler or a missing file can never skip one.
import type { Migration } from 'kysely';
import * as initialSchema from './2026-11-21-initial-schema.ts';
import * as liveListeners from './2026-11-21-live-listeners.ts';
import * as mixDuration from './2026-11-23-mix-duration.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-21-initial-schema': initialSchema,
  '2026-11-21-live-listeners': liveListeners,
  '2026-11-23-mix-duration': mixDuration,
};
