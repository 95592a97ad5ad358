import { Phone } from '../icons.tsx';
import { telHref } from './phone-link.ts';

/**
 * Floating on phones only (the spec's header): one tap dials the station. It steps aside while the
 * page scrolls down or when it would rest on a control (call-button-tucking.ts, started beside the page).
 */
export function CallButton({ phone }: { phone: string }) {
  return (
    <a className="call-button" href={telHref(phone)} aria-label="Appeler la radio">
      <Phone size={24} aria-hidden="true" />
    </a>
  );
}
