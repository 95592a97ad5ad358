// An HLS live stream made by ffmpeg for the browser tests, served by a small HTTP server of the
// test (CORS open, as a CDN's would be) that can go down on demand, and a 'DVR' variant: a playlist
// of 80 s of audio without its end tag, so players see a live stream with a time window.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TYPES: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t', '.aac': 'audio/aac', '.m4s': 'video/iso.segment' };

export interface HlsServer {
  url: string;
  /** 'live': the real-time stream; 'dvr': the 80 s window. */
  mode: 'live' | 'dvr';
  /** While down, every request gets a 503 (a stalled CDN or packager). */
  down: boolean;
  stop(): Promise<void>;
}

export async function startHlsServer(port: number): Promise<HlsServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'station-hls-'));
  // 80 s of tone as 2 s segments, made at once (no -re): the DVR window.
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100:duration=80',
    '-c:a', 'aac', '-b:a', '64k', '-f', 'hls', '-hls_time', '2', '-hls_list_size', '0', '-hls_segment_filename', path.join(folder, 'dvr%03d.ts'), path.join(folder, 'dvr.m3u8')]);
  // The live stream, in real time, keeping the last 6 one-second segments.
  const encoder: ChildProcess = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
    '-c:a', 'aac', '-b:a', '64k', '-f', 'hls', '-hls_time', '1', '-hls_list_size', '6', '-hls_flags', 'delete_segments+omit_endlist',
    '-hls_segment_filename', path.join(folder, 'live%05d.ts'), path.join(folder, 'live.m3u8')], { stdio: 'ignore' });
  const state: HlsServer = { url: `http://127.0.0.1:${port}/stream.m3u8`, mode: 'live', down: false, stop: async () => {} };
  const server: Server = createServer((request, response) => {
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' };
    if (state.down) {
      response.writeHead(503, headers).end();
      return;
    }
    const name = path.basename(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(folder, name === 'stream.m3u8' ? `${state.mode}.m3u8` : name);
    if (!existsSync(file)) {
      response.writeHead(404, headers).end();
      return;
    }
    let body: Buffer | string = readFileSync(file);
    // The DVR playlist without its end: a live stream whose window holds all 80 s.
    if (name === 'stream.m3u8' && state.mode === 'dvr') body = body.toString().replace('#EXT-X-ENDLIST', '').replace('#EXT-X-PLAYLIST-TYPE:EVENT\n', '');
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
