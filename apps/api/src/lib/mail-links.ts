// The time mailed links are made and checked at (an injected clock in tests: a link's hour passes
// without sleeping). Their address comes from lib/site-origin.ts.
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

export const nowOf = (c: Context<AppEnv>) => c.var.config.clock?.() ?? new Date();
