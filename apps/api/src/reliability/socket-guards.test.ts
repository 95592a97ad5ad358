// A real server.ts process closes a connection that sends nothing, and cuts a JSON body
// trickled byte by byte long before the request timeout meant for large uploads.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApi, stopApi, waitHealthy } from './harness.ts';

let api: ApiProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'station-sockets-'));
  api = startApi({ DATA_DIR: dataDir, IDLE_SOCKET_TIMEOUT_SECONDS: '2', BODY_TIMEOUT_SECONDS: '1' });
  await waitHealthy(api, 60_000);
}, 90_000);
afterAll(async () => {
  await stopApi(api);
  rmSync(dataDir, { recursive: true, force: true });
});

function open(): Promise<{ socket: Socket; closed: Promise<number> }> {
  const { hostname, port } = new URL(api.url('/'));
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const openedAt = Date.now();
      resolve({ socket, closed: new Promise((done) => socket.once('close', () => done(Date.now() - openedAt))) });
    });
    socket.once('error', reject);
  });
}

describe('sockets nobody uses are closed', () => {
  it('closes a connection that sends nothing', async () => {
    const { closed } = await open();
    // Closed by the server (the test would otherwise time out): after the 2 s idle limit.
    expect(await closed).toBeGreaterThanOrEqual(1_900);
  }, 20_000);

  it('cuts a JSON body trickled byte by byte, before it is complete', async () => {
    const { socket, closed } = await open();
    const body = JSON.stringify({ email: 'lea.martin@example.org', password: 'x'.repeat(60) });
    socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
    let sent = 0;
    let isClosed = false;
    void closed.then(() => {
      isClosed = true;
    });
    // One byte every 150 ms, as a slow-body client does: the whole body would take ~13 s.
    while (!isClosed && sent < body.length) {
      socket.write(body[sent]!);
      sent += 1;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(isClosed).toBe(true);
    expect(sent).toBeLessThan(body.length);
    expect(api.isAlive()).toBe(true);
  }, 30_000);
});
