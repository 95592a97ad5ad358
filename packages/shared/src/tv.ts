import { z } from './zod-config.ts';
import { timestampSchema } from './ids.ts';

/** spec 1 §3 tv_stream: 'dailymotion' streams are embedded, others play in a video element (HLS too). */
export const tvStreamSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  stream_type: z.string(),
  stream_url: z.string(),
  poster_url: z.string().nullable(),
  is_live: z.boolean(),
  updated_at: timestampSchema,
});
export type TvStream = z.infer<typeof tvStreamSchema>;
export const tvStreamListSchema = z.array(tvStreamSchema);

/** How a channel plays: 'dailymotion' in the embed (spec 1 §2), the others in a <video> (HLS or a file). */
export const TV_STREAM_TYPES = ['hls', 'video', 'dailymotion'] as const;

// spec 1 §8 TV (verbatim) and the admin's texts.
export const tvMessages = {
  loadFailed: 'Erreur lors du chargement des flux TV',
  unavailable: 'Flux TV non disponible',
  unavailableDetail: 'Le flux TV est temporairement indisponible',
  titleRequired: 'Le titre est obligatoire.',
  titleTooLong: 'Le titre est trop long (200 caractères au plus).',
  descriptionTooLong: 'La description est trop longue (1000 caractères au plus).',
  choiceInvalid: 'Valeur invalide.',
  urlRequired: "L'adresse du flux est obligatoire.",
  urlInvalid: "Adresse du flux invalide : une adresse http(s):// ou un chemin du site commençant par '/'.",
  dailymotionInvalid: 'Adresse Dailymotion invalide : collez le lien de la vidéo ou son identifiant.',
  typeInvalid: 'Type de flux invalide : hls, video ou dailymotion.',
  notFound: 'Chaîne TV introuvable.',
  created: 'Chaîne TV ajoutée avec succès !',
  updated: 'Chaîne TV modifiée avec succès !',
  deleted: 'Chaîne TV supprimée avec succès !',
  saveFailed: "Erreur lors de l'enregistrement de la chaîne TV",
  deleteFailed: 'Erreur lors de la suppression de la chaîne TV',
  confirmDelete: (title: string) => `Supprimer la chaîne "${title}" ?`,
} as const;

/** A Dailymotion video id from a link (dailymotion.com/video/x8abc, dai.ly/x8abc, an embed) or the id itself. */
export function dailymotionId(value: string): string | null {
  const trimmed = value.trim();
  if (/^[a-z0-9]{5,12}$/i.test(trimmed)) return trimmed;
  const match = /(?:dailymotion\.com\/(?:embed\/)?video\/|dai\.ly\/)([a-z0-9]{5,12})/i.exec(trimmed);
  return match?.[1] ?? null;
}

const formBoolean = z
  .enum(['true', 'false', 'on', '1', '0', ''], { error: tvMessages.choiceInvalid })
  .optional()
  .transform((value) => value === 'true' || value === 'on' || value === '1');

/** The admin's channel form, sent as multipart (an optional poster image travels with it). */
export const tvStreamInputSchema = z
  .object({
    title: z.string({ error: tvMessages.titleRequired }).trim().min(1, tvMessages.titleRequired).max(200, tvMessages.titleTooLong),
    description: z
      .string()
      .trim()
      .max(1000, tvMessages.descriptionTooLong)
      .optional()
      .transform((value) => value || null),
    stream_type: z.enum(TV_STREAM_TYPES, { error: tvMessages.typeInvalid }).default('hls'),
    stream_url: z.string({ error: tvMessages.urlRequired }).trim().min(1, tvMessages.urlRequired).max(2000, tvMessages.urlInvalid),
    is_live: formBoolean,
    /** On edit: drop the current poster without sending a new one. */
    remove_poster: formBoolean,
  })
  .superRefine((input, ctx) => {
    if (input.stream_type === 'dailymotion') {
      if (!dailymotionId(input.stream_url)) ctx.addIssue({ code: 'custom', path: ['stream_url'], message: tvMessages.dailymotionInvalid });
    } else if (!/^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/i.test(input.stream_url)) {
      ctx.addIssue({ code: 'custom', path: ['stream_url'], message: tvMessages.urlInvalid });
    }
  });
export type TvStreamInput = z.output<typeof tvStreamInputSchema>;
