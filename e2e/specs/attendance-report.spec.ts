import ExcelJS from 'exceljs';
import type { AttendanceDailyReport } from '@hr/domain/attendance/views';
import { expect, test, loggedIn } from '../fixtures';

/*
 * Issue 18 point 3: the daily attendance report. The day is the last weekday before today in
 * Bangkok (a working day that is over), read against the server's own answer.
 */
function lastWeekday(): string {
  const d = new Date(Date.now() + 7 * 3600_000);
  do d.setUTCDate(d.getUTCDate() - 1); while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  return d.toISOString().slice(0, 10);
}

test('HR reads a day: the figure of a status filters the list to it, the rows come out as Excel with real date and number cells; once in Thai', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'HR');
  const date = lastWeekday();
  const server = (await (await request.post('/api/1.0/search/report/attendance/daily', { headers: { authorization: token }, data: { date } })).json()).data as AttendanceDailyReport;
  const [status, count] = Object.entries(server.counts).filter(([s]) => s !== 'none').sort((a, b) => b[1]! - a[1]!)[0]!;
  await page.goto(`/#/report/attendance-daily-report?date=${date}`);
  const root = page.getByTestId('attendance-daily-page');
  await expect(root.getByTestId(`count-${status}`)).toContainText(String(count));
  await root.getByTestId(`count-${status}`).click();
  const statuses = root.getByTestId('attendance-table').locator('[data-testid="row-status"] [data-status]');
  await expect(statuses.first()).toHaveAttribute('data-status', status);
  expect(new Set(await statuses.evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))))).toEqual(new Set([status]));
  await expect(root.locator('.ant-pagination-total-text')).toContainText(String(count));
  await page.screenshot({ path: info.outputPath('attendance-daily-en.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await root.getByTestId('export').click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(count + 1);
  expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
  expect(typeof sheet.getRow(2).getCell(9).value === 'number' || sheet.getRow(2).getCell(9).value === null).toBe(true);

  await page.goto(`/#/th/report/attendance-daily-report?date=${date}`);
  await expect(page.getByTestId(`count-${status}`)).toContainText(String(count));
  await expect(page.getByTestId('date-filter')).toHaveValue(new RegExp(String(Number(date.slice(0, 4)) + 543)));
  await page.screenshot({ path: info.outputPath('attendance-daily-th.png'), fullPage: true });
});
