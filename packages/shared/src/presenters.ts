import { z } from './zod-config.ts';
import { emailField } from './accounts.ts';
import { idParamSchema } from './ids.ts';
import { messages } from './messages.ts';
import { PRESENTER_ROLES, presenterMessages, PRESENTER_DESCRIPTION_MAX } from './presenters-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './presenters-values.ts';

/** Animateur. Hidden presenters never reach public lists. */
export const animateurSchema = z.object({
  animateurid: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  categorie: z.string(),
  description: z.string(),
  fb_url: z.string().nullable(),
  insta_url: z.string().nullable(),
  tiktok_url: z.string().nullable(),
  img_url: z.string().nullable(),
  role: z.enum(PRESENTER_ROLES),
});
export type Animateur = z.infer<typeof animateurSchema>;
export const animateurListSchema = z.array(animateurSchema);
export const animateurParamSchema = idParamSchema('id');

// ---- staff writes ('Presenter add', the presenters' calls and messages) ----

const presenterText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, messages.fieldTooLong);

/** An optional http(s) link: absent stays absent (unchanged on edit), blank becomes null. */
const socialUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, messages.fieldTooLong)
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null))
    .refine((value) => value == null || isHttpUrl(value), message);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const roleField = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.enum(PRESENTER_ROLES, { error: presenterMessages.roleInvalid }).optional());

const socialFields = {
  fb_url: socialUrl(presenterMessages.facebookInvalid),
  insta_url: socialUrl(presenterMessages.instagramInvalid),
  tiktok_url: socialUrl(presenterMessages.tiktokInvalid),
};

/** POST /api/animateurs text fields (multipart): the image is checked apart ('Veuillez sélectionner une image'). */
export const animateurCreateSchema = z.object({
  nom: presenterText(presenterMessages.nomRequired),
  prenom: presenterText(presenterMessages.prenomRequired),
  categorie: presenterText(presenterMessages.categorieRequired),
  description: presenterText(presenterMessages.descriptionRequired, PRESENTER_DESCRIPTION_MAX),
  ...socialFields,
  // Role animateur or DJ, default DJ.
  role: roleField.transform((role) => role ?? 'DJ'),
});
export type AnimateurCreateInput = z.infer<typeof animateurCreateSchema>;

/** PUT /api/animateurs/:animateurid: prenom, nom, role required; absent fields stay as they are. */
export const animateurUpdateSchema = z.object({
  nom: presenterText(presenterMessages.nomRequired),
  prenom: presenterText(presenterMessages.prenomRequired),
  categorie: z.string().trim().max(100, messages.fieldTooLong).optional(),
  description: z.string().trim().max(PRESENTER_DESCRIPTION_MAX, messages.fieldTooLong).optional(),
  ...socialFields,
  role: z.enum(PRESENTER_ROLES, { error: presenterMessages.roleInvalid }),
});
export type AnimateurUpdateInput = z.infer<typeof animateurUpdateSchema>;
export const animateurWriteParamSchema = idParamSchema('animateurid');

/** The answer of a presenter write: the spec's `data` is the presenter. */
export interface AnimateurWriteResponse {
  message: string;
  data: Animateur;
}

/** PUT /api/animateurs/:animateurid/account: the address of the account to link; null or blank unlinks. */
export const presenterAccountSchema = z.object(
  {
    email: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), emailField.nullable()),
  },
  { error: messages.emailInvalid },
);
export type PresenterAccountInput = z.infer<typeof presenterAccountSchema>;
