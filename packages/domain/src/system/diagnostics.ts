/*
 * The administrator's diagnostics page, /test (issue 18 point 4): each part of the running system
 * with its facts and a plain verdict. The rules that turn facts into verdicts live here, so the
 * server states them and tests pin them.
 */

/** Working; worth a look; not working. */
export type Verdict = 'ok' | 'warning' | 'problem';

export type Diagnostics = {
  checkedAt: string;
  version: { app: string; build: string; node: string; verdict: Verdict };
  database: { engine: 'pglite' | 'postgres'; serverVersion: string; applied: number; shipped: number; latest: string | null; verdict: Verdict };
  mail: { transport: 'smtp' | 'outbox'; pending: number; failed: number; oldestPendingMinutes: number | null; verdict: Verdict };
  time: { timeZone: string; serverTime: string; businessDate: string; databaseDriftSeconds: number; verdict: Verdict };
  maintenance: { closed: boolean; nextDate: string | null; from: string; to: string; verdict: Verdict };
};

/** Node's supported line for this build (DESIGN section 2): an older one still runs, but is not what was tested. */
export const NODE_MAJOR = 24;
/** A message still pending after this long is stuck (the sender retries within minutes). */
export const MAIL_STUCK_MINUTES = 15;
/** The database's clock and the server's may differ by a little; past these, times recorded would be wrong. */
export const DRIFT_WARNING_SECONDS = 5;
export const DRIFT_PROBLEM_SECONDS = 60;

export const versionVerdict = (nodeVersion: string): Verdict => (Number(nodeVersion.replace(/^v/, '').split('.')[0]) >= NODE_MAJOR ? 'ok' : 'warning');

/** Migrations: all applied is working; fewer is a database behind the code; more, a database ahead of it (an older build on a newer schema). */
export const databaseVerdict = (applied: number, shipped: number): Verdict => (applied === shipped ? 'ok' : applied < shipped ? 'problem' : 'warning');

/** Mail kept in the outbox is not delivered (no SMTP set): worth a look; a failure too; a message stuck for long is not working. */
export function mailVerdict(m: Pick<Diagnostics['mail'], 'transport' | 'failed' | 'oldestPendingMinutes'>): Verdict {
  if (m.transport === 'smtp' && (m.oldestPendingMinutes ?? 0) > MAIL_STUCK_MINUTES) return 'problem';
  if (m.transport === 'outbox' || m.failed > 0) return 'warning';
  return 'ok';
}

export const timeVerdict = (driftSeconds: number): Verdict =>
  (Math.abs(driftSeconds) > DRIFT_PROBLEM_SECONDS ? 'problem' : Math.abs(driftSeconds) > DRIFT_WARNING_SECONDS ? 'warning' : 'ok');

/** Closed now, or a closure planned within a week: worth a look (people will be told). */
export function maintenanceVerdict(m: Pick<Diagnostics['maintenance'], 'closed' | 'nextDate'>, today: string): Verdict {
  if (m.closed) return 'warning';
  if (m.nextDate) {
    const days = (Date.parse(`${m.nextDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
    if (days <= 7) return 'warning';
  }
  return 'ok';
}
