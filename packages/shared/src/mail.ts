// Payloads of the password reset and the address confirmation.
import { emailField, newPasswordField } from './accounts.ts';
import { messages } from './messages.ts';
import { mailMessages } from './mail-values.ts';
import { z } from './zod-config.ts';

export * from './mail-values.ts';

const tokenField = z.string({ error: mailMessages.tokenMissing }).trim().min(16, mailMessages.tokenMissing).max(200, mailMessages.tokenMissing);

/** 'Mot de passe oublié ?': the address only. */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** The reset page: the link's token, the new password (spec: 6+ characters) and its confirmation. */
export const passwordResetSchema = z
  .object({ token: tokenField, password: newPasswordField(), confirmPassword: z.string({ error: messages.passwordsMismatch }).max(200, messages.fieldTooLong) })
  .refine((input) => input.confirmPassword === input.password, { message: messages.passwordsMismatch, path: ['confirmPassword'] });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** The confirmation link's token. */
export const emailVerificationSchema = z.object({ token: tokenField });
export type EmailVerificationInput = z.input<typeof emailVerificationSchema>;
