// The shared zod schema as the form's resolver: the values are turned into the payload the server
// reads (FormData fields are strings, lists travel as JSON) and checked by the server's own schema,
// so the browser says the same French message first. Rules the schema cannot see (a file required
// on creation only) come as `extra`.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

type Check<V> = (values: V) => string | null | undefined | false;

/** A resolver from one check: its French message, shown in the form's red box, or nothing. */
export function checkResolver<V extends FieldValues>(check: Check<V>): Resolver<V> {
  return (values) => {
    const problem = check(values);
    if (!problem) return { values, errors: {} };
    return { values: {}, errors: { root: { type: 'validate', message: problem } } as FieldErrors<V> };
  };
}

export function sharedSchemaResolver<V extends FieldValues>(schema: SafeParser, toPayload: (values: V) => unknown = (values) => values, extra?: Check<V>): Resolver<V> {
  return checkResolver((values) => {
    const parsed = schema.safeParse(toPayload(values));
    return (!parsed.success && (parsed.error.issues[0]?.message ?? 'Données invalides')) || extra?.(values);
  });
}
