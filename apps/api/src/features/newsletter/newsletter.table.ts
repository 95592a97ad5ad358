import type { ColumnType, Generated } from 'kysely';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface NewsletterSubscriptionTable {
  id: Generated<number>;
  email: string;
  source: string;
  created_at: Generated<Date>;
  /** Proof of consent: the text the form showed, when the link was asked and followed. */
  consent_text: Optional<string>;
  confirm_token_hash: Optional<string>;
  confirm_requested_at: Optional<Date>;
  confirmed_at: Optional<Date>;
  unsubscribed_at: Optional<Date>;
  /** In every mail's unsubscribe link (and List-Unsubscribe): it only ever unsubscribes. */
  unsubscribe_token: Generated<string>;
}
