import { z } from './zod-config.ts';
import { messages } from './messages.ts';

// DECISIONS.md 14: the footer newsletter and the about 'join' form store the address.
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
