import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog, employees, employeeSalaryHistory, sessions } from '@hr/db';
import type { SalaryLineDetails } from '@hr/domain/payroll/period';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 35 point 6: a salary effective in a month already closed is saved only when HR confirms,
 * and each closed month's difference is paid as retroactive pay in the next draft. Steady earns
 * 30,000 from 2020; Joiner joined on 16 September at 15,000 (half of September paid). September
 * and October are computed and closed, November is the draft.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, hr: Person, steady: Person, joiner: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'hr');
const periodOf = (month: string, end: string) => ({ month, periodStart: `${month}-01`, periodEnd: end, payDate: end, staffKind: 'monthly', paymentChannel: 'both' });
const ids = { sep: '', oct: '', nov: '' };
const raise = (employeeId: string, baseSalary: number, effectiveDate: string, over: object = {}) =>
  ({ employeeId, incrementType: 'annual', baseSalary, effectiveDate, summary: 'Annual review', remark: '', ...over });
const line = (period: string, employeeId: string) => data<SalaryLineDetails>('/get/salaryPeriod/line', { id: period, employeeId }, 'accountant');
const rowsOf = async (employeeId: string) => (await h.db.select().from(employeeSalaryHistory).where(sql`${employeeSalaryHistory.employeeId} = ${employeeId}`)).length;

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  hr = await h.person({ role: 'HR' });
  steady = await h.person();
  joiner = await h.person();
  for (const [k, p] of Object.entries({ accountant, hr })) token[k] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.update(employees).set({ joiningDate: '2026-09-16' }).where(sql`${employees.id} = ${joiner.id}`);
  await h.db.insert(employeeSalaryHistory).values([
    { employeeId: steady.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' },
    { employeeId: joiner.id, baseSalary: 15_000, adjustedSalary: 15_000, effectiveDate: '2026-09-16', incrementType: 'initial' },
  ]);
  for (const [k, end] of [['sep', '2026-09-30'], ['oct', '2026-10-31']] as const) {
    ids[k] = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf(end.slice(0, 7), end), companyId: h.company.id }, 'accountant')).id;
    await data('/compute/salaryPeriod', { id: ids[k] }, 'accountant');
    await data('/update/salaryPeriod/paymentStatus', { id: ids[k], action: 'close' }, 'accountant');
  }
  ids.nov = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf('2026-11', '2026-11-30'), companyId: h.company.id }, 'accountant')).id;
});
afterAll(async () => { await h?.close(); });

describe('a salary back-dated into closed months', () => {
  it('is refused until confirmed, naming the closed months and what each owes, in the caller\'s language', async () => {
    const res = await call('/save/salary', raise(steady.id, 33_000, '2026-09-01'));
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.msg.code).toBe(409220);
    expect(body.data).toEqual({
      months: [{ month: '2026-09', paid: 30_000, owed: 33_000, difference: 3_000 }, { month: '2026-10', paid: 30_000, owed: 33_000, difference: 3_000 }],
      toPeriodId: ids.nov, toMonth: '2026-11',
    });
    expect(body.msg.text).toContain('September 2026, October 2026');
    const th = (await call('/save/salary', raise(steady.id, 33_000, '2026-09-01'), 'hr', 'th')).json();
    expect(th.msg.text).toContain('กันยายน 2569');
    expect(await rowsOf(steady.id)).toBe(1);
  });

  it('confirmed, it is saved and each month\'s difference is offered in the next draft; accepted, it is a correction of that month paid as wages of November (social security at November\'s ceiling)', async () => {
    await data('/save/salary', raise(steady.id, 33_000, '2026-09-01', { confirmRetroactive: true }));
    expect(await rowsOf(steady.id)).toBe(2);
    // Offered, not yet paid.
    const offers = await data<Array<{ id: string; fromMonth: string; amount: number }>>('/search/salaryPeriod/retroOffers', { id: ids.nov }, 'accountant');
    expect(offers.map((o) => [o.fromMonth, o.amount])).toEqual([['2026-09', 3_000], ['2026-10', 3_000]]);
    await data('/compute/salaryPeriod', { id: ids.nov }, 'accountant');
    expect((await line(ids.nov, steady.id)).line.gross).toBe(33_000);
    for (const o of offers) await data('/accept/salaryPeriod/retroOffer', { id: o.id }, 'accountant');
    expect(await data('/search/salaryPeriod/retroOffers', { id: ids.nov }, 'accountant')).toEqual([]);
    // Accepting twice, or in a closed period, is refused.
    expect((await call('/accept/salaryPeriod/retroOffer', { id: offers[0]!.id }, 'accountant')).statusCode).toBe(404);
    await data('/compute/salaryPeriod', { id: ids.nov }, 'accountant');
    const nov = await line(ids.nov, steady.id);
    expect(nov.working.adjustments!.map((a) => [a.fromMonth, a.amountSatang])).toEqual([['2026-09', 300_000], ['2026-10', 300_000]]);
    expect(nov.working.adjustments![0]!.reason).toBe('Retroactive pay of September 2026 (salary from 2026-09-01)');
    expect(nov.line.gross).toBe(39_000);
    expect(nov.line.socialSecurity).toBe(875);
    expect((await line(ids.oct, steady.id)).corrections).toEqual([expect.objectContaining({ toPeriodId: ids.nov, amount: 3_000 })]);
    for (const action of ['payroll.period.adjust', 'payroll.period.adjust.accept']) {
      const audited = await h.db.select().from(auditLog).where(sql`${auditLog.action} = ${action} AND ${auditLog.targetId} = ${steady.id}`);
      expect(audited.length).toBe(2);
    }
  });

  it('a joiner\'s first month owes the difference pro-rated as it was paid (15 of 30 days)', async () => {
    const res = (await call('/save/salary', raise(joiner.id, 18_000, '2026-09-16'))).json();
    expect(res.data.months).toEqual([
      { month: '2026-09', paid: 7_500, owed: 9_000, difference: 1_500 }, { month: '2026-10', paid: 15_000, owed: 18_000, difference: 3_000 },
    ]);
    // Confirmed; September's offer declined (withdrawn), October's accepted: only October's is paid.
    await data('/save/salary', raise(joiner.id, 18_000, '2026-09-16', { confirmRetroactive: true }));
    const offers = await data<Array<{ id: string; employeeId: string; fromMonth: string }>>('/search/salaryPeriod/retroOffers', { id: ids.nov }, 'accountant');
    expect(offers.map((o) => [o.employeeId, o.fromMonth])).toEqual([[joiner.id, '2026-09'], [joiner.id, '2026-10']]);
    await data('/delete/salaryPeriod/adjustment', { id: offers[0]!.id }, 'accountant');
    await data('/accept/salaryPeriod/retroOffer', { id: offers[1]!.id }, 'accountant');
    await data('/compute/salaryPeriod', { id: ids.nov }, 'accountant');
    expect((await line(ids.nov, joiner.id)).working.adjustments!.map((a) => [a.fromMonth, a.amountSatang])).toEqual([['2026-10', 300_000]]);
    expect((await line(ids.nov, joiner.id)).line.gross).toBe(21_000);
  });

  it('a salary from the draft month on asks nothing', async () => {
    await data('/save/salary', raise(joiner.id, 19_000, '2026-11-01'));
    expect(await rowsOf(joiner.id)).toBe(3);
  });

  it('declined, the correction is withdrawn from the draft as any correction', async () => {
    const nov = await line(ids.nov, steady.id);
    for (const a of nov.working.adjustments!) await data('/delete/salaryPeriod/adjustment', { id: a.id }, 'accountant');
    await data('/compute/salaryPeriod', { id: ids.nov }, 'accountant');
    expect((await line(ids.nov, steady.id)).line.gross).toBe(33_000);
  });

  it('confirmed while no later draft exists, it is owed until the next draft of the company and staff is created, which offers it', async () => {
    await data('/update/salaryPeriod/paymentStatus', { id: ids.nov, action: 'close' }, 'accountant');
    const res = (await call('/save/salary', raise(steady.id, 36_000, '2026-11-01'))).json();
    expect(res.data).toEqual({ months: [{ month: '2026-11', paid: 33_000, owed: 36_000, difference: 3_000 }], toPeriodId: null, toMonth: null });
    expect(res.msg.text).toContain('in the next draft (the next draft, when it is created)');
    await data('/save/salary', raise(steady.id, 36_000, '2026-11-01', { confirmRetroactive: true }));
    // A draft of the other staff kind does not take it.
    const daily = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf('2026-12', '2026-12-31'), staffKind: 'daily', companyId: h.company.id }, 'accountant')).id;
    expect(await data('/search/salaryPeriod/retroOffers', { id: daily }, 'accountant')).toEqual([]);
    const dec = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf('2026-12', '2026-12-31'), companyId: h.company.id }, 'accountant')).id;
    const offers = await data<Array<{ id: string; employeeId: string; fromMonth: string; amount: number }>>('/search/salaryPeriod/retroOffers', { id: dec }, 'accountant');
    expect(offers.map((o) => [o.employeeId, o.fromMonth, o.amount])).toEqual([[steady.id, '2026-11', 3_000]]);
    // Taken once: a draft created after it finds nothing owed.
    await data('/delete/salaryPeriod', { id: daily }, 'accountant');
    const again = (await data<{ id: string }>('/save/salaryPeriod', { ...periodOf('2026-12', '2026-12-31'), staffKind: 'daily', companyId: h.company.id }, 'accountant')).id;
    expect(await data('/search/salaryPeriod/retroOffers', { id: again }, 'accountant')).toEqual([]);
    await data('/accept/salaryPeriod/retroOffer', { id: offers[0]!.id }, 'accountant');
    await data('/compute/salaryPeriod', { id: dec }, 'accountant');
    const decLine = await line(dec, steady.id);
    expect(decLine.working.adjustments!.map((a) => [a.fromMonth, a.amountSatang])).toEqual([['2026-11', 300_000]]);
    expect(decLine.line.gross).toBe(39_000);
  });
});
