import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Lang, leaveBalance, type LeaveEntitlementBasis, leaveTypeApplies, localName } from '@hr/domain';
import { employees, leaveEntitlementAdjustments as adj, leavePregnancies, leaveRequests, leaveRequestYears, leaveTypes, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { pregnancyBalance, typeEntitlement } from './leave-checks.service';

export type LeaveTypeBalance = {
  leaveTypeId: string; code: string; name: string;
  daysPerYear: number; unpaid: boolean; afterOneYear: boolean; calendarDays: boolean;
  /** Pro-rated for a joiner; days beyond the entitlement accepted as unpaid (sick leave); counted per pregnancy (maternity). */
  proRated: boolean; unpaidBeyond: boolean; countedPer: 'year' | 'pregnancy';
  /** The type's filing rules, so the form states them and checks them as the user types (request-rules.ts). */
  advanceNoticeDays: number; backDateDays: number; requiresAttachment: boolean; attachmentFromDays: number | null;
  /** What the type gives this year, and why (the rule the screen states). */
  entitlement: number; basis: LeaveEntitlementBasis; months: number; countsFrom: string;
  adjusted: number; used: number; pending: number; remaining: number;
  /** Approved and pending days beyond the entitlement of an unpaidBeyond type: unpaid leave of the type. */
  beyond: number;
  /** For a type counted per pregnancy: when the pregnancy the figures are of was recorded (null before the first). */
  pregnancySince: string | null;
  /** HR's ledger rows of the year, oldest first, so the employee sees why the figure moved. */
  adjustments: Array<{ id: string; days: number; note: string; createdAt: string }>;
};
export type LeaveBalances = { year: number; asOf: string; joiningDate: string | null; types: LeaveTypeBalance[] };

/**
 * An employee's leave for one year, per active leave type (get/sumLeaveSelfView): the entitlement
 * from the master and the joining date, HR's adjustments, the approved days (used) and the days
 * of requests waiting for a decision (pending), and what remains. A request over New Year counts
 * in each year with that year's days (leave_request_years).
 *
 * An employee without a joining date on record (a record from before it was required) is counted
 * as employed long before the year: the full days, the one-year rule met. `joiningDate: null`
 * lets the screen say so.
 */
export async function leaveBalances(db: DbOrTx, employeeId: string, year: number, asOf: string, lang: Lang): Promise<LeaveBalances> {
  // Each read is sent by name (planned once per connection): the balances are read on every
  // visit of the leave page and the dashboard, and planning cost more than running.
  const [me] = await db.select({ joiningDate: employees.joiningDate, gender: employees.gender }).from(employees).where(eq(employees.id, employeeId)).limit(1)
    .prepare('leave_balance_holder').execute();
  if (!me) throw new AppError('RECORD_GONE');
  // A type that is not for this employee (maternity for a man) is not shown, nor offered on the form.
  const types = (await db.select().from(leaveTypes).where(eq(leaveTypes.active, true)).orderBy(asc(leaveTypes.code)).prepare('leave_balance_types').execute())
    .filter((t) => leaveTypeApplies(t.appliesTo, me.gender));
  if (!types.length) return { year, asOf, joiningDate: me.joiningDate, types: [] };

  const [ledger, taken, pregnancy] = await Promise.all([
    db.select({ id: adj.id, leaveTypeId: adj.leaveTypeId, days: adj.days, note: adj.note, createdAt: adj.createdAt }).from(adj)
      .where(and(eq(adj.employeeId, employeeId), eq(adj.year, year)))
      .orderBy(asc(adj.createdAt), asc(adj.id)).prepare('leave_balance_ledger').execute(),
    db.select({ leaveTypeId: leaveRequests.leaveTypeId, status: leaveRequests.status, days: sql<number>`coalesce(sum(${leaveRequestYears.days}), 0)::float8` })
      .from(leaveRequestYears)
      .innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestYears.requestId))
      .where(and(eq(leaveRequests.employeeId, employeeId), eq(leaveRequestYears.year, year), inArray(leaveRequests.status, ['approved', 'pending'])))
      .groupBy(leaveRequests.leaveTypeId, leaveRequests.status).prepare('leave_balance_taken').execute(),
    types.some((t) => t.countedPer === 'pregnancy')
      ? db.select({ id: leavePregnancies.id, createdAt: leavePregnancies.createdAt }).from(leavePregnancies).where(eq(leavePregnancies.employeeId, employeeId))
        .orderBy(desc(leavePregnancies.number)).limit(1).prepare('leave_balance_pregnancy').execute().then((r) => r[0] ?? null)
      : null,
  ]);
  const takenOf = (typeId: string, status: 'approved' | 'pending') =>
    Number(taken.find((r) => r.leaveTypeId === typeId && r.status === status)?.days ?? 0);

  const holder = { id: employeeId, joiningDate: me.joiningDate };
  return {
    year, asOf, joiningDate: me.joiningDate,
    types: await Promise.all(types.map(async (t) => {
      const daysPerYear = Number(t.daysPerYear);
      const afterOneYear = Boolean(t.afterOneYear);
      const perPregnancy = t.countedPer === 'pregnancy';
      const ent = await typeEntitlement(db, holder, t, year);
      const rows = perPregnancy ? [] : ledger.filter((r) => r.leaveTypeId === t.id);
      // Maternity: the current pregnancy's days, in whichever years they fall.
      const balance = perPregnancy
        ? await pregnancyBalance(db, t, pregnancy?.id ?? null)
        : leaveBalance({ entitlement: ent.days, adjustments: rows.map((r) => r.days), used: takenOf(t.id, 'approved'), pending: takenOf(t.id, 'pending'), unpaidBeyond: Boolean(t.unpaidBeyond) });
      return {
        leaveTypeId: t.id, code: String(t.code), name: localName(lang, t),
        daysPerYear, unpaid: Boolean(t.unpaid), afterOneYear, calendarDays: Boolean(t.calendarDays),
        proRated: Boolean(t.proRated), unpaidBeyond: Boolean(t.unpaidBeyond), countedPer: perPregnancy ? 'pregnancy' as const : 'year' as const,
        advanceNoticeDays: Number(t.advanceNoticeDays), backDateDays: Number(t.backDateDays), requiresAttachment: Boolean(t.requiresAttachment),
        attachmentFromDays: t.attachmentFromDays == null ? null : Number(t.attachmentFromDays),
        ...balance, basis: ent.basis, months: ent.months, countsFrom: ent.countsFrom,
        pregnancySince: perPregnancy && pregnancy ? pregnancy.createdAt.toISOString() : null,
        adjustments: rows.map((r) => ({ id: r.id, days: r.days, note: r.note, createdAt: r.createdAt.toISOString() })),
      };
    })),
  };
}
