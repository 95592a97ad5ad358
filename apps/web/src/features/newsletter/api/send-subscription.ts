import type { NewsletterSubscriptionInput } from '@station/shared';
import { newsletterMessages } from '@station/shared/client';
import { sendOrQueue } from '../../../offline/send-or-queue.ts';

/** Said instead of the thanks when the address waits in the outbox. */
export const NEWSLETTER_QUEUED = 'Vous êtes hors ligne : votre inscription sera envoyée au retour de la connexion.';

/**
 * POST /api/newsletter: 202 and the same `message` for every address (its state is told by mail only, so the form
 * reveals nobody's subscription). Offline, the subscription waits in the outbox.
 */
export async function sendSubscription(input: NewsletterSubscriptionInput): Promise<{ message: string }> {
  const result = await sendOrQueue<{ message: string }>({
    method: 'POST',
    path: '/api/newsletter',
    body: input,
    label: `Abonnement à la newsletter : ${input.email}`,
  });
  return { message: result.queued ? NEWSLETTER_QUEUED : (result.body?.message ?? newsletterMessages.signUpAnswered) };
}
