import { audio, day, image, instant, type SeedContext, slug } from './context.ts';
import type { PresenterKey, Presenters } from './presenters.ts';

interface DemoEmission {
  key: string;
  title: string;
  description: string;
  hosts: PresenterKey[];
  /** Days from today, with start and end times: past ones have been broadcast, future ones are upcoming. */
  dates: Array<[offset: number, start: string, end: string]>;
  /** A primary recording (mp3_url) and an extra replay for each of these past dates. */
  primaryAudio: boolean;
  replays: number[];
}

const EMISSIONS: DemoEmission[] = [
  { key: 'grand-direct', title: 'Le Grand Direct', hosts: ['sophie', 'julie'], primaryAudio: true, replays: [-7, -1],
    dates: [[-7, '18:00', '20:00'], [-1, '18:00', '20:00'], [6, '18:00', '20:00']],
    description: "Deux heures en direct avec les artistes qui font l'actualité : live en studio, interviews et vos messages à l'antenne." },
  { key: 'talents', title: "Talents d'ici", hosts: ['sophie'], primaryAudio: true, replays: [-3],
    dates: [[-3, '16:00', '19:00'], [4, '16:00', '19:00']],
    description: 'La vitrine des artistes émergents de la région : un invité, trois titres, une histoire. Les candidats du concours y passent en priorité.' },
  { key: 'acoustique', title: 'Session Acoustique', hosts: ['julie'], primaryAudio: true, replays: [-14],
    dates: [[-14, '10:00', '11:00'], [2, '10:00', '11:00'], [9, '10:00', '11:00']],
    description: 'Guitares sèches, pianos et voix nues : une session enregistrée dans notre petit studio, sans filet.' },
  { key: 'afro', title: 'Afro Vibes', hosts: ['ines'], primaryAudio: false, replays: [],
    dates: [[-2, '16:00', '18:00'], [5, '16:00', '19:00']],
    description: "Afrobeats, amapiano et coupé-décalé : Inès Fontaine fait danser l'antenne tout le dimanche après-midi." },
  { key: 'hip-hop', title: 'Hip-Hop Culture', hosts: ['marc'], primaryAudio: true, replays: [-10, -3],
    dates: [[-10, '12:00', '14:00'], [-3, '12:00', '14:00']],
    description: "L'histoire du hip-hop racontée par ses disques : chaque semaine un thème, une ville, une époque." },
  { key: 'concours', title: 'Spécial Concours', hosts: ['sophie', 'marc'], primaryAudio: false, replays: [],
    dates: [[3, '20:00', '22:00']],
    description: 'Soirée spéciale en direct : les finalistes du concours de talents jouent en live et le public vote.' },
];

export type Emissions = Record<string, number>;

export async function seedEmissions(ctx: SeedContext, presenters: Presenters): Promise<Emissions> {
  const ids: Emissions = {};
  for (const [index, emission] of EMISSIONS.entries()) {
    const name = slug(emission.title);
    const row = await ctx.trx
      .insertInto('emissions')
      .values({
        title: emission.title,
        description: emission.description,
        img_url: image(ctx, 'emissionImage', `${name}.svg`, { title: emission.title, width: 800, height: 600, motif: 'waves' }),
        mp3_url: emission.primaryAudio ? audio(ctx, 'emissionAudio', `${name}.mp3`, 10) : null,
        created_at: instant(ctx, -40 + index),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[emission.key] = row.id;
    await ctx.trx
      .insertInto('emission_broadcast_dates')
      .values(emission.dates.map(([offset, start, end]) => ({ emission_id: row.id, broadcast_date: day(ctx, offset), broadcast_time: start, heure_fin: end })))
      .execute();
    await ctx.trx
      .insertInto('emission_animateurs')
      .values(emission.hosts.map((host) => ({ emission_id: row.id, animateur_id: presenters[host].id })))
      .execute();
    for (const offset of emission.replays) {
      // The spec's file name pattern title_YYYY-MM-DD.
      const date = day(ctx, offset);
      await ctx.trx
        .insertInto('emission_audio_files')
        .values({ emission_id: row.id, title: emission.title, broadcast_date: date, audio_filename: audio(ctx, 'emissionAudio', `${name}_${date}.mp3`, 10) })
        .execute();
    }
  }
  return ids;
}
