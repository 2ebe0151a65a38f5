import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test, demo, loggedIn } from '../fixtures';

type Figures = { code: string; name: string; entitlement: number; adjusted: number; used: number; pending: number; remaining: number };
type SummaryPage = { total: number; items: Array<{ employee: { id: string; employeeCode: string; name: string }; types: Figures[] }> };
type SelfSummary = { year: number; types: Figures[] };
type Details = { total: number; items: Array<{ id: string; status: string; leaveType: { name: string } }> };

const year = new Date().getFullYear();
/** A POST to the API as the given user, answering the envelope's data. */
async function call<T>(request: APIRequestContext, token: string, path: string, data: object, lang = 'en'): Promise<T> {
  const res = await request.post(`/api${path}`, { headers: { authorization: token, lang }, data });
  const body = await res.json();
  expect(body.success, JSON.stringify(body.msg)).toBe(true);
  return body.data as T;
}
/** Numbers as the pages write them (en-US grouping, up to two decimals). */
const num = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);
/** The rows of a table (its body rows that carry data). */
const bodyRows = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

test('HR opens the leave report, finds a known employee\'s row per leave type with the right figures, and exports it to Excel', async ({ page, request }) => {
  const token = await loggedIn(page, request, 'HR');
  const employee = demo('Employee');
  const expected = await call<SummaryPage>(request, token, '/1.0/search/report/leave', { year, keyword: employee.employeeId });
  const row = expected.items[0]!;
  const sick = row.types.find((x) => x.code === 'SICK')!;

  await page.goto('/#/report/leave-report');
  await expect(page.getByTestId('filter-year')).toContainText(String(year));
  await expect(page.getByTestId('total-SICK')).toBeVisible();
  await page.screenshot({ path: 'test-results/leave-report-hr.png', fullPage: true });
  // A page holds 20 employees, each with a line per leave type.
  const firstPage = await call<SummaryPage>(request, token, '/1.0/search/report/leave', { year });
  await expect(bodyRows(page, 'leave-summary-table')).toHaveCount(firstPage.items.reduce((n, r) => n + r.types.length, 0));
  await expect(page.getByTestId('leave-summary-pager')).toContainText(`Employees: ${firstPage.total}`);
  await page.getByTestId('search').locator('input').fill(employee.employeeId);
  await page.getByTestId('search').locator('input').press('Enter');
  const rows = bodyRows(page, 'leave-summary-table');
  await expect(rows).toHaveCount(row.types.length);
  await expect(rows.first()).toContainText(employee.employeeId);
  await expect(rows.first()).toContainText(row.employee.name);
  // The name opens the employee's record.
  await expect(rows.first().getByRole('link', { name: row.employee.name })).toHaveAttribute('href', `#/employment-management/all-employee/${row.employee.id}`);
  // The sick-leave line shows the same figures the API computes.
  const sickRow = rows.filter({ hasText: sick.name });
  await expect(sickRow.locator('td').filter({ hasText: /^[-\d.,]+$/ })).toHaveText([sick.entitlement, sick.adjusted, sick.used, sick.pending, sick.remaining].map(num));
  await expect(page.getByTestId('total-SICK')).toContainText(num(sick.used));

  const download = page.waitForEvent('download');
  await page.getByTestId('export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`leave-report-${year}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Employee ID');
  const lines = (sheet.getSheetValues() as unknown[][]).filter(Boolean).slice(1);
  expect(lines.map((l) => l[1])).toEqual(row.types.map(() => employee.employeeId));
  expect(lines.find((l) => l[6] === sick.name)!.slice(7, 12)).toEqual([sick.entitlement, sick.adjusted, sick.used, sick.pending, sick.remaining]);
});

test('the employee\'s own leave report: balance per type and the year\'s requests', async ({ page, request }) => {
  const token = await loggedIn(page, request, 'Employee');
  const mine = await call<SelfSummary>(request, token, '/1.0/search/report/leave/self', { year });
  const details = await call<Details>(request, token, '/1.0/search/report/leave/self/details', { year, page: 1, pageSize: 10 });

  await page.goto('/#/report/self-leave-report');
  for (const x of mine.types) await expect(page.getByTestId(`self-remaining-${x.code}`)).toHaveText(num(x.remaining));
  const rows = bodyRows(page, 'self-requests-table');
  await expect(rows).toHaveCount(Math.min(details.total, 10));
  if (details.total) await expect(rows.first()).toContainText(details.items[0]!.leaveType.name);
  else await expect(page.getByTestId('self-requests-table')).toContainText(`No leave requests in ${year}.`);

  // A plain employee has no HR report: the page says so.
  await page.goto('/#/report/leave-report');
  await expect(page.getByText('No access')).toBeVisible();
  await expect(page.getByTestId('leave-summary-table')).toHaveCount(0);
});

test('the supervisor\'s subordinate report shows only their team, in the summary and the history', async ({ page, request }) => {
  const token = await loggedIn(page, request, 'Supervisor');
  const team = await call<{ total: number; items: Array<{ employeeCode: string }> }>(request, token, '/1.0/search/employee/subordinates', { page: 1, pageSize: 200 });
  const teamCodes = new Set(team.items.map((e) => e.employeeCode));
  expect(teamCodes.size).toBeGreaterThan(0);

  await page.goto('/#/report/leave-subordinate-report');
  const rows = bodyRows(page, 'leave-summary-table');
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: 'test-results/leave-report-team.png', fullPage: true });
  // The first cell of each employee's first line is the employee id: all of them are in the team.
  const codes = await page.getByTestId('leave-summary-table').locator('tbody tr.ant-table-row td:first-child').allTextContents();
  const shown = codes.filter((c) => /^[A-Z]{3}\d+$/.test(c));
  expect(shown.length).toBeGreaterThan(0);
  for (const c of shown) expect(teamCodes.has(c), c).toBe(true);
  // The demo employee is in the team (the printed logins form one chain); someone outside it (the
  // demo HR officer, who works in another department) is not found by a search.
  expect(teamCodes.has(demo('Employee').employeeId)).toBe(true);
  const outsider = demo('HR').employeeId;
  expect(teamCodes.has(outsider)).toBe(false);
  await page.getByTestId('search').locator('input').fill(outsider);
  await page.getByTestId('search').locator('input').press('Enter');
  await expect(rows).toHaveCount(0);
  await expect(page.getByTestId('leave-summary-table')).toContainText('Nothing matches the search or filter.');

  await page.getByRole('tab', { name: 'Leave history' }).click();
  const history = await call<{ total: number; items: Array<{ employee: { employeeCode: string } }> }>(request, token, '/1.0/search/report/history/leave/under',
    { dateFrom: `${year}-01-01`, dateTo: `${year}-12-31`, page: 1, pageSize: 20 });
  const historyRows = bodyRows(page, 'leave-history-table');
  await expect(historyRows).toHaveCount(Math.min(history.total, 20));
  await page.screenshot({ path: 'test-results/leave-history-team.png', fullPage: true });
  for (const r of history.items) expect(teamCodes.has(r.employee.employeeCode)).toBe(true);
  const download = page.waitForEvent('download');
  await page.getByTestId('history-export').click();
  expect((await download).suggestedFilename()).toBe('team-leave-history.xlsx');
});

test('in Thai the reports show the Buddhist-era year, Thai type names and statuses', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'Employee');
  const mine = await call<SelfSummary>(request, token, '/1.0/search/report/leave/self', { year }, 'th');
  const details = await call<Details>(request, token, '/1.0/search/report/leave/self/details', { year, page: 1, pageSize: 10 }, 'th');
  await page.goto('/#/th/report/self-leave-report');
  const be = String(year + 543);
  await expect(page.getByTestId('filter-year')).toContainText(be);
  await expect(page.getByTestId('self-as-of')).toContainText(be);
  await expect(page.getByTestId('self-type-SICK')).toContainText('ลาป่วย');
  await expect(page.getByTestId('self-type-SICK')).toContainText(mine.types.find((x) => x.code === 'SICK')!.name);
  const statuses: Record<string, string> = { pending: 'รออนุมัติ', approved: 'อนุมัติแล้ว', rejected: 'ไม่อนุมัติ', cancelled: 'ยกเลิกแล้ว' };
  const rows = bodyRows(page, 'self-requests-table');
  await expect(rows).toHaveCount(Math.min(details.total, 10));
  for (const [i, r] of details.items.entries()) await expect(rows.nth(i)).toContainText(statuses[r.status]!);
  // Dates in the list carry the Buddhist-era year too.
  if (details.total) await expect(rows.first()).toContainText(new RegExp(`\\s(${be}|${year + 544})`));
  await page.screenshot({ path: info.outputPath('leave-self-report-th.png'), fullPage: true });
});

test('HR\'s report in Thai: Buddhist-era years, Thai type names, a Thai Excel file', async ({ page, request }) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/th/report/leave-report');
  const be = String(year + 543);
  await expect(page.getByTestId('filter-year')).toContainText(be);
  await expect(page.getByText(`ปีการลา ${be}:`)).toBeVisible();
  await expect(bodyRows(page, 'leave-summary-table').filter({ hasText: 'ลาป่วย' }).first()).toBeVisible();
  await expect(page.getByTestId('total-SICK')).toContainText('ลาป่วย');
  await page.screenshot({ path: test.info().outputPath('leave-report-hr-th.png') });
  const download = page.waitForEvent('download');
  await page.getByTestId('export').click();
  const file = await download;
  // The file is named with the year its sheet shows.
  expect(file.suggestedFilename()).toBe(`leave-report-${be}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  expect(sheet.name).toBe(`รายงานการลา ${be}`);
  expect(sheet.getRow(1).getCell(6).value).toBe('ประเภทการลา');
  // A frozen header with a filter; the joining date a real date the number format shows in the Buddhist era.
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBe(`A1:K${sheet.rowCount}`);
  const joined = sheet.getRow(2).getCell(5);
  expect(joined.value).toBeInstanceOf(Date);
  expect(joined.numFmt).toBe('[$-107041E]d mmm yyyy');
  expect(typeof sheet.getRow(2).getCell(7).value).toBe('number');
});

test('the own report on a 390 px phone, in Thai: nothing spills sideways', async ({ page, request }, info) => {
  await loggedIn(page, request, 'Employee');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/th/report/self-leave-report');
  await expect(page.getByTestId('self-type-SICK')).toBeVisible();
  await expect(bodyRows(page, 'self-requests-table').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath('leave-self-report-th-390.png'), fullPage: true });
});
