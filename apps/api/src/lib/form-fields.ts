// The text fields of a multipart form, checked with a shared zod schema: the first issue's French
// message in a 400, never a 500, as validate() does for JSON bodies.
import { messages } from '@station/shared';
import type { z } from 'zod';
import { HttpError } from './errors.ts';

export function parseFormFields<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string>): z.output<Schema> {
  const result = schema.safeParse(fields);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? messages.invalidBody, 'invalid_body');
  return result.data;
}
