import type { Generated } from 'kysely';

export interface NewsletterSubscriptionTable {
  id: Generated<number>;
  email: string;
  source: string;
  created_at: Generated<Date>;
}
