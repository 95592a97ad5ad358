import type { Mix } from '@station/shared';
import { WEEKLY_MIX_CATEGORY, WEEKLY_MIX_CATEGORY_MISSPELT, compareIso } from '@station/shared/client';

const WEEKLY = [WEEKLY_MIX_CATEGORY, WEEKLY_MIX_CATEGORY_MISSPELT].map((name) => name.toLowerCase());

/** Weekly mixes have the category 'Entrée de la semaine' (the misspelt variant counts too). */
export const isWeeklyMix = (mix: Mix) => WEEKLY.includes(mix.categorie.trim().toLowerCase());

const newestFirst = (a: Mix, b: Mix) => compareIso(b.created_at, a.created_at);

export type MixKind = 'regular' | 'weekly';

/** The main list excludes the weekly category; the weekly list keeps only it; newest first. */
export const mixesOfKind = (mixes: Mix[], kind: MixKind) =>
  mixes.filter((mix) => isWeeklyMix(mix) === (kind === 'weekly')).sort(newestFirst);

export const djName = (mix: Mix) => [mix.animateur_prenom, mix.animateur_nom].filter(Boolean).join(' ');
