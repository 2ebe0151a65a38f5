import ExcelJS from 'exceljs';
import type { AttendanceMonthlyReport } from '@hr/domain/attendance/views';
import { expect, test, loggedIn } from '../fixtures';

/*
 * Issue 18 point 3: the monthly attendance report and the self attendance report. The month is
 * last month in Bangkok (the demo punches six weeks back), read against the server's own answer.
 */
function lastMonth(): string {
  const d = new Date(Date.now() + 7 * 3600_000);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
}

test('HR reads a month: a coloured cell per date and the totals, a row opens the person\'s month, the Excel file comes with its progress and real date and number cells; in Thai and Khmer', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'HR');
  const month = lastMonth();
  const server = (await (await request.post('/api/1.0/search/report/attendance/monthly', { headers: { authorization: token }, data: { month, pageSize: 20 } })).json()).data as AttendanceMonthlyReport;
  expect(server.total).toBeGreaterThan(0);
  // The first row with a late day: its cell and its total as the server counts them.
  const row = server.items.find((r) => r.totals.lateCount > 0) ?? server.items[0]!;
  const lateIndex = row.cells.findIndex((c) => c.status === 'late');
  await page.goto(`/#/report/attendance-monthly-report?month=${month}`);
  const root = page.getByTestId('attendance-monthly-page');
  const tableRow = root.getByTestId(`row-${row.employee.code}`);
  await expect(tableRow.getByTestId('total-late')).toHaveText(row.totals.lateCount ? String(row.totals.lateCount) : '—');
  if (lateIndex >= 0) {
    const cell = tableRow.getByTestId(`cell-${server.dates[lateIndex]!.date}`);
    await expect(cell).toHaveAttribute('data-status', 'late');
    await expect(cell).toHaveText('Late');
    // The status's colour: the same tint as the Excel cell's.
    await expect(cell).toHaveCSS('background-color', 'rgb(255, 231, 186)');
  }
  await expect(root.getByTestId('monthly-legend')).toContainText('Absent');
  await page.screenshot({ path: info.outputPath('attendance-monthly-en.png'), fullPage: true });

  // A row opens the person's month with the report's totals.
  await tableRow.getByTestId(`open-${row.employee.code}`).click();
  const drawer = page.getByTestId('monthly-details');
  await expect(drawer.getByTestId('figure-absentDays')).toContainText(String(row.totals.absentDays));
  await expect(drawer.getByTestId('attendance-list').locator('[data-testid^="day-20"]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The Excel file of everyone: the progress shows while it is written, then the file opens with real cells.
  // The call is held until the progress has been seen: a fast server wrote the file before the check
  // could look (the progress had come and gone: "element not found", passing only on retry).
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route('**/api/1.0/excel/report/attendance/monthly', async (route) => { await held; await route.continue(); });
  const download = page.waitForEvent('download');
  await root.getByTestId('export').click();
  await expect(root.getByTestId('export-progress')).toBeVisible();
  release();
  const file = await (await download).path();
  await expect(root.getByTestId('export-progress')).toBeHidden();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(server.total + 1);
  const excelRow = sheet.getRows(2, server.total)!.find((r) => r.getCell(1).value === row.employee.code)!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const joined = excelRow.getCell(header.indexOf('Joining date') + 1).value;
  expect(joined === null || joined instanceof Date).toBe(true);
  expect(excelRow.getCell(header.indexOf('Times late') + 1).value).toBe(row.totals.lateCount);
  expect(excelRow.getCell(header.indexOf('Absent (days)') + 1).value).toBe(row.totals.absentDays);

  // In Thai: the month in Buddhist-era years, the cells in Thai.
  await page.goto(`/#/th/report/attendance-monthly-report?month=${month}`);
  await expect(page.getByTestId('month-pick')).toHaveValue(new RegExp(String(Number(month.slice(0, 4)) + 543)));
  if (lateIndex >= 0) await expect(page.getByTestId(`row-${row.employee.code}`).getByTestId(`cell-${server.dates[lateIndex]!.date}`)).toHaveText('สาย');
  await page.screenshot({ path: info.outputPath('attendance-monthly-th.png'), fullPage: true });
  await page.goto(`/#/km/report/attendance-monthly-report?month=${month}`);
  await expect(page.getByTestId('monthly-legend')).toContainText('អវត្តមាន');
  await page.screenshot({ path: info.outputPath('attendance-monthly-km.png'), fullPage: true });
});

test('an employee reads their own month with its totals on a phone, and takes it as Excel', async ({ page, request }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await loggedIn(page, request, 'Employee');
  const month = lastMonth();
  const mine = (await (await request.post('/api/1.0/search/report/attendance/monthly/self', { headers: { authorization: token }, data: { month } })).json()).data as { monthly: { absentDays: number }; days: unknown[] };
  await page.goto(`/#/report/self-attendance-report?month=${month}`);
  const root = page.getByTestId('self-attendance-report-page');
  await expect(root.getByTestId('figure-absentDays')).toContainText(String(mine.monthly.absentDays));
  await expect(root.getByTestId('attendance-list').locator('[data-testid^="day-20"]')).toHaveCount(mine.days.length);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath('self-attendance-390.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await root.getByTestId('export').click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await download).path());
  expect(book.worksheets[0]!.rowCount).toBe(mine.days.length + 1);
  expect(book.worksheets[0]!.getRow(2).getCell(1).value).toBeInstanceOf(Date);
});
