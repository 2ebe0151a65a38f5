import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import type { APIRequestContext } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DropdownOption } from '@hr/domain/session';
import type { SalaryLineList, SalaryPeriodList, SalaryPeriodView } from '@hr/domain/payroll/period';
import { expect, test, apiLogin, chooseOption, demo, loggedIn } from '../fixtures';

/*
 * Issue 20 points 1 and 3: the payslips of a closed period, in the accountant's browser and in the
 * employee's. The period is March three years ahead (no other test uses it), closed by this file
 * and kept for its retries.
 */
const baht = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function call<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const body = await (await request.post(`/api${path}`, { headers: { authorization: token }, data })).json();
  expect(body.success, `${path}: ${JSON.stringify(body.msg)}`).toBe(true);
  return body.data as T;
}

/** The text of a PDF's first page as a reader copies it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const text = content.items.map((it) => ('str' in it ? it.str : '')).join(' ').replace(/\s+/g, ' ');
  await doc.destroy();
  return text;
}

/** The demo company's March period three years ahead, computed and closed; the demo employee has a line in it. */
async function closedPeriod(request: APIRequestContext, token: string): Promise<SalaryPeriodView> {
  const code = demo('Accountant').company;
  const companies = await call<DropdownOption[]>(request, token, '/1.0/getDropdownByModuleName', { moduleName: 'company' });
  const company = companies.find((o) => o.value === code)!;
  const companyId = company.id ?? company.value;
  const year = new Date().getUTCFullYear() + 3;
  const month = `${year}-03`;
  const list = await call<SalaryPeriodList>(request, token, '/1.0/search/salaryPeriod', { companyId, year, pageSize: 100 });
  const earlier = list.items.find((p) => p.month === month && p.staffKind === 'monthly');
  if (earlier && earlier.status !== 'draft') return earlier;
  if (earlier) await call(request, token, '/1.0/delete/salaryPeriod', { id: earlier.id });
  // The demo comes without salaries: HR gives the first employees and the demo employee one.
  const hr = await apiLogin(request, demo('HR'));
  const staff = await call<{ items: Array<{ id: string; employeeCode: string }> }>(request, hr, '/1.0/search/employee',
    { companyId, active: true, pageSize: 4, sort: { field: 'employeeCode', dir: 'asc' } });
  const me = await call<{ items: Array<{ id: string; employeeCode: string }> }>(request, hr, '/1.0/search/employee', { companyId, keyword: demo('Employee').employeeId, pageSize: 5 });
  for (const [i, e] of [...staff.items, ...me.items.filter((x) => x.employeeCode === demo('Employee').employeeId)].entries()) {
    if (await call<object | null>(request, hr, '/1.0/get/employment/lastBaseSalary', { id: e.id })) continue;
    await call(request, hr, '/1.0/save/salary', { employeeId: e.id, incrementType: 'initial', baseSalary: [26_000, 41_500][i % 2]!, effectiveDate: '2020-01-01' });
  }
  const p = await call<SalaryPeriodView>(request, token, '/1.0/save/salaryPeriod', {
    companyId, month, periodStart: `${month}-01`, periodEnd: `${month}-31`, payDate: `${month}-31`, staffKind: 'monthly', paymentChannel: 'both',
  });
  await call(request, token, '/1.0/compute/salaryPeriod', { id: p.id });
  return call<SalaryPeriodView>(request, token, '/1.0/update/salaryPeriod/paymentStatus', { id: p.id, action: 'close' });
}

test('the accountant downloads a closed period\'s payslips: one in Thai, one in Khmer, everyone\'s as a zip with its progress', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const token = await loggedIn(page, request, 'Accountant');
  const period = await closedPeriod(request, token);
  const lines = await call<SalaryLineList>(request, token, '/1.0/search/salaryPeriod/manage', { id: period.id, pageSize: 200 });
  const line = lines.items[0]!;
  await page.goto(`/#/payroll/salary-period/${period.id}`);
  const outputs = page.getByTestId('period-outputs');
  await expect(outputs.getByTestId('payslips-all')).toHaveText(`Payslips of all ${period.employeeCount} employees (zip)`);
  await expect(outputs.getByTestId('payslips-selected')).toBeDisabled();

  // One ticked, in Thai: a PDF of that employee with the line's net pay and the month in the Buddhist era.
  await page.getByTestId(`tick-${line.employeeCode}`).check();
  await expect(page.getByTestId('line-drawer')).toBeHidden();
  await chooseOption(page, outputs.getByTestId('payslip-lang'), 'ไทย');
  const thai = page.waitForEvent('download');
  await outputs.getByTestId('payslips-selected').click();
  const thaiFile = await thai;
  expect(thaiFile.suggestedFilename()).toBe(`payslip-${period.month}-${line.employeeCode}.pdf`);
  const thaiBytes = readFileSync((await thaiFile.path())!);
  await thaiFile.saveAs(info.outputPath('payslip-th.pdf'));
  const thaiText = await pdfText(thaiBytes);
  for (const text of ['สลิปเงินเดือน', `มีนาคม ${Number(period.month.slice(0, 4)) + 543}`, line.employeeCode, 'เงินได้สุทธิ', baht(line.netPay), 'บาท']) expect(thaiText, text).toContain(text);

  // The same in Khmer: its words are shaped (read back by their font; the PNG of it is looked at by eye).
  await chooseOption(page, outputs.getByTestId('payslip-lang'), 'ខ្មែរ');
  const khmer = page.waitForEvent('download');
  await outputs.getByTestId('payslips-selected').click();
  const khmerFile = await khmer;
  await khmerFile.saveAs(info.outputPath('payslip-km.pdf'));
  const khmerBytes = readFileSync((await khmerFile.path())!);
  expect(await pdfText(khmerBytes)).toContain(baht(line.netPay));
  expect(khmerBytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKhmer/);

  // Everyone's: the zip is written while it downloads, its progress shown (the call is held until it is seen).
  await chooseOption(page, outputs.getByTestId('payslip-lang'), 'Each employee\'s language');
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route('**/api/1.0/download/salaryPeriod/payslip', async (route) => { await held; await route.continue(); });
  const all = page.waitForEvent('download');
  await outputs.getByTestId('payslips-all').click();
  await expect(outputs.getByTestId('payslips-progress')).toBeVisible();
  await page.screenshot({ path: info.outputPath('payslips-progress.png') });
  release();
  const zipFile = await all;
  await expect(outputs.getByTestId('payslips-progress')).toBeHidden();
  const zip = await JSZip.loadAsync(readFileSync((await zipFile.path())!));
  expect(Object.keys(zip.files).length).toBe(period.employeeCount);
  expect(Object.keys(zip.files)).toContain(`payslip-${period.month}-${line.employeeCode}.pdf`);

  // A line's own drawer has its payslip too.
  await page.getByTestId(`open-line-${line.employeeCode}`).click();
  const one = page.waitForEvent('download');
  await page.getByTestId('line-drawer').getByTestId('line-payslip').click();
  expect((await one).suggestedFilename()).toBe(`payslip-${period.month}-${line.employeeCode}.pdf`);
});

test('an employee reads and downloads their own payslips on a phone; another period\'s payslip that is not theirs is File not found', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const accountant = await apiLogin(request, demo('Accountant'));
  const period = await closedPeriod(request, accountant);
  const token = await loggedIn(page, request, 'Employee');
  const mine = await call<Array<{ periodId: string; month: string; netPay: number }>>(request, token, '/1.0/search/payslip/self', {});
  const slip = mine.find((s) => s.periodId === period.id)!;
  expect(slip, 'the demo employee is paid in the period').toBeTruthy();
  await page.goto('/#/self-service/payslip');
  const item = page.getByTestId(`payslip-${period.month}`);
  await expect(item.getByTestId('net-pay')).toContainText(baht(slip.netPay));
  const box = await page.getByTestId('self-payslip-page').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath('self-payslips-390.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await item.getByTestId(`download-${period.month}`).click();
  const file = await download;
  expect(await pdfText(readFileSync((await file.path())!))).toContain(demo('Employee').employeeId);

  // In Thai: the month in the Buddhist era.
  await page.goto('/#/th/self-service/payslip');
  await expect(page.getByTestId(`payslip-${period.month}`)).toContainText(`มีนาคม ${Number(period.month.slice(0, 4)) + 543}`);
  await page.screenshot({ path: info.outputPath('self-payslips-th-390.png'), fullPage: true });

  // Somebody else's payslip is not to be had by changing the id: a period without a line of theirs is File not found.
  const res = await request.post('/api/1.0/download/payslip/self', { headers: { authorization: token }, data: { periodId: '00000000-0000-4000-8000-000000000000' } });
  expect(res.status()).toBe(404);
  expect((await res.json()).msg.text).toBe('File not found');
  const other = await request.post('/api/1.0/download/salaryPeriod/payslip', { headers: { authorization: token }, data: { id: period.id } });
  expect(other.status()).toBe(403);
});
