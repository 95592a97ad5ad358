// The doctor's checks of the environment itself: the same schema as the start (parse-env.ts),
// plus the optional integrations (Stripe, web push, S3), each with its fix.
import { ENV_VARIABLES, type EnvName, type ParsedEnv } from '../config/env-schema.ts';
import { type EnvSource, parseEnv } from '../config/parse-env.ts';
import { type CheckResult, fail, ok, warn } from './report.ts';

const GROUPED = /^(STRIPE_|VAPID_|S3_)/;
const isSet = (source: EnvSource, name: string) => (source[name] ?? '').trim() !== '';

/**
 * Parsed values even from a refused environment: the faulty variables fall back to their defaults.
 * Production and the demo switch stay as the source says (when readable): the checks depend on them.
 */
export function lenientEnv(source: EnvSource): ParsedEnv {
  let current: EnvSource = { ...source };
  for (let round = 0; round < 6; round++) {
    const result = parseEnv(current);
    if (result.ok) return withSourceMode(result.env, source);
    const names = new Set(result.problems.map((problem) => problem.split(' : ')[0]!));
    current = { ...current, SEED_DEMO: 'true', NODE_ENV: undefined };
    for (const name of names) {
      if (name === 'SEED_DEMO' || name === 'NODE_ENV') continue;
      // A half-set group: drop the whole group (its own row reports it).
      const group = GROUPED.exec(name)?.[1];
      for (const other of Object.keys(ENV_VARIABLES)) if (other === name || (group && other.startsWith(group))) current[other] = undefined;
    }
  }
  const defaults = parseEnv({});
  if (!defaults.ok) throw new Error('the default configuration must be valid');
  return withSourceMode(defaults.env, source);
}

function withSourceMode(env: ParsedEnv, source: EnvSource): ParsedEnv {
  const nodeEnv = ENV_VARIABLES.NODE_ENV.schema.safeParse(source.NODE_ENV);
  const seedDemo = ENV_VARIABLES.SEED_DEMO.schema.safeParse(source.SEED_DEMO);
  return { ...env, NODE_ENV: nodeEnv.success ? nodeEnv.data : env.NODE_ENV, SEED_DEMO: seedDemo.success ? seedDemo.data : env.SEED_DEMO } as ParsedEnv;
}

export function configurationChecks(source: EnvSource): CheckResult[] {
  const result = parseEnv(source);
  // Stripe, VAPID and S3 problems get their own rows below.
  const problems = result.ok ? [] : result.problems.filter((problem) => !GROUPED.test(problem));
  const rows: CheckResult[] = problems.map((problem) =>
    fail('configuration', problem, 'corrigez cette variable : l’application refuse de démarrer tant qu’elle est fausse'),
  );
  if (problems.length === 0) {
    const production = source.NODE_ENV === 'production';
    const demo = result.ok ? result.demo : !production && source.SEED_DEMO !== 'false';
    rows.push(
      demo
        ? warn('configuration', 'démo : contenu et comptes de démonstration (mots de passe publics du README)', 'en production : NODE_ENV=production, ADMIN_PASSWORD (12 caractères ou plus) et PUBLIC_URL')
        : ok('configuration', `variables valides${production ? ' (production)' : ''}, mot de passe administrateur défini`),
    );
  }
  rows.push(stripeCheck(source), vapidCheck(source), s3Check(source));
  return rows;
}

function groupCheck(source: EnvSource, check: string, names: EnvName[], what: string, unset: CheckResult): CheckResult {
  const present = names.filter((name) => isSet(source, name));
  if (present.length === 0) return unset;
  const missing = names.filter((name) => !present.includes(name));
  if (missing.length > 0) {
    return fail(check, `${present.join(', ')} défini sans ${missing.join(', ')}`, `définissez ${missing.join(' et ')} (${what}), ou retirez ${present.join(', ')}`);
  }
  for (const name of names) {
    const parsed = ENV_VARIABLES[name].schema.safeParse(source[name]);
    if (!parsed.success) return fail(check, `${name} : ${parsed.error.issues[0]?.message ?? 'valeur invalide'}`, `recopiez ${name} depuis ${what}`);
  }
  return ok(check, `${names.join(' + ')} définis et de forme valide`);
}

function stripeCheck(source: EnvSource): CheckResult {
  const mode = source.STRIPE_SECRET_KEY?.includes('_live_') ? ' (clés live)' : source.STRIPE_SECRET_KEY ? ' (clés de test)' : '';
  const result = groupCheck(
    source,
    'Stripe',
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    'le tableau de bord Stripe (Développeurs → Clés API, et le secret de signature du webhook)',
    ok('Stripe', 'non configuré : le vote premium explique qu’il est indisponible'),
  );
  if (result.status === 'ok' && mode) result.detail += mode;
  if (result.status === 'ok' && source.NODE_ENV === 'production' && mode === ' (clés de test)') {
    return warn('Stripe', 'clés de test en production : aucun paiement réel', 'utilisez les clés live (sk_live_...) et le webhook du mode live');
  }
  return result;
}

const vapidCheck = (source: EnvSource) =>
  groupCheck(
    source,
    'notifications push (VAPID)',
    ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    'la paire générée par `npx web-push generate-vapid-keys`',
    ok('notifications push (VAPID)', 'clés non fournies : générées au premier démarrage et gardées en base'),
  );

function s3Check(source: EnvSource): CheckResult {
  const names: EnvName[] = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  const any = [...names, 'S3_ENDPOINT', 'S3_REGION'].some((name) => isSet(source, name));
  if (!any) return ok('stockage S3', 'non configuré : fichiers sur le disque local (DATA_DIR)');
  // Complete: the storage row does the round trip in the bucket.
  return groupCheck(source, 'stockage S3', names, 'les identifiants du fournisseur S3', ok('stockage S3', ''));
}
