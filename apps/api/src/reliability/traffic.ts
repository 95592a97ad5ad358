// A steady request loop against API processes, as the outbox would send it: each process gets a
// worker that reads (GET /api/mixes) and writes (a dedication with an Idempotency-Key, retried
// with the same key until acknowledged). Anything but a 2xx or a 503 with Retry-After is
// 'unexpected', and so is a request that fails at the network level (the process is gone).
import { randomUUID } from 'node:crypto';
import type { ApiProcess } from './harness.ts';

export interface TrafficResult {
  acknowledged: string[];
  unavailable: number;
  unexpected: string[];
}

async function login(api: ApiProcess, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(api.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: api.url('') },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

export async function startTraffic(apis: ApiProcess[], account: { email: string; password: string }) {
  const cookie = await login(apis[0]!, account);
  const result: TrafficResult = { acknowledged: [], unavailable: 0, unexpected: [] };
  let running = true;

  const judge = (what: string, response: Response) => {
    if (response.ok) return true;
    if (response.status === 503 && response.headers.get('Retry-After')) result.unavailable++;
    else result.unexpected.push(`${what}: ${response.status}`);
    return false;
  };

  const worker = async (api: ApiProcess) => {
    while (running) {
      try {
        judge('GET /api/mixes', await fetch(api.url('/api/mixes'), { signal: AbortSignal.timeout(15_000) }));
        const key = randomUUID();
        const message = `fault-${key}`;
        // The outbox's way: the same key until the server acknowledges the write.
        for (;;) {
          const response = await fetch(api.url('/api/dedicaces'), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: api.url(''), Cookie: cookie, 'Idempotency-Key': key },
            body: JSON.stringify({ nom_destinataire: 'Test', nom_expediteur: 'Pannes', message }),
            signal: AbortSignal.timeout(15_000),
          });
          if (judge('POST /api/dedicaces', response)) {
            result.acknowledged.push(message);
            break;
          }
          if (!running) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } catch (error) {
        result.unexpected.push(`network: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };

  const workers = apis.map(worker);
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return result;
    },
  };
}
