import { type Animateur, messages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notFoundIf } from '../../lib/errors.ts';
import { selectVisibleAnimateur, selectVisibleAnimateurs } from './animateur.repository.ts';

// The rows already have the API's shape (spec 2 §3 Animateur); `hidden` is never selected.
export const listAnimateurs = (db: Kysely<Database>): Promise<Animateur[]> => selectVisibleAnimateurs(db);

export async function getAnimateur(db: Kysely<Database>, animateurid: number): Promise<Animateur> {
  return notFoundIf(await selectVisibleAnimateur(db, animateurid), messages.animateurNotFound);
}
