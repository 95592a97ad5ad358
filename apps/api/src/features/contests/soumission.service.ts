import type { Soumission } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { selectSoumissions } from './soumission.repository.ts';

type SoumissionRow = Awaited<ReturnType<typeof selectSoumissions>>[number];

// spec 2 §3: nom_artiste and nom_complet come from the talent; the entry's own artist name wins.
const toSoumission = ({ talon_nom_artiste, ...row }: SoumissionRow): Soumission => ({
  ...row,
  nom_artiste: row.nom_artiste?.trim() || talon_nom_artiste,
  date_soumission: row.date_soumission.toISOString(),
  total_votes: row.votes_gratuit + row.votes_premium,
});

export const listSoumissions = async (db: Kysely<Database>, concoursId?: number): Promise<Soumission[]> =>
  (await selectSoumissions(db, concoursId)).map(toSoumission);
