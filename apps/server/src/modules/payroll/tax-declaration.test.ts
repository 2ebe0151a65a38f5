import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeSalaryHistory, employees, sessions } from '@hr/db';
import type { SalaryLineDetails, SalaryPeriodView } from '@hr/domain/payroll/period';
import type { TaxDeclarationView } from '@hr/domain/payroll/declarations';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 19 point 1: an employee's tax declarations of a year (spouse, children with the 2018 rule,
 * parents, declared amounts of the master's other allowances) and the salary period's withholding
 * by them. 30,000 a month: 1,975 a year (164.58 a month) with the personal allowance only.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, hr: Person, staff: Person;
const token: Record<string, string> = {};
let periodId = '';
const line = async () => ((await h.post('/api/1.0/get/salaryPeriod/line', { id: periodId, employeeId: staff.id }, token.accountant)).json().data as SalaryLineDetails);

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  hr = await h.person({ role: 'HR' });
  staff = await h.person();
  for (const [k, p] of Object.entries({ accountant, hr, staff })) token[k] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.insert(employeeSalaryHistory).values({ employeeId: staff.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
  const res = await h.post('/api/1.0/save/salaryPeriod', { companyId: h.company.id, month: '2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', payDate: '2026-10-30', staffKind: 'monthly', paymentChannel: 'both' }, token.accountant);
  periodId = (res.json().data as SalaryPeriodView).id;
  await h.post('/api/1.0/compute/salaryPeriod', { id: periodId }, token.accountant);
});
afterAll(async () => { await h?.close(); });

describe('tax declarations', () => {
  it('nothing declared: the personal allowance only; the form lists what may be declared, by the master', async () => {
    expect((await line()).line.withholdingTax).toBe(164.58);
    const view = (await h.post('/api/1.0/get/payroll/taxDeclaration', { employeeId: staff.id, year: 2026 }, token.accountant)).json().data as TaxDeclarationView;
    expect(view).toMatchObject({ spouse: false, children: 0, parents: 0, declared: {}, updatedAt: null });
    expect(view.declarable.map((d) => d.code)).toEqual(['HEALTH', 'LIFE']);
    expect(await h.auditActions(accountant.id)).toContain('payroll.taxDeclaration.read');
  });

  it('declared, the next compute withholds by them: spouse, two children (one from 2018), two parents and life insurance bring the year under the threshold', async () => {
    const saved = await h.post('/api/1.0/save/payroll/taxDeclaration', { employeeId: staff.id, year: 2026, spouse: true, children: 2, childrenBornFrom2018: 1, parents: 2, declared: { LIFE: 20_000 } }, token.accountant);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ spouse: true, children: 2, childrenBornFrom2018: 1, parents: 2, declared: { LIFE: 20_000 } });
    await h.post('/api/1.0/compute/salaryPeriod', { id: periodId }, token.accountant);
    const l = await line();
    expect(l.line.withholdingTax).toBe(0);
    expect(Object.fromEntries(l.working.tax.projected.allowances.map((a) => [a.code, a.amountSatang / 100])))
      .toMatchObject({ SPOUSE: 60_000, CHILD: 30_000, CHILD2018: 60_000, PARENT: 60_000, LIFE: 20_000 });
    // A later year reads the declaration carried forward (issue 35 point 3); an earlier year is not reached back to.
    expect((await h.post('/api/1.0/get/payroll/taxDeclaration', { employeeId: staff.id, year: 2027 }, token.accountant)).json().data)
      .toMatchObject({ spouse: true, children: 2, childrenBornFrom2018: 1, parents: 2, fromYear: 2026 });
    expect((await h.post('/api/1.0/get/payroll/taxDeclaration', { employeeId: staff.id, year: 2025 }, token.accountant)).json().data)
      .toMatchObject({ spouse: false, children: 0, fromYear: null });
  });

  it('carries forward into the next tax year: January 2027 withholds on December 2026\'s basis, not 3,750 a month more (issue 35 point 3)', async () => {
    const rich = await h.person();
    await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
    await h.db.insert(employeeSalaryHistory).values({ employeeId: rich.id, baseSalary: 200_000, adjustedSalary: 200_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
    const saved = await h.post('/api/1.0/save/payroll/taxDeclaration', { employeeId: rich.id, year: 2026, spouse: true, children: 2, childrenBornFrom2018: 1, parents: 0 }, token.accountant);
    expect(saved.statusCode, saved.body).toBe(200);
    const lineOf = async (month: string, periodStart: string, periodEnd: string, payDate: string) => {
      const res = await h.post('/api/1.0/save/salaryPeriod', { companyId: h.company.id, month, periodStart, periodEnd, payDate, staffKind: 'monthly', paymentChannel: 'both' }, token.accountant);
      expect(res.statusCode, res.body).toBe(200);
      const id = (res.json().data as SalaryPeriodView).id;
      expect((await h.post('/api/1.0/compute/salaryPeriod', { id }, token.accountant)).statusCode).toBe(200);
      return (await h.post('/api/1.0/get/salaryPeriod/line', { id, employeeId: rich.id }, token.accountant)).json().data as SalaryLineDetails;
    };
    const december = await lineOf('2026-12', '2026-12-01', '2026-12-31', '2026-12-30');
    const january = await lineOf('2027-01', '2027-01-01', '2027-01-31', '2027-01-30');
    const allowances = (l: SalaryLineDetails) => Object.fromEntries(l.working.tax.projected.allowances.map((a) => [a.code, a.amountSatang / 100]));
    expect(allowances(january)).toMatchObject({ SPOUSE: 60_000, CHILD: 30_000, CHILD2018: 60_000 });
    expect(allowances(january)).toEqual(allowances(december));
    expect(december.line.withholdingTax).toBeGreaterThan(0);
    // December settles the year's rounding: the two months differ by satang, not by 3,750.
    expect(january.line.withholdingTax).toBeCloseTo(december.line.withholdingTax, 0);
  });

  it.each([
    [{ children: 1, childrenBornFrom2018: 2 }, 'childrenBornFrom2018'],
    [{ declared: { PERSONAL: 1 } }, 'declared.PERSONAL'],
    [{ declared: { NOPE: 1 } }, 'declared.NOPE'],
    [{ declared: { LIFE: -1 } }, 'declared.LIFE'],
    [{ parents: 5 }, 'parents'],
  ])('refuses %j naming %s', async (over, field) => {
    const res = await h.post('/api/1.0/save/payroll/taxDeclaration', { employeeId: staff.id, year: 2026, ...over }, token.accountant);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toContainEqual(expect.objectContaining({ field }));
  });

  it('is the accountant\'s: HR and the employee may not read or change it', async () => {
    for (const who of ['hr', 'staff']) {
      expect((await h.post('/api/1.0/get/payroll/taxDeclaration', { employeeId: staff.id, year: 2026 }, token[who])).statusCode).toBe(403);
      expect((await h.post('/api/1.0/save/payroll/taxDeclaration', { employeeId: staff.id, year: 2026 }, token[who])).statusCode).toBe(403);
    }
  });
});
