// The doctor's network checks against a fake station: stream types, Icecast mounts, and the proxy
// headers as TRUST_PROXY expects them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationChecks, lenientEnv } from './config-checks.ts';
import { startSmtpInbox } from '../test/smtp-inbox.ts';
import { icecastCheck, publicUrlCheck, smtpCheck, sniffAudio, streamCheck } from './runtime-checks.ts';

let server: Server;
let base: string;
let seenOrigin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (type: string, body: string | Buffer) => {
      response.setHeader('Content-Type', type);
      response.end(body);
    };
    if (request.url === '/live.mp3') return send('audio/mpeg', Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]));
    if (request.url === '/octets') return send('application/octet-stream', Buffer.from('bonjour, ceci est du texte brut'));
    if (request.url === '/status-json.xsl') return send('application/json', JSON.stringify({ icestats: { source: { listenurl: 'http://icecast:8000/autre' } } }));
    if (request.url === '/api/health/origin') return send('application/json', JSON.stringify({ origin: seenOrigin || base }));
    send('text/html', '<!DOCTYPE html><title>Radio</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const envOf = (vars: Record<string, string>) => lenientEnv(vars);

describe('the live stream', () => {
  it('tells audio by its first bytes, and refuses a page or unknown bytes', async () => {
    expect(await streamCheck(envOf({ STREAM_URL: `${base}/live.mp3` }))).toMatchObject({ status: 'ok', detail: expect.stringContaining('MP3') });
    expect(await streamCheck(envOf({ STREAM_URL: `${base}/page` }))).toMatchObject({ status: 'fail', detail: expect.stringContaining('page HTML') });
    expect(await streamCheck(envOf({ STREAM_URL: `${base}/octets` }))).toMatchObject({ status: 'fail' });
    expect(sniffAudio(new Uint8Array([0x4f, 0x67, 0x67, 0x53]))).toBe('Ogg');
  });
});

describe('Icecast', () => {
  it('fails when the stream’s mount is not among the sources', async () => {
    const result = await icecastCheck(envOf({ STREAM_URL: `${base}/live.mp3`, ICECAST_STATUS_URL: `${base}/status-json.xsl` }));
    expect(result).toMatchObject({ status: 'fail', detail: expect.stringContaining('/live.mp3 absent (montages : /autre)') });
  });

  it('finds the mount behind the documented proxy prefix (/radio/autre is Icecast’s /autre)', async () => {
    const result = await icecastCheck(envOf({ STREAM_URL: 'https://radio.example.fr/radio/autre', ICECAST_STATUS_URL: `${base}/status-json.xsl` }));
    expect(result).toMatchObject({ status: 'ok', detail: expect.stringContaining('/autre est diffusé') });
  });
});

describe('SMTP', () => {
  it('greets a real SMTP server, fails a closed port, and says where mails go without one', async () => {
    const inbox = await startSmtpInbox();
    expect(await smtpCheck(envOf({ SMTP_URL: inbox.url, MAIL_FROM: 'Radio <no-reply@radio.fr>' }))).toMatchObject({ status: 'ok' });
    await inbox.close();
    expect(await smtpCheck(envOf({ SMTP_URL: inbox.url, MAIL_FROM: 'Radio <no-reply@radio.fr>' }))).toMatchObject({ status: 'fail', fix: expect.stringContaining('SMTP_URL') });
    expect(await smtpCheck(envOf({}))).toMatchObject({ status: 'ok', detail: expect.stringContaining('Courriels envoyés') });
  });
});

describe('the public URL and the proxy', () => {
  it('is ok when the app sees itself at PUBLIC_URL', async () => {
    seenOrigin = '';
    expect(await publicUrlCheck(envOf({ PUBLIC_URL: base }))).toMatchObject({ status: 'ok' });
  });

  it('says to set TRUST_PROXY when the app behind a proxy sees its inner address', async () => {
    seenOrigin = 'http://app:3000';
    const result = await publicUrlCheck(envOf({ PUBLIC_URL: base }));
    expect(result).toMatchObject({ status: 'fail', fix: expect.stringContaining('TRUST_PROXY=true') });
  });

  it('blames the proxy headers when TRUST_PROXY is already on', async () => {
    seenOrigin = 'http://app:3000';
    const result = await publicUrlCheck(envOf({ PUBLIC_URL: base, TRUST_PROXY: 'true' }));
    expect(result).toMatchObject({ status: 'fail', fix: expect.stringContaining('X-Forwarded-Proto') });
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production', ADMIN_PASSWORD: 'un mot de passe solide', DATABASE_URL: 'postgres://station@db:5432/station', ADMIN_EMAIL: 'direction@radio.example.fr', STREAM_URL: 'https://radio.example.fr/radio/live' }],
    ['SEED_DEMO=false', { SEED_DEMO: 'false', ADMIN_PASSWORD: 'un mot de passe solide' }],
  ])('fails %s without PUBLIC_URL, as the start refuses it', async (_label, vars) => {
    expect(await publicUrlCheck(envOf(vars))).toMatchObject({ status: 'fail', detail: expect.stringContaining('PUBLIC_URL non défini hors démo'), fix: expect.stringContaining('définissez PUBLIC_URL') });
    const failed = configurationChecks(vars).filter((row) => row.status === 'fail').map((row) => row.detail);
    expect(failed).toEqual([expect.stringMatching(/^PUBLIC_URL : obligatoire hors démo/)]);
  });

  it('is ok without PUBLIC_URL in the demo, whose links go to the server itself', async () => {
    expect(await publicUrlCheck(envOf({ PORT: '3201' }))).toMatchObject({ status: 'ok', detail: expect.stringContaining('http://localhost:3201') });
  });

  it('requires HTTPS in production', async () => {
    const result = await publicUrlCheck(envOf({ PUBLIC_URL: base, NODE_ENV: 'production', ADMIN_PASSWORD: 'un mot de passe solide', DATABASE_URL: 'postgres://station@db:5432/station', ADMIN_EMAIL: 'direction@radio.example.fr', STREAM_URL: 'https://radio.example.fr/radio/live' }));
    expect(result).toMatchObject({ status: 'fail', detail: expect.stringContaining('pas en HTTPS') });
  });
});

describe('the doctor and the start agree', () => {
  it('fails the configuration the server refuses: production without its required variables', () => {
    const rows = configurationChecks({ NODE_ENV: 'production', ADMIN_PASSWORD: 'un mot de passe solide' });
    const failed = rows.filter((row) => row.check === 'configuration' && row.status === 'fail').map((row) => row.detail);
    expect(failed).toEqual([
      expect.stringMatching(/^PUBLIC_URL : obligatoire/),
      expect.stringMatching(/^DATABASE_URL : obligatoire/),
      expect.stringMatching(/^ADMIN_EMAIL : obligatoire/),
      expect.stringMatching(/^STREAM_URL : obligatoire/),
    ]);
    expect(rows.some((row) => row.check === 'configuration' && row.status === 'ok')).toBe(false);
  });
});
