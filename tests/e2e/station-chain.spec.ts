// The station's stream as the deployment guide documents it, every part real and configured by the
// shipped files: Icecast (infra/icecast/icecast.xml, its fallback kept), the AutoDJ
// (infra/liquidsoap/radio.liq) playing a tagged mix, Caddy (infra/Caddyfile) in front of the app and
// of Icecast, and the app started with infra/station.env.example's values as written (production,
// Postgres), only compose's service addresses pointed at this host and the blank secrets filled.
// A listener opens the site through the proxy, hears the AutoDJ with its title, and hears the
// studio take over when an encoder connects to the harbor, with the studio's title. The station
// first serves Icecast's stream only (STREAM_HLS_URL blank); the last tests turn the example's HLS
// on (the AutoDJ writes it, Caddy serves it).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page, chromium } from '@playwright/test';
import { studioMessages } from '@station/shared';
import { type AppServer, type IcecastServer, ICECAST_SOURCE_PASSWORD, startAppServer, startIcecast } from './icecast-helpers.ts';
import { type ThrowawayDatabase, throwawayPostgres } from '../support/throwaway-postgres.ts';
import { expect, test } from './fixtures.ts';
import { audioReport, expectAudioPlaying, leavePlayer, playerBar } from './player-helpers.ts';
import { pngImage } from './media-fixtures.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ICECAST_PORT = Number(process.env.STATION_CHAIN_PORT ?? 3280);
const HARBOR_PORT = ICECAST_PORT + 1;
const APP_PORT = ICECAST_PORT + 2;
const PROXY_PORT = ICECAST_PORT + 3;
const HARBOR_PASSWORD = 'harbor-test-2026';
const TITLES_SECRET = 'titres-secret-de-test-2026';

test.describe.configure({ mode: 'serial' });

/** Every value infra/station.env.example sets (its uncommented lines), read as a station would copy it. */
function exampleEnvironment(): Record<string, string> {
  const example = readFileSync(path.join(root, 'infra/station.env.example'), 'utf8');
  return Object.fromEntries([...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map(([, name, value]) => [name!, value!.trim()]));
}
function exampleValue(name: string): string {
  const value = exampleEnvironment()[name];
  if (!value) throw new Error(`${name} is missing from infra/station.env.example`);
  return value;
}

/** The example's address of a compose service (http://icecast:8000/...), pointed at this host's port. */
function onThisHost(documented: string, service: string, port: number): string {
  const url = new URL(documented);
  expect(url.hostname, `${documented} names compose's ${service} service`).toBe(service);
  url.host = `127.0.0.1:${port}`;
  return url.href;
}

/** Kills a child and what it started (runuser's Liquidsoap): children started detached lead a group. */
const kill = (child: ChildProcess | undefined) => {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(child.spawnargs[0] === 'runuser' ? -child.pid : child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
};

/** A song of one pure tone, so that what the listener hears can be told apart by an analyser. */
interface ToneSong { file: string; artist: string; title: string; hz: number }
const NUIT_CLAIRE: ToneSong = { file: 'nuit-claire.mp3', artist: 'Les Velours', title: 'Nuit claire', hz: 300 };
const TONE_SONGS: ToneSong[] = [
  { file: 'la.mp3', artist: 'Essai', title: 'La 440', hz: 440 },
  { file: 'mi.mp3', artist: 'Essai', title: 'Mi 660', hz: 660 },
  { file: 'la-aigu.mp3', artist: 'Essai', title: 'La 880', hz: 880 },
];
const shownTitle = (song: ToneSong) => `${song.artist} - ${song.title}`;

function toneTrack(folder: string, song: ToneSong, seconds: number) {
  const file = path.join(folder, song.file);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${song.hz}:duration=${seconds}`, '-c:a', 'libmp3lame', '-b:a', '128k',
    '-metadata', `artist=${song.artist}`, '-metadata', `title=${song.title}`, file]);
  chmodSync(file, 0o644);
}

let folder: string;
let icecast: IcecastServer;
let autodj: ChildProcess;
let proxy: ChildProcess;
let app: AppServer;
let studio: ChildProcess | undefined;
let siteUrl: string;
let streamUrl: string;
let database: ThrowawayDatabase | undefined;
let hlsFolder: string;
let recordingsFolder: string;

/**
 * The app with the example's values as written (production, no demo content), only the addresses
 * of compose's services and the secrets left blank for the station to fill changed; `hls`: whether
 * the station's HLS address is given (else the player plays Icecast's stream).
 */
async function startApp({ hls }: { hls: boolean }) {
  const example = exampleEnvironment();
  const site = exampleValue('PUBLIC_URL');
  app = await startAppServer(APP_PORT, {
    ...example,
    PORT: String(APP_PORT),
    ADMIN_PASSWORD: 'un mot de passe de test 2026',
    STREAM_TITLES_SECRET: TITLES_SECRET,
    PUBLIC_URL: siteUrl,
    STREAM_URL: streamUrl,
    STREAM_HLS_URL: hls ? exampleValue('STREAM_HLS_URL').replace(new URL(site).origin, siteUrl) : '',
    DATABASE_URL: database!.url,
    DATA_DIR: path.join(folder, 'data'),
    ICECAST_STATUS_URL: onThisHost(example.ICECAST_STATUS_URL!, 'icecast', ICECAST_PORT),
    // The folder radio.liq records the studio into (compose's recordings volume, seen by both).
    RECORDINGS_FOLDER: recordingsFolder,
    // The harbor on this host (compose's http://autodj:8005), for 'Prendre la main'.
    HARBOR_CONTROL_URL: `http://127.0.0.1:${HARBOR_PORT}`,
  }, { logFile: logFile('app') });
}

/** Where a process of the chain writes what it logs (the studio's test reads them for its passes). */
const logFile = (name: 'app' | 'liquidsoap' | 'caddy') => path.join(folder, `${name}.log`);
const logTo = (name: 'liquidsoap' | 'caddy') => {
  const log = openSync(logFile(name), 'a');
  return ['ignore', log, log] as ['ignore', number, number];
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(path.join(tmpdir(), 'station-chain-'));
  // Liquidsoap refuses to run as root: under root, it runs as nobody, who must read the script and the mixes.
  chmodSync(folder, 0o755);
  const mixes = path.join(folder, 'mixes');
  mkdirSync(mixes, { mode: 0o755 });
  // One 30 s song, played again and again (one title all along) until the last test changes the folder.
  toneTrack(mixes, NUIT_CLAIRE, 30);
  // Where the AutoDJ writes the HLS segments and playlists, and Caddy reads them (compose's volume).
  hlsFolder = path.join(folder, 'hls');
  mkdirSync(hlsFolder);
  chmodSync(hlsFolder, 0o777);
  // Where the AutoDJ records the studio on air, and the app reads (and, past retention, removes) it.
  recordingsFolder = path.join(folder, 'recordings');
  mkdirSync(recordingsFolder);
  chmodSync(recordingsFolder, 0o777);

  icecast = await startIcecast(ICECAST_PORT, { keepFallback: true });
  // The shipped script, copied where nobody can read it (a fresh clone may sit in a private folder).
  const script = path.join(folder, 'radio.liq');
  copyFileSync(path.join(root, 'infra/liquidsoap/radio.liq'), script);
  chmodSync(script, 0o644);
  const liquidsoap = ['liquidsoap', script];
  autodj = spawn(process.getuid?.() === 0 ? 'runuser' : liquidsoap[0]!, process.getuid?.() === 0 ? ['-u', 'nobody', '--', ...liquidsoap] : liquidsoap.slice(1), {
    env: {
      ...process.env, ICECAST_HOST: '127.0.0.1', ICECAST_PORT: String(ICECAST_PORT), ICECAST_SOURCE_PASSWORD, HARBOR_PASSWORD, HARBOR_PORT: String(HARBOR_PORT), MIXES_FOLDER: mixes,
      HLS_FOLDER: hlsFolder,
      RECORDINGS_FOLDER: recordingsFolder,
      // The browser studio's passes, checked by the app (compose's address pointed at this host).
      STUDIO_CHECK_URL: `http://127.0.0.1:${APP_PORT}/api/studio/harbor-check`,
      // Titles pushed to the app as they enter /live (compose's address pointed at this host).
      STREAM_TITLES_URL: `http://127.0.0.1:${APP_PORT}/api/live/titles`, STREAM_TITLES_SECRET: TITLES_SECRET,
    },
    stdio: logTo('liquidsoap'),
    detached: true,
  });

  // The documented address, on the test's proxy instead of the station's site.
  const site = exampleValue('PUBLIC_URL');
  const documented = exampleValue('STREAM_URL');
  expect(new URL(documented).origin, 'the example stream is served by the site itself (Caddy)').toBe(new URL(site).origin);
  siteUrl = `http://127.0.0.1:${PROXY_PORT}`;
  streamUrl = documented.replace(new URL(site).origin, siteUrl);

  database = await throwawayPostgres('chain');
  if (!database) throw new Error('the chain test starts the app as production does: it needs Postgres on 127.0.0.1:5432');
  const example = exampleEnvironment();
  expect(example.NODE_ENV).toBe('production');
  expect(example.ADMIN_PASSWORD, 'the example leaves the admin password for the station to choose').toBe('');
  await startApp({ hls: false });
  startProxy();
  // Ready once the AutoDJ feeds /live and the proxy has seen the app healthy.
  await expect.poll(() => icecast.status().then((status) => JSON.stringify(status.icestats.source ?? '')), { timeout: 30_000 }).toContain('/live');
  await proxyAnswers();
});

/** Caddy, the station's front door, as compose runs it (a test stops it for a network drop). */
function startProxy() {
  const caddyHome = path.join(folder, 'caddy');
  proxy = spawn('caddy', ['run', '--config', path.join(root, 'infra/Caddyfile'), '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH ?? '', HOME: caddyHome, XDG_DATA_HOME: caddyHome, XDG_CONFIG_HOME: caddyHome, CADDY_ADMIN: 'off',
      SITE_ADDRESS: siteUrl, APP_UPSTREAMS: `127.0.0.1:${APP_PORT}`, WEB_ROOT: path.join(root, 'apps/web/dist'), ICECAST_UPSTREAM: `127.0.0.1:${ICECAST_PORT}`,
      HLS_ROOT: hlsFolder,
      HARBOR_UPSTREAM: `127.0.0.1:${HARBOR_PORT}`,
    },
    stdio: logTo('caddy'),
  });
}
const proxyAnswers = () => expect.poll(() => fetch(`${siteUrl}/api/health`).then((response) => response.status).catch(() => 0), { timeout: 30_000 }).toBe(200);

test.afterAll(async () => {
  kill(studio);
  kill(proxy);
  app?.stop();
  await database?.drop();
  kill(autodj);
  icecast?.stop();
  if (!process.env.KEEP_CHAIN_FOLDER) rmSync(folder, { recursive: true, force: true });
});

/** The app's now-playing, read through the proxy: the titles Liquidsoap pushed, with their instants. */
const appTitles = async () => (await (await fetch(`${siteUrl}/api/live/now-playing`)).json()) as { track: string | null; titles: Array<{ title: string; at: string }> };
/** The title Icecast's /live mount carries (what every player outside the app reads too). */
const liveTitle = async () => {
  const raw = (await icecast.status()).icestats.source as Array<{ listenurl: string; title?: string }> | { listenurl: string; title?: string } | undefined;
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).find((source) => new URL(source.listenurl).pathname === '/live')?.title;
};

/** Icecast's count and the app's own (heartbeats and event streams), as the API names them. */
const listenerFigures = async () => {
  const body = (await (await fetch(`${siteUrl}/api/live/listeners`)).json()) as { icecast_listeners: number | null; app_listeners: number };
  return [body.icecast_listeners, body.app_listeners];
};

/** Opens the site through the proxy and presses play: the page's player bar, once audio plays. */
async function listenOnSite(page: Page) {
  await page.goto(`${siteUrl}/`);
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Lecture' }).click();
  await expectAudioPlaying(page);
  return bar;
}

test.afterEach(async ({ page }) => leavePlayer(page));

test('the documented address plays the AutoDJ through the proxy, with its title and Icecast’s figure', async ({ page }) => {
  const bar = await listenOnSite(page);
  expect((await audioReport(page)).src).toBe(streamUrl);
  // The first test after the chain started: the app may still be learning the title and the figure
  // (its first Icecast reads, the figure sent at most every 5 s).
  await expect(bar.getByTestId('player-subtitle')).toHaveText('Les Velours - Nuit claire', { timeout: 10_000 });
  await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible();
  await expect(bar.getByTestId('listener-count')).toHaveText('1 auditeur', { timeout: 10_000 });
  // Liquidsoap pushed it to the app with the instant it entered /live (again every 10 s: the app started after it).
  await expect.poll(async () => (await appTitles()).titles.map((entry) => entry.title), { timeout: 15_000 }).toEqual(['Les Velours - Nuit claire']);
});

test('the studio connects to the harbor and says its title once: on air with it within seconds, the AutoDJ back when it leaves', async ({ page }) => {
  test.setTimeout(60_000);
  const bar = await listenOnSite(page);
  await expect(bar.getByTestId('player-subtitle')).toHaveText('Les Velours - Nuit claire', { timeout: 5_000 });

  // The studio's encoder, as the README tells it to connect (harbor, /studio, HARBOR_PASSWORD).
  studio = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'sine=frequency=500:sample_rate=44100', '-ac', '2',
    '-c:a', 'libmp3lame', '-b:a', '128k', '-content_type', 'audio/mpeg', '-f', 'mp3', `icecast://source:${HARBOR_PASSWORD}@127.0.0.1:${HARBOR_PORT}/studio`], { stdio: 'ignore' });
  const harborTitle = (song: string) =>
    fetch(`http://127.0.0.1:${HARBOR_PORT}/admin/metadata?mount=/studio&mode=updinfo&song=${encodeURIComponent(song)}`, {
      headers: { Authorization: `Basic ${Buffer.from(`source:${HARBOR_PASSWORD}`).toString('base64')}` },
    }).then((response) => response.status).catch(() => 0);
  // The encoder says its title once, as it connects (as BUTT and Mixxx do): it goes on air with
  // the studio's first audio, 2 s after it connects, on Icecast's /live and to the app.
  expect(await harborTitle('Kael - Aube rouge')).toBe(200);
  await expect.poll(liveTitle, { timeout: 8_000, intervals: [250] }).toBe('Kael - Aube rouge');
  // A wrong password is refused, and changes nothing.
  const wrong = await fetch(`http://127.0.0.1:${HARBOR_PORT}/admin/metadata?mount=/studio&mode=updinfo&song=Intrus`, {
    headers: { Authorization: `Basic ${Buffer.from('source:pas-le-bon').toString('base64')}` },
  });
  expect(wrong.status).toBe(401);
  // Liquidsoap pushed it to the app with its instant; the bar shows it when the listener hears it.
  await expect.poll(async () => (await appTitles()).titles.at(-1)?.title, { timeout: 5_000 }).toBe('Kael - Aube rouge');
  await expect(bar.getByTestId('player-subtitle')).toHaveText('Kael - Aube rouge', { timeout: 10_000 });
  await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible();

  // The studio leaves: the listener's connection is kept and the AutoDJ's mix is on air again.
  kill(studio);
  // The bar turns when this listener hears the AutoDJ again: the harbor notices the drop, then the
  // listener is a burst behind the air (8 s, more on a loaded machine).
  await expect(bar.getByTestId('player-subtitle')).toHaveText('Les Velours - Nuit claire', { timeout: 20_000 });
  await expectAudioPlaying(page);
  await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible();
});

test('a browser killed while listening through the proxy leaves the figure within 10 s', async ({ page }) => {
  test.setTimeout(90_000);
  await expect.poll(listenerFigures, { timeout: 75_000 }).toEqual([0, 0]);
  const staying = await listenOnSite(page);

  // A second, separate browser process, killed as a crash or a swiped-away app would be: no goodbye.
  const doomedServer = await chromium.launchServer({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] });
  const doomed = await (await chromium.connect(doomedServer.wsEndpoint())).newPage();
  await listenOnSite(doomed);
  await expect(staying.getByTestId('listener-count')).toHaveText('2 auditeurs', { timeout: 25_000 });

  doomedServer.process().kill('SIGKILL');
  const killedAt = Date.now();
  await expect.poll(listenerFigures, { timeout: 10_000, intervals: [250] }).toEqual([1, 1]);
  console.log(`both figures back to 1 listener ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
  await expect(staying.getByTestId('listener-count')).toHaveText('1 auditeur', { timeout: 10_000 });
});

test('an Icecast restart under one listener: the title is back at once, the figure stays 1, never 0 while the player reconnects nor 2 after', async ({ page }) => {
  test.setTimeout(120_000);
  const bar = await listenOnSite(page);
  const shown = bar.getByTestId('listener-count');
  await expect(shown).toHaveText('1 auditeur', { timeout: 25_000 });

  // What the listener reads, noted every 250 ms from the restart until the stream is back and settled.
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { seenFigures: Set<string> }).seenFigures = seen;
    window.setInterval(() => seen.add(document.querySelector('[data-testid="listener-count"]')?.textContent ?? ''), 250);
  });
  icecast.stop();
  icecast = await startIcecast(ICECAST_PORT, { keepFallback: true });
  await expect.poll(() => icecast.listeners('/live'), { timeout: 40_000 }).toBe(1);
  await expectAudioPlaying(page, 30_000);
  // The song did not change: Liquidsoap says its title again as soon as it is back on Icecast.
  await expect.poll(liveTitle, { timeout: 5_000 }).toBe('Les Velours - Nuit claire');
  await expect(bar.getByTestId('player-subtitle')).toHaveText('Les Velours - Nuit claire', { timeout: 5_000 });
  // Settled: both figures agree on the one listener again, and the page has been told.
  await expect.poll(listenerFigures, { timeout: 30_000 }).toEqual([1, 1]);
  await expect(shown).toHaveText('1 auditeur', { timeout: 20_000 });
  expect(await page.evaluate(() => [...(window as unknown as { seenFigures: Set<string> }).seenFigures])).toEqual(['1 auditeur']);
});

/**
 * Opens the browser studio's WebSocket to the harbor through the proxy, as the studio page will,
 * and sends `seconds` of `webm` (Opus) in real time after its hello with `pass`. Resolves with
 * 'open' once the hello is sent, or 'closed <code>' if the harbor closed it first.
 */
async function goOnAirFromBrowser(page: Page, pass: string, webm: Buffer, seconds: number, mime = 'audio/webm'): Promise<string> {
  await page.goto(`${siteUrl}/`);
  return page.evaluate(
    ({ url, pass, base64, seconds, mime }) =>
      new Promise<string>((resolve) => {
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const socket = new WebSocket(url, 'webcast');
        const state = { closed: null as number | null };
        Object.assign(window, { studio: { socket, state } });
        socket.onclose = (event) => {
          state.closed = event.code;
          resolve(`closed ${event.code}`);
        };
        socket.onopen = () => {
          socket.send(JSON.stringify({ type: 'hello', data: { mime, user: 'studio', password: pass, audio: { channels: 1, samplerate: 48000, bitrate: 64, encoder: mime } } }));
          const step = Math.ceil(bytes.length / (seconds * 10));
          let sent = 0;
          const timer = setInterval(() => {
            if (socket.readyState !== WebSocket.OPEN || sent >= bytes.length) return clearInterval(timer);
            socket.send(bytes.subarray(sent, sent + step));
            sent += step;
          }, 100);
          // Resolved once the harbor had a moment to refuse the hello.
          setTimeout(() => resolve(state.closed === null ? 'open' : `closed ${state.closed}`), 2_000);
        };
      }),
    { url: `ws://127.0.0.1:${PROXY_PORT}/radio/studio`, pass, base64: webm.toString('base64'), seconds, mime },
  );
}

/** The station's admin signs in through the proxy and gets a pass to the harbor, as the studio page does. */
async function adminPass(): Promise<{ pass: string; websocket_path: string }> {
  const login = await fetch(`${siteUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteUrl },
    body: JSON.stringify({ email: exampleValue('ADMIN_EMAIL'), password: 'un mot de passe de test 2026' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  const answer = await fetch(`${siteUrl}/api/studio/pass`, { method: 'POST', headers: { Cookie: cookie, Origin: siteUrl, 'Content-Type': 'application/json' }, body: '{}' });
  expect(answer.status).toBe(201);
  return (await answer.json()) as { pass: string; websocket_path: string };
}

test('the browser studio goes on air through the proxy with a pass from the app, which opens the harbor only once', async ({ page }) => {
  test.setTimeout(90_000);
  // An admin signs in through the proxy and asks for a pass, as the studio page will.
  const { pass, websocket_path } = await adminPass();
  expect(websocket_path).toBe('/radio/studio');

  // A listener, and what it hears.
  const bar = await listenOnSite(page);
  await listenWithAnalyser(page);
  // What a browser records (Chromium and Firefox: WebM/Opus), a 700 Hz tone.
  const webm = execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=700:duration=20', '-ac', '1', '-c:a', 'libopus', '-b:a', '64k', '-f', 'webm', 'pipe:1']);
  const studioPage = await page.context().newPage();
  expect(await goOnAirFromBrowser(studioPage, pass, webm, 20)).toBe('open');
  // The listener hears the studio's tone (8 s behind the air on the progressive stream).
  const heardTone = async () => (await page.evaluate(() => (window as unknown as { heard: HeardSample[] }).heard)).some((sample) => sample.db > -70 && Math.abs(sample.hz - 700) < 25);
  await expect.poll(heardTone, { timeout: 25_000, intervals: [500] }).toBe(true);

  // The same pass again: the harbor refuses it (the app says it was used).
  await studioPage.evaluate(() => (window as unknown as { studio: { socket: WebSocket } }).studio.socket.close());
  const again = await page.context().newPage();
  expect(await goOnAirFromBrowser(again, pass, webm, 20)).toMatch(/^closed /);
  // And a made-up one.
  expect(await goOnAirFromBrowser(again, 'un-pass-invente', webm, 20)).toMatch(/^closed /);
  // The AutoDJ (Nuit claire, 300 Hz) is back on air for the listener.
  const lastHeard = async () => (await page.evaluate(() => (window as unknown as { heard: HeardSample[] }).heard)).slice(-5);
  await expect.poll(async () => (await lastHeard()).every((sample) => Math.abs(sample.hz - NUIT_CLAIRE.hz) < 25), { timeout: 25_000, intervals: [500] }).toBe(true);
  await expect(bar.getByTestId('player-subtitle')).toHaveText(shownTitle(NUIT_CLAIRE));
  await studioPage.close();
  await again.close();
});

test('a presenter takes the air from the studio page on a phone during its slot: the listener hears its microphone with the programme’s title, a muted one goes quiet and, after 20 s of silence, gives the air to the AutoDJ, a file from the phone brings it back, the AutoDJ is back when it gives the air back, and the show is a replay as long as its time on air that staff publish on its emission; its pass shows in no address, page or log', async ({ page }) => {
  test.setTimeout(120_000);
  const bar = await listenOnSite(page);
  await listenWithAnalyser(page);
  // The phone's microphone: Chromium's fake capture device, playing a 520 Hz tone in a loop.
  const microphone = path.join(folder, 'micro-520.wav');
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=520:duration=10', '-ac', '1', '-ar', '48000', microphone]);
  let programmeId: number | undefined;
  const studioBrowser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${microphone}`],
  });
  try {
    // The staff's set-up, through the proxy: a presenter with its photo, a listener's account
    // linked to it, and tonight's programme hosted by that presenter.
    const staff = await studioBrowser.newContext();
    const adminLogin = await staff.request.post(`${siteUrl}/api/auth/login`, { data: { email: exampleValue('ADMIN_EMAIL'), password: 'un mot de passe de test 2026' }, headers: { Origin: siteUrl } });
    expect(adminLogin.status()).toBe(200);
    const presenter = { email: `lea-${Date.now()}@example.org`, password: 'une voix de la nuit 2026' };
    const registered = await staff.request.post(`${siteUrl}/api/users`, {
      data: { nom: 'Direct', prenom: 'Léa', email: presenter.email, password: presenter.password },
      headers: { Origin: siteUrl },
    });
    expect(registered.status()).toBe(201);
    const created = await staff.request.post(`${siteUrl}/api/animateurs`, {
      multipart: { prenom: 'Léa', nom: 'Direct', categorie: 'Talk', description: 'La voix du soir.', role: 'animateur', image: { name: 'lea.png', mimeType: 'image/png', buffer: pngImage() } },
      headers: { Origin: siteUrl },
    });
    expect(created.status()).toBe(201);
    const animateurid = ((await created.json()) as { data: { animateurid: number } }).data.animateurid;
    expect((await staff.request.put(`${siteUrl}/api/animateurs/${animateurid}/account`, { data: { email: presenter.email }, headers: { Origin: siteUrl } })).status()).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    // The programme's emission, where its replays go.
    const emissionCreated = await staff.request.post(`${siteUrl}/api/emissions`, {
      multipart: { title: 'Le Direct du Soir', description: 'Le direct de Léa, chaque soir.', broadcast_dates: JSON.stringify([{ broadcast_date: today }]), image: { name: 'soir.png', mimeType: 'image/png', buffer: pngImage() } },
      headers: { Origin: siteUrl },
    });
    expect(emissionCreated.status()).toBe(201);
    const emissionId = ((await emissionCreated.json()) as { data: { id: number } }).data.id;
    const scheduled = await staff.request.post(`${siteUrl}/api/schedule/programmes`, {
      data: { title: 'Le Direct du Soir', heure_debut: '00:00', heure_fin: '23:59', specific_date: today, id_animateur: animateurid, emission_id: emissionId },
      headers: { Origin: siteUrl },
    });
    expect(scheduled.status()).toBe(201);
    programmeId = ((await scheduled.json()) as { id: number }).id;

    // The presenter, on a phone, during its slot.
    const phone = await studioBrowser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
    const login = await phone.request.post(`${siteUrl}/api/auth/login`, { data: presenter, headers: { Origin: siteUrl } });
    expect(login.status()).toBe(200);
    const studio = await phone.newPage();
    // Every pass the page is given, and every address it opens: the passes must show up nowhere else.
    const passes: string[] = [];
    const addresses: string[] = [];
    studio.on('response', async (response) => {
      if (response.url().endsWith('/api/studio/pass') && response.status() === 201) passes.push(((await response.json()) as { pass: string }).pass);
    });
    studio.on('request', (request) => addresses.push(request.url()));
    studio.on('websocket', (socket) => addresses.push(socket.url()));
    await studio.goto(`${siteUrl}/studio`);
    await studio.getByRole('button', { name: "Prendre l'antenne" }).click();
    const pressedAt = Date.now();
    const state = studio.getByRole('status');
    await expect(state).toContainText("À l'antenne", { timeout: 10_000 });
    const level = () => studio.getByRole('meter', { name: 'Niveau du son envoyé' }).evaluate((meter) => (meter as HTMLMeterElement).value);
    await expect.poll(level).toBeGreaterThan(0.05);

    const lastHeard = async () => (await page.evaluate(() => (window as unknown as { heard: HeardSample[] }).heard)).slice(-5);
    const hearsTone = async (hz: number) => (await lastHeard()).every((sample) => sample.db > -70 && Math.abs(sample.hz - hz) < 25);
    await expect.poll(() => hearsTone(520), { timeout: 25_000, intervals: [500] }).toBe(true);
    // With the programme's title and its presenter, on the bar and the lock screen, when the voice is heard.
    await expect(bar.getByTestId('player-subtitle')).toHaveText('Le Direct du Soir avec Léa Direct', { timeout: 2_000 });
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('Le Direct du Soir avec Léa Direct');
    console.log(`the studio's microphone heard by the listener ${((Date.now() - pressedAt) / 1000).toFixed(1)} s after 'Prendre l'antenne' (progressive stream: the listener is a burst behind the air)`);
    await expect(studio.getByTestId('studio-clock')).toHaveText(/^\d+:\d\d$/);

    // 'Couper le micro': nothing goes on air, and the listener hears it go quiet.
    const mute = studio.getByRole('button', { name: 'Couper le micro' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(level).toBeLessThan(0.01);
    await expect.poll(async () => (await lastHeard()).every((sample) => sample.db < -70 || Math.abs(sample.hz - 520) > 25), { timeout: 25_000, intervals: [500] }).toBe(true);
    // Still silent: the page warns, and at 20 s the AutoDJ takes the air back, which the staff are told.
    await expect(studio.getByRole('alert')).toHaveText(/Aucun son envoyé depuis 10 secondes/, { timeout: 15_000 });
    await expect.poll(() => hearsTone(NUIT_CLAIRE.hz), { timeout: 45_000, intervals: [500] }).toBe(true);
    const staffView = (await (await staff.request.get(`${siteUrl}/api/studio`)).json()) as { last_silence_at: string | null };
    expect(Date.now() - Date.parse(staffView.last_silence_at ?? '')).toBeLessThan(40_000);

    // 'Musique': a file from the phone goes on air instead of the muted voice, and its sound brings the studio back.
    const music = path.join(folder, 'musique-1000.mp3');
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=1000:duration=30', '-c:a', 'libmp3lame', '-b:a', '128k', music]);
    await studio.getByLabel('Choisir un fichier').setInputFiles(music);
    await studio.getByRole('button', { name: 'Lancer la musique' }).click();
    await expect.poll(level).toBeGreaterThan(0.05);
    await expect.poll(() => hearsTone(1000), { timeout: 25_000, intervals: [500] }).toBe(true);

    // 'Rendre l'antenne': the AutoDJ (Nuit claire, 300 Hz) is back for the listener, with its title.
    const [minutes, seconds] = (await studio.getByTestId('studio-clock').textContent())!.split(':').map(Number);
    const onAirSeconds = minutes! * 60 + seconds!;
    await studio.getByRole('button', { name: "Rendre l'antenne" }).click();
    await expect(studio.getByRole('button', { name: "Prendre l'antenne" })).toBeVisible();
    await expect.poll(() => hearsTone(NUIT_CLAIRE.hz), { timeout: 25_000, intervals: [500] }).toBe(true);
    await expect(bar.getByTestId('player-subtitle')).toHaveText(shownTitle(NUIT_CLAIRE));

    // The replay wrote itself: the staff find the recording, as long as the time on air (its silence
    // included), waiting for their check (the example's REPLAYS_PUBLISH=review); published, it is the
    // emission's replay 'Direct du …', served through the proxy.
    type Recording = { id: number; status: string; programme_title: string | null; duration_seconds: number | null; presenter: string | null; audio_url: string };
    const recordingOfShow = async () =>
      ((await (await staff.request.get(`${siteUrl}/api/studio/recordings`)).json()) as Recording[]).find((recording) => recording.programme_title === 'Le Direct du Soir');
    await expect.poll(recordingOfShow, { timeout: 15_000 }).toMatchObject({ status: 'review', presenter: 'Léa Direct' });
    const recording = (await recordingOfShow())!;
    console.log(`the replay lasts ${recording.duration_seconds} s for ${onAirSeconds} s on the studio's clock`);
    expect(Math.abs(recording.duration_seconds! - onAirSeconds)).toBeLessThanOrEqual(2);
    // The staff's check, on the studio page: 'Enregistrements du direct', listened to, then published.
    const staffPage = await staff.newPage();
    await staffPage.goto(`${siteUrl}/studio`);
    const item = staffPage.getByTestId('live-recording').filter({ hasText: "Studio de l'application · Léa Direct" });
    await expect(item.getByRole('strong')).toHaveText('Le Direct du Soir');
    await expect(item).toContainText('À vérifier');
    await expect(item.getByLabel("Écouter l'enregistrement")).toHaveAttribute('src', recording.audio_url);
    await item.getByRole('button', { name: 'Publier dans les replays' }).click();
    await expect(staffPage.getByText("Publié dans les replays de l'émission.")).toBeVisible();
    await expect(item).toContainText('Publié');
    await expect(item.getByRole('button', { name: 'Publier dans les replays' })).toHaveCount(0);
    const replays = (await (await fetch(`${siteUrl}/api/emissions/${emissionId}/audio`)).json()) as Array<{ parsedTitle: string; audio_filename: string }>;
    expect(replays.map((replay) => replay.parsedTitle)).toEqual(['Direct']);
    const replayFile = await fetch(`${siteUrl}${recording.audio_url}`);
    expect(replayFile.status).toBe(200);
    expect(replayFile.headers.get('content-type')).toBe('audio/mpeg');
    expect((await replayFile.arrayBuffer()).byteLength).toBeGreaterThan(recording.duration_seconds! * 15_000);

    // The pass went in the WebSocket's first message only: in no address, no page, no log.
    expect(passes).toHaveLength(1);
    expect(addresses.some((address) => address.endsWith('/radio/studio'))).toBe(true);
    const pageText = await studio.evaluate(() => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    const logs = Object.fromEntries((['app', 'liquidsoap', 'caddy'] as const).map((name) => [name, readFileSync(logFile(name), 'utf8')]));
    // The logs are there to be read: the app and Liquidsoap said who went on air.
    expect(logs.app).toContain('Studio : à l’antenne depuis l’application');
    expect(logs.liquidsoap).toContain('goes on air: Le Direct du Soir avec Léa Direct');
    for (const pass of passes) {
      expect(addresses.filter((address) => address.includes(pass))).toEqual([]);
      expect(pageText.includes(pass), 'the pass in the studio page').toBe(false);
      for (const [name, text] of Object.entries(logs)) expect(text.includes(pass), `the pass in ${name}'s log`).toBe(false);
    }
  } finally {
    // The staff's session (the first context) takes the programme away again.
    if (programmeId !== undefined) await studioBrowser.contexts()[0]?.request.delete(`${siteUrl}/api/schedule/programmes/${programmeId}`, { headers: { Origin: siteUrl } });
    await studioBrowser.close();
  }
});

test('the studio page names the encoder on air, and an admin takes the hand: the encoder is let go and waits, the admin is heard, the AutoDJ is back after; the encoder’s show is a recording for staff', async ({ page }) => {
  test.setTimeout(120_000);
  await listenOnSite(page);
  await listenWithAnalyser(page);
  const lastHeard = async () => (await page.evaluate(() => (window as unknown as { heard: HeardSample[] }).heard)).slice(-5);
  const hearsTone = async (hz: number) => (await lastHeard()).every((sample) => sample.db > -70 && Math.abs(sample.hz - hz) < 25);
  // The studio's encoder on air, an 880 Hz tone.
  const encoder = () =>
    spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'sine=frequency=880:sample_rate=44100', '-ac', '2',
      '-c:a', 'libmp3lame', '-b:a', '128k', '-content_type', 'audio/mpeg', '-f', 'mp3', `icecast://source:${HARBOR_PASSWORD}@127.0.0.1:${HARBOR_PORT}/studio`], { stdio: 'ignore' });
  studio = encoder();
  const firstEncoder = studio;
  await expect.poll(() => hearsTone(880), { timeout: 25_000, intervals: [500] }).toBe(true);

  const microphone = path.join(folder, 'micro-admin-520.wav');
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=520:duration=10', '-ac', '1', '-ar', '48000', microphone]);
  const adminBrowser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${microphone}`],
  });
  try {
    const staff = await adminBrowser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
    const login = await staff.request.post(`${siteUrl}/api/auth/login`, { data: { email: exampleValue('ADMIN_EMAIL'), password: 'un mot de passe de test 2026' }, headers: { Origin: siteUrl } });
    expect(login.status()).toBe(200);
    const desk = await staff.newPage();
    await desk.goto(`${siteUrl}/studio`);
    // Liquidsoap told the app who holds the harbor: the page names it, and offers the admin the hand.
    await expect(desk.getByRole('note').filter({ hasText: /^À l'antenne depuis \d\d:\d\d : l'encodeur du studio\.$/ })).toBeVisible();
    await desk.getByRole('button', { name: 'Prendre la main' }).click();
    await expect(desk.getByRole('status')).toContainText("À l'antenne", { timeout: 15_000 });
    // The encoder was let go (ffmpeg ends when the harbor closes), and the listener hears the admin.
    await expect.poll(() => firstEncoder.exitCode !== null || firstEncoder.signalCode !== null, { timeout: 10_000 }).toBe(true);
    await expect.poll(() => hearsTone(520), { timeout: 25_000, intervals: [500] }).toBe(true);
    // The encoder tries again at once (as BUTT and Mixxx do): the harbor keeps it waiting.
    studio = encoder();
    const retry = studio;
    await expect.poll(() => retry.exitCode !== null, { timeout: 10_000 }).toBe(true);
    expect(retry.exitCode).not.toBe(0);
    expect(await hearsTone(520)).toBe(true);
    // Refused by the 30 s lock, or because the admin's page holds the harbor by then.
    expect(readFileSync(logFile('liquidsoap'), 'utf8')).toMatch(/The encoder waits: an admin took the hand from the app\.|waits: the studio is already on air\./);

    await desk.getByRole('button', { name: "Rendre l'antenne" }).click();
    await expect.poll(() => hearsTone(NUIT_CLAIRE.hz), { timeout: 25_000, intervals: [500] }).toBe(true);
    // Nobody holds the harbor now: the page names no one.
    await expect.poll(async () => ((await (await staff.request.get(`${siteUrl}/api/studio`)).json()) as { on_air: unknown }).on_air, { timeout: 10_000 }).toBeNull();
    // The encoder's show, a recording with no programme, waits for staff to pick its emission.
    const recordings = (await (await staff.request.get(`${siteUrl}/api/studio/recordings`)).json()) as Array<{ source: string; status: string; duration_seconds: number }>;
    expect(recordings.find((recording) => recording.source === 'encoder')).toMatchObject({ status: 'unattached', duration_seconds: expect.any(Number) });
  } finally {
    kill(studio);
    await adminBrowser.close();
  }
});

test('the studio page absorbs a drop of its link shorter than 10 s (a fresh pass, the listener hears it again, one replay of both parts); after a longer one the AutoDJ has the air and the page offers to resume', async ({ page }) => {
  test.setTimeout(150_000);
  await listenOnSite(page);
  await listenWithAnalyser(page);
  const hearsTone = async (hz: number) =>
    (await page.evaluate(() => (window as unknown as { heard: HeardSample[] }).heard)).slice(-5).every((sample) => sample.db > -70 && Math.abs(sample.hz - hz) < 25);
  const microphone = path.join(folder, 'micro-drop-640.wav');
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=640:duration=10', '-ac', '1', '-ar', '48000', microphone]);
  const adminBrowser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${microphone}`],
  });
  let programmeId: number | undefined;
  const staff = await adminBrowser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  try {
    const login = await staff.request.post(`${siteUrl}/api/auth/login`, { data: { email: exampleValue('ADMIN_EMAIL'), password: 'un mot de passe de test 2026' }, headers: { Origin: siteUrl } });
    expect(login.status()).toBe(200);
    // A programme on air now, with its emission: the admin's show is that airing's.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const emission = await staff.request.post(`${siteUrl}/api/emissions`, {
      multipart: { title: 'Les Nuits du Direct', description: 'La nuit, en direct.', broadcast_dates: JSON.stringify([{ broadcast_date: today }]), image: { name: 'nuits.png', mimeType: 'image/png', buffer: pngImage() } },
      headers: { Origin: siteUrl },
    });
    expect(emission.status()).toBe(201);
    const scheduled = await staff.request.post(`${siteUrl}/api/schedule/programmes`, {
      data: { title: 'Les Nuits du Direct', heure_debut: '00:00', heure_fin: '23:59', specific_date: today, emission_id: ((await emission.json()) as { data: { id: number } }).data.id },
      headers: { Origin: siteUrl },
    });
    expect(scheduled.status()).toBe(201);
    programmeId = ((await scheduled.json()) as { id: number }).id;

    const desk = await staff.newPage();
    let passes = 0;
    desk.on('response', (response) => {
      if (response.url().endsWith('/api/studio/pass') && response.status() === 201) passes++;
    });
    await desk.goto(`${siteUrl}/studio`);
    await desk.getByRole('button', { name: "Prendre l'antenne" }).click();
    const state = desk.getByRole('status');
    await expect(state).toContainText("À l'antenne", { timeout: 15_000 });
    await expect.poll(() => hearsTone(640), { timeout: 25_000, intervals: [500] }).toBe(true);

    // A short drop: the proxy between the phone and the harbor goes away for a moment.
    kill(proxy);
    await expect(state).toHaveText(studioMessages.reconnecting, { timeout: 10_000 });
    startProxy();
    await expect(state).toContainText("À l'antenne", { timeout: 15_000 });
    expect(passes).toBe(2);
    // The listener's player, cut off by the same drop, comes back to the presenter, not to the AutoDJ.
    await expect.poll(() => hearsTone(640), { timeout: 30_000, intervals: [500] }).toBe(true);
    expect((await appTitles()).titles.at(-1)?.title).toBe('Les Nuits du Direct');

    // A long drop: past 10 s the page gives up, the AutoDJ has the air, and the page offers to resume.
    kill(proxy);
    await expect(desk.getByRole('alert')).toHaveText(studioMessages.connectionLost, { timeout: 30_000 });
    await expect.poll(() => liveTitle(), { timeout: 20_000 }).toBe(shownTitle(NUIT_CLAIRE));
    startProxy();
    await proxyAnswers();
    await expect(desk.getByRole('button', { name: "Reprendre l'antenne" })).toBeVisible();

    // Both parts of the airing are one recording, waiting for the staff's check.
    type Recording = { programme_title: string | null; status: string; duration_seconds: number };
    const ofShow = async () => ((await (await staff.request.get(`${siteUrl}/api/studio/recordings`)).json()) as Recording[]).filter((recording) => recording.programme_title === 'Les Nuits du Direct');
    await expect.poll(async () => (await ofShow()).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await ofShow())[0]!.duration_seconds, { timeout: 15_000 }).toBeGreaterThan(5);
  } finally {
    if (proxy.exitCode !== null || proxy.signalCode !== null) startProxy();
    await proxyAnswers();
    if (programmeId !== undefined) await staff.request.delete(`${siteUrl}/api/schedule/programmes/${programmeId}`, { headers: { Origin: siteUrl } });
    await adminBrowser.close();
  }
});

test('what Safari records (fragmented MP4/AAC) goes on air through the browser studio too', async ({ page }) => {
  test.setTimeout(90_000);
  const { pass } = await adminPass();
  await listenOnSite(page);
  await listenWithAnalyser(page);
  // Safari's MediaRecorder gives MP4 in fragments (a moof per chunk), AAC inside: a 760 Hz tone so.
  const mp4 = execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=760:duration=20', '-ac', '1', '-ar', '48000', '-c:a', 'aac', '-b:a', '96k',
    '-f', 'mp4', '-movflags', 'frag_keyframe+empty_moov+default_base_moof', '-frag_duration', '250000', 'pipe:1']);
  const studioPage = await page.context().newPage();
  expect(await goOnAirFromBrowser(studioPage, pass, mp4, 20, 'audio/mp4')).toBe('open');
  const lastHeard = async () => (await page.evaluate(() => (window as unknown as { heard: HeardSample[] }).heard)).slice(-5);
  await expect.poll(async () => (await lastHeard()).every((sample) => sample.db > -70 && Math.abs(sample.hz - 760) < 25), { timeout: 25_000, intervals: [500] }).toBe(true);
  await studioPage.close();
  await expect.poll(async () => (await lastHeard()).every((sample) => Math.abs(sample.hz - NUIT_CLAIRE.hz) < 25), { timeout: 25_000, intervals: [500] }).toBe(true);
});

/** What the page heard and showed every 50 ms: the loudest frequency of the player's audio, the bar's title and the lock screen's. */
interface HeardSample { at: number; hz: number; db: number; bar: string; lock: string }

/** Installs an analyser between the player's audio and the speakers: what the listener hears, as it is heard. */
async function listenWithAnalyser(page: Page) {
  await page.evaluate(() => {
    const audio = document.getElementById('station-audio') as HTMLAudioElement;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 8192;
    analyser.smoothingTimeConstant = 0;
    context.createMediaElementSource(audio).connect(analyser);
    analyser.connect(context.destination);
    const bins = new Float32Array(analyser.frequencyBinCount);
    const samples: HeardSample[] = [];
    (window as unknown as { heard: HeardSample[] }).heard = samples;
    window.setInterval(() => {
      analyser.getFloatFrequencyData(bins);
      let loudest = 1;
      for (let bin = 2; bin < bins.length; bin++) if (bins[bin]! > bins[loudest]!) loudest = bin;
      samples.push({
        at: performance.now(),
        hz: (loudest * context.sampleRate) / analyser.fftSize,
        db: bins[loudest]!,
        bar: document.querySelector('section[aria-label="Lecteur"] [data-testid="player-subtitle"]')?.textContent ?? '',
        lock: navigator.mediaSession?.metadata?.title ?? '',
      });
    }, 50);
  });
}

/**
 * Three songs of other tones take the AutoDJ's folder over: it reloads it and plays them when
 * Nuit claire ends, each 8 s, in a shuffled order.
 */
function playToneSongs() {
  const mixes = path.join(folder, 'mixes');
  if (!existsSync(path.join(mixes, NUIT_CLAIRE.file))) return;
  for (const song of TONE_SONGS) toneTrack(mixes, song, 8);
  rmSync(path.join(mixes, NUIT_CLAIRE.file));
}

/** Presses play on a fresh page: the time from the press to the element's first 'playing'. */
async function pressPlayTimed(page: Page): Promise<number> {
  await page.goto(`${siteUrl}/`);
  await page.locator('#station-audio').waitFor({ state: 'attached' });
  await page.evaluate(() => document.getElementById('station-audio')!.addEventListener('playing', () => Object.assign(window, { firstPlaying: Date.now() }), { once: true }));
  const pressed = Date.now();
  await playerBar(page).getByRole('button', { name: 'Lecture' }).click();
  await expectAudioPlaying(page);
  // hls.js may move the element's clock to the live edge before the first sound: wait for 'playing'.
  const firstPlaying = await page.waitForFunction(() => (window as unknown as { firstPlaying?: number }).firstPlaying ?? false);
  return Number(await firstPlaying.jsonValue()) - pressed;
}

/**
 * Waits for four changes of song heard (each with its 5 s window over), prints how far the bar's
 * and the lock screen's titles were from each, and asserts they turned within 1 s of it.
 */
async function judgeTitleOffsets(page: Page, path: string) {
  const songs = [NUIT_CLAIRE, ...TONE_SONGS];
  const songHeard = (sample: HeardSample) => (sample.db > -70 ? songs.find((song) => Math.abs(song.hz - sample.hz) < 25) : undefined);
  const samples = () => page.evaluate(() => (window as unknown as { heard: HeardSample[] }).heard);

  /** Each change of song heard (held 3 samples), with when the bar and the lock screen turned to its title. */
  const changes = (heard: HeardSample[]) => {
    const found: Array<{ song: string; heardAt: number; barAt?: number; lockAt?: number }> = [];
    let current: ToneSong | undefined;
    for (let index = 0; index + 2 < heard.length; index++) {
      const song = songHeard(heard[index]!);
      if (!song || song === current || songHeard(heard[index + 1]!) !== song || songHeard(heard[index + 2]!) !== song) continue;
      if (current) {
        const title = shownTitle(song);
        const heardAt = heard[index]!.at;
        // Looked for from the song before's start (8 s earlier) to 5 s after: early or late, it shows.
        const turnedTo = (shown: (sample: HeardSample) => string) =>
          heard.find((sample, at) => at > 0 && sample.at > heardAt - 7_500 && sample.at < heardAt + 5_000 && shown(sample) === title && shown(heard[at - 1]!) !== title)?.at;
        found.push({ song: title, heardAt, barAt: turnedTo((sample) => sample.bar), lockAt: turnedTo((sample) => sample.lock) });
      }
      current = song;
    }
    return found;
  };
  /** The changes whose window is over (5 s of samples after them): a title still to come would count as never shown. */
  const settledChanges = (heard: HeardSample[]) => changes(heard).filter((change) => change.heardAt + 5_000 <= (heard.at(-1)?.at ?? 0));
  await expect
    .poll(async () => settledChanges(await samples()).length, { timeout: 105_000, intervals: [1_000] })
    .toBeGreaterThanOrEqual(4)
    .catch(async (error: Error) => {
      const last = (await samples()).slice(-3).map((sample) => `${Math.round(sample.hz)} Hz at ${Math.round(sample.db)} dB, "${sample.bar}"`);
      throw new Error(`${error.message}\nlast heard: ${last.join('; ')}`);
    });

  const offsets = settledChanges(await samples()).map((change) => ({
    song: change.song,
    bar: change.barAt === undefined ? null : Math.round(change.barAt - change.heardAt),
    lock: change.lockAt === undefined ? null : Math.round(change.lockAt - change.heardAt),
  }));
  console.log(`title offsets on ${path} (ms, shown − heard): ${offsets.map((offset) => `${offset.song}: bar ${offset.bar ?? 'never'}, lock screen ${offset.lock ?? 'never'}`).join('; ')}`);
  for (const offset of offsets) {
    expect(offset.bar, `the bar turned to "${offset.song}" within 5 s of hearing it`).not.toBeNull();
    expect(offset.lock, `the lock screen turned to "${offset.song}" within 5 s of hearing it`).not.toBeNull();
    expect(Math.abs(offset.bar!), `the bar's "${offset.song}" against the audio`).toBeLessThanOrEqual(1_000);
    expect(Math.abs(offset.lock!), `the lock screen's "${offset.song}" against the audio`).toBeLessThanOrEqual(1_000);
  }
}

test('the title changes on the bar and the lock screen when the song does: within 1 s, measured on the audio', async ({ page }) => {
  test.setTimeout(150_000);
  const firstAudio = await pressPlayTimed(page);
  console.log(`first audio ${(firstAudio / 1000).toFixed(1)} s after pressing play (progressive stream, through Caddy)`);
  await listenWithAnalyser(page);
  playToneSongs();
  await judgeTitleOffsets(page, 'the progressive stream');
});

/** The HLS files this page fetched, in order (the page's own record: the service worker passes them on). */
const hlsFetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name)).filter((url) => url.pathname.startsWith('/radio/hls/')).map((url) => url.pathname.split('/').pop()!));

test.describe('with the station’s HLS', () => {
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // The station gives the example's HLS address: the app's player prefers it.
    app.stop();
    await startApp({ hls: true });
    await expect.poll(() => fetch(`${siteUrl}/api/health`).then((response) => response.status).catch(() => 0), { timeout: 30_000 }).toBe(200);
    // A restarted app learns the title on air (Liquidsoap says it again every 10 s), not the one
    // before it, which a listener 8 s behind may still hear: the tests start once it saw a change.
    playToneSongs();
    await expect.poll(async () => (await appTitles()).titles.length, { timeout: 45_000 }).toBeGreaterThanOrEqual(2);
  });

  test('the titles change with the songs on HLS too (the segments’ dates), and it starts at once', async ({ page }) => {
    test.setTimeout(150_000);
    const firstAudio = await pressPlayTimed(page);
    console.log(`first audio ${(firstAudio / 1000).toFixed(1)} s after pressing play (HLS, through Caddy)`);
    // hls.js plays the dated playlists Caddy serves, never Icecast's stream.
    const fetched = await hlsFetched(page);
    expect(fetched).toContain('live.m3u8');
    expect(fetched.some((name) => /^128k_\d+_\d{13}\.ts$/.test(name))).toBe(true);
    expect((await audioReport(page)).src).toMatch(/^blob:/);
    await listenWithAnalyser(page);
    await judgeTitleOffsets(page, 'HLS');
  });

  test("'Économie de données' plays the 48 kbps quality, at once and at the next visit", async ({ page }) => {
    test.setTimeout(60_000);
    const bar = await listenOnSite(page);
    const saver = bar.getByRole('button', { name: 'Économie de données' });
    await expect(saver).toHaveAttribute('aria-pressed', 'false');
    await saver.click();
    await expect(saver).toHaveAttribute('aria-pressed', 'true');
    const before = (await hlsFetched(page)).length;
    // hls.js changes quality at its next segment: the low one from then on, the audio going on.
    await expect.poll(async () => (await hlsFetched(page)).slice(before).filter((name) => name.startsWith('48k_')).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expectAudioPlaying(page);

    // The choice is kept: the next visit starts on the low quality and never fetches the other.
    await leavePlayer(page);
    await listenOnSite(page);
    await expect(bar.getByRole('button', { name: 'Économie de données' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await hlsFetched(page)).filter((name) => name.startsWith('48k_')).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect((await hlsFetched(page)).filter((name) => name.startsWith('128k_'))).toEqual([]);
  });
});
