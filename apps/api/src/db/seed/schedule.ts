import { WEEKDAYS, type Weekday } from '@station/shared';
import { day, type SeedContext } from './context.ts';
import type { Emissions } from './emissions.ts';
import type { PresenterKey, Presenters } from './presenters.ts';

const WEEK = [...WEEKDAYS];
const WORKDAYS = WEEKDAYS.slice(0, 5);

interface DemoProgramme {
  title: string;
  description: string;
  type: 'music' | 'talk' | 'mix';
  start: string;
  end: string;
  host: PresenterKey;
  days?: Weekday[];
  /** A one-off on today + offset. */
  offset?: number;
  emission?: string;
}

// A show never crosses midnight, so the late show ends at 23:59 and the night starts at 00:00.
const PROGRAMMES: DemoProgramme[] = [
  { title: 'Nuits Blanches', type: 'mix', start: '00:00', end: '06:00', host: 'karim', days: WEEK,
    description: 'Des mix sans interruption pour les oiseaux de nuit.' },
  { title: 'Le Réveil Live', type: 'talk', start: '06:00', end: '10:00', host: 'sophie', days: WORKDAYS,
    description: "L'info, la météo, les invités du matin et les titres qui donnent envie de se lever." },
  { title: 'Culture Club', type: 'talk', start: '10:00', end: '14:00', host: 'julie', days: WORKDAYS,
    description: 'Concerts, livres, cinéma : les rendez-vous culturels et les artistes qui les font.' },
  { title: 'Après-midi Groove', type: 'music', start: '14:00', end: '19:00', host: 'ines', days: WORKDAYS,
    description: 'Soul, funk, afro et nouveautés pour porter tout l’après-midi.' },
  { title: 'Club Live', type: 'mix', start: '19:00', end: '23:59', host: 'karim', days: WEEK,
    description: 'Les DJ de la station aux platines, en direct du studio.' },
  { title: 'Week-end Acoustique', type: 'music', start: '08:00', end: '12:00', host: 'julie', days: ['Saturday', 'Sunday'],
    description: 'Un réveil tout en douceur : folk, pop acoustique et sessions live.' },
  { title: 'Hip-Hop Culture', type: 'talk', start: '12:00', end: '16:00', host: 'marc', days: ['Saturday'], emission: 'hip-hop',
    description: "L'histoire du hip-hop racontée par ses disques." },
  { title: "Talents d'ici", type: 'talk', start: '16:00', end: '19:00', host: 'sophie', days: ['Saturday'], emission: 'talents',
    description: 'Les artistes émergents de la région en live et en interview.' },
  { title: 'Dimanche Soul', type: 'music', start: '12:00', end: '16:00', host: 'marc', days: ['Sunday'],
    description: 'Classiques soul et R&B, des années 60 à aujourd’hui.' },
  { title: 'Afro Vibes', type: 'mix', start: '16:00', end: '19:00', host: 'ines', days: ['Sunday'], emission: 'afro',
    description: 'Afrobeats et amapiano pour finir le week-end en dansant.' },
  // One-offs (specific_date): a past interview and two upcoming specials.
  { title: 'Interview exclusive : Les Velours', type: 'talk', start: '15:00', end: '16:00', host: 'julie', offset: -2,
    description: 'Le groupe nantais raconte son premier album, avec deux titres joués en direct.' },
  { title: 'Session Acoustique', type: 'music', start: '10:00', end: '11:00', host: 'julie', offset: 2, emission: 'acoustique',
    description: 'Une session enregistrée dans notre petit studio, sans filet.' },
  { title: 'Spécial Concours : la soirée des talents', type: 'talk', start: '20:00', end: '22:00', host: 'sophie', offset: 3, emission: 'concours',
    description: 'Les finalistes du concours de talents jouent en live et le public vote.' },
];

export async function seedProgrammes(ctx: SeedContext, presenters: Presenters, emissions: Emissions) {
  const rows = await ctx.trx
    .insertInto('programmes')
    .values(
      PROGRAMMES.map((programme) => ({
        title: programme.title,
        description: programme.description,
        type: programme.type,
        start_time: programme.start,
        end_time: programme.end,
        days: programme.days ?? [],
        specific_date: programme.offset === undefined ? null : day(ctx, programme.offset),
        host: presenters[programme.host].name,
        animateur_id: presenters[programme.host].id,
        emission_id: programme.emission ? emissions[programme.emission] : null,
        img_url: null,
      })),
    )
    .returning(['id', 'title'])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.title, row.id]));
}
