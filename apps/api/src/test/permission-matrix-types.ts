// The permission matrix's shapes, apart from the matrix itself so that its per-area files
// (permission-matrix-*.ts) and the matrix that gathers them do not import each other.
import type { Account, AccountRole } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export type MatrixRole = 'visitor' | AccountRole;
export const MATRIX_ROLES: MatrixRole[] = ['visitor', 'user', 'talent', 'moderator', 'admin'];

export interface MatrixContext {
  db: Kysely<Database>;
  /** The demo accounts the roles sign in as (user = Léa, talent = Nina, moderator = Sophie) and others. */
  ids: { user: number; otherUser: number; talent: number; otherTalent: number; moderator: number };
  /** The account making the request; undefined for the visitor. */
  self?: Account;
  /** Different at every call: for emails that must be new. */
  unique: string;
  /** A throwaway moderator account, created on demand. */
  newModerator: () => Promise<number>;
}

export interface MatrixCase {
  scenario: string;
  /** `body`: a JSON value, or a FormData sent as multipart (upload routes). */
  request: (ctx: MatrixContext) => { path: string; body?: unknown } | Promise<{ path: string; body?: unknown }>;
  expect: Record<MatrixRole, number>;
  /** The spec's own words for a 403 where it has some (default: messages.forbidden). */
  refusals?: Partial<Record<MatrixRole, string>>;
}
