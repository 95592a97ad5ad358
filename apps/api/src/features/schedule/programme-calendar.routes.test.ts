// The subscribed programme calendars, parsed with ical.js as calendar apps do: weekly
// slots expand to the right Paris times across the end of October's clock change, a moved show
// keeps its UID with the new times, one-offs are single events.
import ICAL from 'ical.js';
import { addDays, parisDate, parisWallTime, scheduleMessages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';
import { insertProgramme } from '../../test/factories.ts';

const t = appPerFile();
let admin: string;
beforeAll(async () => {
  admin = (await loginAs(t.app, 'admin')).cookie;
});

const aProgramme = (values: Parameters<typeof insertProgramme>[1] = {}) =>
  insertProgramme(t.db, { title: 'Nuit Jazz, Soul', host: 'Inès Fontaine', start_time: '21:00', end_time: '23:00', days: ['Monday', 'Thursday'], ...values });

async function calendarAt(path: string) {
  const response = await t.app.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  // Times with TZID=Europe/Paris are read through the calendar's own VTIMEZONE.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { response, calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

const uidOf = (id: number) => `programme-${id}@localhost`;

/** The event's occurrences (UTC instants) starting between `from` and `to`. */
function occurrences(event: ICAL.Event, from: Date, to: Date): Date[] {
  const found: Date[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && next.toJSDate() < to; next = iterator.next()) {
    if (next.toJSDate() >= from) found.push(next.toJSDate());
  }
  return found;
}

describe('GET /programme.ics (the whole schedule, subscribed)', () => {
  it('expands a weekly slot to its Paris times on the right days across the October clock change', async () => {
    const id = await aProgramme();
    const { calendar, events } = await calendarAt('/programme.ics');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${t.config.station.name} — Programme`);
    const matching = events.filter((event) => event.uid === uidOf(id));
    expect(matching).toHaveLength(1);
    const [event] = matching;
    expect(event.summary).toBe('Nuit Jazz, Soul');
    expect(event.startDate.zone?.tzid).toBe('Europe/Paris');
    expect(event.isRecurring()).toBe(true);

    // Around the last Sunday of October 2027 (the 31st): Paris goes from UTC+2 to UTC+1.
    const starts = occurrences(event, new Date('2027-10-20T00:00:00Z'), new Date('2027-11-10T00:00:00Z'));
    expect(starts.map((start) => parisWallTime(start).date)).toEqual(['2027-10-21', '2027-10-25', '2027-10-28', '2027-11-01', '2027-11-04', '2027-11-08']);
    for (const start of starts) expect(parisWallTime(start).secondOfDay).toBe(21 * 3600);
    expect(starts[2].toISOString()).toBe('2027-10-28T19:00:00.000Z');
    expect(starts[3].toISOString()).toBe('2027-11-01T20:00:00.000Z');
    // Two hours long, on both sides of the change.
    expect(event.duration.toSeconds()).toBe(2 * 3600);
  });

  it('moves a moved show in place: same UID, new day and time, a higher SEQUENCE, a new ETag', async () => {
    const id = await aProgramme({ title: 'Culture Club' });
    const before = await calendarAt('/programme.ics');
    const etag = before.response.headers.get('ETag')!;
    expect((await t.app.request('/programme.ics', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const old = before.events.find((event) => event.uid === uidOf(id))!;

    const moved = await t.app.request(`/api/schedule/programmes/${id}`, withCookie(admin, json('PUT', { title: 'Culture Club', heure_debut: '18:30', heure_fin: '20:00', jour_semaine: 'mercredi' })));
    expect(moved.status, await moved.clone().text()).toBe(200);

    const after = await calendarAt('/programme.ics');
    expect(after.response.headers.get('ETag')).not.toBe(etag);
    expect((await t.app.request('/programme.ics', { headers: { 'If-None-Match': etag } })).status).toBe(200);
    const matching = after.events.filter((event) => event.uid === uidOf(id));
    expect(matching).toHaveLength(1);
    const [event] = matching;
    expect(event.sequence).toBeGreaterThan(old.sequence);
    const starts = occurrences(event, new Date('2027-03-01T00:00:00Z'), new Date('2027-04-10T00:00:00Z'));
    expect(starts.map((start) => parisWallTime(start).date)).toEqual(['2027-03-03', '2027-03-10', '2027-03-17', '2027-03-24', '2027-03-31', '2027-04-07']);
    for (const start of starts) expect(parisWallTime(start).secondOfDay).toBe(18.5 * 3600);
    expect(event.duration.toSeconds()).toBe(90 * 60);
  });

  it('has one-offs as single events, and leaves out those long past', async () => {
    const today = parisDate();
    const soon = await aProgramme({ title: 'Spécial Noël', days: [], specific_date: addDays(today, 10), start_time: '20:00', end_time: '23:59' });
    const old = await aProgramme({ title: 'Vieille soirée', days: [], specific_date: addDays(today, -60) });
    const { events } = await calendarAt('/programme.ics');
    const event = events.find((entry) => entry.uid === uidOf(soon))!;
    expect(event.isRecurring()).toBe(false);
    expect(parisWallTime(event.startDate.toJSDate())).toMatchObject({ date: addDays(today, 10), secondOfDay: 20 * 3600 });
    // 23:59 runs to midnight.
    expect(parisWallTime(event.endDate.toJSDate())).toMatchObject({ date: addDays(today, 11), secondOfDay: 0 });
    expect(events.some((entry) => entry.uid === uidOf(old))).toBe(false);
    // Every programme of the seeded week is there, once.
    const ids = await t.db.selectFrom('programmes').select('id').where('specific_date', 'is', null).execute();
    for (const { id } of ids) expect(events.filter((entry) => entry.uid === uidOf(id))).toHaveLength(1);
  });
});

describe('what the calendar writes', () => {
  it('escapes a lone CR in a title like CRLF and LF: one content line, the break kept as \\n', async () => {
    const id = await aProgramme({ title: 'Matinale\rinjectée\r\nDEUX\nTROIS', description: 'Ligne\rsuivante' });
    const response = await t.app.request(`/programme/${id}.ics`);
    const text = await response.text();
    // Every line break of the file is a CRLF: nothing in a value ends a line early.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('SUMMARY:Matinale\\ninjectée\\nDEUX\\nTROIS\r\n');
    const { events } = await calendarAt(`/programme/${id}.ics`);
    expect(events[0]!.summary).toBe('Matinale\ninjectée\nDEUX\nTROIS');
    expect(events[0]!.description).toContain('Ligne\nsuivante');
  });

  it("links to the station's own address, whatever Host the request claims", async () => {
    const text = await (await t.app.request('http://evil.example/programme.ics')).text();
    expect(text).toContain('URL:http://localhost/?play=live');
    expect(text).not.toContain('evil.example');
  });
});

describe('GET /programme/{id}.ics (one followed programme, subscribed)', () => {
  it('holds that programme only, under the same UID as in the whole schedule', async () => {
    const id = await aProgramme({ title: 'Hip-Hop Session' });
    const { calendar, events } = await calendarAt(`/programme/${id}.ics`);
    expect(events.map((event) => event.uid)).toEqual([uidOf(id)]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Hip-Hop Session — ${t.config.station.name}`);
    const download = await t.app.request(`/api/schedule/programmes/${id}/calendar.ics`);
    expect(download.headers.get('Content-Disposition')).toContain(`programme-${id}.ics`);
    expect(await download.text()).toContain(`UID:${uidOf(id)}\r\n`);
  });

  it('answers a French 404 for an unknown programme or an odd name', async () => {
    for (const path of ['/programme/999999.ics', '/programme/abc.ics', '/programme/0.ics', '/programme/1.ical']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error: scheduleMessages.programmeNotFound });
    }
  });
});
