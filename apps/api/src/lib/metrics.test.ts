// GET /metrics answers Prometheus' text format (checked line by line by a strict
// parser), the request histogram moves after requests, and nobody reads it without the token.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appPerFile, createTestApp } from '../test/test-app.ts';

const TOKEN = 'jeton-de-metriques-2026';
const t = appPerFile(() => ({ metricsToken: TOKEN }));

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The exposition format, strictly: HELP and TYPE before a family's samples, every sample of a declared family. */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const familyOf = (name: string) => [name, name.replace(/_(bucket|sum|count|total|created)$/, '')].find((candidate) => types.has(candidate));
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/.test(line)) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|\+Inf|-Inf)$/.exec(line);
    if (!sample) throw new Error(`ligne illisible : ${line}`);
    const [, name, labelText, value] = sample;
    if (!familyOf(name!)) throw new Error(`échantillon sans TYPE : ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (labelText ?? '').match(/[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*"/g) ?? []) {
      const at = pair.indexOf('=');
      labels[pair.slice(0, at)] = pair.slice(at + 2, -1);
    }
    samples.push({ name: name!, labels, value: value === '+Inf' ? Number.POSITIVE_INFINITY : Number(value) });
  }
  return { types, samples };
}

const scrape = async () => {
  const response = await t.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await response.text());
};
const countOf = (samples: Sample[], route: string) =>
  samples.find((sample) => sample.name === 'station_http_request_duration_seconds_count' && sample.labels.route === route && sample.labels.status === '200')?.value ?? 0;

describe('GET /metrics', () => {
  it('answers the text format with every promised family', async () => {
    const { types, samples } = await scrape();
    expect(types.get('station_http_request_duration_seconds')).toBe('histogram');
    for (const name of ['station_http_requests_total', 'station_db_pool_connections', 'station_db_pool_waiting_requests', 'station_db_pool_errors_total', 'station_live_listeners', 'station_now_playing_event_streams', 'station_mail_queue_waiting', 'nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes']) {
      expect(types.has(name), name).toBe(true);
    }
    expect(samples.find((sample) => sample.name === 'station_live_listeners')?.value).toBe(0);
  });

  it("feeds every series of infra/'s Grafana dashboard", async () => {
    const dashboard = readFileSync(new URL('../../../../infra/monitoring/grafana-dashboard.json', import.meta.url), 'utf8');
    const used = new Set(dashboard.match(/\b(station|nodejs|process)_[a-z0-9_]+/g));
    const { types } = await scrape();
    const known = (name: string) => types.has(name) || types.has(name.replace(/_(bucket|sum|count)$/, ''));
    expect([...used].filter((name) => !known(name))).toEqual([]);
    expect(used.size).toBeGreaterThan(8);
  });

  it('moves the request histogram after requests, by route pattern', async () => {
    const before = countOf((await scrape()).samples, '/api/mixes/:mixid');
    const mixid = (await t.db.selectFrom('mixes').select('mixid').executeTakeFirstOrThrow()).mixid;
    for (let i = 0; i < 3; i++) expect((await t.app.request(`/api/mixes/${mixid}`)).status).toBe(200);
    const after = (await scrape()).samples;
    expect(countOf(after, '/api/mixes/:mixid')).toBe(before + 3);
    // The pattern, never the value: no label carries the mix's id.
    expect(after.some((sample) => sample.labels.route === `/api/mixes/${mixid}`)).toBe(false);
  });

  it('refuses without the right token, and does not exist without one configured', async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer mauvais-jeton-de-metriques' }, { Authorization: TOKEN }];
    for (const headers of attempts) {
      const response = await t.app.request('/metrics', { headers });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('station_http_requests_total');
    }
    const bare = await createTestApp();
    try {
      expect((await bare.app.request('/metrics')).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
