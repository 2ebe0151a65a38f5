import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  databaseVerdict, mailVerdict, maintenanceVerdict, timeVerdict, versionVerdict, type Diagnostics,
} from '@hr/domain/system/diagnostics';
import { MIGRATIONS_DIR, queryRows } from '@hr/db';
import type { Deps } from '../../platform/context';
import { businessToday, localParts, maintenanceState } from '../../platform/maintenance';
import { APP_BUILD, APP_VERSION } from './version';

/** How many migrations this build ships (drizzle's journal), read once. */
let shipped: { count: number; latest: string | null } | undefined;
function shippedMigrations() {
  if (!shipped) {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
    shipped = { count: journal.entries.length, latest: journal.entries.at(-1)?.tag ?? null };
  }
  return shipped;
}

/**
 * The running system as an administrator checks it (/test): the build, the database (engine,
 * server version, migrations applied against those shipped), mail (transport and the outbox's
 * backlog), the clocks (the business zone and date, the database clock against the server's) and
 * the maintenance schedule, each with its verdict (packages/domain/src/system/diagnostics.ts).
 */
export async function diagnostics(deps: Pick<Deps, 'db' | 'config' | 'clock' | 'mail'>): Promise<Diagnostics> {
  const before = Date.now();
  const [[db], [applied], [outbox]] = await Promise.all([
    queryRows<{ version: string; now: string }>(deps.db, sql`SELECT version() AS version, (extract(epoch FROM clock_timestamp()) * 1000)::float8::text AS now`),
    queryRows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
    queryRows<{ pending: number; failed: number; oldest: string | null }>(deps.db, sql`SELECT
      count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'failed')::int AS failed,
      (extract(epoch FROM min(created_at) FILTER (WHERE status = 'pending')) * 1000)::float8::text AS oldest FROM mail_outbox`),
  ]);
  // The database's clock read halfway through the round trip, against the server's.
  const drift = (Number(db!.now) - (before + Date.now()) / 2) / 1000;
  const now = deps.clock.now();
  const today = businessToday(deps);
  const m = maintenanceState(deps.config, now);
  const ship = shippedMigrations();
  const oldestPendingMinutes = outbox?.oldest ? Math.max(0, Math.floor((now.getTime() - Number(outbox.oldest)) / 60_000)) : null;
  const mail = { transport: deps.mail.mode, pending: outbox?.pending ?? 0, failed: outbox?.failed ?? 0, oldestPendingMinutes };
  const local = localParts(now, deps.config.APP_TIMEZONE);
  return {
    checkedAt: now.toISOString(),
    version: { app: APP_VERSION, build: APP_BUILD, node: process.version, verdict: versionVerdict(process.version) },
    database: {
      // The database says which it is (PGlite names itself in its version).
      engine: db!.version.includes('PGlite') ? 'pglite' : 'postgres', serverVersion: db!.version.split(' on ')[0]!.split(',')[0]!,
      applied: applied?.n ?? 0, shipped: ship.count, latest: ship.latest, verdict: databaseVerdict(applied?.n ?? 0, ship.count),
    },
    mail: { ...mail, verdict: mailVerdict(mail) },
    time: { timeZone: deps.config.APP_TIMEZONE, serverTime: `${local.date} ${local.time}`, businessDate: today, databaseDriftSeconds: Math.round(drift * 10) / 10, verdict: timeVerdict(drift) },
    maintenance: { closed: m.closed, nextDate: m.date, from: m.from, to: m.to, verdict: maintenanceVerdict({ closed: m.closed, nextDate: m.date }, today) },
  };
}
