import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leaveEntitlement, numberOfLeaveDays, workingDayTest } from '@hr/domain';
import { employees, holidays, leaveEntitlementAdjustments, leaveRequests, leaveRequestYears, leaveTypes, type Db } from '@hr/db';
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

  it('the demo supervisor has exactly 3 requests waiting from their team', async () => {
    const lead = await idOf('Supervisor');
    const team = new Set((await db.select({ id: employees.id }).from(employees).where(eq(employees.supervisorId, lead))).map((e) => e.id));
    const pending = (await db.select().from(leaveRequests).where(eq(leaveRequests.status, 'pending'))).filter((r) => team.has(r.employeeId));
    expect(pending).toHaveLength(3);
  });
});
