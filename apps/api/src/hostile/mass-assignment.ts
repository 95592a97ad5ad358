// Mass assignment: the valid request, then the same with privileged fields added.
// What the second writes may differ from what the first wrote only where a new row must (its own
// id, its time); a privileged field's value in a written row, absent from the control's, is an
// escalation. JSON bodies get the fields as values, multipart forms as text fields.
import { type Row, rowsOf, writtenRows } from './database-state.ts';
import { PRIVILEGED_EXTRAS } from './hostile-values.ts';
import { lostSession, send, type TestApp } from './hostile-routes.ts';

type Request = { path: string; body?: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof FormData);

/** The request's body with `extras` added where the body does not already have the field. */
function withExtras(body: unknown, extras: Record<string, unknown>): { body: BodyInit; added: Record<string, unknown> } {
  if (body instanceof FormData) {
    const form = new FormData();
    for (const [name, value] of body.entries()) form.append(name, value);
    const added = Object.fromEntries(Object.entries(extras).filter(([key]) => !body.has(key)));
    for (const [name, value] of Object.entries(added)) form.append(name, String(value));
    return { body: form, added };
  }
  const base = isPlainObject(body) ? body : {};
  const added = Object.fromEntries(Object.entries(extras).filter(([key]) => !(key in base)));
  return { body: JSON.stringify({ ...base, ...added }), added };
}

/** `reset`: undoes the control's effect where a rule would refuse a second request for itself (a daily vote). */
export async function massAssignmentProblems(
  t: TestApp,
  tables: string[],
  method: string,
  cookie: string | undefined,
  build: () => Request | Promise<Request>,
  reset?: () => Promise<void>,
) {
  const problems: string[] = [];
  const writeOnce = async (extras: Record<string, unknown>) => {
    await reset?.();
    const request = await build();
    const { body, added } = withExtras(request.body, extras);
    const before = await rowsOf(t.db, tables);
    const response = await send(t, method, request.path, body, cookie);
    const text = await response.text();
    if (response.status >= 500 || lostSession(response.status, text, cookie)) problems.push(`mass assignment → ${response.status} ${text.slice(0, 200)}`);
    return { written: writtenRows(before, await rowsOf(t.db, tables)), added };
  };
  const control = await writeOnce({});
  const attempt = await writeOnce(PRIVILEGED_EXTRAS);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b) || String(a) === String(b);
  for (const [table, rows] of Object.entries(attempt.written)) {
    for (const row of rows) {
      for (const [field, value] of Object.entries(attempt.added)) {
        if (!(field in row) || !same(row[field], value)) continue;
        const controlRows: Row[] = control.written[table] ?? [];
        if (!controlRows.some((other) => same(other[field], value))) problems.push(`mass assignment: ${table}.${field} took ${JSON.stringify(value)}`);
      }
    }
  }
  return problems;
}
