import { CONTEST_NEWS_KEYWORD } from '@station/shared';
import { day, image, instant, type SeedContext, slug } from './context.ts';

interface DemoArticle {
  title: string;
  categorie: string;
  daysAgo: number;
  hoster_name: string;
  description: string;
  content?: string;
  /** A replay the demo ships (seed/emissions.ts), so the podcast player works out of the box. */
  podcast?: string;
}

const articles = (station: string): DemoArticle[] => [
  { title: `${station} fête ses 15 ans`, categorie: 'Station', daysAgo: 1, hoster_name: 'La rédaction',
    description: 'Quinze ans de direct, de découvertes et de nuits blanches : merci de nous écouter.',
    content: `Lancée en 2011, ${station} a grandi avec vous.\n\n• plus de 50 émissions originales\n• 1000 artistes découverts\n• un studio ouvert au public\n\nRendez-vous samedi pour une journée spéciale en direct. #anniversaire #live` },
  { title: 'Nouvelle matinale : Le Réveil Live', categorie: 'Programmes', daysAgo: 4, hoster_name: 'Sophie Laurent',
    description: 'Dès lundi, Sophie Laurent vous réveille de 6 h à 10 h avec des invités et beaucoup de musique.' },
  { title: 'Les sorties musicales de la semaine', categorie: 'Musique', daysAgo: 6, hoster_name: 'Marc Dubois',
    description: 'Rap, soul, électro : notre sélection des albums et singles à ne pas manquer.',
    content: 'Cette semaine dans nos oreilles :\n\n• un premier album soul très attendu\n• le retour d’un duo électro français\n• une mixtape rap enregistrée en une nuit\n\nÀ écouter dans « Fresh Hip-Hop » et « Nouveautés Électro ».' },
  { title: 'Interview : Les Velours', categorie: 'Interview', daysAgo: 8, hoster_name: 'Julie Moreau',
    description: 'Le groupe nantais nous raconte l’enregistrement de son premier album, entre garage et grange.' },
  { title: 'Festival des Nuits Électro : le bilan', categorie: 'Événement', daysAgo: 11, hoster_name: 'Karim Benali',
    description: 'Trois nuits, douze DJ et un public au rendez-vous : retour sur le festival que nous avons diffusé en direct.' },
  { title: 'Nos animateurs en tournée dans les lycées', categorie: 'Station', daysAgo: 15, hoster_name: 'La rédaction',
    description: 'Ateliers radio, initiation au mix et découverte des métiers du son : l’équipe part à la rencontre des lycéens.' },
  { title: 'Podcast : Hip-Hop Culture', categorie: 'Podcast', daysAgo: 18, hoster_name: 'Marc Dubois',
    description: 'L’émission de Marc Dubois est disponible en réécoute : cette semaine, le rap marseillais des années 90.',
    podcast: '/Audioemission/hip-hop-culture.mp3' },
  { title: 'Concours Voix d’Or : les inscriptions sont ouvertes', categorie: CONTEST_NEWS_KEYWORD, daysAgo: 10, hoster_name: 'La rédaction',
    description: 'Chanteuses et chanteurs, envoyez votre vidéo : le gagnant enregistre en studio professionnel.',
    content: 'Comment participer :\n\n• créez votre compte talent\n• envoyez le lien YouTube de votre meilleure prestation\n• partagez pour récolter des votes\n\n1er prix : jusqu’à 5000 € et une semaine de diffusion, deux passages par jour. #concours #talents' },
  { title: 'Beatmakers Challenge : envoyez vos productions', categorie: CONTEST_NEWS_KEYWORD, daysAgo: 5, hoster_name: 'Karim Benali',
    description: 'Producteurs, beatmakers : trois minutes pour convaincre le jury et les auditeurs.' },
  { title: `Gagnez vos places pour le Live ${station}`, categorie: CONTEST_NEWS_KEYWORD, daysAgo: 2, hoster_name: 'La rédaction',
    description: 'Votez pour vos talents préférés et tentez de gagner deux invitations pour notre grande soirée en public.' },
];

export async function seedNews(ctx: SeedContext) {
  await ctx.trx
    .insertInto('actualites')
    .values(
      articles(ctx.config.station.name).map((article) => ({
        title: article.title,
        categorie: article.categorie,
        date: day(ctx, -article.daysAgo),
        hoster_name: article.hoster_name,
        description: article.description,
        content: article.content ?? null,
        podcast_url: article.podcast ?? null,
        img_url: image(ctx, 'actualiteImage', `${slug(article.title)}.svg`, {
          title: article.title, width: 1200, height: 675, motif: 'stage',
        }),
        created_at: instant(ctx, -article.daysAgo),
      })),
    )
    .execute();
}
