import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { MASTER_TABLES, MIGRATIONS_DIR, rolePermissions } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 19 point 2: POST /api/1.0/payroll/simulate, for the accountant and HR, computed from the
 * masters in force for the month paid (the base data's: social security 5% up to 17,500 from
 * January 2026, the 2017 tax table, the tax allowances).
 */
let h: Harness;
let accountant = '';
let hr = '';
let employee = '';
const URL = '/api/1.0/payroll/simulate';
beforeAll(async () => {
  h = await createHarness();
  accountant = await h.login(await h.person({ role: 'ACCOUNTANT' }));
  hr = await h.login(await h.person({ role: 'HR' }));
  employee = await h.login(await h.person());
});
afterAll(async () => { await h?.close(); });

describe('payroll/simulate', () => {
  it('30,000 in January 2026: social security 875 a side, 1,975 tax a year, 164.58 this month, net 28,960.42; every figure explained', async () => {
    const res = await h.post(URL, { period: '2026-01', monthlySalary: 30_000 }, accountant);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.socialSecurity).toEqual({ wage: 17_500, employee: 875, employer: 875 });
    expect(d.tax).toEqual({ annualIncome: 360_000, annualTax: 1_975, thisPayment: 164.58 });
    expect(d.overtimePay).toBe(0);
    expect(d.netPay).toBe(28_960.42);
    // The working behind them: the allowances by name, the brackets used, the clamp.
    expect(d.working.annual.allowances.map((a: { code: string; amountSatang: number }) => [a.code, a.amountSatang / 100]))
      .toEqual([['EXPENSES', 100_000], ['PERSONAL', 60_000], ['SSO', 10_500]]);
    expect(d.allowanceNames.PERSONAL).toBe('Personal allowance');
    expect(d.working.annual.brackets.map((b: { ratePercent: number; taxSatang: number }) => [b.ratePercent, b.taxSatang / 100])).toEqual([[0, 0], [5, 1_975]]);
    expect(d.working.socialSecurity.clamped).toBe('ceiling');
    expect(d.working.deductions.map((l: { code: string }) => l.code)).toEqual(['WHT', 'SSO']);
  });

  it('December carries the year\'s remainder; 2025 used the 15,000 ceiling', async () => {
    expect((await h.post(URL, { period: '2026-12', monthlySalary: 30_000 }, accountant)).json().data.tax.thisPayment).toBe(164.62);
    const y2025 = (await h.post(URL, { period: '2025-06', monthlySalary: 30_000 }, accountant)).json().data;
    expect(y2025.socialSecurity).toEqual({ wage: 15_000, employee: 750, employer: 750 });
  });

  it('overtime, allowances, the provident fund and a joiner\'s six payments', async () => {
    const d = (await h.post(URL, {
      period: '2026-07', monthlySalary: 80_000, paymentsInYear: 6, providentFundPercent: 5, providentFundEmployerPercent: 6,
      allowances: { spouse: true, children: 1, childrenBornFrom2018: 0, parents: 0 }, overtime: [{ hours: 2, multiplier: 1.5 }, { hours: 8, multiplier: 3 }],
    }, hr)).json().data;
    // 80,000 / 30 / 8 = 333.33 an hour: 2 h x 1.5 = 1,000; 8 h x 3 = 8,000.
    expect(d.overtimePay).toBe(9_000);
    expect(d.providentFund).toEqual({ employee: 4_000, employer: 4_800 });
    // (89,000 x 6 = 534,000) - 100,000 - 60,000 - 60,000 - 30,000 - 5,250 - 24,000 = 254,750 net: 5,237.50 a year, 872.91 a payment.
    expect(d.tax).toEqual({ annualIncome: 534_000, annualTax: 5_237.5, thisPayment: 872.91 });
    expect(d.netPay).toBe(83_252.09);
  });

  it('reads the masters: a new social security rate from its month, an inactive allowance no longer applies', async () => {
    const ss = MASTER_TABLES.ratesocialsecurity;
    const [row] = await h.db.insert(ss).values({ effectiveFrom: '2026-09-01', employeeRate: 4, employerRate: 5, wageFloor: 1_650, wageCeiling: 17_500, note: 'test' }).returning();
    try {
      expect((await h.post(URL, { period: '2026-08', monthlySalary: 30_000 }, accountant)).json().data.socialSecurity.employee).toBe(875);
      expect((await h.post(URL, { period: '2026-09', monthlySalary: 30_000 }, accountant)).json().data.socialSecurity).toEqual({ wage: 17_500, employee: 700, employer: 875 });
    } finally {
      await h.db.delete(ss).where(eq(ss.id, row!.id));
    }
    const ta = MASTER_TABLES.taxAllowance;
    await h.db.update(ta).set({ active: false }).where(sql`upper(${ta.code}) = 'PERSONAL'`);
    try {
      // 360,000 - 100,000 - 10,500 = 249,500 net: 4,975 a year.
      expect((await h.post(URL, { period: '2026-01', monthlySalary: 30_000 }, accountant)).json().data.tax.annualTax).toBe(4_975);
    } finally {
      await h.db.update(ta).set({ active: true }).where(sql`upper(${ta.code}) = 'PERSONAL'`);
    }
  });

  it('names the allowances in the reader\'s language', async () => {
    const th = (await h.post(URL, { period: '2026-01', monthlySalary: 30_000 }, accountant, { lang: 'th' })).json().data;
    expect(th.allowanceNames.PERSONAL).toBe('ค่าลดหย่อนส่วนตัว');
    const km = (await h.post(URL, { period: '2026-01', monthlySalary: 30_000 }, accountant, { lang: 'km' })).json().data;
    expect(km.allowanceNames.PERSONAL).toBe('ការកាត់បន្ថយពន្ធផ្ទាល់ខ្លួន');
  });

  it('an employee may not use it', async () => {
    const res = await h.post(URL, { period: '2026-01', monthlySalary: 30_000 }, employee);
    expect(res.statusCode).toBe(403);
    expect((await h.post(URL, { period: '2026-01', monthlySalary: 30_000 })).statusCode).toBe(401);
  });

  it.each([
    [{ period: '2026-1', monthlySalary: 1 }, 'period', 'Month paid is not valid'],
    [{ period: '2026-01' }, 'monthlySalary', 'Monthly salary is required'],
    [{ period: '2026-01', monthlySalary: 'abc' }, 'monthlySalary', 'Monthly salary must contain numbers only'],
    [{ period: '2026-01', monthlySalary: 1, allowances: { children: 1, childrenBornFrom2018: 2 } }, 'allowances.childrenBornFrom2018',
      'Children born from 2018 cannot be more than the number of children'],
    [{ period: '2026-02', monthlySalary: 1, paymentsInYear: 3 }, 'paymentsInYear',
      'Payments in the year: the payments run up to December, so this many payments start after the month paid'],
    [{ period: '2026-02', monthlySalary: 1, providentFundPercent: 20 }, 'providentFundPercent', 'Provident fund (%) is too large'],
    [{ period: '2026-02', monthlySalary: 1, providentFundPercent: 1.5 }, 'providentFundPercent', 'Provident fund (%) must be 0, or from 2 to 15 percent'],
    [{ period: '2026-02', monthlySalary: 1, overtime: [{ hours: 2, multiplier: 0.5 }] }, 'overtime.0.multiplier', 'Multiplier is too small'],
    [{ period: '2026-02', monthlySalary: 1, netPay: 5 }, 'netPay', 'netPay is not an accepted field'],
  ])('refuses %j, naming %s', async (body, field, text) => {
    const res = await h.post(URL, body, accountant);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toContainEqual(expect.objectContaining({ field, text }));
  });

  it('a month before the masters\' first social security rate is named, in Thai too', async () => {
    const res = await h.post(URL, { period: '2024-06', monthlySalary: 30_000 }, accountant);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([expect.objectContaining({ field: 'period', text: 'Month paid: no social security rate is in force for this month; add one in the social security rate master' })]);
    const th = await h.post(URL, { period: '2024-06', monthlySalary: 30_000 }, accountant, { lang: 'th' });
    expect(th.json().data.errors[0].text).toContain('เดือนที่จ่าย');
    // Without social security the month computes.
    expect((await h.post(URL, { period: '2024-06', monthlySalary: 30_000, socialSecurity: false }, accountant)).json().data.tax.annualTax).toBe(2_500);
  });
});

describe('migration 0033 on an installation seeded before it', () => {
  it('adds the expenses deduction and the provident fund\'s limits once, and the calculator page to the roles that run payroll or read every record', async () => {
    const ta = MASTER_TABLES.taxAllowance;
    await h.db.delete(ta).where(sql`upper(${ta.code}) = 'EXPENSES'`);
    await h.db.update(ta).set({ amount: null, sharePercent: null }).where(sql`upper(${ta.code}) = 'PVD'`);
    await h.db.delete(rolePermissions).where(eq(rolePermissions.objectId, 'payroll.salary-calculator'));
    const statements = readFileSync(join(MIGRATIONS_DIR, '0033_payroll_rates.sql'), 'utf8').split('--> statement-breakpoint').filter((s) => !s.includes('ALTER TABLE'));
    for (let run = 0; run < 2; run++) for (const s of statements) await h.db.execute(sql.raw(s));
    const rows = await h.db.select().from(ta).where(sql`upper(${ta.code}) IN ('EXPENSES', 'PVD')`);
    expect(rows.map((r) => [r.code, r.amount, r.sharePercent, r.capAmount]).sort()).toEqual([['EXPENSES', null, 50, 100_000], ['PVD', 10_000, 15, 490_000]]);
    const holders = await h.db.select({ roleId: rolePermissions.roleId }).from(rolePermissions).where(eq(rolePermissions.objectId, 'payroll.salary-calculator'));
    expect(holders.map((r) => r.roleId).sort()).toEqual([h.roleIds.ACCOUNTANT, h.roleIds.ADMINISTRATOR, h.roleIds.HR].sort());
    expect((await h.post(URL, { period: '2026-01', monthlySalary: 30_000 }, accountant)).json().data.tax.annualTax).toBe(1_975);
  });
});
