import { image, type SeedContext, slug } from './context.ts';

// Inserted in this order so the hidden placeholder gets id 4, as in the old site.
const PRESENTERS = [
  { key: 'sophie', prenom: 'Sophie', nom: 'Laurent', role: 'animateur', categorie: 'Matinale & société',
    description: "Voix du réveil depuis dix ans, Sophie mêle actualité, invités et bonne humeur. Elle anime aussi « Talents d'ici », la vitrine des artistes de la région, et chaque mois un direct depuis un lieu de concert." },
  { key: 'karim', prenom: 'Karim', nom: 'Benali', role: 'DJ', categorie: 'House & électro',
    description: 'Résident des nuits parisiennes, Karim passe de la deep house à la techno sans jamais perdre le dancefloor.' },
  { key: 'julie', prenom: 'Julie', nom: 'Moreau', role: 'animateur', categorie: 'Culture & interviews',
    description: "Curieuse de tout, Julie reçoit musiciens, auteurs et cinéastes dans « Culture Club » et les sessions acoustiques du week-end." },
  { key: 'placeholder', prenom: 'Animateur', nom: 'Invité', role: 'animateur', categorie: 'Invités', hidden: true,
    description: "Fiche réservée aux animateurs invités : elle n'apparaît dans aucune liste publique." },
  { key: 'ines', prenom: 'Inès', nom: 'Fontaine', role: 'DJ', categorie: 'Afro & amapiano',
    description: "DJ et productrice, Inès fait voyager l'antenne entre Lagos, Johannesburg et Paris." },
  { key: 'marc', prenom: 'Marc', nom: 'Dubois', role: 'DJ', categorie: 'Hip-hop & R&B',
    description: 'Digger infatigable, Marc raconte quarante ans de hip-hop, des classiques aux dernières sorties.' },
] as const;

export type PresenterKey = (typeof PRESENTERS)[number]['key'];
export type Presenters = Record<PresenterKey, { id: number; name: string }>;

export async function seedPresenters(ctx: SeedContext): Promise<Presenters> {
  const presenters = {} as Presenters;
  for (const { key, ...presenter } of PRESENTERS) {
    const name = `${presenter.prenom} ${presenter.nom}`;
    const img_url = image(ctx, 'animateurImage', `${slug(name)}.svg`, {
      title: name, width: 600, height: 600, motif: 'portrait',
    });
    const row = await ctx.trx
      .insertInto('animateurs')
      .values({ ...presenter, img_url, fb_url: null, insta_url: null, tiktok_url: null })
      .returning('animateurid')
      .executeTakeFirstOrThrow();
    presenters[key] = { id: row.animateurid, name };
  }
  return presenters;
}
