import { expect, it } from 'vitest';
import { operationsMessages } from '@station/shared';
import { createApp } from '../../app.ts';
import { createReadiness } from '../../lib/readiness.ts';
import { appPerFile } from '../../test/test-app.ts';

const t = appPerFile();

it('answers 200 while the database answers', async () => {
  const response = await t.app.request('/api/health');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

it('answers 503 with a French error and Retry-After once the database is gone; liveness stays 200', async () => {
  await t.db.destroy();
  const response = await t.app.request('/api/health');
  expect(response.status).toBe(503);
  expect(response.headers.get('Retry-After')).toBe('2');
  expect(await response.json()).toEqual({ error: operationsMessages.databaseUnavailable });
  expect((await t.app.request('/api/health/live')).status).toBe(200);
});

it('is not ready while the database is being prepared, nor once a shutdown began', async () => {
  const readiness = createReadiness();
  const { app } = createApp(t.config, t.db, { readiness });
  const starting = await app.request('/api/station');
  expect(starting.status).toBe(503);
  expect(starting.headers.get('Retry-After')).toBe('2');
  expect(await starting.json()).toMatchObject({ error: operationsMessages.serviceStarting });
  expect((await app.request('/api/health')).status).toBe(503);
  expect((await app.request('/api/health/live')).status).toBe(200);
  readiness.markReady();
  readiness.markDraining();
  expect((await app.request('/api/health')).status).toBe(503);
});
