// The programme as calendar feeds, generated from the live schedule at each request.
import { addDays, parisDate, scheduleMessages, type StationConfig } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notFoundIf } from '../../lib/errors.ts';
import { type CalendarProgramme, programmeCalendar } from './programme-ics.ts';
import { toHourMinute } from './programme.service.ts';

/** One-offs stay in the whole schedule's feed this long after their date, then leave it. */
const PAST_ONE_OFF_DAYS = 28;

function selectCalendarRows(db: Kysely<Database>) {
  return db
    .selectFrom('programmes')
    .select(['id', 'title', 'description', 'host', 'type', 'start_time', 'end_time', 'days', 'specific_date', 'img_url', 'animateur_id', 'emission_id', 'created_at', 'updated_at', 'revision'])
    .orderBy('id');
}

const toCalendarProgramme = (row: Awaited<ReturnType<ReturnType<typeof selectCalendarRows>['execute']>>[number]): CalendarProgramme => ({
  ...row,
  start_time: toHourMinute(row.start_time),
  end_time: toHourMinute(row.end_time),
});

/** Every weekly slot and the one-offs from four weeks ago on. */
export async function scheduleCalendar(db: Kysely<Database>, station: StationConfig, origin: string, today = parisDate()): Promise<string> {
  const rows = await selectCalendarRows(db)
    .where((eb) => eb.or([eb('specific_date', 'is', null), eb('specific_date', '>=', addDays(today, -PAST_ONE_OFF_DAYS))]))
    .execute();
  return programmeCalendar(rows.map(toCalendarProgramme), origin, `${station.name} — Programme`);
}

export async function oneProgrammeCalendar(db: Kysely<Database>, station: StationConfig, origin: string, id: number): Promise<{ id: number; ics: string }> {
  const row = notFoundIf(await selectCalendarRows(db).where('id', '=', id).executeTakeFirst(), scheduleMessages.programmeNotFound);
  return { id: row.id, ics: programmeCalendar([toCalendarProgramme(row)], origin, `${row.title} — ${station.name}`) };
}
