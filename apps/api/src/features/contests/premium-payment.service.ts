// The premium vote exists only once Stripe's signed webhook confirms the payment,
// once per payment, and a refund removes it. Every rule below is held by the database too:
// payments (provider, provider_session_id) and (provider, provider_payment_id) are unique, and
// votes.payment_id is unique, so a webhook delivered twice, or two deliveries racing, add one vote.
import { logger } from '../../lib/logger.ts';
import { PREMIUM_VOTE_PRICE_CENTS, contestMessages, messages } from '@station/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import { selectVoteTarget } from './vote.repository.ts';

/** Opens a Checkout Session for one premium vote and keeps it as a pending payment. */
export async function startPremiumCheckout(db: Kysely<Database>, provider: PaymentProvider, userId: number, soumissionId: number, origin: string) {
  const target = await selectVoteTarget(db, soumissionId);
  if (!target) throw new HttpError(404, messages.voteSubmissionNotFound, 'not_found');
  if (!target.open) throw new HttpError(409, messages.voteContestClosed, 'contest_closed');
  const entry = await db.selectFrom('soumissions').select('nom_artiste').where('soumissionid', '=', soumissionId).executeTakeFirstOrThrow();
  const back = `${origin}/concours-talents?concours=${target.concours_id}`;
  const session = await startCheckoutOr503(provider, {
    userId,
    soumissionId,
    amountCents: PREMIUM_VOTE_PRICE_CENTS,
    label: `Vote premium${entry.nom_artiste ? ` : ${entry.nom_artiste}` : ''}`,
    successUrl: `${back}&paiement=ok`,
    cancelUrl: `${back}&paiement=annule`,
  });
  await db
    .insertInto('payments')
    .values({ provider: provider.name, provider_session_id: session.sessionId, amount_cents: PREMIUM_VOTE_PRICE_CENTS, user_id: userId, soumission_id: soumissionId })
    // The webhook may have been faster than this insert: then the row is already there.
    .onConflict((oc) => oc.columns(['provider', 'provider_session_id']).doNothing())
    .execute();
  return { url: session.url };
}

/** Seconds to wait before asking Stripe again: longer than the database's, a provider's trouble lasts. */
export const PAYMENT_RETRY_AFTER_SECONDS = 10;

/** Stripe unreachable or refusing: a French 503 with Retry-After, the listener can try again. */
async function startCheckoutOr503(provider: PaymentProvider, input: Parameters<PaymentProvider['startCheckout']>[0]) {
  try {
    return await provider.startCheckout(input);
  } catch (error) {
    logger.error({ reason: error instanceof Error ? error.message : String(error) }, 'Paiement premium : Stripe injoignable ou refusant');
    throw new HttpError(503, contestMessages.premiumCheckoutFailed, 'payment_provider_unavailable', { 'Retry-After': String(PAYMENT_RETRY_AFTER_SECONDS) });
  }
}

const findPayment = (trx: Transaction<Database>, provider: string, by: { sessionId?: string; paymentId?: string | null }) => {
  let query = trx.selectFrom('payments').select(['id', 'status', 'user_id', 'soumission_id']).where('provider', '=', provider);
  query = query.where((eb) =>
    eb.or([...(by.sessionId ? [eb('provider_session_id', '=', by.sessionId)] : []), ...(by.paymentId ? [eb('provider_payment_id', '=', by.paymentId)] : [])]),
  );
  // Locks the row: two deliveries of one event are handled one after the other.
  return query.forUpdate().execute();
};

async function recordPaid(trx: Transaction<Database>, provider: string, event: Extract<PaymentEvent, { type: 'paid' }>) {
  const found = await findPayment(trx, provider, { sessionId: event.sessionId, paymentId: event.paymentId });
  // Refunded before its completion arrived (events out of order), or already counted: nothing to add.
  if (found.some((payment) => payment.status === 'refunded' || payment.status === 'paid')) return;
  let payment = found[0];
  if (payment) {
    await trx.updateTable('payments').set({ status: 'paid', provider_payment_id: event.paymentId, amount_cents: event.amountCents, currency: event.currency, updated_at: new Date() }).where('id', '=', payment.id).execute();
  } else {
    const inserted = await trx
      .insertInto('payments')
      .values({ provider, provider_session_id: event.sessionId, provider_payment_id: event.paymentId, status: 'paid', amount_cents: event.amountCents, currency: event.currency, user_id: event.userId, soumission_id: event.soumissionId })
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'status', 'user_id', 'soumission_id'])
      .executeTakeFirst();
    // Another delivery inserted it first and counts the vote.
    if (!inserted) return;
    payment = inserted;
  }
  // A vote is 5 EUR paid; any other amount or currency is kept as a payment, without a vote.
  if (event.amountCents !== PREMIUM_VOTE_PRICE_CENTS || event.currency !== 'eur') return;
  const soumissionId = payment.soumission_id ?? event.soumissionId;
  const userId = payment.user_id ?? event.userId;
  if (!soumissionId || !userId) return;
  const entry = await trx.selectFrom('soumissions').select(['soumissionid', 'concours_id']).where('soumissionid', '=', soumissionId).executeTakeFirst();
  // The entry was deleted meanwhile: the payment stays recorded (for a refund), without a vote.
  if (!entry) return;
  await trx
    .insertInto('votes')
    .values({ soumission_id: entry.soumissionid, concours_id: entry.concours_id, user_id: userId, type_vote: 'premium', payment_id: payment.id })
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .execute();
}

async function recordRefund(trx: Transaction<Database>, provider: string, event: Extract<PaymentEvent, { type: 'refunded' }>) {
  const [payment] = await findPayment(trx, provider, { paymentId: event.paymentId });
  if (payment) {
    await trx.deleteFrom('votes').where('payment_id', '=', payment.id).execute();
    await trx.updateTable('payments').set({ status: 'refunded', updated_at: new Date() }).where('id', '=', payment.id).execute();
    return;
  }
  // The refund overtook the completion: remember it, so the late completion adds no vote.
  await trx
    .insertInto('payments')
    .values({ provider, provider_session_id: `refund-before-completion:${event.paymentId}`, provider_payment_id: event.paymentId, status: 'refunded', amount_cents: Math.max(event.amountCents, 1), currency: event.currency })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Applies a signature-checked event; safe to call again with the same event. */
export async function applyPaymentEvent(db: Kysely<Database>, provider: string, event: PaymentEvent): Promise<void> {
  await inTransaction(db, (trx) => (event.type === 'paid' ? recordPaid(trx, provider, event) : recordRefund(trx, provider, event)));
}
