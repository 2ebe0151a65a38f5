import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { ApproveDetail, Lang, LeaveCalendarEntry, LeaveView } from '@hr/domain';
import { employees, files, leaveRequestFiles, leaveRequestRecounts as rc, leaveRequests as lr, leaveRequestYears, leaveTypes, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import type { AuthUser } from '../../platform/context';
import { isSubordinate, teamOf } from '../../platform/scope';
import { personName } from '../employees/person-name';
import { pregnancyBalance, yearBalance } from './leave-checks.service';
import { decidedAStep, namedIn, stepsOf } from '../approval/approval-inbox.query';
import { actsAsHr } from './leave-approval';
import { awayBetween, listedFrom, toListed } from './leave-request.query';

const e = employees;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const ref = (lang: Lang) => ({ id: e.id, employeeCode: e.employeeCode, name: personName(e, lang === 'th') });
/** The download address of a leave attachment: the request's viewers may read it (see leave-files.routes.ts). */
export const leaveFileUrl = (requestId: string, fileId: string) => `/api/1.1/file/leave/${requestId}/${fileId}`;

/**
 * Whether the user may read a request: the requester, HR, the requester's supervisor or
 * assistant supervisor, anyone above them in either line, or anyone its approval chain names (a
 * delegate, a role's holder). Others are told it is gone.
 */
export async function assertMayView(db: DbOrTx, user: AuthUser, employeeId: string, requestId: string): Promise<void> {
  if (user.id === employeeId || user.isHr || actsAsHr(user)) return;
  if (await isSubordinate(db, user.id, employeeId)) return;
  if (await namedIn(db, 'leave', requestId, user.id)) return;
  throw new AppError('RECORD_GONE');
}

/** One request in full, with what the user may do with it now. */
export async function leaveView(db: DbOrTx, id: string, user: AuthUser, lang: Lang, today: string): Promise<LeaveView> {
  const [row] = await listedFrom(db, lang).where(eq(lr.id, id)).limit(1);
  if (!row) throw new AppError('RECORD_GONE');
  await assertMayView(db, user, row.employeeId, id);
  const [[q], years, recounts, attached, steps] = await Promise.all([
    db.select().from(lr).where(eq(lr.id, id)).limit(1),
    db.select({ year: leaveRequestYears.year, days: leaveRequestYears.days }).from(leaveRequestYears).where(eq(leaveRequestYears.requestId, id)).orderBy(asc(leaveRequestYears.year)),
    db.select({ at: rc.at, from: rc.fromDays, to: rc.toDays, change: rc.change, date: rc.holidayDate, previousDate: rc.previousDate, name: lang === 'th' ? rc.holidayNameTh : rc.holidayNameEn })
      .from(rc).where(eq(rc.requestId, id)).orderBy(asc(rc.at), asc(rc.id)),
    db.select({ id: files.id, name: files.originalName, mime: files.mime, size: files.size }).from(leaveRequestFiles)
      .innerJoin(files, eq(files.id, leaveRequestFiles.fileId)).where(eq(leaveRequestFiles.requestId, id)).orderBy(asc(leaveRequestFiles.position)),
    stepsOf(db, 'leave', id, lang),
  ]);
  const cancelledBy = q!.cancelledBy ? (await db.select(ref(lang)).from(e).where(eq(e.id, q!.cancelledBy)).limit(1))[0] ?? null : null;
  // Who decides it now: the open step's approvers; once decided, those of the last step that decided.
  const current = steps.find((st) => st.status === 'open') ?? [...steps].reverse().find((st) => st.status === 'approved' || st.status === 'rejected');
  const own = row.employeeId === user.id;
  const pending = q!.status === 'pending';
  const hr = actsAsHr(user);
  return {
    ...toListed(row),
    remark: q!.remark, decisionRemark: q!.decisionRemark, cancelledAt: iso(q!.cancelledAt), cancelledBy, cancelReason: q!.cancelReason,
    byYear: years.map((y) => ({ year: y.year, days: Number(y.days) })),
    recounts: recounts.map((r) => ({ at: iso(r.at)!, from: Number(r.from), to: Number(r.to), change: r.change, holiday: { date: r.date, previousDate: r.previousDate, name: r.name } })),
    files: attached.map((f) => ({ ...f, url: leaveFileUrl(id, f.id) })),
    approvers: current?.approvers ?? [],
    steps,
    can: {
      // Once a step has approved, the request is what they approved: no more edits.
      edit: own && pending && !steps.some((st) => st.status === 'approved'),
      cancel: own && pending,
      // Whoever decided a step of it decides no other (issue 34 point 9).
      decide: pending && !own && !decidedAStep(steps, user.id) && (hr || !!steps.find((st) => st.status === 'open')?.approvers.some((a) => a.id === user.id)),
      // HR cancels another's leave until it has ended; after that the balance is corrected by an adjustment.
      cancelAsHr: hr && !own && (pending || (q!.status === 'approved' && row.dateTo >= today)),
    },
  };
}

/** /1.1/view/approveDetail: the request, the requester's balance of that type in each year it touches, and who else in the department is away then. */
export async function approveDetail(db: DbOrTx, id: string, user: AuthUser, lang: Lang, asOf: string): Promise<ApproveDetail> {
  const view = await leaveView(db, id, user, lang, asOf);
  const [[type], [emp], [request]] = await Promise.all([
    db.select().from(leaveTypes).where(eq(leaveTypes.id, view.leaveType.id)).limit(1),
    db.select({ joiningDate: e.joiningDate, departmentId: e.departmentId, companyId: e.companyId }).from(e).where(eq(e.id, view.employee.id)).limit(1),
    db.select({ pregnancyId: lr.pregnancyId }).from(lr).where(eq(lr.id, id)).limit(1),
  ]);
  // The request's own days are in the figures (as pending, or as used once approved); a maternity
  // request shows its pregnancy's one balance, whatever years it touches.
  const holder = { id: view.employee.id, joiningDate: emp!.joiningDate };
  const balances = type!.countedPer === 'pregnancy'
    ? [{ year: view.byYear[0]?.year ?? Number(view.dateFrom.slice(0, 4)), unpaid: false, perPregnancy: true, ...(await pregnancyBalance(db, type!, request!.pregnancyId)) }]
    : await Promise.all(view.byYear.map(async (y) => ({ year: y.year, unpaid: Boolean(type!.unpaid), perPregnancy: false, ...(await yearBalance(db, holder, type!, y.year)) })));
  const away = emp?.departmentId
    ? await listedFrom(db, lang).where(and(eq(e.departmentId, emp.departmentId), ne(lr.employeeId, view.employee.id), awayBetween(view.dateFrom, view.dateTo)))
      .orderBy(asc(lr.dateFrom)).limit(50)
    : [];
  return {
    ...view,
    balances: balances.map(({ year, unpaid, perPregnancy, entitlement, adjusted, used, pending, remaining, beyond }) => ({ year, unpaid, perPregnancy, entitlement, adjusted, used, pending, remaining, beyond })),
    alsoAway: away.map(toListed).map((a) => ({ employee: { id: a.employee.id, employeeCode: a.employee.employeeCode, name: a.employee.name }, dateFrom: a.dateFrom, dateTo: a.dateTo, duration: a.duration, status: a.status })),
  };
}

/**
 * The team calendar: approved and pending requests touching the range, for HR everyone (by company
 * and department), for a supervisor their team, direct and indirect.
 */
export async function leaveCalendar(db: DbOrTx, user: AuthUser, q: { dateFrom: string; dateTo: string; companyId?: string; departmentId?: string }, lang: Lang): Promise<LeaveCalendarEntry[]> {
  const scope = user.isHr || actsAsHr(user) ? undefined : or(sql`${lr.employeeId} IN (${teamOf(user.id)})`, eq(lr.employeeId, user.id));
  const rows = await listedFrom(db, lang).where(and(awayBetween(q.dateFrom, q.dateTo), scope,
    q.companyId ? eq(e.companyId, q.companyId) : undefined, q.departmentId ? eq(e.departmentId, q.departmentId) : undefined))
    .orderBy(asc(lr.dateFrom), asc(e.employeeCode)).limit(2000);
  return rows.map(toListed).map((r) => ({
    id: r.id, employee: { id: r.employee.id, employeeCode: r.employee.employeeCode, name: r.employee.name, department: r.employee.department },
    leaveType: { code: r.leaveType.code, name: r.leaveType.name }, duration: r.duration, dateFrom: r.dateFrom, dateTo: r.dateTo, days: r.days,
    status: r.status as 'approved' | 'pending',
  }));
}
