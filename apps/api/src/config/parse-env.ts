// Parses the environment against the table of env-schema.ts and the rules between variables
// (no default secret outside the demo; pairs that come together). The result is
// either the parsed values or one French line per problem, each naming its variable.
import { ENV_GROUPS, ENV_VARIABLES, type EnvName, type EnvVariable, type ParsedEnv } from './env-schema.ts';

/** The README's public demo password: accepted only in the demo. */
export const DEMO_ADMIN_PASSWORD = 'admin-demo-2026';
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

export type EnvSource = Record<string, string | undefined>;
export type EnvResult = { ok: true; env: ParsedEnv; demo: boolean } | { ok: false; problems: string[] };

const isSet = (source: EnvSource, name: string) => (source[name] ?? '').trim() !== '';

const PRODUCTION_HINTS: Record<string, string> = {
  DATABASE_URL: 'l’adresse du serveur Postgres (postgres://…), la base embarquée ne sert qu’à la démo',
  ADMIN_EMAIL: 'l’adresse du premier administrateur de la station',
  STREAM_URL: 'l’adresse publique du flux en direct (https://…/live)',
};

export function parseEnv(source: EnvSource): EnvResult {
  const problems: string[] = [];
  const parsed: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(ENV_VARIABLES)) {
    const result = variable.schema.safeParse(source[name]);
    if (result.success) parsed[name] = result.data;
    else for (const issue of result.error.issues) problems.push(`${name} : ${issue.message}`);
  }
  const env = parsed as ParsedEnv;
  const production = env.NODE_ENV === 'production';
  // The demo content is on by default, except in production where it must not exist.
  if (production && env.SEED_DEMO === true) {
    problems.push(
      'SEED_DEMO : le contenu de démonstration (et ses comptes au mot de passe public) est refusé en production (NODE_ENV=production) : retirez SEED_DEMO ou mettez SEED_DEMO=false',
    );
  }
  const demo = !production && env.SEED_DEMO !== false;
  if (!demo) problems.push(...adminPasswordProblems(env.ADMIN_PASSWORD));
  // Mails, feeds, calendars and shared pages link to the station: outside the demo its address is
  // configured, never guessed from a request's Host (which anyone can forge: lib/site-origin.ts).
  if (!demo && !isSet(source, 'PUBLIC_URL')) {
    problems.push(
      'PUBLIC_URL : obligatoire hors démo (SEED_DEMO=false ou NODE_ENV=production) : l’adresse publique de la station (ex. https://radio.exemple.fr), celle des liens des courriels, flux et calendriers',
    );
  }
  // What docs/operating.md marks required, production refuses to start without (their demo
  // defaults — the embedded database, the demo admin address and stream — are no station's).
  if (production) {
    for (const [name, variable] of Object.entries(ENV_VARIABLES) as [string, EnvVariable][]) {
      if (variable.requiredInProduction && name !== 'ADMIN_PASSWORD' && !isSet(source, name)) {
        problems.push(`${name} : obligatoire en production (NODE_ENV=production) : ${PRODUCTION_HINTS[name] ?? 'voir le tableau de configuration de docs/operating.md'}`);
      }
    }
  }
  for (const group of ENV_GROUPS) {
    const present = group.names.filter((name) => isSet(source, name));
    if (present.length === 0 || present.length === group.names.length) continue;
    const missing = group.names.filter((name) => !present.includes(name));
    for (const name of missing) {
      problems.push(`${name} : obligatoire avec ${present.join(', ')} (${group.what} demandent ${group.names.join(' + ')})`);
    }
  }
  if (env.STUDIO_ENABLED === true && !isSet(source, 'STREAM_TITLES_SECRET')) {
    problems.push('STREAM_TITLES_SECRET : obligatoire avec STUDIO_ENABLED=true (le harbor de Liquidsoap demande à l’application, avec ce secret, si le pass d’un studio est bon)');
  }
  const s3Extras: EnvName[] = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX', 'S3_PUBLIC_URL'];
  if (s3Extras.some((name) => isSet(source, name)) && !isSet(source, 'S3_BUCKET')) {
    problems.push('S3_BUCKET : obligatoire dès qu’une variable S3_* est définie (avec S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY)');
  }
  if (problems.length > 0) return { ok: false, problems: [...new Set(problems)] };
  return { ok: true, env, demo };
}

function adminPasswordProblems(password: string | undefined): string[] {
  const where = 'hors démo (SEED_DEMO=false ou NODE_ENV=production)';
  if (!password) {
    return [`ADMIN_PASSWORD : obligatoire ${where} : choisissez le mot de passe du premier administrateur, au moins ${ADMIN_PASSWORD_MIN_LENGTH} caractères`];
  }
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return [`ADMIN_PASSWORD : trop court (${password.length} caractères) : au moins ${ADMIN_PASSWORD_MIN_LENGTH} caractères ${where}`];
  }
  if (password === DEMO_ADMIN_PASSWORD) {
    return [`ADMIN_PASSWORD : le mot de passe de démonstration du README est public : choisissez-en un autre ${where}`];
  }
  return [];
}

/** The effective configuration, one `NAME=value` per line, secrets masked; for the start-up log. */
export function describeEnv(env: ParsedEnv, source: EnvSource, effective: Partial<Record<EnvName, unknown>> = {}): string[] {
  return Object.entries(ENV_VARIABLES).map(([name, variable]) => {
    // Values resolved elsewhere (folders, the demo switch) are shown as the app will use them.
    const value = effective[name as EnvName] ?? env[name as EnvName];
    const origin = isSet(source, name) ? '' : ' (défaut)';
    if (value === undefined) return `${name}=${origin ? '(non défini)' : ''}`;
    if ('secret' in variable && variable.secret) return `${name}=${maskSecret(name, String(value))}`;
    return `${name}=${String(value)}${origin}`;
  });
}

function maskSecret(name: string, value: string): string {
  // A connection string stays readable (host, database) with its password hidden.
  if (name === 'DATABASE_URL') {
    try {
      const parsed = new URL(value);
      if (parsed.password) parsed.password = '****';
      return parsed.href;
    } catch {
      return '****';
    }
  }
  return '**** (défini)';
}
