import { calendarFeedPath, googleCalendarUrl, webcalUrl } from '@station/shared/client';
import { CalendarPlus } from '../../../ui/icons.tsx';
import { usePageOrigin } from '../../../ssr/hydration.ts';

/**
 * The whole week's programme as a subscribed calendar (webcal), kept up to date by the
 * listener's calendar app when a show moves; Google Calendar through its own page.
 */
export function CalendarSubscribe() {
  const origin = usePageOrigin();
  const path = calendarFeedPath('all');
  return (
    <div className="calendar-subscribe">
      <a className="btn btn--ghost btn--small" href={webcalUrl(origin, path)}>
        <CalendarPlus size={16} aria-hidden="true" />
        Ajouter tout le programme à mon agenda
      </a>
      <a className="link-button calendar-subscribe__google" href={googleCalendarUrl(webcalUrl(origin, path))} target="_blank" rel="noopener noreferrer">
        Google Agenda
      </a>
    </div>
  );
}
