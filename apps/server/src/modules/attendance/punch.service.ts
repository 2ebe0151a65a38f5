import { and, eq, sql } from 'drizzle-orm';
import type { PunchBody, PunchResult, PunchSource } from '@hr/domain/attendance/punch';
import { attendancePunches, type Db, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { localParts } from '../../platform/maintenance';
import { judgeFence } from './geofence.service';
import { punchColumns, punchView, readCard } from './punch-card.query';

/** The dashboard's object id: where an employee punches from, named in the audit rows. */
export const DASHBOARD_OBJECT = 'dashboard';

/** The employee's punch made with an idempotency key, if any. */
async function punchByKey(db: DbOrTx, employeeId: string, key: string) {
  const [row] = await db.select(punchColumns).from(attendancePunches)
    .where(and(eq(attendancePunches.employeeId, employeeId), eq(attendancePunches.idempotencyKey, key))).limit(1);
  return row ?? null;
}

/**
 * Where a self punch comes from: a phone when the client says it is a phone app (`platform`
 * ios / android / mobile) or the browser is a mobile one ("Mobi" in its user agent, the test MDN
 * recommends); the web otherwise. The geofence reads it later: a phone's position means more.
 */
export function selfPunchSource(headers: Record<string, string | string[] | undefined>): PunchSource {
  const platform = String(headers.platform ?? '').toLowerCase();
  if (['ios', 'android', 'mobile'].includes(platform)) return 'phone';
  return /Mobi/.test(String(headers['user-agent'] ?? '')) ? 'phone' : 'web';
}

/**
 * Records the caller's own punch at the server's instant. One punch per button press, whatever
 * the network and the tabs do:
 * - the same idempotency key again (a retry after a timeout, a double click) answers the punch it
 *   made, and records nothing;
 * - a `seq` or a kind that is not what the card stands at now (a punch was made meanwhile in
 *   another tab) is refused with PUNCH_STALE, whose data is the card as it stands;
 * - two presses racing with the same seq (two tabs at once): the database's unique
 *   (employee, local date, seq) lets one in, and the other answers the winner's punch.
 * When the employee's company has a geofence, the position sent is judged on the server: a punch
 * the company's policies refuse records nothing and answers why (geofence.service.ts); one they
 * let through carries the verdict and the distance.
 * The punch and its audit row are written in one transaction.
 */
export async function recordSelfPunch(deps: Deps, body: PunchBody, actor: Actor, source: PunchSource): Promise<PunchResult> {
  const db: Db = deps.db;
  const me = actor.id;
  const answer = async (punch: NonNullable<Awaited<ReturnType<typeof punchByKey>>>, created: boolean): Promise<PunchResult> =>
    ({ punch: punchView(punch), created, card: (await readCard(db, deps, me, actor.lang, deps.clock.now())).view });

  const repeat = await punchByKey(db, me, body.idempotencyKey);
  if (repeat) return answer(repeat, false);

  const now = deps.clock.now();
  const before = await readCard(db, deps, me, actor.lang, now);
  if (!before.view.recordsTime) throw new AppError('ATTENDANCE_NOT_RECORDED');
  if (body.seq !== before.view.expectedSeq || body.kind !== before.view.next.kind) throw new AppError('PUNCH_STALE', {}, before.view);
  const fence = await judgeFence(deps, before.fence, body, actor);

  const localDate = localParts(now, deps.config.APP_TIMEZONE).date;
  const outcome = await db.transaction(async (tx) => {
    // The card was read outside the transaction: count again, so the seq written is the one checked.
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(attendancePunches)
      .where(and(eq(attendancePunches.employeeId, me), eq(attendancePunches.localDate, localDate)));
    if (n !== body.seq) return { type: 'stale' as const };
    const [row] = await tx.insert(attendancePunches).values({
      employeeId: me, at: now, kind: body.kind, source, clientAddress: actor.ip,
      latitude: body.latitude ?? null, longitude: body.longitude ?? null, accuracy: body.accuracy ?? null,
      fence: fence?.verdict ?? null, fenceDistance: fence?.distance ?? null,
      localDate, seq: body.seq, idempotencyKey: body.idempotencyKey, createdBy: me,
    }).onConflictDoNothing().returning(punchColumns);
    if (!row) {
      // Another press won the seq (or sent this key) first; PostgreSQL waited for it to commit, so it is there to read.
      const winner = (await punchByKey(tx, me, body.idempotencyKey)) ?? (await tx.select(punchColumns).from(attendancePunches)
        .where(and(eq(attendancePunches.employeeId, me), eq(attendancePunches.localDate, localDate), eq(attendancePunches.seq, body.seq))).limit(1))[0];
      return winner ? { type: 'repeat' as const, punch: winner } : { type: 'stale' as const };
    }
    await audit(tx, {
      actorId: me, action: 'attendance.punch', objectId: DASHBOARD_OBJECT, targetType: 'attendancePunch', targetId: row.id,
      ip: actor.ip, requestId: actor.requestId, detail: { kind: body.kind, seq: body.seq, localDate, source, ...(fence && { fence: fence.verdict, distance: fence.distance, radius: fence.radius, accuracy: body.accuracy ?? null }) },
    });
    return { type: 'created' as const, punch: row };
  });
  if (outcome.type === 'stale') throw new AppError('PUNCH_STALE', {}, (await readCard(db, deps, me, actor.lang, deps.clock.now())).view);
  return answer(outcome.punch, outcome.type === 'created');
}
