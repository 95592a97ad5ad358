// The programme as iCalendar (RFC 5545), for 'Suivre' and the subscribed feeds: weekly
// slots repeat (RRULE:FREQ=WEEKLY), one-offs happen once; times are written in Europe/Paris with its
// VTIMEZONE, so calendars move them correctly across daylight-saving changes.
import { type Programme, WEEKDAYS, addDays, endSecondOf, parisDate, secondsOf, weekdayOf } from '@station/shared';

const BYDAY: Record<string, string> = { Monday: 'MO', Tuesday: 'TU', Wednesday: 'WE', Thursday: 'TH', Friday: 'FR', Saturday: 'SA', Sunday: 'SU' };

const PARIS_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in text values. A lone CR
 * is a line break too: left raw, it would end the content line early for some readers.
 */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 'YYYY-MM-DD' + seconds of the day → '20261123T100000' (86 400 is the next midnight). */
function localDateTime(day: string, second: number): string {
  const date = second >= 86_400 ? addDays(day, 1) : day;
  const rest = second % 86_400;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.replace(/-/g, '')}T${pad(Math.floor(rest / 3600))}${pad(Math.floor((rest % 3600) / 60))}00`;
}

const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A programme as the calendar needs it: its times, days and when it was created and last changed. */
export type CalendarProgramme = Programme & { created_at: Date; updated_at: Date; revision: number };

/** The first day the slot airs on or after its creation (Paris): a start that never moves, so apps keep its past. */
function firstAiring(programme: CalendarProgramme): string | undefined {
  if (programme.specific_date) return programme.specific_date;
  const created = parisDate(programme.created_at);
  for (let offset = 0; offset < 7; offset++) {
    const day = addDays(created, offset);
    if (programme.days.includes(weekdayOf(day))) return day;
  }
  return undefined;
}

function programmeEvent(programme: CalendarProgramme, origin: string): string[] {
  const firstDay = firstAiring(programme);
  if (!firstDay) return [];
  const description = [programme.host ? `avec ${programme.host}` : '', programme.description ?? ''].filter(Boolean).join('\n');
  return [
    'BEGIN:VEVENT',
    // One UID per programme, whatever changes: a moved show replaces its event instead of adding one.
    `UID:programme-${programme.id}@${new URL(origin).host}`,
    `DTSTAMP:${utcStamp(programme.updated_at)}`,
    `LAST-MODIFIED:${utcStamp(programme.updated_at)}`,
    `CREATED:${utcStamp(programme.created_at)}`,
    // Grows with every change: apps take the newest revision.
    `SEQUENCE:${programme.revision}`,
    `DTSTART;TZID=Europe/Paris:${localDateTime(firstDay, secondsOf(programme.start_time))}`,
    `DTEND;TZID=Europe/Paris:${localDateTime(firstDay, endSecondOf(programme.end_time))}`,
    ...(programme.specific_date
      ? []
      : [`RRULE:FREQ=WEEKLY;BYDAY=${WEEKDAYS.filter((day) => programme.days.includes(day)).map((day) => BYDAY[day]).join(',')}`]),
    `SUMMARY:${escapeText(programme.title)}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    `URL:${origin}/?play=live`,
    'END:VEVENT',
  ];
}

/**
 * A calendar of programmes, made from the live schedule at each request: subscribed (webcal), it
 * follows every change; downloaded, it is a copy. `name` is what calendar apps show for it.
 */
export function programmeCalendar(programmes: CalendarProgramme[], origin: string, name: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Radio Live//Programme//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Paris',
    // Apps that honour them poll hourly (Apple, Thunderbird; Google decides by itself).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...PARIS_TIMEZONE,
    ...programmes.flatMap((programme) => programmeEvent(programme, origin)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
