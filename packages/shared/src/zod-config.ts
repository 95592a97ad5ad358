// zod's global settings, imported first by the package's entry so they hold before any schema is
// built (a schema decides at construction whether it may generate code).
import { z } from 'zod';

// French default messages for every schema without a message of its own.
z.config(z.locales.fr());
// No code generation (new Function): the app's Content-Security-Policy forbids eval, and a refused
// attempt still reports a violation.
z.config({ jitless: true });

// The schemas import z from here, so these settings are part of every bundle that has a schema.
export { z };
