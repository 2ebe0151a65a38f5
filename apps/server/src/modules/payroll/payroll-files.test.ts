import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { companies, employeeBankAccounts, employees, employeeSalaryHistory, masterBanks, sessions } from '@hr/db';
import { thaiIdCheckDigit } from '@hr/domain/validators';
import { toCp874 } from '@hr/domain/payroll/cp874';
import { callsAs } from '../../test/calls';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 20 points 5-7: the bank transfer file, the SPS 1-10 upload and the PND 1 attachment of a
 * closed period, in the layouts the company master names. Somchai (KBank, 60,000) pays tax; Malee
 * (KBank, 20,000) does not; Dara is paid into SCB (another bank: left out of a KBank-only file) and
 * has no Thai ID (left out of SPS 1-10); Nid is paid in cash.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let accountant: Person, somchai: Person, malee: Person, dara: Person, nid: Person;
const token: Record<string, string> = {};
const { call, data } = callsAs(() => h, token, 'accountant');
let oct = '';
const thaiId = (twelve: string) => `${twelve}${thaiIdCheckDigit(twelve)}`;
type Check = { layout: string | null; count: number; total: number; problems: Array<{ employeeCode: string; name: string; field: string; key: string }> };

beforeAll(async () => {
  h = await createHarness();
  accountant = await h.person({ role: 'ACCOUNTANT' });
  somchai = await h.person({ code: 'S001' });
  malee = await h.person({ code: 'M001' });
  dara = await h.person({ code: 'D001' });
  nid = await h.person({ code: 'N001' });
  token.accountant = await h.login(accountant);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  h.clock.current = new Date('2026-11-05T10:00:00+07:00');
  await h.db.update(employees).set({ recordTime: false, joiningDate: '2020-01-01' });
  const people: Array<[Person, string, string, string, string | null, number]> = [
    [somchai, 'mr', 'สมชาย', 'ใจดี', thaiId('110170000001'), 60_000], [malee, 'ms', 'มาลี', 'ศรีสุข', thaiId('110170000002'), 20_000],
    [dara, 'mr', 'ดารา', 'ซก', null, 18_000], [nid, 'mrs', 'นิด', 'น้อย', thaiId('110170000003'), 15_000],
  ];
  for (const [p, title, first, last, citizenId, salary] of people) {
    await h.db.update(employees).set({ title, firstNameTh: first, lastNameTh: last, citizenId }).where(eq(employees.id, p.id));
    await h.db.insert(employeeSalaryHistory).values({ employeeId: p.id, baseSalary: salary, adjustedSalary: salary, effectiveDate: '2020-01-01', incrementType: 'initial' });
  }
  const [kbank] = await h.db.select().from(masterBanks).where(eq(masterBanks.code, '004'));
  const [scb] = await h.db.select().from(masterBanks).where(eq(masterBanks.code, '014'));
  await h.db.insert(employeeBankAccounts).values([
    { employeeId: somchai.id, bankId: kbank!.id, accountNumber: '123-4-56789-0', accountName: 'นาย สมชาย ใจดี', isPrimary: true },
    { employeeId: malee.id, bankId: kbank!.id, accountNumber: '2222222222', accountName: 'นางสาว มาลี ศรีสุข', isPrimary: true },
    { employeeId: dara.id, bankId: scb!.id, accountNumber: '3333333333', accountName: 'DARA SOK', isPrimary: true },
  ]);
  await h.db.update(companies).set({ payrollBankId: kbank!.id, payrollAccountNumber: '0011234567', bankOriginatorId: '1234567', ssoAccountNumber: '1000012345', ssoBranch: '0', taxId: thaiId('010555812345') })
    .where(eq(companies.id, h.company.id));
  oct = (await data<{ id: string }>('/save/salaryPeriod', {
    companyId: h.company.id, month: '2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', payDate: '2026-10-30', staffKind: 'monthly', paymentChannel: 'both',
  })).id;
  await data('/compute/salaryPeriod', { id: oct });
});
afterAll(async () => { await h?.close(); });

const lineOf = (employeeId: string) => data<{ line: { netPay: number; socialSecurity: number; socialSecurityEmployer: number; withholdingTax: number; gross: number } }>('/get/salaryPeriod/line', { id: oct, employeeId });

describe('bank and government files of a salary period', () => {
  it('a draft has none; without a layout on the company master the check says so', async () => {
    expect((await call('/download/salaryPeriod/bankFile', { id: oct, check: true })).json().msg.code).toBe(409106);
    await data('/update/salaryPeriod/paymentStatus', { id: oct, action: 'close' });
    const check = await data<Check>('/download/salaryPeriod/bankFile', { id: oct, check: true });
    expect(check).toMatchObject({ layout: null, count: 0, problems: [{ employeeCode: '', field: 'bankFileLayout', key: 'validation.required' }] });
    expect((await call('/download/salaryPeriod/bankFile', { id: oct })).json().msg.code).toBe(409107);
  });

  it('KBank 7106: one detail per KBank payee with their net pay, the SCB payee named as left out, the trailer\'s count and total', async () => {
    await h.db.update(companies).set({ bankFileLayout: 'kbank7106' }).where(eq(companies.id, h.company.id));
    const check = await data<Check>('/download/salaryPeriod/bankFile', { id: oct, check: true });
    const [s, m] = [await lineOf(somchai.id), await lineOf(malee.id)];
    expect(check).toMatchObject({ layout: 'kbank7106', count: 2, total: s.line.netPay + m.line.netPay });
    expect(check.problems).toEqual([expect.objectContaining({ employeeCode: 'D001', name: `${dara.firstNameEn} ${dara.lastNameEn}`, field: 'bankCode', key: 'bankFile.otherBank' })]);
    const res = await call('/download/salaryPeriod/bankFile', { id: oct });
    expect(res.headers['content-type']).toContain('windows-874');
    const lines = res.rawPayload.toString('latin1').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    // Details in employee ID order: Malee, then Somchai (his account's dashes gone).
    expect(lines[0]).toMatch(/^000001 7106 1234567 2222222222 /);
    expect(lines[1]).toMatch(new RegExp(`^000002 7106 1234567 1234567890 ${String(Math.round(s.line.netPay * 100)).padStart(15, '0')} `));
    // The name in cp874: สมชาย's first letter ส is 0xCA.
    expect(res.rawPayload.includes(Buffer.from([0xca, 0xc1, 0xaa]))).toBe(true);
    // The title field carries the record's title as KBank's files do (นส., นาย), not left blank; the account name's own title is not written twice.
    expect(lines[0]!.slice(54)).toBe(Buffer.from(toCp874(`${'นส.'.padEnd(24)}มาลี ศรีสุข${' '.repeat(25)}`)).toString('latin1'));
    expect(lines[1]!.slice(54)).toBe(Buffer.from(toCp874(`${'นาย'.padEnd(24)}สมชาย ใจดี${' '.repeat(25)}`)).toString('latin1'));
    expect(lines[2]).toMatch(new RegExp(`^000002 9100 1234567 0000000000 ${String(Math.round((s.line.netPay + m.line.netPay) * 100)).padStart(15, '0')}`));
  });

  it('SPS 1-10: 135-byte records, the header\'s totals the lines\' to the satang, a person without a Thai ID named', async () => {
    const check = await data<Check>('/download/salaryPeriod/socialSecurityFile', { id: oct, check: true });
    const insured = [await lineOf(somchai.id), await lineOf(malee.id), await lineOf(nid.id)];
    expect(check.count).toBe(3);
    expect(check.total).toBe(insured.reduce((n, l) => n + l.line.socialSecurity + l.line.socialSecurityEmployer, 0));
    // Neither a Thai ID nor the number the SSO issued: named, with what to add (issue 35 point 9).
    expect(check.problems).toEqual([expect.objectContaining({ employeeCode: 'D001', field: 'ssoNumber', key: 'noInsuredNumber' })]);
    const res = await call('/download/salaryPeriod/socialSecurityFile', { id: oct });
    const records = res.rawPayload.toString('latin1').split('\r\n').filter(Boolean);
    expect(records.map((r) => r.length)).toEqual([135, 135, 135, 135]);
    expect(records[0]!.slice(0, 17)).toBe('11000012345000000');
    // Pay date 30/10/2569 and period 10/2569 in the Buddhist era.
    expect(records[0]!.slice(17, 27)).toBe('3010691069');
    // Details in employee ID order: Malee (นางสาว 004), Nid (นาง 005), Somchai (นาย 003).
    expect(records.slice(1).map((r) => [r[0], r.slice(1, 14), r.slice(14, 17)])).toEqual([
      ['2', thaiId('110170000002'), '004'], ['2', thaiId('110170000003'), '005'], ['2', thaiId('110170000001'), '003']]);
  });

  it('PND 1: one row per employee with tax withheld, income type 40(1), Buddhist-era pay date', async () => {
    const s = await lineOf(somchai.id);
    expect(s.line.withholdingTax).toBeGreaterThan(0);
    const check = await data<Check>('/download/salaryPeriod/pnd1', { id: oct, check: true });
    expect(check).toMatchObject({ count: 1, total: s.line.withholdingTax, problems: [] });
    const res = await call('/download/salaryPeriod/pnd1', { id: oct });
    const text = new TextDecoder('windows-874').decode(res.rawPayload);
    expect(text).toBe(`40(1)|1|${thaiId('110170000001')}|นาย|สมชาย|ใจดี|30102569|${s.line.gross.toFixed(2)}|${s.line.withholdingTax.toFixed(2)}|1\r\n`);
    // The company's own columns and UTF-8.
    await h.db.update(companies).set({ pnd1Columns: 'rowNo, taxId, income, tax', pnd1Encoding: 'utf8' }).where(eq(companies.id, h.company.id));
    const mine = (await call('/download/salaryPeriod/pnd1', { id: oct })).rawPayload.toString('utf8');
    expect(mine).toBe(`1|${thaiId('110170000001')}|${s.line.gross.toFixed(2)}|${s.line.withholdingTax.toFixed(2)}\r\n`);
  });

  it('the Excel downloads of the spec: the bank transfers and the social security contributions; all audited', async () => {
    const book = async (path: string) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await call(path, { id: oct })).rawPayload as never);
      return wb.worksheets[0]!;
    };
    const bank = await book('/excel/salaryPeriod/bank');
    expect(bank.rowCount).toBe(4);
    expect(bank.getRow(2).values).toEqual([undefined, 'D001', `${dara.firstNameEn} ${dara.lastNameEn}`, 'Siam Commercial Bank', '3333333333', 'DARA SOK', (await lineOf(dara.id)).line.netPay]);
    const ss = await book('/excel/salaryPeriod/socialSecurity');
    expect(ss.rowCount).toBe(5);
    const audited = await h.auditActions(accountant.id);
    expect(audited).toEqual(expect.arrayContaining(['payroll.file.bank', 'payroll.file.socialSecurity', 'payroll.file.pnd1', 'payroll.excel.bank', 'payroll.excel.socialSecurity']));
  });

  it('a migrant worker\'s social security number takes them into SPS 1-10 (issue 35 point 9; its entry is tested in employment.test.ts)', async () => {
    await h.db.update(employees).set({ ssoNumber: '1234567890123' }).where(eq(employees.id, dara.id));
    const check = await data<Check>('/download/salaryPeriod/socialSecurityFile', { id: oct, check: true });
    expect(check.problems).toEqual([]);
    expect(check.count).toBe(4);
    const records = (await call('/download/salaryPeriod/socialSecurityFile', { id: oct })).rawPayload.toString('latin1').split('\r\n').filter(Boolean);
    // Dara (D001) first in employee ID order, carried by the SSO's number; the header counts four.
    expect(records[1]!.slice(1, 14)).toBe('1234567890123');
    expect(records[0]!.slice(76, 82)).toBe('000004');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await call('/excel/salaryPeriod/socialSecurity', { id: oct })).rawPayload as never);
    expect(wb.worksheets[0]!.getRow(2).getCell(2).value).toBe('1234567890123');
  });
});
