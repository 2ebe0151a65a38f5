import { and, eq } from 'drizzle-orm';
import { addDays, type LeaveDuration, leaveEntitlement, numberOfLeaveDays, type WorkCalendar, workingDayTest } from '@hr/domain';
import { approvalSteps, companies, employees, holidays, leaveEntitlementAdjustments, leaveRequests, leaveRequestYears, leaveTypes, type LeaveStatus, type Tx } from '@hr/db';
import { openApproval } from '../modules/approval/approval.service';
import { routeFiling } from '../modules/approval/approval-chain.service';
import { LEAVE_TYPE } from '../modules/leave/leave-approval';

/**
 * Demo leave: a realistic year of requests for the demo company (AMN) so the leave screens,
 * balances, approval queue and calendar feed have something to show. All dates are relative to
 * the seed's `today` (as demo-records.ts does), placed on working days of a Monday-to-Friday week
 * with the seeded holidays, counted by numberOfLeaveDays, never overlapping one person's other
 * requests, and within each year's entitlement plus HR's adjustments.
 *
 * The demo employee (the "Employee" demo login) has exactly, whatever day the seed runs:
 *   approved   SICK      2 days   from the first working day on or after today − 75 (approved by their supervisor)
 *   approved   VACATION  3 days   from the first working day on or after today − 40
 *   approved   PERSONAL  morning  on the first working day on or after today − 20
 *   rejected   PERSONAL  1 day    on the first working day on or after today − 30, with the supervisor's remark
 *   pending    PERSONAL  afternoon on the first working day on or after today + 30   } 2 pending, waiting for
 *   pending    VACATION  2 days   from the first working day on or after today + 45  } the demo supervisor
 *   cancelled  VACATION  1 day    on the first working day on or after today + 60 (cancelled by themselves)
 *   adjustment VACATION  +1 day   this year, "carried over" (by the HR demo login)
 * Their supervisor and assistant supervisor are the "Supervisor" and "Assistant supervisor" demo
 * logins (seedDemo prints one chain), so those two can decide the pending ones.
 *
 * Teammates (the demo supervisor's other employees) get approved past leave; three of them also
 * one pending request each, so the demo supervisor's approval queue holds exactly 5: the demo
 * employee's 2 and those 3. Teammates' requests that would not fit a balance (a recent joiner)
 * are left out; HR adds two more adjustments.
 */

type Plan = { type: string; status: LeaveStatus; offset: number; days?: number; half?: 'morning' | 'afternoon'; reason: string; remark?: string };

const DEMO_EMPLOYEE_PLAN: Plan[] = [
  { type: 'SICK', status: 'approved', offset: -75, days: 2, reason: 'Fever and a sore throat; medical certificate handed to HR', remark: 'Get well soon' },
  { type: 'VACATION', status: 'approved', offset: -40, days: 3, reason: 'Family trip to Chiang Mai' },
  { type: 'PERSONAL', status: 'rejected', offset: -30, days: 1, reason: 'Moving to a new apartment', remark: 'Month-end closing that day: please choose another date.' },
  { type: 'PERSONAL', status: 'approved', offset: -20, half: 'morning', reason: 'Passport renewal appointment' },
  { type: 'PERSONAL', status: 'pending', offset: 30, half: 'afternoon', reason: 'Bank appointment for a housing loan' },
  { type: 'VACATION', status: 'pending', offset: 45, days: 2, reason: 'Visiting my parents in Khon Kaen' },
  { type: 'VACATION', status: 'cancelled', offset: 60, days: 1, reason: 'Long weekend at the beach' },
];

/** Past leave for teammates, by position in the team (cycled). */
const TEAM_PAST: Plan[][] = [
  [{ type: 'SICK', status: 'approved', offset: -95, days: 1, reason: 'Food poisoning' }, { type: 'VACATION', status: 'approved', offset: -35, days: 2, reason: 'Songkran trip home' }],
  [{ type: 'PERSONAL', status: 'approved', offset: -60, days: 1, reason: 'Child\'s school meeting' }, { type: 'SICK', status: 'approved', offset: -12, half: 'afternoon', reason: 'Dentist' }],
  [{ type: 'VACATION', status: 'approved', offset: -110, days: 3, reason: 'Holiday in Phuket' }, { type: 'SICK', status: 'approved', offset: -25, days: 1, reason: 'Migraine' }],
];
/** Pending requests for three of the demo employee's teammates. */
const TEAM_PENDING: Plan[] = [
  { type: 'VACATION', status: 'pending', offset: 21, days: 2, reason: 'Year-end trip with family' },
  { type: 'PERSONAL', status: 'pending', offset: 16, days: 1, reason: 'Renewing my work permit at the provincial office' },
  { type: 'SICK', status: 'pending', offset: 9, half: 'morning', reason: 'Follow-up appointment at the hospital' },
];

/** 09:30 in Bangkok on a date, the time a demo request was filed or decided. */
const morningOf = (date: string) => new Date(`${date}T02:30:00Z`);

type Person = { id: string; joiningDate: string | null; companyId: string; supervisorId: string | null; assistantId: string | null };
type Placed = { from: string; to: string };
const personColumns = { id: employees.id, joiningDate: employees.joiningDate, companyId: employees.companyId, supervisorId: employees.supervisorId, assistantId: employees.assistantSupervisorId };

/**
 * A demo request's approval steps: a pending one routed as a filing routes it (its company's chain),
 * a decided one with the step its supervisor decided, a cancelled one's closed.
 */
async function demoSteps(tx: Tx, id: string, who: Person, status: LeaveStatus, days: number, filed: Date, decided: Date, remark: string | null): Promise<void> {
  if (status === 'pending') {
    // Filed at 09:30 in Bangkok, on the same UTC date: its approvers' absences that day.
    const chain = await routeFiling(tx, LEAVE_TYPE, { requesterId: who.id, today: filed.toISOString().slice(0, 10), measures: { days }, requester: who });
    await openApproval(tx, LEAVE_TYPE, id, who.id, chain, filed);
    return;
  }
  await tx.insert(approvalSteps).values({
    requestType: 'leave', requestId: id, requesterId: who.id, stepNo: 0, kind: 'supervisorOrAssistant',
    approverIds: [who.supervisorId, who.assistantId].filter((x): x is string => !!x), openedAt: filed,
    ...(status === 'cancelled' ? { status: 'cancelled' as const } : { status, decidedBy: who.supervisorId, decidedAt: decided, remark }),
  });
}

/** Seeds the demo leave of company AMN; `logins` are the demo logins seedDemo made. */
export async function seedDemoLeave(tx: Tx, today: string, logins: Array<{ role: string; company: string; employeeId: string }>): Promise<void> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.abbreviation, 'AMN'));
  if (!company) return;
  const byCode = async (code: string) => (await tx.select({ ...personColumns, roleId: employees.roleId })
    .from(employees).where(and(eq(employees.companyId, company.id), eq(employees.employeeCode, code))))[0]!;
  const code = (role: string) => logins.find((l) => l.role === role && l.company === 'AMN')!.employeeId;
  const me = await byCode(code('Employee'));
  const lead = await byCode(code('Supervisor'));
  const hr = await byCode(code('HR'));

  const types = Object.fromEntries((await tx.select({ id: leaveTypes.id, code: leaveTypes.code, daysPerYear: leaveTypes.daysPerYear, afterOneYear: leaveTypes.afterOneYear, proRated: leaveTypes.proRated, calendarDays: leaveTypes.calendarDays })
    .from(leaveTypes)).map((t) => [String(t.code), t]));
  const holidayDates = (await tx.select({ date: holidays.date }).from(holidays).where(eq(holidays.active, true))).map((h) => String(h.date));
  const calendar: WorkCalendar = { holidays: holidayDates };
  const working = workingDayTest(calendar);
  const firstWorkingDay = (date: string) => {
    let d = date;
    while (!working(d)) d = addDays(d, 1);
    return d;
  };
  /** The last date of `n` working days from a working day. */
  const endAfter = (from: string, n: number) => {
    let d = from;
    for (let left = n - 1; left > 0;) {
      d = addDays(d, 1);
      if (working(d)) left -= 1;
    }
    return d;
  };

  const placed = new Map<string, Placed[]>();
  // Days drawn (approved + pending) and granted by HR, per person, type and year.
  const drawn = new Map<string, number>();
  const adjusted = new Map<string, number>();

  const adjust = async (who: Person, type: string, days: number, note: string) => {
    const year = Number(today.slice(0, 4));
    await tx.insert(leaveEntitlementAdjustments).values({ employeeId: who.id, leaveTypeId: types[type]!.id, year, days, note, createdBy: hr.id, updatedBy: hr.id, createdAt: morningOf(addDays(today, -50)) });
    adjusted.set(`${who.id}/${type}/${year}`, (adjusted.get(`${who.id}/${type}/${year}`) ?? 0) + days);
  };

  /** Places one request; false when it would not fit the balance (and `strict` is off). */
  const place = async (who: Person, p: Plan, strict: boolean): Promise<boolean> => {
    const type = types[p.type]!;
    const duration: LeaveDuration = p.half ?? 'fullDay';
    let from = firstWorkingDay(addDays(today, p.offset));
    let to = p.half ? from : endAfter(from, p.days ?? 1);
    // Step past this person's earlier requests rather than overlap them.
    for (let clash = placed.get(who.id)?.find((x) => x.from <= to && from <= x.to); clash; clash = placed.get(who.id)?.find((x) => x.from <= to && from <= x.to)) {
      from = firstWorkingDay(addDays(clash.to, 1));
      to = p.half ? from : endAfter(from, p.days ?? 1);
    }
    const counted = numberOfLeaveDays({ dateFrom: from, dateTo: to, duration, calendarDays: type.calendarDays === true }, calendar);
    if (!counted.ok) throw new Error(`demo leave ${p.type} ${from}: ${counted.issues.map((i) => i.key).join(', ')}`);
    const draws = p.status === 'approved' || p.status === 'pending';
    if (draws) {
      for (const { year, days } of counted.byYear) {
        const key = `${who.id}/${p.type}/${year}`;
        const granted = leaveEntitlement({ daysPerYear: Number(type.daysPerYear), afterOneYear: type.afterOneYear === true, proRated: type.proRated === true, joiningDate: who.joiningDate ?? '2000-01-01', year, isWorkingDay: working }).days + (adjusted.get(key) ?? 0);
        if ((drawn.get(key) ?? 0) + days > granted) {
          if (strict) throw new Error(`demo leave ${p.type} ${from} exceeds the ${year} balance`);
          return false;
        }
      }
      for (const { year, days } of counted.byYear) drawn.set(`${who.id}/${p.type}/${year}`, (drawn.get(`${who.id}/${p.type}/${year}`) ?? 0) + days);
    }
    // Sick leave is filed on return, the rest ten days ahead (pending ones two days ago); every
    // time is in the past of the seed's clock, decisions a day after filing.
    const filedOn = p.status === 'pending' ? addDays(today, -2) : p.type === 'SICK' ? addDays(to, 1) : addDays(from, -10);
    const filed = morningOf(filedOn < today ? filedOn : addDays(today, -3));
    const decided = new Date(Math.min(filed.getTime() + 86_400_000, morningOf(addDays(today, -1)).getTime()));
    const decider = p.status === 'cancelled' ? who.id : who.supervisorId;
    const [row] = await tx.insert(leaveRequests).values({
      employeeId: who.id, leaveTypeId: type.id, duration, dateFrom: from, dateTo: to, days: counted.days, reason: p.reason, status: p.status,
      ...(p.status === 'approved' || p.status === 'rejected' ? { approverId: who.supervisorId, decidedAt: decided, decisionRemark: p.remark ?? null } : {}),
      ...(p.status === 'cancelled' ? { cancelledBy: who.id, cancelledAt: decided, cancelReason: 'Plans changed' } : {}),
      createdAt: filed, createdBy: who.id, updatedAt: p.status === 'pending' ? filed : decided, updatedBy: p.status === 'pending' ? who.id : decider,
    }).returning({ id: leaveRequests.id });
    await tx.insert(leaveRequestYears).values(counted.byYear.map(({ year, days }) => ({ requestId: row!.id, year, days })));
    await demoSteps(tx, row!.id, who, p.status, counted.days, filed, decided, p.remark ?? null);
    placed.set(who.id, [...(placed.get(who.id) ?? []), { from, to }]);
    return true;
  };

  // HR's adjustments come first: the balance checks count them.
  await adjust(me, 'VACATION', 1, 'Carried over from last year (company policy: up to 1 unused day)');
  for (const p of DEMO_EMPLOYEE_PLAN) await place(me, p, true);

  // People who have logged in, joined over a year ago, not HR: a realistic set that files leave.
  const team = (supervisorId: string) => tx.select(personColumns)
    .from(employees).where(and(eq(employees.supervisorId, supervisorId), eq(employees.isFirstLogin, false), eq(employees.active, true), eq(employees.roleId, me.roleId)))
    .orderBy(employees.employeeCode);
  const seasoned = (p: Person) => !!p.joiningDate && p.joiningDate <= addDays(today, -400);

  const teammates = (await team(lead.id)).filter((p) => p.id !== me.id && seasoned(p)).slice(0, 8);
  if (teammates[0]) await adjust(teammates[0], 'SICK', -0.5, 'Correction: a half day of sick leave taken before the system went live');
  if (teammates[1]) await adjust(teammates[1], 'VACATION', 2, 'Long-service days (five years with the company)');
  for (const [i, p] of teammates.entries()) {
    for (const plan of TEAM_PAST[i % TEAM_PAST.length]!) await place(p, plan, false);
  }
  // The rest of the demo supervisor's queue: one pending request each from three teammates, the
  // first in order whose balance it fits, so the queue holds exactly 5 whatever the joining dates.
  const waiting = new Set<string>();
  for (const plan of TEAM_PENDING) {
    for (const p of teammates) if (!waiting.has(p.id) && await place(p, plan, false)) { waiting.add(p.id); break; }
  }
}
