// A mix's listen count is real. Listen reports are capped per address, so a script
// cannot make a count up; past the cap the report is refused and the count does not move.
import { type Mix, messages } from '@station/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { createTestApp, json } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Addresses come from X-Forwarded-For here, so the test can act as distinct clients.
  t = await createTestApp({ trustProxy: true, rateLimits: { ...DEFAULT_RATE_LIMITS, mixListenReportsPerAddress: 4 } });
});
afterAll(() => t.close());

const listen = (mixid: number, address: string) =>
  t.app.request(`/api/mixes/${mixid}/listen`, json('PATCH', { is_starting: true }, { 'X-Forwarded-For': address }));
const totalListens = async (mixid: number): Promise<number> => ((await (await t.app.request(`/api/mixes/${mixid}`)).json()) as Mix).total_listens;

it('refuses listen reports past the cap of an address with a French 429, and counts nothing more', async () => {
  const before = await totalListens(2);
  for (let index = 0; index < 4; index++) expect((await listen(2, '198.51.100.20')).status).toBe(200);

  const refused = await listen(2, '198.51.100.20');
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ error: messages.tooManyRequests, code: 'rate_limited' });
  expect(await totalListens(2)).toBe(before + 4);

  // Another listener's address still counts.
  expect((await listen(2, '198.51.100.21')).status).toBe(200);
  expect(await totalListens(2)).toBe(before + 5);
});
