import { messages } from '@station/shared';
import { HttpError } from '../../lib/errors.ts';

/**
 * Runs a write that sets an email; a unique violation (on account_emails, which spans every role,
 * or on the role's own table) becomes the French 409. The database decides, so two concurrent
 * registrations with one address cannot both succeed.
 */
export async function withUniqueEmail<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, messages.emailTaken, 'email_taken');
    throw error;
  }
}
