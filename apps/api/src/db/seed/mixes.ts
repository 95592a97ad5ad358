import { WEEKLY_MIX_CATEGORY } from '@station/shared';
import { audio, image, instant, type SeedContext, slug } from './context.ts';
import type { PresenterKey, Presenters } from './presenters.ts';

// Listen counts start at zero and grow with real listens.
const MIXES: Array<{ titre: string; categorie: string; dj: PresenterKey; daysAgo: number; description: string }> = [
  { titre: 'Nouveautés Électro #47', categorie: WEEKLY_MIX_CATEGORY, dj: 'karim', daysAgo: 1,
    description: 'Les sorties house et techno de la semaine, mixées d’une traite.' },
  { titre: 'Fresh Hip-Hop', categorie: WEEKLY_MIX_CATEGORY, dj: 'marc', daysAgo: 3,
    description: 'Le meilleur du rap français et US sorti ces sept derniers jours.' },
  { titre: 'Afro Heat', categorie: WEEKLY_MIX_CATEGORY, dj: 'ines', daysAgo: 5,
    description: 'Afrobeats et amapiano : les titres qui chauffent cette semaine.' },
  { titre: 'Deep House Sunset', categorie: 'House', dj: 'karim', daysAgo: 9,
    description: 'Une heure de deep house pour accompagner le coucher du soleil.' },
  { titre: 'Amapiano Nights', categorie: 'Afro', dj: 'ines', daysAgo: 12,
    description: 'Log drums, pianos et basses profondes, en direct de Johannesburg.' },
  { titre: 'Old School R&B', categorie: 'R&B', dj: 'marc', daysAgo: 16,
    description: 'Les classiques R&B des années 90 et 2000, sans une seule pause.' },
  { titre: 'Techno Underground', categorie: 'Techno', dj: 'karim', daysAgo: 20,
    description: 'Techno berlinoise et française, pour les heures les plus sombres de la nuit.' },
  { titre: 'Soul Brunch', categorie: 'Soul', dj: 'ines', daysAgo: 25,
    description: 'Soul, jazz et grooves du dimanche matin.' },
];

const DEMO_MIX_SECONDS = 16;

export async function seedMixes(ctx: SeedContext, presenters: Presenters) {
  await ctx.trx
    .insertInto('mixes')
    .values(
      MIXES.map((mix) => {
        const name = slug(mix.titre);
        return {
          titre: mix.titre,
          description: mix.description,
          categorie: mix.categorie,
          animateur_id: presenters[mix.dj].id,
          mp3_url: audio(ctx, 'mixAudio', `${name}.mp3`, DEMO_MIX_SECONDS),
          duration_seconds: DEMO_MIX_SECONDS,
          img_url: image(ctx, 'mixImage', `${name}.svg`, { title: mix.titre, width: 800, height: 800, motif: 'vinyl' }),
          created_at: instant(ctx, -mix.daysAgo),
        };
      }),
    )
    .execute();
}
