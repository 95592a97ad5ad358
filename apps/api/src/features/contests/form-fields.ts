import { messages } from '@station/shared';
import type { z } from 'zod';
import { HttpError } from '../../lib/errors.ts';

/** The text fields of a multipart form through a shared schema: a French 400 like validate() gives JSON bodies. */
export function parseFields<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string>): z.output<Schema> {
  const result = schema.safeParse(fields);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? messages.invalidBody, 'invalid_body');
  return result.data;
}
