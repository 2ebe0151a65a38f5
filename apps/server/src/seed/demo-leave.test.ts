import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leaveEntitlement, numberOfLeaveDays, workingDayTest } from '@hr/domain';
import { attendancePunches, employees, holidays, leaveEntitlementAdjustments, leaveRequests, leaveRequestYears, leaveTypes, workingTimes, type Db } from '@hr/db';
import type { AttendanceDayView, AttendanceMonth } from '@hr/domain/attendance/views';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { freshDb } from '../test/harness';
import { seedDemo, type DemoLogin } from './demo';

let db: Db, close: () => Promise<void>, app: FastifyInstance, dir: string, logins: DemoLogin[];
const login = async (role: string) => {
  const who = logins.find((l) => l.role === role)!;
  const res = await app.inject({ method: 'POST', url: '/api/1.2/login', payload: { company: who.company, employeeId: who.employeeId, password: who.password } });
  return res.json().data.token as string;
};
const idOf = async (role: string) => (await db.select({ id: employees.id }).from(employees).where(eq(employees.employeeCode, logins.find((l) => l.role === role)!.employeeId)))[0]!.id;

beforeAll(async () => {
  ({ db, close } = await freshDb());
  dir = mkdtempSync(join(tmpdir(), 'hr-demo-'));
  logins = (await seedDemo(db, dir))!;
  app = await buildApp({ db, config: testConfig({ DATA_DIR: dir, LOGIN_RATE_LIMIT_PER_MINUTE: 10_000 }) });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo leave', () => {
  it('the demo employee has the documented requests: 3 approved, 2 pending, 1 rejected with a remark, 1 cancelled, and an HR adjustment', async () => {
    const me = await idOf('Employee');
    const rows = await db.select().from(leaveRequests).where(eq(leaveRequests.employeeId, me));
    const count = (s: string) => rows.filter((r) => r.status === s).length;
    expect([count('approved'), count('pending'), count('rejected'), count('cancelled')]).toEqual([3, 2, 1, 1]);
    expect(rows.find((r) => r.status === 'rejected')!.decisionRemark).toMatch(/another date/);
    const adjustments = await db.select().from(leaveEntitlementAdjustments).where(eq(leaveEntitlementAdjustments.employeeId, me));
    expect(adjustments.map((a) => a.days)).toEqual([1]);
  });

  it('every request counts its days on the Monday–Friday calendar with the holidays, split by year, and no one\'s requests overlap', async () => {
    const cal = { holidays: (await db.select({ date: holidays.date }).from(holidays).where(eq(holidays.active, true))).map((h) => String(h.date)) };
    const types = Object.fromEntries((await db.select().from(leaveTypes)).map((t) => [t.id, t]));
    const all = await db.select().from(leaveRequests);
    const years = await db.select().from(leaveRequestYears);
    expect(all.length).toBeGreaterThan(15);
    const working = workingDayTest(cal);
    for (const r of all) {
      const n = numberOfLeaveDays({ dateFrom: r.dateFrom, dateTo: r.dateTo, duration: r.duration, calendarDays: types[r.leaveTypeId]!.calendarDays === true }, cal);
      expect(n.ok && n.days, `${r.dateFrom} ${r.duration}`).toBe(r.days);
      expect(years.filter((y) => y.requestId === r.id).map((y) => [y.year, y.days])).toEqual(n.ok ? n.byYear.map((y) => [y.year, y.days]) : []);
      expect(working(r.dateFrom) && working(r.dateTo)).toBe(true);
      expect(r.createdAt.getTime()).toBeLessThan(Date.now());
      const mine = all.filter((o) => o.employeeId === r.employeeId && o.id !== r.id);
      expect(mine.some((o) => o.dateFrom <= r.dateTo && r.dateFrom <= o.dateTo), r.dateFrom).toBe(false);
    }
  });

  it('no balance goes below zero: the demo employee\'s own screen, and every person, type and year against entitlement plus adjustments', async () => {
    const token = await login('Employee');
    const res = await app.inject({ method: 'POST', url: '/api/1.1/get/sumLeaveSelfView', payload: {}, headers: { authorization: token } });
    const types = res.json().data.types as Array<{ code: string; remaining: number; pending: number; used: number }>;
    for (const t of types) expect(t.remaining, t.code).toBeGreaterThanOrEqual(0);
    expect(types.some((t) => t.used > 0)).toBe(true);

    const leaveType = Object.fromEntries((await db.select().from(leaveTypes)).map((t) => [t.id, t]));
    const people = Object.fromEntries((await db.select({ id: employees.id, joiningDate: employees.joiningDate }).from(employees)).map((e) => [e.id, e.joiningDate]));
    const drawn = new Map<string, number>();
    for (const r of await db.select({ employeeId: leaveRequests.employeeId, leaveTypeId: leaveRequests.leaveTypeId, status: leaveRequests.status, year: leaveRequestYears.year, days: leaveRequestYears.days })
      .from(leaveRequestYears).innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestYears.requestId))) {
      if (r.status !== 'approved' && r.status !== 'pending') continue;
      const key = `${r.employeeId}|${r.leaveTypeId}|${r.year}`;
      drawn.set(key, (drawn.get(key) ?? 0) + r.days);
    }
    const adjustments = await db.select().from(leaveEntitlementAdjustments);
    expect(drawn.size).toBeGreaterThan(10);
    for (const [key, days] of drawn) {
      const [employeeId, typeId, year] = key.split('|') as [string, string, string];
      const t = leaveType[typeId]!;
      const granted = leaveEntitlement({ daysPerYear: Number(t.daysPerYear), afterOneYear: t.afterOneYear === true, proRated: t.proRated === true, joiningDate: people[employeeId]!, year: Number(year) }).days
        + adjustments.filter((a) => a.employeeId === employeeId && a.leaveTypeId === typeId && a.year === Number(year)).reduce((s, a) => s + a.days, 0);
      expect(days, `${t.code} ${year}`).toBeLessThanOrEqual(granted);
    }
  });

  it('the demo supervisor has exactly 5 requests waiting from their team: the demo employee\'s 2 and 3 teammates\'', async () => {
    const lead = await idOf('Supervisor');
    const me = await idOf('Employee');
    const team = new Set((await db.select({ id: employees.id }).from(employees).where(eq(employees.supervisorId, lead))).map((e) => e.id));
    const pending = (await db.select().from(leaveRequests).where(eq(leaveRequests.status, 'pending'))).filter((r) => team.has(r.employeeId));
    expect(pending).toHaveLength(5);
    expect(pending.filter((r) => r.employeeId === me)).toHaveLength(2);
  });
});

describe('the printed demo logins form one chain (issue 15)', () => {
  type Listed = { id: string; employee: { employeeCode: string }; status: string; dateFrom: string; leaveType: { code: string } };
  const post = async (token: string, url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, payload, headers: { authorization: token } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('the Employee reports to the Supervisor, with the Assistant supervisor as their assistant supervisor', async () => {
    const [me] = await db.select().from(employees).where(eq(employees.id, await idOf('Employee')));
    expect(me!.supervisorId).toBe(await idOf('Supervisor'));
    expect(me!.assistantSupervisorId).toBe(await idOf('Assistant supervisor'));
    expect(me!.isFirstLogin).toBe(false);
  });

  it('request → approval → report: the Supervisor and the Assistant supervisor see the Employee\'s pending leave, the Supervisor approves one, the Employee and HR see it approved', async () => {
    const employeeCode = logins.find((l) => l.role === 'Employee')!.employeeId;
    const [supervisor, assistant, employee, hr] = await Promise.all(['Supervisor', 'Assistant supervisor', 'Employee', 'HR'].map(login));
    const mine = (page: { items: Listed[] }) => page.items.filter((r) => r.employee.employeeCode === employeeCode);
    const queue = await post(supervisor!, '/api/1.1/search/approve', {});
    expect(queue.total).toBe(5);
    expect(mine(queue)).toHaveLength(2);
    expect(mine(await post(assistant!, '/api/1.1/search/approve', {}))).toHaveLength(2);

    const request = mine(queue)[0]!;
    const year = Number(request.dateFrom.slice(0, 4));
    const reported = async () => ((await post(hr!, '/api/1.0/search/report/leave', { year, keyword: employeeCode })).items as Array<{ employee: { employeeCode: string }; types: Array<{ code: string; used: number; pending: number }> }>)
      .find((r) => r.employee.employeeCode === employeeCode)!.types.find((t) => t.code === request.leaveType.code)!;
    const before = await reported();
    expect(await post(supervisor!, '/api/1.0/approve/leaveForm', { id: request.id })).toMatchObject({ mailed: expect.any(Boolean) });

    const own = await post(employee!, '/api/1.1/search/leaveSelfView', { page: 1, pageSize: 50 });
    expect((own.items as Listed[]).find((r) => r.id === request.id)!.status).toBe('approved');
    expect(mine(await post(supervisor!, '/api/1.1/search/approve', {}))).toHaveLength(1);
    const after = await reported();
    expect(after.pending).toBeLessThan(before.pending);
    expect(after.used).toBeGreaterThan(before.used);
  });
});

describe('demo attendance (issue 16)', () => {
  const bangkokDate = (at: Date | string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(at));
  const bangkokTime = (at: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(at));

  it('six weeks of punches for the staff of the main company, none in the future, shift staff at the time clock', async () => {
    const punches = await db.select({ employeeId: attendancePunches.employeeId, at: attendancePunches.at, source: attendancePunches.source, localDate: attendancePunches.localDate }).from(attendancePunches);
    expect(punches.length).toBeGreaterThan(1000);
    expect(punches.every((p) => p.at.getTime() < Date.now() && p.localDate === bangkokDate(p.at))).toBe(true);
    expect(new Set(punches.map((p) => p.source))).toEqual(new Set(['device', 'web', 'phone']));
  });

  it('the printed Employee and Supervisor had a normal past month (issue 34): every working day worked through yesterday, a few late, none absent, nothing from today on', async () => {
    const hr = await login('HR');
    const today = bangkokDate(new Date());
    const monthAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    for (const role of ['Employee', 'Supervisor']) {
      const employeeId = await idOf(role);
      const days: AttendanceDayView[] = [];
      for (const month of [...new Set([monthAgo.slice(0, 7), today.slice(0, 7)])]) {
        const res = await app.inject({ method: 'POST', url: '/api/1.0/search/manageTimeStamp/employee', headers: { authorization: hr }, payload: { employeeId, month } });
        expect(res.statusCode, res.body).toBe(200);
        days.push(...(res.json().data as AttendanceMonth).days.filter((d) => d.date >= monthAgo));
      }
      const past = days.filter((d) => d.date < today && d.dayType === 'working' && !d.leave);
      expect(past.length, role).toBeGreaterThan(15);
      expect(past.filter((d) => d.status === 'absent' || d.punches.length !== 2), role).toEqual([]);
      const late = past.filter((d) => d.status === 'late').length;
      expect(late, role).toBeGreaterThanOrEqual(2);
      expect(late, role).toBeLessThanOrEqual(5);
      expect(days.filter((d) => d.date >= today).flatMap((d) => d.punches), role).toEqual([]);
    }
  });

  it('the night worker\'s check-out at six belongs to the night it ends, and the nights read as worked, not as missing records', async () => {
    const [night] = await db.select({ id: employees.id }).from(employees).innerJoin(workingTimes, eq(workingTimes.id, employees.workingTimeId)).where(eq(workingTimes.shiftPrefix, 'N22'));
    expect(night).toBeDefined();
    const hr = await login('HR');
    const today = bangkokDate(new Date());
    const months = [...new Set([today.slice(0, 7), new Date(Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 7)])];
    const nights: AttendanceDayView[] = [];
    for (const month of months) {
      const res = await app.inject({ method: 'POST', url: '/api/1.0/search/manageTimeStamp/employee', headers: { authorization: hr }, payload: { employeeId: night!.id, month } });
      expect(res.statusCode, res.body).toBe(200);
      nights.push(...(res.json().data as AttendanceMonth).days.filter((d) => d.punches.length === 2 && d.date < today));
    }
    expect(nights.length).toBeGreaterThan(10);
    for (const d of nights) {
      const [checkIn, checkOut] = d.punches;
      // In at about 22:00 on the night's date, out at about 06:00 on the next date: one day, two dates.
      expect(bangkokDate(checkIn!.at), d.date).toBe(d.date);
      expect(bangkokTime(checkIn!.at) >= '21:00', d.date).toBe(true);
      expect(bangkokDate(checkOut!.at) > d.date, d.date).toBe(true);
      expect(d.shift?.prefix).toBe('N22');
      expect(['onTime', 'earlyIn', 'late', 'leaveEarly', 'lateAndEarly']).toContain(d.status);
    }
  });
});
