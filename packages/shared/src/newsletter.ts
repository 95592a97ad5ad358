import { z } from './zod-config.ts';
import { messages } from './messages.ts';
import { newsletterMessages } from './newsletter-values.ts';

export * from './newsletter-values.ts';
export * from './newsletter-consent.ts';

// The footer newsletter and the about 'join' form store the address.
export const newsletterSubscriptionSchema = z.object({
  email: z
    .string({ error: messages.newsletterInvalidEmail })
    .trim()
    .toLowerCase()
    .max(254, messages.newsletterInvalidEmail)
    .pipe(z.email({ error: messages.newsletterInvalidEmail })),
  source: z.enum(['footer', 'about']).default('footer'),
});
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;

/** The confirmation link's token. */
export const newsletterTokenSchema = z.object({ token: z.string({ error: newsletterMessages.confirmLinkInvalid }).trim().min(16, newsletterMessages.confirmLinkInvalid).max(200, newsletterMessages.confirmLinkInvalid) });
export type NewsletterTokenInput = z.input<typeof newsletterTokenSchema>;

/** The unsubscribe link's query (also what mail clients POST to for List-Unsubscribe one-click). */
export const unsubscribeQuerySchema = z.object({ token: z.string({ error: newsletterMessages.unsubscribeLinkInvalid }).trim().min(16, newsletterMessages.unsubscribeLinkInvalid).max(200, newsletterMessages.unsubscribeLinkInvalid) });

/** 'La lettre': the admin's subject and introduction; the week's programme and news follow by default. */
export const letterSchema = z.object({
  subject: z.string({ error: newsletterMessages.letterSubjectRequired }).trim().min(1, newsletterMessages.letterSubjectRequired).max(200, newsletterMessages.letterTooLong),
  intro: z.string().trim().max(5000, newsletterMessages.letterTooLong).default(''),
});
export type LetterInput = z.input<typeof letterSchema>;
