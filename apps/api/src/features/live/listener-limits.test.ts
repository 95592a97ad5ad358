// The listener figure is real. One address may bring many players (a household,
// an office), but not enough to make the figure up: past the cap, a new player is not counted.
import { messages } from '@station/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { createTestApp, json } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Addresses come from X-Forwarded-For here, so the test can act as distinct clients.
  t = await createTestApp({ trustProxy: true, rateLimits: { ...DEFAULT_RATE_LIMITS, newListenersPerAddress: 3 }, liveTickMs: 200 });
});
afterAll(() => t.close());

const heartbeat = (listener_id: string, listening: boolean, address: string) =>
  t.app.request('/api/live/listeners', json('POST', { listener_id, listening }, { 'X-Forwarded-For': address }));
const count = async (): Promise<number> => (await (await t.app.request('/api/live/listeners')).json()).listeners;
// Heartbeats are written in batches, the figure made once a tick (docs/decisions/180-listeners-at-scale.md): awaited.
const figure = () => expect.poll(count, { timeout: 10_000 });

it('counts at most the cap of new players per address; the players already counted go on', async () => {
  const before = await count();
  for (const id of ['player-a', 'player-b', 'player-c']) expect((await heartbeat(id, true, '203.0.113.7')).status).toBe(200);

  const refused = await heartbeat('player-d', true, '203.0.113.7');
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ error: messages.tooManyRequests, code: 'rate_limited' });
  await figure().toBe(before + 3);

  // The players already counted keep beating; another address is not affected.
  expect((await heartbeat('player-a', true, '203.0.113.7')).status).toBe(200);
  expect((await heartbeat('player-e', true, '203.0.113.8')).status).toBe(200);
  await figure().toBe(before + 4);
  // A player that stops is always heard.
  expect((await heartbeat('player-b', false, '203.0.113.7')).status).toBe(200);
  await figure().toBe(before + 3);
}, 60_000);
