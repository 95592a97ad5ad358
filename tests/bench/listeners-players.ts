// The simulated players of `npm run bench listeners` (listeners.bench.ts), in a process of their
// own: the list reader's timings are then not slowed by 10,000 sockets in its event loop, and
// each process stays under the machine's open-files limit (20,000 here, one socket a player).
// Driven over IPC by the bench: 'start' (its share of the players), 'title' (a title changed at),
// 'count', 'report', 'stop'.
import http from 'node:http';

const HEARTBEAT_MS = 20_000;
/** Through a proxy the player's address is the socket's: heartbeats come from this many local addresses. */
const HEARTBEAT_ADDRESSES = 1_000;

export interface PlayersShare {
  /** Where player i connects: urls[i % urls.length] (one per proxy, or the one process). */
  urls: string[];
  total: number;
  /** This process's players: first, first + step, … below total. */
  first: number;
  step: number;
  rampMs: number;
  startAt: number;
  /** Through a proxy: each player's own local address (127.x.y.z) instead of X-Forwarded-For. */
  ownAddresses: boolean;
}

export interface PlayersReport {
  open: number;
  refused: number;
  deliveries: number[];
  within2s: Record<string, number>;
  expected: Record<string, number>;
  heartbeatsSent: number;
  heartbeatsFailed: number;
  /** Why streams or heartbeats failed: 'stream 502', 'beat ECONNRESET'… and how often. */
  failures: Record<string, number>;
  cpuSeconds: number;
}

/** 127.a.b.c with a, b, c in 1–250: a distinct loopback address per player (Linux routes all of 127/8 to lo). */
const loopback = (index: number, base = 1) => `127.${base + Math.floor(index / 62_500)}.${1 + (Math.floor(index / 250) % 250)}.${1 + (index % 250)}`;

function startPlayers(share: PlayersShare) {
  const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const beatAgent = new http.Agent({ keepAlive: true, maxSockets: share.ownAddresses ? 1 : 64 });
  const changedAt = new Map<string, number>();
  const expected: Record<string, number> = {};
  const within2s: Record<string, number> = {};
  const deliveries: number[] = [];
  const players: { open: boolean; openedAt: number; refused: boolean }[] = [];
  const requests: http.ClientRequest[] = [];
  const timers: NodeJS.Timeout[] = [];
  let heartbeatsSent = 0;
  let heartbeatsFailed = 0;
  let stopped = false;
  const failures: Record<string, number> = {};
  const failed = (why: string) => {
    failures[why] = (failures[why] ?? 0) + 1;
  };

  const heartbeat = (url: string, id: string, address: string) => {
    if (stopped) return;
    const body = JSON.stringify({ listener_id: id, listening: true });
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: url };
    if (!share.ownAddresses) headers['X-Forwarded-For'] = address;
    const request = http.request(`${url}/api/live/listeners`, { method: 'POST', agent: beatAgent, headers, localAddress: share.ownAddresses ? address : undefined });
    request.on('response', (response) => {
      response.resume();
      if (response.statusCode === 200) heartbeatsSent += 1;
      else {
        heartbeatsFailed += 1;
        failed(`beat ${response.statusCode}`);
      }
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (stopped) return;
      heartbeatsFailed += 1;
      failed(`beat ${error.code ?? error.message}`);
    });
    request.end(body);
  };

  const open = (index: number) => {
    const url = share.urls[index % share.urls.length]!;
    const id = `bench-player-${String(index).padStart(6, '0')}`;
    // Each player its own address, so the new-listener cap per address works as in production:
    // told by X-Forwarded-For to the process itself, or its socket's own address through a proxy.
    const address = share.ownAddresses ? loopback(index) : `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const beatAddress = share.ownAddresses ? loopback(index % HEARTBEAT_ADDRESSES, 200) : address;
    const player = { open: false, openedAt: 0, refused: false };
    players.push(player);
    const request = http.get(
      `${url}/api/live/now-playing/events?listener=${id}`,
      { agent: streamAgent, headers: share.ownAddresses ? {} : { 'X-Forwarded-For': address }, localAddress: share.ownAddresses ? address : undefined },
      (response) => {
        if (response.statusCode !== 200) {
          player.refused = true;
          failed(`stream ${response.statusCode}`);
          response.resume();
          return;
        }
        player.open = true;
        player.openedAt = Date.now();
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (!chunk.includes('event: now-playing')) return;
          const track = /"track":"([^"]*)"/.exec(chunk)?.[1];
          const at = track ? changedAt.get(track) : undefined;
          // A stream opened after the change gets the title as its first event: not a delivery.
          if (at === undefined || player.openedAt > at) return;
          const delay = Date.now() - at;
          deliveries.push(delay);
          if (delay <= 2_000) within2s[track!] = (within2s[track!] ?? 0) + 1;
        });
        response.on('close', () => {
          if (player.open && !stopped) failed('stream closed by the server');
          player.open = false;
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (stopped) return;
      if (!player.open) player.refused = true;
      player.open = false;
      failed(`stream ${error.code ?? error.message}`);
    });
    requests.push(request);
    heartbeat(url, id, beatAddress);
    // Heartbeats every 20 s, started at a random phase like real phones.
    const first = setTimeout(() => {
      heartbeat(url, id, beatAddress);
      timers.push(setInterval(() => heartbeat(url, id, beatAddress), HEARTBEAT_MS));
    }, Math.random() * HEARTBEAT_MS);
    timers.push(first);
  };

  const ramp = async () => {
    for (let index = share.first; index < share.total; index += share.step) {
      if (stopped) return;
      const due = share.startAt + (index / share.total) * share.rampMs;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      open(index);
    }
  };
  void ramp();

  const openCount = () => players.filter((player) => player.open).length;
  return {
    title(title: string, at: number) {
      changedAt.set(title, at);
      expected[title] = openCount();
    },
    count: openCount,
    report(): PlayersReport {
      const cpu = process.cpuUsage();
      return {
        open: openCount(),
        refused: players.filter((player) => player.refused).length,
        deliveries,
        within2s,
        expected,
        heartbeatsSent,
        heartbeatsFailed,
        failures,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
      };
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      for (const request of requests) request.destroy();
      streamAgent.destroy();
      beatAgent.destroy();
    },
  };
}

type Message = { type: 'start'; share: PlayersShare } | { type: 'title'; title: string; at: number } | { type: 'count' } | { type: 'report' } | { type: 'stop' };

if (process.send) {
  let players: ReturnType<typeof startPlayers> | undefined;
  process.on('message', (message: Message) => {
    if (message.type === 'start') players = startPlayers(message.share);
    else if (message.type === 'title') players?.title(message.title, message.at);
    else if (message.type === 'count') process.send!({ type: 'count', open: players?.count() ?? 0 });
    else if (message.type === 'report') process.send!({ type: 'report', report: players?.report() });
    else if (message.type === 'stop') {
      players?.stop();
      process.disconnect();
      setTimeout(() => process.exit(0), 500).unref();
    }
  });
}
