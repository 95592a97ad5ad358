// Every public read answers exactly the shape its shared zod schema promises the web app.
import {
  aboutImageListSchema,
  actualiteListSchema,
  actualiteSchema,
  animateurListSchema,
  animateurSchema,
  concoursListSchema,
  concoursSchema,
  emissionAudioListSchema,
  emissionListSchema,
  emissionSchema,
  heroImageListSchema,
  mixListSchema,
  mixSchema,
  programmeListSchema,
  publicTalentListSchema,
  soumissionListSchema,
  tvStreamListSchema,
} from '@station/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appPerFile } from './test/test-app.ts';

const t = appPerFile();

const reads: Array<[string, z.ZodType]> = [
  ['/api/schedule/shows', programmeListSchema],
  ['/api/animateurs', animateurListSchema],
  ['/api/animateurs/1', animateurSchema],
  ['/api/mixes', mixListSchema],
  ['/api/mixes/1', mixSchema],
  ['/api/emissions', emissionListSchema],
  ['/api/emissions/1', emissionSchema],
  ['/api/emissions/1/audio', emissionAudioListSchema],
  ['/api/actualites', actualiteListSchema],
  ['/api/actualites/1', actualiteSchema],
  ['/api/concours', concoursListSchema],
  ['/api/concours/1', concoursSchema],
  ['/api/soumissions-concours', soumissionListSchema],
  ['/api/soumissions-concours?concours_id=1', soumissionListSchema],
  ['/api/talons', publicTalentListSchema],
  ['/api/hero-images', heroImageListSchema],
  ['/api/tv-streams', tvStreamListSchema],
  ['/api/about-section/images', aboutImageListSchema],
];

describe('public read shapes', () => {
  it.each(reads)('%s matches its shared schema, strictly', async (path, schema) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toBeTruthy();
    const body = await response.json();
    const result = schema.safeParse(body);
    expect(result.success, JSON.stringify(result.error?.issues.slice(0, 3))).toBe(true);
    // No field the schema does not know about (zod strips them): the shapes are the contract.
    expect(result.data).toEqual(body);
    if (Array.isArray(body)) expect(body.length).toBeGreaterThan(0);
  });
});
