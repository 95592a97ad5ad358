// Account records as the API returns them, and the payloads that edit them.
// None of them ever carries a password or a hash.
import { z } from './zod-config.ts';
import { emailField, genreField, newPasswordField, optionalText, requiredText } from './accounts.ts';
import { avatarPresetIndex } from './avatars.ts';
import { messages } from './messages.ts';

/** A preset avatar path, or blank/null for the default placeholder. Never an external URL. */
export const avatarField = z
  .string()
  .trim()
  .refine((value) => value === '' || avatarPresetIndex(value) !== undefined, messages.avatarInvalid)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/** PUT /api/users/{id}: the user's fields mapped to its columns; prenom, nom and email required. */
export const userProfileUpdateSchema = z.object({
  nom: requiredText(messages.nomRequired),
  prenom: requiredText(messages.prenomRequired),
  email: emailField,
  tel: optionalText(40),
  address_location: optionalText(),
  avatar_url: avatarField,
});
export type UserProfileUpdateInput = z.input<typeof userProfileUpdateSchema>;
export type UserProfileUpdate = z.output<typeof userProfileUpdateSchema>;

/** PUT /api/talons/{id}: prenom maps to nom_artiste, nom to nom_complet. */
export const talentProfileUpdateSchema = z.object({
  nom_artiste: requiredText(messages.nomArtisteRequired),
  nom_complet: requiredText(messages.nomCompletRequired),
  email: emailField,
  telephone: optionalText(40),
  address: optionalText(),
  genre_musical: genreField,
  biographie: optionalText(2000),
  avatar_url: avatarField,
});
export type TalentProfileUpdateInput = z.input<typeof talentProfileUpdateSchema>;
export type TalentProfileUpdate = z.output<typeof talentProfileUpdateSchema>;

/** POST /api/admin-animateur: every field non-blank. */
export const adminAnimateurCreateSchema = z.object({
  nom: requiredText(messages.adminAnimateurAllRequired),
  prenom: requiredText(messages.adminAnimateurAllRequired),
  email: z.string({ error: messages.adminAnimateurAllRequired }).trim().min(1, messages.adminAnimateurAllRequired).pipe(emailField),
  password: newPasswordField(messages.passwordTooShort, messages.adminAnimateurAllRequired),
});
export type AdminAnimateurCreateInput = z.input<typeof adminAnimateurCreateSchema>;
export type AdminAnimateurCreate = z.output<typeof adminAnimateurCreateSchema>;

/** PUT /api/admin-animateur/{id}: the password is optional and changed only when non-blank. */
export const adminAnimateurUpdateSchema = z.object({
  nom: requiredText(messages.adminAnimateurEditRequired),
  prenom: requiredText(messages.adminAnimateurEditRequired),
  email: z.string({ error: messages.adminAnimateurEditRequired }).trim().min(1, messages.adminAnimateurEditRequired).pipe(emailField),
  // Blank (spaces only included) keeps the current password.
  password: z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? '' : value), z.union([z.literal(''), newPasswordField()]))
    .optional()
    .transform((value) => value || undefined),
});
export type AdminAnimateurUpdateInput = z.input<typeof adminAnimateurUpdateSchema>;
export type AdminAnimateurUpdate = z.output<typeof adminAnimateurUpdateSchema>;

export interface UserProfile {
  userid: number;
  id: number;
  nom: string;
  prenom: string;
  email: string;
  tel: string | null;
  address_location: string | null;
  avatar_url: string | null;
  userType: 'user';
}

/** GET /api/talons/{id}: public fields for everyone; email, phone and address for the talent and admins. */
export interface TalentDetail {
  talonid: number;
  id: number;
  nom_artiste: string;
  nom_complet: string;
  genre_musical: string | null;
  biographie: string | null;
  /** The public talent page reads `bio`. */
  bio: string | null;
  avatar_url: string | null;
  total_votes: number;
  date_inscription: string;
  email?: string;
  telephone?: string | null;
  address?: string | null;
}

export interface AdminAnimateur {
  id: number;
  nom: string;
  prenom: string;
  email: string;
  created_at: string;
}

export interface AdminSummary {
  adminid: number;
  nom: string;
  email: string;
  created_at: string;
}
