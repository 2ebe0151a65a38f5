import { and, eq, sql } from 'drizzle-orm';
import type { FenceVerdict } from '@hr/domain/attendance/geofence';
import type { PunchBody, PunchKind, PunchResult, PunchSource } from '@hr/domain/attendance/punch';
import { attendancePunches, namedStatement, ph, type Db, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import type { Actor, Deps } from '../../platform/context';
import { localParts } from '../../platform/maintenance';
import { judgeFence } from './geofence.service';
import { cardOf, punchColumns, punchView, readCard, readCardFacts } from './punch-card.query';

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

// The punch, its seq check and its audit row in ONE statement (atomic on its own: no BEGIN and
// COMMIT round trips), built once and sent by name. The row is inserted only while the employee's
// count of punches on the date is still the seq the card showed (a punch made meanwhile elsewhere
// makes it stale); the table's unique (employee, date, seq) and (employee, key) turn a racing press
// or a repeated key into no row (PostgreSQL waits for the other press to commit and skips).
const insertPunch = namedStatement<{ id: string; at: number; kind: PunchKind; source: PunchSource; fence: FenceVerdict | null; fence_distance: number | null }>('attendance_punch_insert', () => sql`
  WITH ins AS (
    INSERT INTO attendance_punches (employee_id, at, kind, source, client_address, latitude, longitude, accuracy, fence, fence_distance, local_date, seq, idempotency_key, created_by)
    SELECT ${ph('me')}::uuid, ${ph('at')}::timestamptz, ${ph('kind')}::text, ${ph('source')}::text, ${ph('ip')}::text,
      ${ph('latitude')}::float8, ${ph('longitude')}::float8, ${ph('accuracy')}::float8, ${ph('fence')}::text, ${ph('fenceDistance')}::float8,
      ${ph('localDate')}::date, ${ph('seq')}::int, ${ph('key')}::uuid, ${ph('me')}::uuid
    WHERE (SELECT count(*) FROM attendance_punches WHERE employee_id = ${ph('me')}::uuid AND local_date = ${ph('localDate')}::date) = ${ph('seq')}::int
    ON CONFLICT DO NOTHING
    RETURNING id, at, kind, source, fence, fence_distance
  ), audited AS (
    INSERT INTO audit_log (actor_id, action, object_id, target_type, target_id, ip, request_id, detail)
    SELECT ${ph('me')}::uuid, 'attendance.punch', ${ph('object')}::text, 'attendancePunch', ins.id::text, ${ph('ip')}::text, ${ph('requestId')}::text, ${ph('detail')}::jsonb FROM ins
  )
  SELECT id, floor(extract(epoch from at) * 1000)::float8 AS at, kind, source, fence, fence_distance FROM ins`);

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
 * The punch and its audit row are written by one statement. A check-in reads the card's facts
 * once and writes once; the answer's card is the facts read plus the new punch. The key is looked
 * up only when the press cannot be recorded as it is (a repeat always finds its card moved on, or
 * its key taken).
 */
export async function recordSelfPunch(deps: Deps, body: PunchBody, actor: Actor, source: PunchSource): Promise<PunchResult> {
  const db: Db = deps.db;
  const me = actor.id;
  const now = deps.clock.now();
  const freshCard = async () => (await readCard(db, deps, me, actor.lang, deps.clock.now())).view;
  const repeatOf = async (punch: Parameters<typeof punchView>[0]): Promise<PunchResult> => ({ punch: punchView(punch), created: false, card: await freshCard() });

  const facts = await readCardFacts(db, deps, me, actor.lang, now);
  const before = cardOf(facts, deps, now).view;
  if (!before.recordsTime || body.seq !== before.expectedSeq || body.kind !== before.next.kind) {
    const repeat = await punchByKey(db, me, body.idempotencyKey);
    if (repeat) return repeatOf(repeat);
    if (!before.recordsTime) throw new AppError('ATTENDANCE_NOT_RECORDED');
    throw new AppError('PUNCH_STALE', {}, before);
  }
  const fence = await judgeFence(deps, facts.fence, body, actor);

  const localDate = localParts(now, deps.config.APP_TIMEZONE).date;
  const [row] = await insertPunch(db, {
    me, at: now.toISOString(), kind: body.kind, source, ip: actor.ip,
    latitude: body.latitude ?? null, longitude: body.longitude ?? null, accuracy: body.accuracy ?? null,
    fence: fence?.verdict ?? null, fenceDistance: fence?.distance ?? null,
    localDate, seq: body.seq, key: body.idempotencyKey,
    object: DASHBOARD_OBJECT, requestId: actor.requestId,
    detail: JSON.stringify({ kind: body.kind, seq: body.seq, localDate, source, ...(fence && { fence: fence.verdict, distance: fence.distance, radius: fence.radius, accuracy: body.accuracy ?? null }) }),
  });
  if (row) {
    const at = Number(row.at);
    const fenceDistance = row.fence_distance === null ? null : Number(row.fence_distance);
    facts.person.punches.push({ id: row.id, at, kind: row.kind, source: row.source, reason: null, createdById: me, createdByName: null, fence: row.fence, fenceDistance });
    return { punch: punchView({ id: row.id, at: new Date(at), kind: row.kind, source: row.source, fence: row.fence, fenceDistance }), created: true, card: cardOf(facts, deps, now).view };
  }
  // This key was sent before (its punch may be of another day), or another press won the seq first
  // and has committed: answer that punch. No winner: the count had moved on, so the card is stale.
  const winner = (await punchByKey(db, me, body.idempotencyKey)) ?? (await db.select(punchColumns).from(attendancePunches)
    .where(and(eq(attendancePunches.employeeId, me), eq(attendancePunches.localDate, localDate), eq(attendancePunches.seq, body.seq))).limit(1))[0];
  if (!winner) throw new AppError('PUNCH_STALE', {}, await freshCard());
  return repeatOf(winner);
}
