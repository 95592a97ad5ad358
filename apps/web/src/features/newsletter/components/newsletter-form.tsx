import { NEWSLETTER_CONSENT } from '@station/shared/client';
import { Send } from '../../../ui/icons.tsx';
import { type FormEvent, useId, useState } from 'react';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

/** Stores the address and thanks the visitor; the server has the last word on validity. */
export function NewsletterForm({ source = 'footer' }: { source?: 'footer' | 'about' }) {
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string>();
  const subscribe = useSubscribeNewsletter();
  const fieldId = useId();
  const errorId = useId();

  const error = clientError ?? (subscribe.error ? subscribe.error.message : undefined);
  const success = subscribe.data?.message;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.reset();
    // Same schema as the server: a malformed address gets its French message without a round trip.
    const { newsletterSubscriptionSchema } = await import('../newsletter-schema.ts');
    const parsed = newsletterSubscriptionSchema.safeParse({ email, source });
    if (!parsed.success) {
      setClientError(parsed.error.issues[0]?.message);
      return;
    }
    setClientError(undefined);
    // On failure the typed address stays in the field so it can be corrected.
    subscribe.mutate(parsed.data, { onSuccess: () => setEmail('') });
  };

  return (
    <form className="newsletter-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={fieldId} className="visually-hidden">
        Adresse email
      </label>
      <div className="newsletter-form__row">
        <input
          id={fieldId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="votre@email.fr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
        />
        <button type="submit" className="btn btn--primary" disabled={subscribe.isPending}>
          <Send size={16} aria-hidden="true" />
          S'abonner
        </button>
      </div>
      {/* The consent, word for word as the server keeps it with the subscription. */}
      <p className="newsletter-form__consent">{NEWSLETTER_CONSENT}</p>
      <p role="status" className="form-message form-message--success">
        {success}
      </p>
      {error && (
        <p id={errorId} role="alert" className="form-message form-message--error">
          {error}
        </p>
      )}
    </form>
  );
}
