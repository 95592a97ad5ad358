// An HLS live stream made by ffmpeg for the browser tests, served by a small HTTP server of the
// test (CORS open, as a CDN's would be) that can go down on demand, and a 'DVR' variant: a live
// playlist with a time window, as a station's packager keeps one: it opens with 70 s of audio and
// grows by one 2 s segment every 2 s, without an end tag; and 'window60', the smallest window the
// app accepts: the last 60 s only, sliding on by one 2 s segment every 2 s.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TYPES: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t', '.aac': 'audio/aac', '.m4s': 'video/iso.segment' };

export interface HlsServer {
  url: string;
  /** 'live': the real-time stream; 'dvr': the growing window; 'window60': the sliding 60 s window. */
  mode: 'live' | 'dvr' | 'window60';
  /** While down, every request gets a 503 (a stalled CDN or packager). */
  down: boolean;
  stop(): Promise<void>;
}

export async function startHlsServer(port: number): Promise<HlsServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'station-hls-'));
  // 240 s of tone as 2 s segments, made at once (no -re): what the DVR window reveals as time goes.
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100:duration=240',
    '-c:a', 'aac', '-b:a', '64k', '-f', 'hls', '-hls_time', '2', '-hls_list_size', '0', '-hls_segment_filename', path.join(folder, 'dvr%03d.ts'), path.join(folder, 'dvr.m3u8')]);
  // The live stream, in real time, keeping the last 6 one-second segments.
  const encoder: ChildProcess = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
    '-c:a', 'aac', '-b:a', '64k', '-f', 'hls', '-hls_time', '1', '-hls_list_size', '6', '-hls_flags', 'delete_segments+omit_endlist',
    '-hls_segment_filename', path.join(folder, 'live%05d.ts'), path.join(folder, 'live.m3u8')], { stdio: 'ignore' });
  const state: HlsServer = { url: `http://127.0.0.1:${port}/stream.m3u8`, mode: 'live', down: false, stop: async () => {} };
  const dvrStartedAt = Date.now();
  /** The DVR playlist as it stands now: 35 segments at first, one more every 2 s, no end. */
  const dvrPlaylist = () => {
    const lines = readFileSync(path.join(folder, 'dvr.m3u8'), 'utf8').replace('#EXT-X-ENDLIST', '').replace('#EXT-X-PLAYLIST-TYPE:EVENT\n', '').trim().split('\n');
    const firstSegment = lines.findIndex((line) => line.startsWith('#EXTINF'));
    const revealed = 35 + Math.floor((Date.now() - dvrStartedAt) / 2_000);
    return `${lines.slice(0, firstSegment + revealed * 2).join('\n')}\n`;
  };
  /** The sliding window as it stands now: 30 segments, the oldest dropped as a new one comes. */
  const slidingPlaylist = () => {
    const lines = readFileSync(path.join(folder, 'dvr.m3u8'), 'utf8').replace('#EXT-X-ENDLIST', '').replace('#EXT-X-PLAYLIST-TYPE:EVENT\n', '').trim().split('\n');
    const firstSegment = lines.findIndex((line) => line.startsWith('#EXTINF'));
    const first = Math.floor((Date.now() - dvrStartedAt) / 2_000);
    const header = lines.slice(0, firstSegment).map((line) => (line.startsWith('#EXT-X-MEDIA-SEQUENCE') ? `#EXT-X-MEDIA-SEQUENCE:${first}` : line));
    return `${[...header, ...lines.slice(firstSegment + first * 2, firstSegment + (first + 30) * 2)].join('\n')}\n`;
  };
  const server: Server = createServer((request, response) => {
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' };
    if (state.down) {
      response.writeHead(503, headers).end();
      return;
    }
    const name = path.basename(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(folder, name === 'stream.m3u8' ? `${state.mode === 'live' ? 'live' : 'dvr'}.m3u8` : name);
    if (!existsSync(file)) {
      response.writeHead(404, headers).end();
      return;
    }
    const playlists = { live: null, dvr: dvrPlaylist, window60: slidingPlaylist };
    const playlist = name === 'stream.m3u8' ? playlists[state.mode] : null;
    const body = playlist ? playlist() : readFileSync(file);
    response.writeHead(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  // Wait for the live playlist to hold a few segments.
  for (let i = 0; i < 100; i++) {
    if (existsSync(path.join(folder, 'live.m3u8')) && (readFileSync(path.join(folder, 'live.m3u8'), 'utf8').match(/\.ts/g)?.length ?? 0) >= 3) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  state.stop = async () => {
    encoder.kill('SIGKILL');
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
