// A premium vote (5 euros) is recorded only once its payment is confirmed
// by the provider (docs/decisions/075-premium-votes-stripe-checkout.md). This is the seam the
// provider plugs into; Stripe Checkout (stripe-provider.ts)
// is the implementation, picked by configured-payment-provider.ts. Without payment settings the
// premium button explains that premium voting is not available, and the API refuses premium votes.

export interface CheckoutRequest {
  userId: number;
  soumissionId: number;
  amountCents: number;
  /** Shown on the provider's payment page. */
  label: string;
  successUrl: string;
  cancelUrl: string;
}

/** What a signature-checked webhook says happened; null for events we do not act on. */
export type PaymentEvent =
  | { type: 'paid'; sessionId: string; paymentId: string | null; amountCents: number; currency: string; userId: number | null; soumissionId: number | null }
  | { type: 'refunded'; paymentId: string; amountCents: number; currency: string };

export interface PaymentProvider {
  /** 'stripe', stored in payments.provider. */
  readonly name: string;
  /** Starts a hosted checkout for one premium vote; the browser is sent to `url`. */
  startCheckout(input: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Checks a webhook's signature (throws when forged, altered or too old) and reads its event. */
  readWebhook(rawBody: string, signature: string | undefined): PaymentEvent | null;
}
