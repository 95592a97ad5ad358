// 'La lettre': by default the week's programme and the latest news, mixes and contest
// news after the admin's introduction; a preview, a test send to the admin, and the send to every
// confirmed subscriber through the mail queue, each copy with its own unsubscribe link.
import { type LetterInput, type LetterPreview, WEEKDAYS } from '@station/shared';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../lib/context.ts';
import { linkOrigin } from '../../lib/site-origin.ts';
import { letterMail } from '../mail/mail-templates.ts';
import { listSubscriptions } from './newsletter.repository.ts';

const FRENCH_DAYS: Record<(typeof WEEKDAYS)[number], string> = {
  Monday: 'Lundi',
  Tuesday: 'Mardi',
  Wednesday: 'Mercredi',
  Thursday: 'Jeudi',
  Friday: 'Vendredi',
  Saturday: 'Samedi',
  Sunday: 'Dimanche',
};

async function defaultSections(db: Kysely<Database>, base: string): Promise<string[]> {
  const programmes = await db.selectFrom('programmes').select(['title', 'start_time', 'days']).orderBy('start_time').execute();
  const week = WEEKDAYS.map((day) => {
    const shows = programmes.filter((programme) => programme.days.includes(day)).map((programme) => `${programme.start_time.slice(0, 5)} ${programme.title}`);
    return shows.length ? `${FRENCH_DAYS[day]} : ${shows.join(', ')}` : undefined;
  }).filter(Boolean);
  const news = await db.selectFrom('actualites').select(['title', 'categorie']).orderBy('date', 'desc').orderBy('actualiteid', 'desc').limit(6).execute();
  const mixes = await db.selectFrom('mixes').select('titre').orderBy('mixid', 'desc').limit(3).execute();
  const contests = await db.selectFrom('concours').select(['nom_concours', 'date_fin']).where('status', '=', 'active').orderBy('date_fin').execute();
  const sections: string[] = [];
  if (week.length) sections.push(`Au programme cette semaine\n${week.join('\n')}`);
  const articles = news.filter((item) => item.categorie !== 'concours').slice(0, 3);
  if (articles.length) sections.push(`Les dernières actualités\n${articles.map((item) => `• ${item.title}`).join('\n')}`);
  if (mixes.length) sections.push(`Nouveaux mixes\n${mixes.map((mix) => `• ${mix.titre}`).join('\n')}`);
  if (contests.length) sections.push(`Concours de talents\n${contests.map((contest) => `• ${contest.nom_concours} (votes jusqu’au ${contest.date_fin})`).join('\n')}`);
  sections.push(`Tout le programme et le direct : ${base}/`);
  return sections;
}

const unsubscribeUrls = (base: string, token: string) => ({
  page: `${base}/newsletter/desabonnement?token=${encodeURIComponent(token)}`,
  oneClick: `${base}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
});

/** The letter for one recipient: the sections are read once per send, the unsubscribe link is theirs. */
async function composer(c: Context<AppEnv>, input: LetterInput & { intro: string }) {
  const base = linkOrigin(c);
  const sections = await defaultSections(c.var.db, base);
  return (token: string) => {
    const urls = unsubscribeUrls(base, token);
    return letterMail(c.var.config.station.name, { subject: input.subject, intro: input.intro, sections }, urls.page, urls.oneClick);
  };
}

export async function previewLetter(c: Context<AppEnv>, input: LetterInput & { intro: string }): Promise<LetterPreview> {
  const mail = (await composer(c, input))('apercu');
  return { subject: mail.subject, text: mail.text, html: mail.html, subscribers: (await listSubscriptions(c.var.db)).length };
}

/** A test copy to the admin's own address (its unsubscribe link leads nowhere). */
export async function sendTestLetter(c: Context<AppEnv>, input: LetterInput & { intro: string }) {
  const mail = (await composer(c, input))('essai-sans-abonnement');
  await c.var.mail.enqueue(c.var.db, 'letter_test', { to: c.var.account!.email, ...mail });
}

export async function sendLetter(c: Context<AppEnv>, input: LetterInput & { intro: string }): Promise<number> {
  const subscribers = await listSubscriptions(c.var.db);
  const compose = await composer(c, input);
  for (const subscriber of subscribers) await c.var.mail.enqueue(c.var.db, 'letter', { to: subscriber.email, ...compose(subscriber.unsubscribe_token) });
  return subscribers.length;
}
