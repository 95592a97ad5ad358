// Liveness vs readiness: the process answers as soon as it listens, but it is *ready*
// only once the database is migrated and seeded (done in the background, retried while Postgres
// is away) and until a shutdown begins. Until then every API answer is a 503 with Retry-After.
export interface Readiness {
  /** Health says 'ready': started and not shutting down. */
  isReady(): boolean;
  /** The database is migrated and seeded: requests may be served (also while draining). */
  isStarted(): boolean;
  markReady(): void;
  /** A graceful shutdown began: load balancers should stop sending traffic here. */
  markDraining(): void;
}

export function createReadiness(ready = false): Readiness {
  let state: 'starting' | 'ready' | 'draining' = ready ? 'ready' : 'starting';
  return {
    isReady: () => state === 'ready',
    isStarted: () => state !== 'starting',
    markReady: () => {
      if (state === 'starting') state = 'ready';
    },
    markDraining: () => {
      state = 'draining';
    },
  };
}
