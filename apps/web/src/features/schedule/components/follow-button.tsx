import type { Programme } from '@station/shared';
import { calendarFeedPath, followMessages, googleCalendarUrl, webcalUrl } from '@station/shared/client';
import { Bell, BellOff, BellRing, CalendarPlus, Check, Download } from '../../../ui/icons.tsx';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { disableReminder, enableReminder, pushSupported, useDeviceReminders, useFollows } from '../api/follows.ts';
import '../schedule.css';
import { usePageOrigin } from '../../../ssr/hydration.ts';

/**
 * 'Suivre': follows the programme, then offers it as a subscribed calendar
 * (webcal, kept current) or a downloaded copy (.ics, weekly when it repeats) and, where the browser has Web Push, a reminder 10 minutes before it starts.
 */
export function FollowButton({ programme }: { programme: Programme }) {
  const origin = usePageOrigin();
  const { followed, toggle } = useFollows();
  const reminders = useDeviceReminders();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const isFollowed = followed.includes(programme.id);
  const hasReminder = reminders.includes(programme.id);

  async function follow() {
    if (isFollowed) return setOpen((shown) => !shown);
    try {
      await toggle.mutateAsync({ id: programme.id, on: true });
      toast.success(followMessages.followed);
      setOpen(true);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : followMessages.followFailed);
    }
  }

  async function unfollow() {
    try {
      await toggle.mutateAsync({ id: programme.id, on: false });
      if (hasReminder) await disableReminder(programme.id).catch(() => undefined);
      setOpen(false);
      toast.success(followMessages.unfollowed);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : followMessages.followFailed);
    }
  }

  async function switchReminder() {
    setBusy(true);
    try {
      if (hasReminder) {
        await disableReminder(programme.id);
        toast.success(followMessages.reminderOff);
      } else {
        await enableReminder(programme.id);
        toast.success(followMessages.reminderOn);
      }
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : followMessages.reminderFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="follow">
      <button type="button" className={`btn btn--glass ${isFollowed ? 'is-followed' : ''}`} aria-expanded={isFollowed ? open : undefined} aria-controls={isFollowed ? panelId : undefined} onClick={() => void follow()}>
        {isFollowed ? <Check size={18} aria-hidden="true" /> : <Bell size={18} aria-hidden="true" />}
        {isFollowed ? 'Suivi' : 'Suivre'}
      </button>
      {isFollowed && open && (
        <div id={panelId} className="follow__panel">
          {/* A subscribed calendar, so a moved show moves in the listener's calendar too. */}
          <a className="follow__option" href={webcalUrl(origin, calendarFeedPath(programme.id))}>
            <CalendarPlus size={18} aria-hidden="true" />
            Ajouter à mon agenda
          </a>
          <a className="follow__option" href={googleCalendarUrl(webcalUrl(origin, calendarFeedPath(programme.id)))} target="_blank" rel="noopener noreferrer">
            <CalendarPlus size={18} aria-hidden="true" />
            Ajouter à Google Agenda
          </a>
          <a className="follow__option" href={`/api/schedule/programmes/${programme.id}/calendar.ics`} download={`programme-${programme.id}.ics`}>
            <Download size={18} aria-hidden="true" />
            Télécharger une copie (.ics)
          </a>
          {pushSupported() && (
            <button type="button" className="follow__option" onClick={() => void switchReminder()} disabled={busy} aria-pressed={hasReminder}>
              {hasReminder ? <BellRing size={18} aria-hidden="true" /> : <Bell size={18} aria-hidden="true" />}
              {hasReminder ? 'Rappel 10 min avant : activé' : 'Me rappeler 10 min avant'}
            </button>
          )}
          <button type="button" className="follow__option" onClick={() => void unfollow()}>
            <BellOff size={18} aria-hidden="true" />
            Ne plus suivre
          </button>
        </div>
      )}
    </div>
  );
}
