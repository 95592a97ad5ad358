import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';
import { readStationConfig } from '../../config.ts';
import { shortNameOf } from './web-manifest.ts';

const t = appPerFile(() => ({ station: { ...readStationConfig(), name: 'Radio Belleville', tagline: 'Le son du quartier.' } }));

describe('GET /manifest.webmanifest', () => {
  it('names the installed app after the configured station, in French, standalone and dark', async () => {
    const response = await t.app.request('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Radio Belleville',
      short_name: 'Radio',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b0a12',
      background_color: '#0b0a12',
    });
    expect(manifest.description).toContain('Le son du quartier.');
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['Écouter en direct', '/?play=live'],
      ['Programme', '/programme-calendrier'],
      ['Actualités', '/actualites'],
      ['Dédicaces', '/dedicaces'],
    ]);
    const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']));
    expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  });

  it('answers 304 to a revalidation when nothing changed', async () => {
    const first = await t.app.request('/manifest.webmanifest');
    const again = await t.app.request('/manifest.webmanifest', { headers: { 'If-None-Match': first.headers.get('ETag')! } });
    expect(again.status).toBe(304);
  });

  it('keeps names of 12 characters or less and shortens longer ones to their first word', () => {
    expect(shortNameOf('Radio Live')).toBe('Radio Live');
    expect(shortNameOf('Radio Belleville')).toBe('Radio');
    expect(shortNameOf('Radiotélévision')).toBe('Radiotélévis');
  });
});
