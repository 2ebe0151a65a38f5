import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employeeSalaryHistory, employees, salaryPeriodItems, sessions } from '@hr/db';
import type { SalaryLineDetails, SalaryPeriodView } from '@hr/domain/payroll/period';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 35 point 2: the first year of use. The company's first period in the product is October
 * (Raise) or November (Bonus) 2026; the months before were paid elsewhere, so the first period run
 * assumes them as its own regular pay withheld on the equal schedule (line.ts). That assumption is
 * frozen once the period closes: December reads it as recorded instead of assuming January to
 * October again at its own pay (which, with November's bonus in the year so far, took December's
 * tax to 0.00).
 *
 * Rates of 2026 (THAI-RULES.md): expenses 50% capped at 100,000, personal allowance 60,000, social
 * security actually paid (5% of wages up to 17,500: 875 a month); the table 0-150,000 0%,
 * 150,001-300,000 5%, 300,001-500,000 10%, 500,001-750,000 15%.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, bonus: Person, raise: Person;
const token: Record<string, string> = {};
const { data } = callsAs(() => h, token, 'accountant');
const month = (m: string, last: string) => ({ month: `2026-${m}`, periodStart: `2026-${m}-01`, periodEnd: `2026-${m}-${last}`, payDate: `2026-${m}-${last}`, staffKind: 'monthly', paymentChannel: 'both' });
const run = async (m: string, last: string, close: boolean, before?: (id: string) => Promise<unknown>) => {
  const p = await data<SalaryPeriodView>('/save/salaryPeriod', { ...month(m, last), companyId: h.company.id });
  await before?.(p.id);
  await data('/compute/salaryPeriod', { id: p.id });
  if (close) await data('/update/salaryPeriod/paymentStatus', { id: p.id, action: 'close' });
  return p.id;
};
const tax = async (periodId: string, employeeId: string) => (await data<SalaryLineDetails>('/get/salaryPeriod/line', { id: periodId, employeeId }));

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  bonus = await h.person();
  raise = await h.person();
  token.accountant = await h.login(accountant);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-12-20T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.update(employees).set({ joiningDate: null }).where(eq(employees.id, accountant.id));
  const salary = (employeeId: string, baseSalary: number, effectiveDate = '2020-01-01') => ({ employeeId, baseSalary, adjustedSalary: baseSalary, effectiveDate, incrementType: 'initial' });
  await h.db.insert(employeeSalaryHistory).values([salary(bonus.id, 50_000), salary(raise.id, 30_000), { ...salary(raise.id, 40_000, '2026-11-01'), incrementType: 'increase' }]);
});
afterAll(async () => { await h?.close(); });

describe('the first year of use', () => {
  it('freezes the payments a closed period assumed: a November bonus is not assumed again into December, a raise does not re-assume the months before', async () => {
    // October: Raise only (Bonus is left out of October by being paid elsewhere until November).
    await h.db.update(employees).set({ joiningDate: '2026-11-01' }).where(eq(employees.id, bonus.id));
    const oct = await run('10', '31', true);
    // Raise, October (payment 10 of 12, 9 assumed at 30,000): the year 360,000 - 100,000 - 60,000 -
    // 10,500 = 189,500 → 1,975.00; 197,500 / 12 = 164.58 a payment, 9 × 164.58 = 1,481.22 assumed.
    expect((await tax(oct, raise.id)).line.withholdingTax).toBe(164.58);

    await h.db.update(employees).set({ joiningDate: '2020-01-01' }).where(eq(employees.id, bonus.id));
    const nov = await run('11', '30', true, (id) => h.db.insert(salaryPeriodItems).values({ periodId: id, employeeId: bonus.id, code: 'bonus', amount: 100_000 }));
    // Bonus, November (payment 11, 10 assumed at 50,000, social security 875 each): the year
    // 600,000 - 100,000 - 60,000 - 10,500 = 429,500 → 7,500 + 12,950 = 20,450.00; 2,045,000 / 12 =
    // 1,704.16 a payment, 10 × 1,704.16 = 17,041.60 assumed. The bonus: 529,500 → 7,500 + 20,000 +
    // 4,425 = 31,925.00, less 20,450.00 = 11,475.00. November: 1,704.16 + 11,475.00 = 13,179.16.
    const b11 = await tax(nov, bonus.id);
    expect(b11.line.withholdingTax).toBe(13_179.16);
    expect(b11.working.tax).toMatchObject({ recordedPayments: 0, assumedPayments: 10 });
    // Raise, November (40,000 from 1 November; October's assumption frozen: 10 payments, 300,000,
    // 1,645.80 withheld, social security 8,750): 300,000 + 2 × 40,000 = 380,000 - 100,000 - 60,000 -
    // 10,500 = 209,500 → 2,975.00; (2,975.00 - 1,645.80) / 2 = 664.60.
    const r11 = await tax(nov, raise.id);
    expect(r11.line.withholdingTax).toBe(664.60);
    expect(r11.working.tax).toMatchObject({ recordedPayments: 10, assumedPayments: 0, method: 'reprojected' });

    const dec = await run('12', '31', false);
    // Bonus, December: January to October as November assumed them (500,000 and 17,041.60), November
    // recorded (50,000 + 100,000 bonus, 13,179.16): 550,000 + 100,000 + 50,000 = 700,000 - 100,000 -
    // 60,000 - 10,500 = 529,500 → 31,925.00, less 30,220.76 withheld = 1,704.24 (before: 0.00, the
    // assumption re-derived with the bonus in it took 26,604.10 as withheld for January to October).
    const b12 = await tax(dec, bonus.id);
    expect(b12.line.withholdingTax).toBe(1_704.24);
    expect(b12.working.tax).toMatchObject({ recordedPayments: 11, assumedPayments: 0, paymentsLeft: 1 });
    expect(b12.working.tax.yearToDate).toMatchObject({ regularSatang: 55_000_000, irregularSatang: 10_000_000, taxSatang: 3_022_076, socialSecuritySatang: 962_500 });
    // Raise, December: 380,000 → 2,975.00, less 1,481.22 + 164.58 + 664.60 = 2,310.40 → 664.60, the
    // year's withholding adding up to its tax.
    const r12 = await tax(dec, raise.id);
    expect(r12.line.withholdingTax).toBe(664.60);
  });
});
