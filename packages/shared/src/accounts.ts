// Accounts and sessions: the payloads of login, registration and
// password change, and the account the session stands for. One schema, server and browser alike.
import { z } from './zod-config.ts';
import { messages } from './messages.ts';
import { MIN_PASSWORD_LENGTH } from './station-values.ts';
import { GENRES } from './talents-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './accounts-values.ts';
export * from './password-change-values.ts';

// The idle limit (1 hour) and the minimum password length are station.ts's INACTIVITY_TIMEOUT_MS
// and MIN_PASSWORD_LENGTH.

// ---- field rules, shared by every account payload ----

export const emailField = z
  .string({ error: messages.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, messages.emailInvalid)
  .pipe(z.email({ error: messages.emailInvalid }));

export const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, messages.fieldTooLong);

/** Optional text: absent stays absent (unchanged on update), blank becomes null. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, messages.fieldTooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

// Bounded above so a megabyte 'password' cannot make the server hash for seconds. Spaces count as
// characters, but a password of spaces only is a blank field.
export const newPasswordField = (tooShort: string = messages.passwordTooShort, required: string = messages.passwordRequired) =>
  z
    .string({ error: required })
    .refine((value) => value.trim() !== '', required)
    .min(MIN_PASSWORD_LENGTH, tooShort)
    .max(200, messages.fieldTooLong);

const GENRE_VALUES: readonly string[] = GENRES.map((genre) => genre.value);
/** One of the talents' genre values, or blank/null for none. */
export const genreField = z
  .string({ error: messages.genreInvalid })
  .refine((value) => value === '' || GENRE_VALUES.includes(value), messages.genreInvalid)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

// ---- payloads ----

/** Login; `talent` only picks the message when no account matches. */
export const loginSchema = z.object({
  email: emailField,
  password: newPasswordField(),
  talent: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

/** Registration (POST /api/users). confirmPassword is checked when sent. */
export const userRegistrationSchema = z
  .object({
    nom: requiredText(messages.nomRequired),
    prenom: requiredText(messages.prenomRequired),
    email: emailField,
    password: newPasswordField(),
    confirmPassword: z.string().optional(),
    tel: optionalText(40),
    address_location: optionalText(),
  })
  .refine((input) => input.confirmPassword === undefined || input.confirmPassword === input.password, {
    message: messages.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type UserRegistrationInput = z.input<typeof userRegistrationSchema>;
export type UserRegistration = z.output<typeof userRegistrationSchema>;

/** Talent registration modal (POST /api/talons). */
export const talentRegistrationSchema = z.object({
  email: emailField,
  password: newPasswordField(),
  nom_artiste: requiredText(messages.nomArtisteRequired),
  nom_complet: requiredText(messages.nomCompletRequired),
  telephone: optionalText(40),
  genre_musical: genreField,
  address: optionalText(),
  biographie: optionalText(2000),
});
export type TalentRegistrationInput = z.input<typeof talentRegistrationSchema>;
export type TalentRegistration = z.output<typeof talentRegistrationSchema>;

/**
 * Password change. The current password is required when changing one's own password;
 * an admin resetting another account's password has none to give.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().max(200, messages.fieldTooLong).optional(),
    newPassword: newPasswordField(messages.newPasswordTooShort, messages.passwordFieldsRequired),
    confirmPassword: z.string().optional(),
  })
  .refine((input) => input.confirmPassword === undefined || input.confirmPassword === input.newPassword, {
    message: messages.newPasswordsMismatch,
    path: ['confirmPassword'],
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;

