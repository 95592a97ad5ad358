// zValidator with the project's one error shape: a bad body is a 400 `{ error }` in French,
// never a 500. The first issue's message is the one the user reads.
import { zValidator } from '@hono/zod-validator';
import { messages } from '@station/shared';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      return c.json({ error: issue?.message ?? messages.invalidBody, code: 'invalid_body' }, 400);
    }
  });

/** The first issue's French message, for schemas applied by hand (multipart text fields). */
export const firstIssue = (error: z.ZodError): string => error.issues[0]?.message ?? messages.invalidBody;
