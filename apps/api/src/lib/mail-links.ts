// What mailed links need: the public address they start with, and the time tokens are
// made and checked at (an injected clock in tests: a link's hour passes without sleeping).
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { publicOrigin } from './request-info.ts';

export const linkBase = (c: Context<AppEnv>) => (c.var.config.publicUrl ?? publicOrigin(c)).replace(/\/+$/, '');

export const nowOf = (c: Context<AppEnv>) => c.var.config.clock?.() ?? new Date();
