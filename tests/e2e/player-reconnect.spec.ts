import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.ts';
import { toneWav } from './media-fixtures.ts';
import { audioReport, currentTime, expectAudioPlaying, leavePlayer, playerBar, watchAudio } from './player-helpers.ts';

test.afterEach(async ({ page }) => leavePlayer(page));

/** A stream server that sends a little audio and then closes. */
const shortWav = (seconds: number) => toneWav(seconds, 22_050);

test('the network drops for a few seconds mid-play: what is buffered plays on and the bar does not cry wolf', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Lecture' }).click();
  await expectAudioPlaying(page);
  await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible();
  await watchAudio(page);

  await context.setOffline(true);
  // What is buffered keeps playing through a short drop (no reload, no silence),
  // and while the listener hears it the bar says neither 'Déconnecté' nor 'Reconnexion…'.
  await expectAudioPlaying(page, 5_000);
  await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible();
  await expect(bar.getByTestId('player-subtitle')).not.toHaveText('Reconnexion…');
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  await context.setOffline(false);
  await expectAudioPlaying(page);
  await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible();
  const report = await audioReport(page);
  expect(report.seen.pause).toBe(0);
  // Nothing to rejoin: the audio went through the drop without a reload.
  expect(report.seen.loadstart).toBe(0);
  expect(report.sameElement).toBe(true);
  await expect(bar.getByTestId('player-title')).toHaveText('RIEN QUE DE LIVE');
});

test('offline, the buffer runs out: then it says so, and one reload rejoins when the network is back', async ({ page, context }) => {
  test.setTimeout(60_000);
  let streamRequests = 0;
  let cut = false;
  // A stream server that sends 3 s of audio and closes, then streams for real once the network is back.
  await context.route('**/api/live/stream', async (route) => {
    streamRequests++;
    if (!cut) {
      cut = true;
      return route.fulfill({ status: 200, contentType: 'audio/wav', body: shortWav(3) });
    }
    return route.continue();
  });
  await page.goto('/');
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Lecture' }).click();
  await expectAudioPlaying(page);
  await context.setOffline(true);
  await expect(bar.getByRole('img', { name: 'Déconnecté' })).toBeVisible({ timeout: 10_000 });
  await expect(bar.getByTestId('player-subtitle')).toHaveText('Reconnexion…');
  const before = streamRequests;

  await context.setOffline(false);
  await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible({ timeout: 15_000 });
  await expectAudioPlaying(page);
  // One reload, not one from the network's return and another from the server's word.
  expect(streamRequests - before).toBe(1);
});

test('the stream server closes and refuses for a while: retries until it is back, then plays', async ({ page }) => {
  test.setTimeout(60_000);
  let phase: 'short' | 'down' | 'up' = 'short';
  let refused = 0;
  await page.route('**/api/live/stream', async (route) => {
    if (phase === 'short') {
      phase = 'down';
      return route.fulfill({ status: 200, contentType: 'audio/wav', body: shortWav(3) });
    }
    if (phase === 'down') {
      refused++;
      return route.abort('connectionrefused');
    }
    return route.continue();
  });
  await page.goto('/');
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Lecture' }).click();
  await expectAudioPlaying(page);

  // The 3 s of audio end: the player notices, shows it and retries (backoff: more than once, not a storm).
  await expect(bar.getByRole('img', { name: 'Déconnecté' })).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(refused).toBeLessThan(8);
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  phase = 'up';
  await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible({ timeout: 20_000 });
  await expectAudioPlaying(page);
  await expect(bar.getByTestId('player-subtitle')).not.toHaveText('Reconnexion…');
});

test('the stream stays down for five minutes: the player never gives up, says it reconnects, and plays when it is back', async ({ page }) => {
  test.setTimeout(60_000);
  let refused = 0;
  let phase: 'first' | 'down' | 'up' = 'first';
  await page.route('**/api/live/stream', async (route) => {
    if (phase === 'first') {
      phase = 'down';
      return route.fulfill({ status: 200, contentType: 'audio/wav', body: shortWav(2) });
    }
    if (phase === 'down') {
      refused++;
      return route.abort('connectionrefused');
    }
    return route.continue();
  });
  // The page's clock (timers and Date) runs normally until the test moves it forward.
  await page.clock.install();
  await page.goto('/');
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Lecture' }).click();
  await expectAudioPlaying(page);
  await expect(bar.getByRole('img', { name: 'Déconnecté' })).toBeVisible({ timeout: 10_000 });

  // Five minutes of failures, 10 s at a time: each retry's refusal arrives for real.
  for (let second = 0; second < 300; second += 10) {
    await page.clock.fastForward(10_000);
    await page.waitForTimeout(150);
  }
  // Still the listener's 'Pause' button and 'Reconnexion…', never 'Radio en pause'.
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(bar.getByTestId('player-subtitle')).toHaveText('Reconnexion…');
  // It kept knocking with a backoff capped at 30 s: about 1, 2, 4, 8, 16, then every 15–30 s.
  expect(refused).toBeGreaterThanOrEqual(9);
  expect(refused).toBeLessThanOrEqual(25);

  phase = 'up';
  await page.clock.fastForward(31_000);
  await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible({ timeout: 15_000 });
  await expectAudioPlaying(page);

  // The listener's own pause always wins: no retry after it.
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(bar.getByTestId('player-subtitle')).toHaveText('Radio en pause');
});

/**
 * 16-bit mono PCM at 48 kHz: the header of an endless WAV stream, then `seconds` of a tone.
 * Chromium decodes nothing before about 200 KB have arrived: at 8 kHz (16 KB/s) a real-time stream
 * took 14 s to start, at the edge of the tests' patience; at 48 kHz it starts within 2 s.
 */
const STREAM_RATE = 48_000;
const endlessWavHeader = () => {
  const header = toneWav(0, STREAM_RATE);
  header.writeUInt32LE(0xffffffff - 8, 4);
  header.writeUInt32LE(0xffffffff - 44, 40);
  return header;
};
const toneBytes = (seconds: number) => toneWav(seconds, STREAM_RATE).subarray(44);

/**
 * A live stream server whose first connection is slow: for `slowSeconds` it trickles about a
 * hundredth of real time (bytes keep arriving, the audio cannot keep up), then it streams in real
 * time. Later connections stream in real time from the start, so a reload would play at once.
 */
async function slowStartStream(slowSeconds: number) {
  let connections = 0;
  const streams = new Set<ServerResponse>();
  const server = createServer((_request, response) => {
    connections++;
    streams.add(response);
    const slow = connections === 1;
    response.writeHead(200, { 'content-type': 'audio/wav', 'cache-control': 'no-store' });
    response.write(endlessWavHeader());
    const startedAt = Date.now();
    const tick = setInterval(() => {
      const trickling = slow && Date.now() - startedAt < slowSeconds * 1000;
      response.write(trickling ? toneBytes(0.0025) : toneBytes(0.25));
    }, 250);
    response.on('close', () => {
      clearInterval(tick);
      streams.delete(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`,
    connections: () => connections,
    close: () => {
      for (const stream of streams) stream.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

test('a first start slow but progressing is never restarted: one connection, then it plays', async ({ page }) => {
  test.setTimeout(60_000);
  // Longer than the player's stall window (8 s): before, the start was thrown away and reloaded.
  const stream = await slowStartStream(12);
  try {
    await page.route('**/api/live/stream', (route) => route.continue({ url: stream.url }));
    await page.goto('/');
    const bar = playerBar(page);
    await bar.getByRole('button', { name: 'Lecture' }).click();
    // More audio played than the slow phase ever sent (0.12 s): the real-time part plays...
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(1.5);
    await expectAudioPlaying(page);
    // ...on the first connection, never reloaded.
    expect(stream.connections()).toBe(1);
    await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible();
  } finally {
    await stream.close();
  }
});

test('an underrun during a network drop, then the audio flows again: no \'Reconnexion…\' over it, no reload when the network is back', async ({ page, context }) => {
  test.setTimeout(60_000);
  let holding = false;
  let connections = 0;
  const streams = new Set<ServerResponse>();
  // A live stream in real time that the test can hold (nothing sent) to make the audio run dry.
  const server = createServer((_request, response) => {
    connections++;
    streams.add(response);
    response.writeHead(200, { 'content-type': 'audio/wav', 'cache-control': 'no-store' });
    response.write(endlessWavHeader());
    response.write(toneBytes(1));
    const tick = setInterval(() => holding || response.write(toneBytes(0.25)), 250);
    response.on('close', () => {
      clearInterval(tick);
      streams.delete(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
    await page.route('**/api/live/stream', (route) => route.continue({ url }));
    await page.goto('/');
    const bar = playerBar(page);
    await bar.getByRole('button', { name: 'Lecture' }).click();
    await expectAudioPlaying(page);
    await context.setOffline(true);
    holding = true;
    // The audio runs dry while offline: now the bar says so.
    await expect(bar.getByTestId('player-subtitle')).toHaveText('Reconnexion…', { timeout: 15_000 });
    holding = false;
    // The audio flows again: the bar stops saying it reconnects.
    await expectAudioPlaying(page);
    await expect(bar.getByTestId('player-subtitle')).not.toHaveText('Reconnexion…');
    await expect(bar.getByRole('img', { name: 'Connecté' })).toBeVisible();
    await context.setOffline(false);
    await expectAudioPlaying(page);
    expect(connections).toBe(1);
  } finally {
    for (const stream of streams) stream.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
