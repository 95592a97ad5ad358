// Sliding-window counters for login and registration (DECISIONS.md 5) and for the public listener
// figures (DECISIONS.md 10). They live in this process's memory: right for the single-process app
// this is; several app instances behind a load balancer would each count on their own (multiply the limits, or move the counters to the database or Redis).
import { messages } from '@station/shared';
import type { RateLimitConfig } from '../config.ts';
import { HttpError } from './errors.ts';

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Hits of `key` still inside the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  isBlocked(key: string): boolean {
    return this.count(key) >= this.limit;
  }

  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.hits.delete(key);
    return recent;
  }

  // Forget keys whose every hit has left the window, so memory stays bounded.
  private sweep(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}

export interface RateLimits {
  loginByAccount: SlidingWindowLimiter;
  loginByAddress: SlidingWindowLimiter;
  registerByAccount: SlidingWindowLimiter;
  registerByAddress: SlidingWindowLimiter;
  newListenersByAddress: SlidingWindowLimiter;
  mixListenReportsByAddress: SlidingWindowLimiter;
}

export function createRateLimits(config: RateLimitConfig): RateLimits {
  const limiter = (limit: number) => new SlidingWindowLimiter(limit, config.windowMs);
  return {
    loginByAccount: limiter(config.loginPerAccount),
    loginByAddress: limiter(config.loginPerAddress),
    registerByAccount: limiter(config.registerPerAccount),
    registerByAddress: limiter(config.registerPerAddress),
    newListenersByAddress: limiter(config.newListenersPerAddress),
    mixListenReportsByAddress: limiter(config.mixListenReportsPerAddress),
  };
}

/** 429 with the French message when any of the given counters is full. */
export function refuseIfBlocked(...checks: Array<[SlidingWindowLimiter, string]>): void {
  if (checks.some(([limiter, key]) => limiter.isBlocked(key))) {
    throw new HttpError(429, messages.tooManyAttempts, 'rate_limited');
  }
}

/** Counts one more hit of `key`, or answers 429 when its window is already full. */
export function hitOrRefuse(limiter: SlidingWindowLimiter, key: string, message: string = messages.tooManyRequests): void {
  if (limiter.isBlocked(key)) throw new HttpError(429, message, 'rate_limited');
  limiter.hit(key);
}
