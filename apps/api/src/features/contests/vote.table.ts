import type { Generated, GeneratedAlways } from 'kysely';

export interface VoteTable {
  id: GeneratedAlways<number>;
  soumission_id: number;
  /** Copied from the submission so the database can enforce one free vote a day per contest. */
  concours_id: number;
  /** Null once the voter deleted the account: the vote still counts. */
  user_id: number | null;
  type_vote: 'gratuit' | 'premium';
  /** Required for premium votes, absent for free ones (a check constraint). */
  payment_id: number | null;
  created_at: Generated<Date>;
  /** Europe/Paris day of created_at, computed by the database. */
  vote_day: GeneratedAlways<string>;
}

export interface PaymentTable {
  id: GeneratedAlways<number>;
  provider: string;
  provider_session_id: string;
  /** Stripe's PaymentIntent, named by refunds (migration 2026-11-23-stripe-payments). */
  provider_payment_id: string | null;
  status: Generated<'pending' | 'paid' | 'failed' | 'expired' | 'refunded'>;
  amount_cents: number;
  currency: Generated<string>;
  user_id: number | null;
  soumission_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
