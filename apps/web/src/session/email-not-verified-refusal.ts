import { ApiError } from '../lib/api-client.ts';

/**
 * The one refusal an unconfirmed address gets wherever the rule applies (comment, reply, dedication,
 * vote, contest entry): the same words and the same 'Renvoyer le lien' button
 * (email-not-verified-toast.ts, loaded with it). Returns a handler that shows it and answers true for
 * that refusal, false for any other error (the caller then says its own).
 */
export function useEmailNotVerifiedRefusal(): (error: unknown) => boolean {
  return (error) => {
    if (!(error instanceof ApiError && error.code === 'email_not_verified')) return false;
    import('./email-not-verified-toast.ts').then(({ showEmailNotVerified }) => showEmailNotVerified(), () => undefined);
    return true;
  };
}
