// `npm run doctor`: checks a deployment from its own environment and prints a table of
// ok / attention / ÉCHEC with the fix for each. Exits 1 when anything fails.
import { configurationChecks, lenientEnv } from './config-checks.ts';
import { formatReport } from './report.ts';
import { databaseCheck, icecastCheck, metricsCheck, publicUrlCheck, recordingsCheck, smtpCheck, storageCheck, streamCheck } from './runtime-checks.ts';

const env = lenientEnv(process.env);
const results = [
  ...configurationChecks(process.env),
  ...(await Promise.all([databaseCheck(env), storageCheck(env), streamCheck(env), icecastCheck(env), publicUrlCheck(env), smtpCheck(env), metricsCheck(env), recordingsCheck(env)])),
];
console.log(formatReport(results));
process.exit(results.some((result) => result.status === 'fail') ? 1 : 0);
