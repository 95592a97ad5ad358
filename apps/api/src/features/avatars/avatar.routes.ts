import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import * as notionists from '@dicebear/notionists';
import { avatarPresetIndex, messages } from '@station/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';

// Profile: about 100 preset avatars, generated here rather than hot-linked (no external
// URL, works offline once cached). Two CC0 DiceBear styles, alternating; the seed is the number,
// so /avatars/preset-7.svg is the same picture on every server and after every upgrade of this file
// that keeps the seeds. Generation takes well under a millisecond; the answer is cached for a year.
const BACKGROUNDS = ['ffd5dc', 'c0aede', 'd1d4f9', 'b6e3f4', 'ffdfbf'];

export function presetAvatarSvg(index: number): string {
  const options = { seed: `radio-live-${index}`, backgroundColor: BACKGROUNDS, radius: 50 };
  const avatar = index % 2 === 1 ? createAvatar(lorelei, options) : createAvatar(notionists, options);
  return avatar.toString();
}

export const avatarRoutes = new Hono<AppEnv>().get('/avatars/:file', (c) => {
  const index = avatarPresetIndex(`/avatars/${c.req.param('file')}`);
  if (index === undefined) return c.json({ error: messages.fileNotFound }, 404);
  return c.body(presetAvatarSvg(index), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});
