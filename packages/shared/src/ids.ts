import { z } from './zod-config.ts';
import { messages } from './messages.ts';
import { ID_PATTERN } from './ids-values.ts';

export * from './ids-values.ts';

/** The largest id a client may send: nine digits, so it always fits a Postgres integer. */
export const ID_MAX = 999_999_999;

/** A positive id from a path or a query string. Nine digits at most so it always fits a Postgres integer. */
export const idSchema = z
  .string({ error: messages.invalidId })
  .regex(ID_PATTERN, messages.invalidId)
  .transform(Number);

/**
 * A positive id in a body: a number, or its digits as a form sends them. Not z.coerce, which
 * also turns `true` into 1 and `[7]` into 7.
 */
export const bodyIdSchema = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(ID_MAX, message),
  );

/** `{ [name]: id }` for a path parameter named as the spec names it (mixid, concoursid, ...). */
export const idParamSchema = <Name extends string>(name: Name) =>
  z.object({ [name]: idSchema } as Record<Name, typeof idSchema>);

/** 'YYYY-MM-DD', 'HH:mm' and ISO timestamps as the API sends them. */
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const timestampSchema = z.iso.datetime({ offset: true });
