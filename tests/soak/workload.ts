// The listeners the soak plays: people browsing the public lists, keeping the live
// listener count alive, liking as visitors, commenting and voting with their account. Each virtual
// listener has its own client address (the processes trust X-Forwarded-For, as behind the
// deployment's proxy), so the per-address caps see many people, not one script.
import { randomUUID } from 'node:crypto';
import type { ApiProcess } from '../../apps/api/src/reliability/harness.ts';

export type Action = 'browse' | 'heartbeat' | 'like' | 'comment' | 'vote';

/** Share of each action in the mix (sums to 1): mostly reading, as a station's audience does. */
export const MIX: Record<Action, number> = { browse: 0.6, heartbeat: 0.25, like: 0.07, comment: 0.05, vote: 0.03 };

export interface Outcome {
  action: Action;
  status: number | 'network';
  ms: number;
  /** The answer is what this request should get (a second free vote's 409 is). */
  expected: boolean;
  /** What an unexpected answer said (its body's start, or the network error). */
  detail?: string;
}

interface Listener {
  address: string;
  visitorKey: string;
  listenerId: string;
}

interface Voter {
  cookie: string;
  address: string;
}

export interface Content {
  mixes: number[];
  emissions: number[];
  actualites: number[];
  concours: number[];
  /** Submissions of each open contest. */
  soumissions: number[][];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export async function readContent(api: ApiProcess): Promise<Content> {
  const get = async <T>(pathname: string) => (await (await fetch(api.url(pathname))).json()) as T;
  const concours = (await get<{ concoursid: number; status: string }[]>('/api/concours')).filter((c) => c.status === 'active').map((c) => c.concoursid);
  const soumissions: number[][] = [];
  for (const id of concours) soumissions.push((await get<{ soumissionid: number }[]>(`/api/soumissions-concours?concours_id=${id}`)).map((s) => s.soumissionid));
  return {
    mixes: (await get<{ mixid: number }[]>('/api/mixes')).map((m) => m.mixid),
    emissions: (await get<{ id: number }[]>('/api/emissions')).map((e) => e.id),
    actualites: (await get<{ actualiteid: number }[]>('/api/actualites')).map((a) => a.actualiteid),
    concours,
    soumissions,
  };
}

/** Registers and signs in `count` listener accounts (before the clock starts: two password hashes each). */
export async function createVoters(apis: ApiProcess[], count: number): Promise<Voter[]> {
  const voters: Voter[] = [];
  const one = async (i: number) => {
    const api = apis[i % apis.length]!;
    const address = addressOf(1_000_000 + i);
    const headers = { 'Content-Type': 'application/json', Origin: api.url(''), 'X-Forwarded-For': address };
    const email = `soak-${randomUUID()}@example.fr`;
    const password = 'Ecoute-en-continu-2026';
    const registered = await fetch(api.url('/api/users'), { method: 'POST', headers, body: JSON.stringify({ nom: 'Soak', prenom: `Auditeur ${i}`, email, password }) });
    if (registered.status !== 201) throw new Error(`registration: ${registered.status} ${await registered.text()}`);
    const login = await fetch(api.url('/api/auth/login'), { method: 'POST', headers, body: JSON.stringify({ email, password }) });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    voters.push({ cookie: login.headers.getSetCookie()[0]!.split(';')[0]!, address });
  };
  for (let i = 0; i < count; i += 8) await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, j) => one(i + j)));
  return voters;
}

export function createWorkload(apis: ApiProcess[], content: Content, voters: Voter[], listenerCount = 2000) {
  const listeners: Listener[] = Array.from({ length: listenerCount }, (_, i) => ({
    address: addressOf(i + 1),
    visitorKey: `soak${randomUUID().replaceAll('-', '')}`,
    listenerId: `soak-${randomUUID()}`,
  }));
  const likeable = [
    ...content.mixes.map((id) => ({ content_type: 'mix', content_id: id })),
    ...content.emissions.map((id) => ({ content_type: 'emission', content_id: id })),
    ...content.actualites.map((id) => ({ content_type: 'actualite', content_id: id })),
  ];
  // A visitor likes a given item once: the next like goes to a pair not liked yet.
  let likeCursor = 0;
  let voteCursor = 0;

  const reads = [
    '/api/mixes',
    '/api/emissions',
    '/api/actualites',
    '/api/animateurs',
    '/api/schedule/shows',
    '/api/concours',
    '/api/live/now-playing',
    '/api/live/listeners',
    () => `/api/mixes/${pick(content.mixes)}`,
    () => `/api/actualites/${pick(content.actualites)}`,
    () => `/api/soumissions-concours?concours_id=${pick(content.concours)}`,
    () => `/api/likes/counts?content_type=mix&ids=${content.mixes.join(',')}`,
    () => `/api/comments/mix/${pick(content.mixes)}`,
  ];

  function request(action: Action): { pathname: string; init: RequestInit; address: string; expectedStatus: number[] } {
    const listener = pick(listeners);
    const json = (body: unknown, extra: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...extra },
      body: JSON.stringify(body),
    });
    switch (action) {
      case 'browse': {
        const read = pick(reads);
        return { pathname: typeof read === 'string' ? read : read(), init: {}, address: listener.address, expectedStatus: [200] };
      }
      case 'heartbeat':
        return { pathname: '/api/live/listeners', init: json({ listener_id: listener.listenerId, listening: true }), address: listener.address, expectedStatus: [200] };
      case 'like': {
        const n = likeCursor++;
        const target = likeable[n % likeable.length]!;
        const liker = listeners[Math.floor(n / likeable.length) % listeners.length]!;
        return { pathname: '/api/likes', init: json({ ...target, visitor_key: liker.visitorKey }), address: liker.address, expectedStatus: [200, 201] };
      }
      case 'comment': {
        const voter = pick(voters);
        const body = { content_type: 'mix', content_id: pick(content.mixes), comment_text: `Super mix, merci ! (${randomUUID().slice(0, 8)})` };
        return { pathname: '/api/comments', init: json(body, { Cookie: voter.cookie }), address: voter.address, expectedStatus: [201] };
      }
      case 'vote': {
        // Every account's free vote in every open contest, then again: a second free vote the same
        // day is refused (409), which is the right answer, not an error.
        const n = voteCursor++;
        const voter = voters[n % voters.length]!;
        const contest = content.soumissions[Math.floor(n / voters.length) % content.soumissions.length]!;
        const soumission = pick(contest);
        const body = { soumission_id: soumission, type_vote: 'gratuit' };
        return { pathname: '/api/votes', init: json(body, { Cookie: voter.cookie }), address: voter.address, expectedStatus: [201, 409] };
      }
    }
  }

  const actions = Object.entries(MIX) as [Action, number][];
  const chooseAction = (): Action => {
    let roll = Math.random();
    for (const [action, share] of actions) {
      roll -= share;
      if (roll < 0) return action;
    }
    return 'browse';
  };

  let next = 0;
  return async function send(): Promise<Outcome> {
    const action = chooseAction();
    const api = apis[next++ % apis.length]!;
    const { pathname, init, address, expectedStatus } = request(action);
    const headers = { ...(init.headers as Record<string, string>), 'X-Forwarded-For': address, ...(init.method ? { Origin: api.url('') } : {}) };
    const started = performance.now();
    try {
      const response = await fetch(api.url(pathname), { ...init, headers, signal: AbortSignal.timeout(30_000) });
      const text = await response.text();
      const ms = performance.now() - started;
      // Only the second-vote refusal is an expected 409 (a closed contest would not be).
      const expected = expectedStatus.includes(response.status) && (response.status !== 409 || text.includes('"already_voted"'));
      return { action, status: response.status, ms, expected, ...(expected ? {} : { detail: text.slice(0, 160) }) };
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause;
      return { action, status: 'network', ms: performance.now() - started, expected: false, detail: `${(error as Error).name}: ${cause?.message ?? (error as Error).message}` };
    }
  };
}
