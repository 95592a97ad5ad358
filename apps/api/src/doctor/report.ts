// The doctor's answer: one row per check, ok / warn / fail, what was seen and how to fix it.
export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface CheckResult {
  check: string;
  status: CheckStatus;
  detail: string;
  /** What to do about it (empty when ok). */
  fix?: string;
}

export const ok = (check: string, detail: string): CheckResult => ({ check, status: 'ok', detail });
export const warn = (check: string, detail: string, fix?: string): CheckResult => ({ check, status: 'warn', detail, fix });
export const fail = (check: string, detail: string, fix: string): CheckResult => ({ check, status: 'fail', detail, fix });

const LABEL: Record<CheckStatus, string> = { ok: 'ok', warn: 'attention', fail: 'ÉCHEC' };

/** A plain-text table a terminal and a log both show well. */
export function formatReport(results: CheckResult[]): string {
  const width = Math.max(...results.map((result) => result.check.length), 12);
  const lines = results.map((result) => {
    const head = `${LABEL[result.status].padEnd(9)} ${result.check.padEnd(width)}  ${result.detail}`;
    return result.fix ? `${head}\n${' '.repeat(9 + width + 3)}→ ${result.fix}` : head;
  });
  const count = (status: CheckStatus) => results.filter((result) => result.status === status).length;
  const summary = `${count('ok')} ok, ${count('warn')} à surveiller, ${count('fail')} en échec`;
  return [`${'état'.padEnd(9)} ${'vérification'.padEnd(width)}  détail`, ...lines, '', summary].join('\n');
}
