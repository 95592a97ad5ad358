import { image, type SeedContext } from './context.ts';

// The spec's fallback slide texts, now as real hero images drawn at seed time.
const HERO = [
  { title: 'Studio en Direct', description: 'Découvrez nos émissions en direct', motif: 'waves' },
  { title: 'Concerts Live', description: 'Les meilleurs artistes en live', motif: 'stage' },
  { title: 'Festivals', description: "Vivez l'ambiance des festivals", motif: 'bars' },
] as const;

const ABOUT = [
  { image_key: 'hero_bg', title: 'Notre Histoire', alt_text: 'Le studio de la radio, micros allumés' },
  { image_key: 'studio', title: 'Le studio', alt_text: 'Le studio principal vu depuis la régie' },
  { image_key: 'mixer', title: 'La console', alt_text: 'La console de mixage pendant un direct' },
  { image_key: 'equipment', title: 'Le matériel', alt_text: 'Micros, platines et synthétiseurs du studio' },
  { image_key: 'headphones', title: 'À l’écoute', alt_text: 'Un casque posé sur la console' },
] as const;

export async function seedSite(ctx: SeedContext) {
  await ctx.trx
    .insertInto('hero_images')
    .values(
      HERO.map((slide, index) => ({
        title: slide.title,
        description: slide.description,
        display_order: index + 1,
        image_filename: image(ctx, 'hero', `hero-${index + 1}.svg`, { title: slide.title, width: 1600, height: 900, motif: slide.motif }),
      })),
    )
    .execute();
  await ctx.trx
    .insertInto('about_images')
    .values(
      ABOUT.map(({ title, ...slot }) => ({
        ...slot,
        image_filename: image(ctx, 'aboutImage', `${slot.image_key}.svg`, { title, width: 1200, height: 800, motif: slot.image_key === 'hero_bg' ? 'stage' : 'waves' }),
      })),
    )
    .execute();
  // The app's own demo channel (features/tv/tv-demo.routes.ts): a looped HLS live playlist served
  // by the app itself, so the TV panel plays out of the box, without the internet.
  await ctx.trx
    .insertInto('tv_streams')
    .values({
      title: `${ctx.config.station.name} TV`,
      description: 'Chaîne de démonstration : une boucle vidéo en direct (HLS) diffusée par l’application elle-même.',
      stream_type: 'hls',
      stream_url: '/tv/demo/live.m3u8',
      poster_url: image(ctx, 'tvPoster', 'tv-demo.svg', { title: `${ctx.config.station.name} TV`, width: 1280, height: 720, motif: 'stage' }),
      is_live: true,
    })
    .execute();
}
