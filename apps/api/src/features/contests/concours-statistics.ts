import type { ConcoursStatistics } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { selectPremiumRevenueCents } from './concours.repository.ts';
import { getConcours } from './concours.service.ts';
import { listSoumissions } from './soumission.service.ts';

/** 'Admin Gestion des Concours' statistics: participants, votes, premium revenue, ranking. */
export async function concoursStatistics(db: Kysely<Database>, concoursid: number): Promise<ConcoursStatistics> {
  const concours = await getConcours(db, concoursid);
  const entries = await listSoumissions(db, concoursid);
  // Sorted by total_votes descending by default (the page toggles ascending).
  const ranking = entries
    .map(({ soumissionid, talon_id, nom_artiste, nom_complet, votes_gratuit, votes_premium, total_votes }) => ({ soumissionid, talon_id, nom_artiste, nom_complet, votes_gratuit, votes_premium, total_votes }))
    .sort((a, b) => b.total_votes - a.total_votes || a.soumissionid - b.soumissionid);
  const sum = (pick: (entry: (typeof ranking)[number]) => number) => ranking.reduce((total, entry) => total + pick(entry), 0);
  return {
    concours,
    participants: new Set(ranking.map((entry) => entry.talon_id)).size,
    total_votes: sum((entry) => entry.total_votes),
    votes_gratuit: sum((entry) => entry.votes_gratuit),
    votes_premium: sum((entry) => entry.votes_premium),
    revenue_cents: await selectPremiumRevenueCents(db, concoursid),
    ranking,
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet: quote it inert.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The ranking as CSV (semicolons and a BOM: what French spreadsheets open right). */
export function statisticsCsv(stats: ConcoursStatistics): string {
  const header = ['Rang', 'Artiste', 'Nom complet', 'Votes gratuits', 'Votes premium', 'Total des votes'];
  const rows = stats.ranking.map((entry, index) => [index + 1, entry.nom_artiste, entry.nom_complet, entry.votes_gratuit, entry.votes_premium, entry.total_votes]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
