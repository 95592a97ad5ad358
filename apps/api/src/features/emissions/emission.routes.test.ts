import { type Emission, messages, parisDate } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';

const t = appPerFile();
let emissions: Emission[];
beforeAll(async () => {
  emissions = await (await t.app.request('/api/emissions')).json();
});

describe('GET /api/emissions', () => {
  it('lists 6 emissions with past and upcoming dates relative to today', () => {
    expect(emissions).toHaveLength(6);
    const today = parisDate();
    const dates = emissions.flatMap((emission) => emission.broadcast_dates.map((date) => date.broadcast_date));
    expect(dates.some((date) => date < today)).toBe(true);
    expect(dates.some((date) => date > today)).toBe(true);
    for (const emission of emissions) {
      const sorted = emission.broadcast_dates.map((date) => date.broadcast_date);
      expect(sorted).toEqual([...sorted].sort());
    }
  });

  it('names the hosts, never the hidden presenter', async () => {
    const [hidden] = await t.db.selectFrom('animateurs').select('animateurid').where('hidden', '=', true).execute();
    for (const emission of emissions) {
      expect(emission.animateur_ids.length).toBeGreaterThan(0);
      expect(emission.animateur_ids).not.toContain(hidden.animateurid);
      expect(emission.animateurs.split(', ')).toHaveLength(emission.animateur_ids.length);
    }
    expect(emissions.find((emission) => emission.title === 'Le Grand Direct')?.animateurs).toBe('Sophie Laurent, Julie Moreau');
  });

  it('gives the next broadcast in the legacy single date fields', () => {
    const special = emissions.find((emission) => emission.title === 'Spécial Concours')!;
    expect(special.broadcast_date).toBe(special.broadcast_dates[0].broadcast_date);
    expect(special.broadcast_date! > parisDate()).toBe(true);
    expect(special.broadcast_time).toBe('20:00');
    expect(special.mp3_url).toBeNull();
  });

  it('carries the replays, with a French date', () => {
    const direct = emissions.find((emission) => emission.title === 'Le Grand Direct')!;
    expect(direct.mp3_url).toMatch(/\.mp3$/);
    expect(direct.audioFiles).toHaveLength(2);
    expect(direct.audioFiles[0].audio_filename).toMatch(/^le-grand-direct_\d{4}-\d{2}-\d{2}\.mp3$/);
    expect(direct.audioFiles[0].formattedDate).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/);
  });
});

describe('GET /api/emissions/:id and /:id/audio', () => {
  it('returns one emission and its recordings', async () => {
    const { id } = emissions.find((emission) => emission.title === 'Hip-Hop Culture')!;
    const one = await t.app.request(`/api/emissions/${id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ id, title: 'Hip-Hop Culture' });
    const audio = await t.app.request(`/api/emissions/${id}/audio`);
    expect(audio.status).toBe(200);
    const files = await audio.json();
    expect(files).toHaveLength(2);
    expect(files[0].parsedDate > files[1].parsedDate).toBe(true);
  });

  it('answers an emission without recordings with an empty list', async () => {
    const { id } = emissions.find((emission) => emission.title === 'Afro Vibes')!;
    expect(await (await t.app.request(`/api/emissions/${id}/audio`)).json()).toEqual([]);
  });

  it('answers unknown and malformed ids in French', async () => {
    for (const path of ['/api/emissions/9999', '/api/emissions/9999/audio']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: messages.emissionNotFound });
    }
    expect((await t.app.request('/api/emissions/abc')).status).toBe(400);
  });
});
