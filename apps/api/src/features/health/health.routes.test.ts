import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers 200 while the database answers', async () => {
  const response = await t.app.request('/api/health');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

it('answers 503 with a French error once the database is gone', async () => {
  await t.db.destroy();
  const response = await t.app.request('/api/health');
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ error: 'Base de données indisponible' });
});
