import { and, eq, sql } from 'drizzle-orm';
import type { FenceVerdict } from '@hr/domain/attendance/geofence';
import { nextPunch, type PunchBody, type PunchKind, type PunchResult, type PunchSource, type PunchView } from '@hr/domain/attendance/punch';
import { attendancePunches, namedStatement, ph, type Db, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import type { Actor, Deps } from '../../platform/context';
import { localParts } from '../../platform/maintenance';
import type { CompanyFenceColumns } from './attendance-days.query';
import { companyFence, decideFence, judgeFence, rememberFence, type FenceMark } from './geofence.service';
import { readTicket, ticketOf } from './punch-ticket';
import { cardOf, punchColumns, punchView, readCard, readCardFacts } from './punch-card.query';

/** The dashboard's object id: where an employee punches from, named in the audit rows of refused punches. */
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

// The punch and its checks in ONE statement (atomic on its own: no BEGIN and COMMIT round trips),
// built once and sent by name. The punch row is its own audit record: immutable, it names the
// employee who made it, the server's instant, the source, the client's address and position and
// the fence's verdict (a second row in audit_log said nothing more and cut the check-in rate by
// more than half under load: bench/src/checkin.ts). Refusals, corrections and imports, which leave
// no punch of the employee's own, are audited. The row is inserted only while
// - the employee's count of punches on the date is still the seq the card showed (a punch made
//   meanwhile elsewhere makes it stale),
// - the employee still records time, and
// - their company's fence columns are still the ones the punch was judged by;
// the table's unique (employee, date, seq) and (employee, key) turn a racing press or a repeated
// key into no row (PostgreSQL waits for the other press to commit and skips).
const insertPunch = namedStatement<{ id: string; at: number; kind: PunchKind; source: PunchSource; fence: FenceVerdict | null; fence_distance: number | null }>('attendance_punch_insert', () => sql`
  WITH ins AS (
    INSERT INTO attendance_punches (employee_id, at, kind, source, client_address, latitude, longitude, accuracy, fence, fence_distance, local_date, seq, idempotency_key, created_by)
    SELECT e.id, ${ph('at')}::timestamptz, ${ph('kind')}::text, ${ph('source')}::text, ${ph('ip')}::text,
      ${ph('latitude')}::float8, ${ph('longitude')}::float8, ${ph('accuracy')}::float8, ${ph('fence')}::text, ${ph('fenceDistance')}::float8,
      ${ph('localDate')}::date, ${ph('seq')}::int, ${ph('key')}::uuid, e.id
    FROM employees e JOIN companies c ON c.id = e.company_id
    WHERE e.id = ${ph('me')}::uuid AND e.record_time
      AND c.latitude IS NOT DISTINCT FROM ${ph('fLatitude')}::numeric AND c.longitude IS NOT DISTINCT FROM ${ph('fLongitude')}::numeric
      AND c.fence_radius IS NOT DISTINCT FROM ${ph('fRadius')}::int AND c.fence_outside IS NOT DISTINCT FROM ${ph('fOutside')}::text
      AND c.fence_no_position IS NOT DISTINCT FROM ${ph('fNoPosition')}::text
      AND (SELECT count(*) FROM attendance_punches WHERE employee_id = ${ph('me')}::uuid AND local_date = ${ph('localDate')}::date) = ${ph('seq')}::int
    ON CONFLICT DO NOTHING
    RETURNING id, at, kind, source, fence, fence_distance
  )
  SELECT id, floor(extract(epoch from at) * 1000)::float8 AS at, kind, source, fence, fence_distance FROM ins`);

type InsertedPunch = Awaited<ReturnType<typeof insertPunch>>[number];
const viewOf = (row: InsertedPunch): PunchView =>
  punchView({ id: row.id, at: new Date(Number(row.at)), kind: row.kind, source: row.source, fence: row.fence, fenceDistance: row.fence_distance === null ? null : Number(row.fence_distance) });

/** Writes the punch as judged (see insertPunch for when it writes nothing). */
async function writePunch(db: Db, p: { me: string; now: Date; localDate: string; body: PunchBody; source: PunchSource; fence: FenceMark | null; fenceColumns: CompanyFenceColumns; actor: Actor }) {
  const { body, fence, fenceColumns: f } = p;
  const [row] = await insertPunch(db, {
    me: p.me, at: p.now.toISOString(), kind: body.kind, source: p.source, ip: p.actor.ip,
    latitude: body.latitude ?? null, longitude: body.longitude ?? null, accuracy: body.accuracy ?? null,
    fence: fence?.verdict ?? null, fenceDistance: fence?.distance ?? null,
    fLatitude: f.latitude, fLongitude: f.longitude, fRadius: f.fenceRadius, fOutside: f.fenceOutside, fNoPosition: f.fenceNoPosition,
    localDate: p.localDate, seq: body.seq, key: body.idempotencyKey,
  });
  return row ?? null;
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
 *
 * A press that sends the card's ticket while it holds (punch-ticket.ts) is recorded in ONE write:
 * the insert checks the seq, that the employee records time and the company's fence is the one
 * judged, and the answer carries the next ticket instead of a card. Anything else (no ticket, one
 * that no longer holds, a fence refusal, no row written) goes the long way: the card is read, the
 * press judged against it, then the same insert; its answer carries the card after the punch.
 */
export async function recordSelfPunch(deps: Deps, body: PunchBody, actor: Actor, source: PunchSource, companyId: string): Promise<PunchResult> {
  const db: Db = deps.db;
  const me = actor.id;
  const now = deps.clock.now();
  const today = localParts(now, deps.config.APP_TIMEZONE).date;
  const ticket = readTicket(body.ticket);
  if (ticket && ticket.date === today && ticket.seq === body.seq && ticket.kind === body.kind && now.getTime() < ticket.until) {
    const known = await companyFence(db, companyId);
    const judged = decideFence(known.fence, body);
    if (!judged?.d.refused) {
      const fence = judged && { verdict: judged.d.verdict, distance: judged.d.distance, radius: known.fence!.radius };
      const row = await writePunch(db, { me, now, localDate: today, body, source, fence, fenceColumns: known.columns, actor });
      if (row) {
        const next = ticketOf({ date: today, seq: body.seq + 1, kind: nextPunch([body.kind]).kind, until: ticket.until });
        return { punch: viewOf(row), created: true, card: null, ticket: next };
      }
    }
  }
  return recordTheLongWay(deps, body, actor, source, now);
}

/** The press judged against the card read now (see recordSelfPunch). */
async function recordTheLongWay(deps: Deps, body: PunchBody, actor: Actor, source: PunchSource, now: Date): Promise<PunchResult> {
  const db: Db = deps.db;
  const me = actor.id;
  const freshCard = async () => (await readCard(db, deps, me, actor.lang, deps.clock.now())).view;
  const repeatOf = async (punch: Parameters<typeof punchView>[0]): Promise<PunchResult> => {
    const card = await freshCard();
    return { punch: punchView(punch), created: false, card, ticket: card.ticket };
  };

  const facts = await readCardFacts(db, deps, me, actor.lang, now);
  rememberFence(db, facts.person.companyId, facts.fenceColumns);
  const before = cardOf(facts, deps, now).view;
  if (!before.recordsTime || body.seq !== before.expectedSeq || body.kind !== before.next.kind) {
    const repeat = await punchByKey(db, me, body.idempotencyKey);
    if (repeat) return repeatOf(repeat);
    if (!before.recordsTime) throw new AppError('ATTENDANCE_NOT_RECORDED');
    throw new AppError('PUNCH_STALE', {}, before);
  }
  const fence = await judgeFence(deps, facts.fence, body, actor);

  const localDate = localParts(now, deps.config.APP_TIMEZONE).date;
  const row = await writePunch(db, { me, now, localDate, body, source, fence, fenceColumns: facts.fenceColumns, actor });
  if (row) {
    const punch = viewOf(row);
    facts.person.punches.push({ id: row.id, at: Number(row.at), kind: row.kind, source: row.source, reason: null, createdById: me, createdByName: null, fence: punch.fence, fenceDistance: punch.fenceDistance });
    const card = cardOf(facts, deps, now).view;
    return { punch, created: true, card, ticket: card.ticket };
  }
  // This key was sent before (its punch may be of another day), or another press won the seq first
  // and has committed: answer that punch. No winner: the count had moved on (or the employee or the
  // fence changed meanwhile), so the card is stale.
  const winner = (await punchByKey(db, me, body.idempotencyKey)) ?? (await db.select(punchColumns).from(attendancePunches)
    .where(and(eq(attendancePunches.employeeId, me), eq(attendancePunches.localDate, localDate), eq(attendancePunches.seq, body.seq))).limit(1))[0];
  if (!winner) throw new AppError('PUNCH_STALE', {}, await freshCard());
  return repeatOf(winner);
}
