// French default messages for every schema without a message of its own (DECISIONS.md 15).
// The package's one side effect (package.json "sideEffects"), in its own module so the web build
// can drop the schemas a page does not use.
import { z } from 'zod';

z.config(z.locales.fr());
