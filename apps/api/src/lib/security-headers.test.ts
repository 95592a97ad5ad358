import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStationConfig } from '../config.ts';
import { sessionCookieOf } from '../test/accounts.ts';
import { createTestApp, json } from '../test/test-app.ts';
import { TEST_ADMIN } from '../test/test-config.ts';

// A built page with the inline theme script, as Vite writes it.
const THEME_SCRIPT = "document.documentElement.dataset.theme = 'dark';";
const webDist = mkdtempSync(path.join(tmpdir(), 'station-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="application/json" id="data">{"a":1}</script></head><body><script type="module" src="/assets/app.js"></script></body></html>`,
);

let t: Awaited<ReturnType<typeof createTestApp>>;
/** The same app behind an HTTPS proxy. */
let secureApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const station = { ...readStationConfig(), streamUrl: 'https://stream.radio-live.fr/live?token=1' };
  [t, secureApp] = await Promise.all([createTestApp({ webDist, station }), createTestApp({ webDist, station, trustProxy: true })]);
});
afterAll(() => Promise.all([t.close(), secureApp.close()]));
const https = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'radio-live.fr', Origin: 'https://radio-live.fr' };

const directives = (csp: string | null) => Object.fromEntries((csp ?? '').split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('security headers', () => {
  it('the page gets a strict CSP: its own scripts and the inline theme script by hash, no inline script otherwise, no framing', async () => {
    const response = await t.app.request('/');
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('Content-Security-Policy'));
    const themeHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
    expect(csp['script-src']).toEqual(["'self'", themeHash]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // The YouTube and Dailymotion embeds, the configured stream's origin (hls.js fetches it too).
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://www.youtube.com', 'https://www.dailymotion.com']));
    expect(csp['media-src']).toContain('https://stream.radio-live.fr');
    expect(csp['connect-src']).toContain('https://stream.radio-live.fr');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    // No studio here: no page may ask for the microphone.
    expect(response.headers.get('Permissions-Policy')).toContain('microphone=()');
  });

  it('with the studio, its pages may ask for the microphone and reach the harbor’s WebSocket on the station’s origin', async () => {
    const studio = await createTestApp({ webDist, studioEnabled: true, streamTitlesSecret: 'titres-secret-de-test-2026', publicUrl: 'https://radio-live.fr' });
    try {
      const response = await studio.app.request('/');
      expect(response.headers.get('Permissions-Policy')).toContain('microphone=(self)');
      expect(directives(response.headers.get('Content-Security-Policy'))['connect-src']).toContain('wss://radio-live.fr');
    } finally {
      await studio.close();
    }
  });

  it('API answers carry the headers too; HSTS only over HTTPS, for a year', async () => {
    const plain = await t.app.request('/api/health');
    expect(plain.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull();
    const secure = await secureApp.app.request('/api/health', { headers: https });
    expect(secure.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('stored files keep their own sandboxed policy: an uploaded file never runs as a page', async () => {
    const response = await t.app.request('/imageback/hero/absent.svg');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const media = await t.app.request('/avatars/preset-1.svg');
    expect(media.headers.get('Content-Security-Policy')).toBeTruthy();
  });

  it('over HTTPS only the __Host- session cookie is accepted', async () => {
    {
      const login = await secureApp.app.request('/api/auth/login', json('POST', { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, https));
      const cookie = sessionCookieOf(login)!;
      expect(cookie).toMatch(/^__Host-session=/);
      const me = async (sent: string) => (await (await secureApp.app.request('/api/auth/me', { headers: { ...https, Cookie: sent } })).json()).account;
      expect((await me(cookie))?.email).toBe(TEST_ADMIN.email);
      // The same token in a plain cookie (tossed by a sibling subdomain or over HTTP): not a session.
      expect(await me(cookie.replace('__Host-session=', 'session='))).toBeNull();
    }
  });
});
