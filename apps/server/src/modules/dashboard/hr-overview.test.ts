import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { attendancePunches, companies, departments, employees, leaveTypes, leaveRequests, rosterEntries, workingTimes } from '@hr/db';
import { attendanceSlices, type HrDashboard } from '@hr/domain/dashboard/hr-views';
import { createHarness, type Harness } from '../../test/harness';

/*
 * The HR dashboard (issue 18 point 2). Today is Sunday 22 November 2026 in Bangkok; the clock
 * stands at 20:00, so a shift of the day is over. Everyone works the day shift D08 Monday to Friday
 * and joined in 2020, except as each line below says. Company T01 has two departments (Office,
 * Plant); company T02 one person.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: Person, boss: Person, late: Person, away: Person, joiner: Person, leaver: Person, prober: Person, veteran: Person, other: Person;
let hrT: string, bossT: string, lateT: string;
let office: string, plant: string, t02: string;

const bangkok = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);
const dashboard = async (token: string, body?: object, lang = 'en'): Promise<HrDashboard> => {
  const res = body ? await h.post('/api/1.0/get/dashboard/hr/search', body, token, { lang }) : await h.get('/api/1.0/get/dashboard/hr', token, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const codes = (l: { items: Array<{ code: string }> }) => l.items.map((x) => x.code).sort();

beforeAll(async () => {
  h = await createHarness();
  h.clock.current = bangkok('2026-11-22', '20:00');
  const [o, p] = await h.db.insert(departments).values([
    { companyId: h.company.id, nameEn: 'Office', nameTh: 'สำนักงาน' }, { companyId: h.company.id, nameEn: 'Plant', nameTh: 'โรงงาน' },
  ]).returning();
  office = o!.id; plant = p!.id;
  const [c2] = await h.db.insert(companies).values({ abbreviation: 'T02', nameEn: 'Second Co., Ltd.', nameTh: 'บริษัท สอง จำกัด' }).returning();
  t02 = c2!.id;
  hr = await h.person({ role: 'HR' });
  boss = await h.person({ role: 'SUPERVISOR' });
  [late, away, joiner, leaver, prober, veteran, other] = await Promise.all(Array.from({ length: 7 }, () => h.person({ supervisorId: boss.id }))) as [Person, Person, Person, Person, Person, Person, Person];
  [hrT, bossT, lateT] = await Promise.all([hr, boss, late].map((x) => h.login(x))) as [string, string, string];
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01', employmentStatus: 'permanent', departmentId: office });
  await h.db.update(employees).set({ departmentId: plant }).where(inArray(employees.id, [late.id, prober.id]));
  await h.db.update(employees).set({ companyId: t02 }).where(eq(employees.id, other.id));
  // Movement: joined this month (on probation), left this month, on probation since July (ends 26 November), joined in November 2020.
  await h.db.update(employees).set({ joiningDate: '2026-11-10', employmentStatus: 'probation' }).where(eq(employees.id, joiner.id));
  await h.db.update(employees).set({ resignDate: '2026-11-15', employmentStatus: 'resigned', active: false }).where(eq(employees.id, leaver.id));
  await h.db.update(employees).set({ joiningDate: '2026-07-30', employmentStatus: 'probation' }).where(eq(employees.id, prober.id));
  await h.db.update(employees).set({ joiningDate: '2020-11-05' }).where(eq(employees.id, veteran.id));
  // The late one works today (a rostered Sunday): in at 08:40, out at 17:10. Their passport runs out in December.
  await h.db.insert(rosterEntries).values([late, away].map((x) => ({ employeeId: x.id, date: '2026-11-22', workingTimeId: d08!.id, source: 'edit' as const })));
  await h.db.insert(attendancePunches).values([['08:40', 'in'], ['17:10', 'out']].map(([t, kind], seq) => ({
    employeeId: late.id, at: bangkok('2026-11-22', t!), kind: kind as 'in' | 'out', source: 'web' as const, localDate: '2026-11-22', seq, createdBy: late.id,
  })));
  await h.db.update(employees).set({ passportNumber: 'AB1234567', documentExpiry: '2026-12-31' }).where(eq(employees.id, late.id));
  // On approved leave from Friday to Tuesday (today among the days: a rostered Sunday; leave on a day off is no leave), and again on Thursday.
  const [sick] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK'));
  await h.db.insert(leaveRequests).values([
    { employeeId: away.id, leaveTypeId: sick!.id, duration: 'fullDay' as const, dateFrom: '2026-11-20', dateTo: '2026-11-24', days: 3, status: 'approved' as const, approverId: boss.id },
    { employeeId: away.id, leaveTypeId: sick!.id, duration: 'fullDay' as const, dateFrom: '2026-11-26', dateTo: '2026-11-26', days: 1, status: 'approved' as const, approverId: boss.id },
  ]);
  // A request waiting for the supervisor.
  const filed = await h.post('/api/1.0/insert/leaveForm', { leaveTypeId: sick!.id, duration: 'fullDay', dateFrom: '2026-11-25', dateTo: '2026-11-25' }, lateT);
  expect(filed.statusCode, filed.body).toBe(200);
});
afterAll(async () => { await h?.close(); });

describe('the HR dashboard', () => {
  it('headcount and movement, probation ends and anniversaries this month, documents, pending requests and who is away', async () => {
    const d = await dashboard(hrT);
    expect(d.today).toBe('2026-11-22');
    expect(d.month).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    // Employed today: everyone but the leaver (nine people in two companies, one of whom left).
    expect(d.headcount.active).toBe(8);
    expect(d.headcount.joiners).toEqual({ total: 1, items: [{ id: joiner.id, code: joiner.employeeCode, name: `${joiner.firstNameEn} ${joiner.lastNameEn}`, department: 'Office', date: '2026-11-10' }] });
    expect(d.headcount.leavers.items).toEqual([expect.objectContaining({ code: leaver.employeeCode, date: '2026-11-15' })]);
    // On probation: the joiner (ends 119 days after joining) and the one since July.
    expect(d.headcount.onProbation.items).toEqual([
      expect.objectContaining({ code: prober.employeeCode, date: '2026-11-26', department: 'Plant' }),
      expect.objectContaining({ code: joiner.employeeCode, date: '2027-03-09' }),
    ]);
    expect(d.probationEnds).toEqual({ total: 1, items: [expect.objectContaining({ code: prober.employeeCode, date: '2026-11-26' })] });
    expect(d.anniversaries).toEqual({ total: 1, items: [expect.objectContaining({ code: veteran.employeeCode, date: '2026-11-05', years: 6 })] });
    expect(d.documents).toMatchObject({ total: 1, days: 90, expired: 0, passport: 1, workPermit: 0,
      items: [expect.objectContaining({ code: late.employeeCode, document: 'passport', expiresOn: '2026-12-31', daysLeft: 39 })] });
    expect(d.pending).toEqual({ leave: 1, overtime: 0, onSite: 0, punchCorrection: 0 });
    // Away today: the leave from Friday to Tuesday; this week (to Saturday 28th) also Thursday's. People are counted once.
    expect(d.away.today.total).toBe(1);
    expect(d.away.today.items).toEqual([expect.objectContaining({ id: away.id, kind: 'leave', leaveType: 'Sick leave', workType: null, dateFrom: '2026-11-20', dateTo: '2026-11-24', duration: 'fullDay' })]);
    expect(d.away.week).toMatchObject({ total: 1, to: '2026-11-28' });
    expect(d.away.week.items.map((x) => x.dateFrom)).toEqual(['2026-11-20', '2026-11-26']);
    // Names in the reader's language.
    const th = await dashboard(hrT, {}, 'th');
    expect(th.headcount.joiners.items[0]).toMatchObject({ name: `${joiner.firstNameTh} ${joiner.lastNameTh}`, department: 'สำนักงาน' });
    expect(th.away.today.items[0]!.leaveType).toBe('ลาป่วย');
  });

  it('today\'s attendance counted as the daily report counts it: the late arrival is late, the leave is leave', async () => {
    const d = await dashboard(hrT);
    const report = (await h.post('/api/1.0/search/report/attendance/daily', { date: '2026-11-22' }, hrT)).json().data;
    expect(d.attendance).toMatchObject({ date: '2026-11-22', asOf: h.clock.now().toISOString(), counts: report.counts });
    expect(d.attendance.employees).toBe(report.total);
    expect(d.attendance.counts).toMatchObject({ late: 1, leave: 1 });
    // Everyone else has their Sunday off: a day off, not "no status yet" (issue 34).
    expect(d.attendance.counts.dayOff).toBe(d.attendance.employees - 2);
    expect(d.attendance.counts.none).toBeUndefined();
    const slices = attendanceSlices(d.attendance.counts);
    expect(slices).toMatchObject({ late: 1, leave: 1, onTime: 0, absent: 0 });
    // The slices hold every person counted, once.
    expect(Object.values(slices).reduce((a, b) => a + b, 0)).toBe(d.attendance.employees);
    // Another day: Friday, when everyone else was absent (no punches) and the leave had begun.
    const friday = await dashboard(hrT, { date: '2026-11-20' });
    const fridayReport = (await h.post('/api/1.0/search/report/attendance/daily', { date: '2026-11-20' }, hrT)).json().data;
    expect(friday.attendance.counts).toEqual(fridayReport.counts);
    expect(friday.attendance.counts.leave).toBe(1);
    expect(friday.attendance.counts.absent).toBeGreaterThan(0);
  });

  it('a company or a department of it', async () => {
    const second = await dashboard(hrT, { companyId: t02 });
    expect(second.headcount.active).toBe(1);
    expect(second.attendance.employees).toBe(1);
    expect(second.pending.leave).toBe(0);
    expect(second.away.today.total).toBe(0);
    const first = await dashboard(hrT, { companyId: h.company.id });
    expect(first.headcount.active).toBe(7);
    expect(first.pending.leave).toBe(1);
    const plantOnly = await dashboard(hrT, { companyId: h.company.id, departmentId: plant });
    expect(plantOnly.headcount.active).toBe(2);
    expect(codes(plantOnly.headcount.onProbation)).toEqual([prober.employeeCode]);
    expect(plantOnly.attendance.counts).toEqual({ late: 1, dayOff: 1 });
    expect(plantOnly.documents.total).toBe(1);
    expect(plantOnly.away.today.total).toBe(0);
    const officeOnly = await dashboard(hrT, { departmentId: office });
    expect(officeOnly.attendance.counts.late).toBeUndefined();
    expect(officeOnly.away.today.total).toBe(1);
    expect(officeOnly.pending.leave).toBe(0);
  });

  it('HR only: an employee or a supervisor is refused', async () => {
    for (const token of [lateT, bossT]) {
      expect((await h.get('/api/1.0/get/dashboard/hr', token)).statusCode).toBe(403);
      expect((await h.post('/api/1.0/get/dashboard/hr/search', {}, token)).statusCode).toBe(403);
    }
  });

  it('a bad body answers 400 naming the field', async () => {
    const bad = async (body: object, field: string) => {
      const res = await h.post('/api/1.0/get/dashboard/hr/search', body, hrT);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.errors).toEqual([expect.objectContaining({ field })]);
    };
    await bad({ companyId: 'not-an-id' }, 'companyId');
    await bad({ departmentId: 42 }, 'departmentId');
    await bad({ date: '22-11-2026' }, 'date');
    await bad({ date: '2026-11-23' }, 'date');
    const extra = await h.post('/api/1.0/get/dashboard/hr/search', { company: h.company.id }, hrT);
    expect(extra.statusCode).toBe(400);
  });
});
