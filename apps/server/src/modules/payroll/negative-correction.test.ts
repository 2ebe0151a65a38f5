import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, employeeSalaryHistory, sessions } from '@hr/db';
import type { SalaryLineDetails } from '@hr/domain/payroll/period';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';

/*
 * Issue 35 point 5: a correction taking back pay never takes a month below nothing, and what the
 * month cannot bear is not lost: it is carried, visibly, into the next period, and on until taken.
 * Steady earns 30,000 (social security 875); October is closed; November takes back 50,000.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, steady: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'accountant');
const periodOf = (month: string, end: string) => ({ month, periodStart: `${month}-01`, periodEnd: end, payDate: end, staffKind: 'monthly', paymentChannel: 'both' });
const line = (period: string) => data<SalaryLineDetails>('/get/salaryPeriod/line', { id: period, employeeId: steady.id });
const run = async (month: string, end: string) => {
  const { id } = await data<{ id: string }>('/save/salaryPeriod', { ...periodOf(month, end), companyId: h.company.id });
  return id;
};
const computeAndClose = async (id: string) => {
  await data('/compute/salaryPeriod', { id });
  await data('/update/salaryPeriod/paymentStatus', { id, action: 'close' });
};

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  steady = await h.person();
  token.accountant = await h.login(accountant);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-12-20T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  await h.db.insert(employeeSalaryHistory).values({ employeeId: steady.id, baseSalary: 30_000, adjustedSalary: 30_000, effectiveDate: '2020-01-01', incrementType: 'initial' });
});
afterAll(async () => { await h?.close(); });

describe('a correction taking back more than a month pays', () => {
  it('takes the month to nothing, not below, and carries the rest into the next periods until it is taken', async () => {
    const oct = await run('2026-10', '2026-10-31');
    await computeAndClose(oct);
    const nov = await run('2026-11', '2026-11-30');
    await data('/save/salaryPeriod/adjustment', { fromPeriodId: oct, employeeId: steady.id, toPeriodId: nov, amount: -50_000, reason: 'Overpaid twice' });
    await computeAndClose(nov);
    // November bears its 30,000; 20,000 is still to take back.
    const n = await line(nov);
    expect(n.line.gross).toBe(0);
    expect(n.line.netPay).toBe(0);
    expect(n.working).toMatchObject({ adjustmentSatang: -3_000_000, carriedOutSatang: -2_000_000 });
    // The payslip shows the correction in full and the 20,000 still to take back, so its rows add up to the nothing paid.
    const [slip] = await pdfText((await call('/download/salaryPeriod/payslip', { id: nov, employeeIds: [steady.id], lang: 'en' })).rawPayload);
    expect(slip).toContain('-50,000.00');
    expect(slip).toMatch(/Still to take back, carried to the next period 20,000\.00/);

    // December bears the 20,000 carried in and pays the rest of its 30,000, with its social security on 10,000 of wages.
    const dec = await run('2026-12', '2026-12-31');
    await data('/compute/salaryPeriod', { id: dec });
    const d = await line(dec);
    expect(d.working).toMatchObject({ carriedInSatang: -2_000_000, adjustmentSatang: -2_000_000 });
    expect(d.working.carriedOutSatang).toBeUndefined();
    await data('/update/salaryPeriod/paymentStatus', { id: dec, action: 'close' });
    const [decSlip] = await pdfText((await call('/download/salaryPeriod/payslip', { id: dec, employeeIds: [steady.id], lang: 'en' })).rawPayload);
    expect(decSlip).toMatch(/Taken back from earlier periods -20,000\.00/);
    expect(d.line.gross).toBe(10_000);
    expect(d.line.socialSecurity).toBe(500);
  });
});
