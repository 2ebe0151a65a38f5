import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test, demo, loggedIn } from '../fixtures';

type Figures = { code: string; name: string; entitlement: number; adjusted: number; used: number; pending: number; remaining: number; basis?: string };
type SummaryPage = {
  total: number; items: Array<{ employee: { id: string; employeeCode: string; name: string }; types: Figures[] }>;
  totals: Array<{ code: string; name: string; used: number }>;
};
type Monthly = { year: number; types: Array<{ code: string; name: string; days: number[]; total: number }> };
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
/** Clicks the export button and opens the file it downloads. */
async function exported(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByTestId('export').click();
  const file = await download;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  return { name: file.suggestedFilename(), wb };
}
/** A sheet's rows below its header, as values (ExcelJS counts cells from 1). */
const linesOf = (sheet: ExcelJS.Worksheet) => (sheet.getSheetValues() as unknown[][]).filter(Boolean).slice(1);

/** Month names as each language's calendar shortens them on the chart's axis. */
const SHORT_MONTHS: Record<string, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  th: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
  km: ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'],
};

/**
 * What HR's leave report shows in any language, checked against the API in that language: a row
 * per employee (a page of 20), a column group per leave type named in the language, the chart of
 * the days taken by month with a legend of the types taken and the months named in the language,
 * and an export with one row per employee and a column per type. Answers the export.
 */
async function expectPivotReport(page: Page, request: APIRequestContext, token: string, lang: 'en' | 'th' | 'km') {
  const firstPage = await call<SummaryPage>(request, token, '/1.0/search/report/leave', { year }, lang);
  const months = await call<Monthly>(request, token, '/1.0/search/report/leave/monthly', { year }, lang);
  const taken = months.types.filter((x) => x.total > 0);
  expect(taken.length).toBeGreaterThan(0);

  // One row per employee, not one per employee and leave type.
  await expect(bodyRows(page, 'leave-summary-table')).toHaveCount(firstPage.items.length);
  expect(firstPage.items.length).toBe(Math.min(firstPage.total, 20));
  for (const x of firstPage.totals) await expect(page.getByTestId(`type-${x.code}`)).toHaveText(x.name);

  const chart = page.getByTestId('leave-chart');
  await expect(page.getByTestId('leave-chart-svg')).toBeVisible();
  await expect(page.getByTestId('chart-legend').getByRole('listitem')).toHaveCount(taken.length);
  for (const x of taken) await expect(page.getByTestId(`legend-${x.code}`)).toContainText(x.name);
  const axis = await page.getByTestId('leave-chart-svg').locator('text').allTextContents();
  for (const m of SHORT_MONTHS[lang]!) expect(axis).toContain(m);
  // Every month with leave has a column part per type taken in it.
  for (const x of taken) for (const [m, d] of x.days.entries()) if (d) await expect(chart.getByTestId(`bar-${x.code}-${m + 1}`)).toBeVisible();

  const file = await exported(page);
  const sheet = file.wb.worksheets[0]!;
  // One row per employee of the report, each employee once; a column per leave type, days as numbers.
  const lines = linesOf(sheet);
  expect(lines).toHaveLength(firstPage.total);
  expect(new Set(lines.map((l) => l[1])).size).toBe(firstPage.total);
  expect((sheet.getRow(1).values as unknown[]).slice(6, 6 + firstPage.totals.length)).toEqual(firstPage.totals.map((x) => x.name));
  expect(lines.every((l) => typeof l[6 + firstPage.totals.findIndex((x) => x.code === 'SICK')] === 'number')).toBe(true);
  return { file, firstPage, months, taken };
}

test('HR\'s leave report: a row per employee with a column group per leave type, the chart of leave taken by month, an Excel file of the same shape', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'HR');
  const employee = demo('Employee');
  const expected = await call<SummaryPage>(request, token, '/1.0/search/report/leave', { year, keyword: employee.employeeId });
  const row = expected.items[0]!;
  const sick = row.types.find((x) => x.code === 'SICK')!;

  await page.goto('/#/report/leave-report');
  await expect(page.getByTestId('filter-year')).toContainText(String(year));
  await expect(page.getByTestId('leave-chart')).toContainText(`Leave days taken by month, ${year}`);
  const { file, firstPage, taken } = await expectPivotReport(page, request, token, 'en');
  await page.screenshot({ path: info.outputPath('leave-report-hr-en.png') });
  await page.screenshot({ path: info.outputPath('leave-report-hr-en-full.png'), fullPage: true });
  await expect(page.getByTestId('leave-summary-pager')).toContainText(`Employees: ${firstPage.total}`);
  // Each type shows the days used and what remains at first.
  const table = page.getByTestId('leave-summary-table');
  await expect(table.locator('thead th').filter({ hasText: /^Used$/ })).toHaveCount(firstPage.totals.length);
  await expect(table.locator('thead th').filter({ hasText: /^Remaining$/ })).toHaveCount(firstPage.totals.length);
  // A page of 20 employees fits in little more than a screen (the list of a line per type was 7,736 px).
  expect((await table.boundingBox())!.height).toBeLessThan(1300);

  // A type that is not for the employee reads "—", not 0: maternity leave for a man.
  const man = firstPage.items.find((r) => r.types.find((x) => x.code === 'MATERNITY')?.basis === 'notForEmployee');
  const woman = firstPage.items.find((r) => r.types.find((x) => x.code === 'MATERNITY')?.basis === 'perPregnancy');
  expect(man && woman).toBeTruthy();
  await expect(page.getByTestId(`row-${man!.employee.employeeCode}`).getByTestId('MATERNITY-used')).toHaveText('—');
  await expect(page.getByTestId(`row-${woman!.employee.employeeCode}`).getByTestId('MATERNITY-used')).toHaveText(num(woman!.types.find((x) => x.code === 'MATERNITY')!.used));
  expect(linesOf(file.wb.worksheets[0]!).find((l) => l[1] === man!.employee.employeeCode)![6]).toBeUndefined();

  // The employee id and name stay in view while the types scroll sideways.
  const nameCell = page.getByTestId(`row-${firstPage.items[0]!.employee.employeeCode}`).locator('td').nth(1);
  const before = (await nameCell.boundingBox())!;
  const last = firstPage.totals.at(-1)!;
  await expect(page.getByTestId(`type-${last.code}`)).not.toBeInViewport();
  await table.locator('.ant-table-content').evaluate((el) => { el.scrollLeft = el.scrollWidth; });
  await expect(page.getByTestId(`type-${last.code}`)).toBeInViewport();
  expect((await nameCell.boundingBox())!.x).toBeCloseTo(before.x, 0);
  await page.screenshot({ path: info.outputPath('leave-report-hr-en-scrolled.png'), fullPage: true });

  // A keyboard user reaches a month and hears (and sees) its figures; the same figures show as a table.
  const busiest = taken[0]!.days.findIndex((d) => d === Math.max(...taken[0]!.days));
  await page.getByTestId(`chart-month-${busiest + 1}`).focus();
  await expect(page.getByTestId('chart-tooltip')).toContainText(taken[0]!.name);
  await expect(page.getByTestId(`chart-month-${busiest + 1}`)).toHaveAttribute('aria-label', new RegExp(`${taken[0]!.name} ${num(taken[0]!.days[busiest]!)} days?`));
  // The arrow keys go from month to month.
  const next = busiest < 11 ? busiest + 1 : busiest - 1;
  await page.keyboard.press(busiest < 11 ? 'ArrowRight' : 'ArrowLeft');
  await expect(page.getByTestId(`chart-month-${next + 1}`)).toBeFocused();
  await expect(page.getByTestId('chart-tooltip')).toContainText(`${new Date(year, next, 1).toLocaleString('en-GB', { month: 'long' })} ${year}`);
  await page.screenshot({ path: info.outputPath('leave-report-hr-en-tooltip.png') });
  await page.getByTestId('chart-view').getByText('Table').click();
  await expect(bodyRows(page, 'monthly-table')).toHaveCount(12);
  await expect(bodyRows(page, 'monthly-table').nth(busiest)).toContainText(num(taken[0]!.days[busiest]!));
  await page.getByTestId('chart-view').getByText('Chart').click();

  // Found by a search: the employee's one row, their record a click away, the figures the API computes.
  await page.getByTestId('search').locator('input').fill(employee.employeeId);
  await page.getByTestId('search').locator('input').press('Enter');
  await expect(bodyRows(page, 'leave-summary-table')).toHaveCount(1);
  const line = page.getByTestId(`row-${employee.employeeId}`);
  await expect(line.getByRole('link', { name: row.employee.name })).toHaveAttribute('href', `#/employment-management/all-employee/${row.employee.id}`);
  await expect(line.getByTestId('SICK-used')).toHaveText(num(sick.used));
  await expect(line.getByTestId('SICK-remaining')).toHaveText(num(sick.remaining));
  await expect(line.getByTestId('total-used')).toHaveText(num(row.types.reduce((n, x) => n + x.used, 0)));
  await expect(page.getByTestId('total-SICK-used')).toHaveText(num(sick.used));
  // The chart follows the search: the employee's own months only.
  const own = await call<Monthly>(request, token, '/1.0/search/report/leave/monthly', { year, keyword: employee.employeeId });
  await expect(page.getByTestId('chart-legend').getByRole('listitem')).toHaveCount(own.types.filter((x) => x.total).length);
  // More figures on request: the pending days of each type.
  await page.getByTestId('figures').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Pending$/ }).click();
  await page.keyboard.press('Escape');
  await expect(line.getByTestId('SICK-pending')).toHaveText(num(sick.pending));

  expect(file.name).toBe(`leave-report-${year}.xlsx`);
  const used = file.wb.worksheets[0]!;
  expect(used.name).toBe(`Days used ${year}`);
  expect(used.getRow(1).getCell(1).value).toBe('Employee ID');
  const sickColumn = 6 + firstPage.totals.findIndex((x) => x.code === 'SICK');
  expect(linesOf(used).find((l) => l[1] === employee.employeeId)![sickColumn]).toBe(sick.used);
  expect(file.wb.worksheets.map((w) => w.name)).toEqual([`Days used ${year}`, `Days remaining ${year}`, `Days pending ${year}`, `Entitlement ${year}`, `Adjustments ${year}`, `Days used by month ${year}`]);
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
  // The chart counts the team's leave (the API suite proves nobody else's counts): the legend has
  // each type the team took with its days, the days the table's total line says were used.
  const teamMonths = await call<Monthly>(request, token, '/1.0/search/report/leave/under/monthly', { year });
  const teamTaken = teamMonths.types.filter((x) => x.total);
  expect(teamTaken.length).toBeGreaterThan(0);
  await expect(page.getByTestId('totals').getByTestId('total-used')).toHaveText(num(teamTaken.reduce((n, x) => n + x.total, 0)));
  for (const x of teamTaken) {
    await expect(page.getByTestId(`legend-${x.code}`)).toContainText(x.name);
    await expect(page.getByTestId(`legend-${x.code}`)).toContainText(new RegExp(`${num(x.total)} days?$`));
  }
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

test('HR\'s report in Thai: Buddhist-era years, Thai type names and months, a Thai Excel file', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'HR');
  await page.goto('/#/th/report/leave-report');
  const be = String(year + 543);
  await expect(page.getByTestId('filter-year')).toContainText(be);
  await expect(page.getByText(`ปีการลา ${be}:`)).toBeVisible();
  await expect(page.getByTestId('leave-chart')).toContainText(`วันลาที่ใช้ไปรายเดือน ปี ${be}`);
  await expect(page.getByTestId('type-SICK')).toHaveText('ลาป่วย');
  const { file } = await expectPivotReport(page, request, token, 'th');
  await expect(page.getByTestId('leave-summary-table').locator('thead th').filter({ hasText: /^ใช้ไป$/ }).first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('leave-report-hr-th.png') });
  // The file is named with the year its sheets show.
  expect(file.name).toBe(`leave-report-${be}.xlsx`);
  const sheet = file.wb.worksheets[0]!;
  expect(sheet.name).toBe(`วันลาที่ใช้ไป ${be}`);
  expect(sheet.getRow(1).getCell(2).value).toBe('ชื่อ-นามสกุล');
  // A frozen header with a filter; the joining date a real date the number format shows in the Buddhist era.
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBe(`A1:${sheet.getColumn(sheet.getRow(1).cellCount).letter}${sheet.rowCount}`);
  const joined = sheet.getRow(2).getCell(5);
  expect(joined.value).toBeInstanceOf(Date);
  expect(joined.numFmt).toBe('[$-107041E]d mmm yyyy');
  expect(file.wb.worksheets.at(-1)!.getRow(2).getCell(1).value).toBe('มกราคม');
});

test('HR\'s report in Khmer: type names, figures and months in Khmer script, the chart\'s legend too', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'HR');
  await page.goto('/#/km/report/leave-report');
  await expect(page.getByTestId('leave-chart')).toContainText(`ថ្ងៃឈប់សម្រាកដែលបានប្រើតាមខែ ឆ្នាំ ${year}`);
  await expect(page.getByTestId('type-SICK')).toHaveText('ច្បាប់ឈប់សម្រាកឈឺ');
  const { file } = await expectPivotReport(page, request, token, 'km');
  await expect(page.getByTestId('leave-summary-table').locator('thead th').filter({ hasText: /^បានប្រើ$/ }).first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('leave-report-hr-km.png') });
  expect(file.wb.worksheets[0]!.name).toBe(`ថ្ងៃបានប្រើ ${year}`);
  expect(file.wb.worksheets[0]!.getRow(1).getCell(2).value).toBe('ឈ្មោះ');
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
