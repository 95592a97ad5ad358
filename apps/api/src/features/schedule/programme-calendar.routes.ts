// Subscribed calendars (webcal://host/programme.ics, webcal://host/programme/{id}.ics)
// made from the live schedule, so a moved show moves in the listener's calendar. Served outside
// /api, like files, so calendar apps see a plain address; a poll with the ETag answers 304.
import { createHash } from 'node:crypto';
import { scheduleMessages } from '@station/shared';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { linkOrigin } from '../../lib/site-origin.ts';
import { oneProgrammeCalendar, scheduleCalendar } from './programme-calendar.service.ts';

function answerCalendar(c: Context<AppEnv>, ics: string) {
  const etag = `"${createHash('sha1').update(ics).digest('base64url')}"`;
  const headers = { 'Cache-Control': 'public, max-age=300, must-revalidate', ETag: etag };
  const asked = c.req.header('If-None-Match');
  if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
  return c.body(ics, 200, { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' });
}

export const programmeCalendarRoutes = new Hono<AppEnv>()
  .get('/programme.ics', async (c) => answerCalendar(c, await scheduleCalendar(c.var.db, c.var.config.station, linkOrigin(c))))
  .get('/programme/:file', async (c) => {
    const match = /^([1-9][0-9]{0,8})\.ics$/.exec(c.req.param('file'));
    if (!match) return c.json({ error: scheduleMessages.programmeNotFound, code: 'not_found' }, 404);
    const { ics } = await oneProgrammeCalendar(c.var.db, c.var.config.station, linkOrigin(c), Number(match[1]));
    return answerCalendar(c, ics);
  });
