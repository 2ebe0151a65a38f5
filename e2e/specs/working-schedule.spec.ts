import dayjs from 'dayjs';
import { apiLogin, demo, expect, test, loggedIn } from '../fixtures';

/*
 * Issue 16 point 1's browser test: HR uploads a month's roster with one bad row, reads the row
 * and column named, fixes the file and uploads it again; the grid then shows the shifts. The
 * month is next month, whose every day is still to come (changes count from tomorrow).
 */
const month = dayjs().add(1, 'month').startOf('month');
const dates = [0, 1, 2].map((i) => month.add(i, 'day').format('YYYY-MM-DD'));
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'), 'utf8');

test('HR uploads a roster with one bad row (named), fixes it and uploads; the grid shows it', async ({ page, request }, info) => {
  // Two uploads and the grid in two languages: three times the usual time on a busy machine.
  test.slow();
  const token = await loggedIn(page, request, 'HR');
  const grid = await (await request.post('/api/1.0/search/employeeWorkingTime', { headers: { authorization: token }, data: { month: month.format('YYYY-MM'), pageSize: 2 } })).json();
  const [first, second] = (grid.data.items as Array<{ employeeCode: string }>).map((p) => p.employeeCode) as [string, string];
  const header = ['Employee ID', 'Name', ...dates];

  await page.goto('/#/working-schedule');
  // The page's chunk and the month's first read: slow on a busy machine.
  await expect(page.getByTestId('working-schedule-page')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByTestId(`cell-${first}-${dates[0]}`)).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('roster-upload').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Upload the roster of');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: csv([header, [first, '', 'N22', 'N22', 'OFF'], [second, '', 'D08', 'ZZZ', 'D08']]) });
  await dialog.getByTestId('upload-submit').click();
  const problems = dialog.getByTestId('upload-problems');
  await expect(problems).toContainText('1 problem was found');
  await expect(problems.getByRole('row', { name: /D3/ })).toContainText('Row 3, column D: "ZZZ" is not the prefix of an active working time');
  // Nothing was saved: the first employee's day is still their usual working time.
  await expect(page.getByTestId(`cell-${first}-${dates[0]}`)).not.toHaveText('N22');
  await page.screenshot({ path: info.outputPath('roster-upload-problems-en.png') });

  await dialog.locator('input[type=file]').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: csv([header, [first, '', 'N22', 'N22', 'OFF'], [second, '', 'D08', 'D08', 'D08']]) });
  await dialog.getByTestId('upload-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Saved: \d+ cells changed/)).toBeVisible();
  await expect(page.getByTestId(`cell-${first}-${dates[0]}`)).toHaveText('N22');
  await expect(page.getByTestId(`cell-${first}-${dates[2]}`)).toHaveText('OFF');
  await expect(page.getByTestId(`cell-${second}-${dates[1]}`)).toHaveText('D08');
  await expect(page.getByTestId(`cell-${first}-${dates[0]}`)).toHaveAttribute('aria-label', new RegExp(`${dates[0]!.slice(8)}.*N22`));
  await page.screenshot({ path: info.outputPath('roster-grid-en.png'), fullPage: true });

  // The same month in Thai: the Buddhist-era year, and the cells as saved.
  await page.goto('/#/th/working-schedule');
  await page.getByRole('button', { name: 'เดือนถัดไป' }).click();
  await expect(page.getByTestId(`cell-${first}-${dates[0]}`)).toHaveText('N22');
  await expect(page.getByTestId('working-schedule-page')).toContainText(String(month.year() + 543));
  await page.getByTestId('roster-upload').click();
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: csv([header, [first, '', 'ZZZ']]) });
  await page.getByRole('dialog').getByTestId('upload-submit').click();
  await expect(page.getByRole('dialog').getByTestId('upload-problems')).toContainText('แถว 2 คอลัมน์ C: "ZZZ" ไม่ใช่รหัสกะ');
  await page.screenshot({ path: info.outputPath('roster-upload-problems-th.png') });
  await page.getByRole('dialog').getByRole('button', { name: /Close|ปิด/ }).click();
  await page.screenshot({ path: info.outputPath('roster-grid-th.png'), fullPage: true });
});

/*
 * Issue 34 point 3: the upload's preview warns HR of the overtime it re-prices. The demo Employee
 * asks for 19:00-23:55 on a weekday two months ahead (a month no other test rosters); HR uploads a
 * night shift N22 (22:00-06:00) on that date, reads the request before and after, and saves.
 */
test('a roster upload over requested overtime warns HR of the re-pricing before it saves', async ({ page, request }) => {
  test.slow();
  const emp = demo('Employee');
  const empToken = await apiLogin(request, emp);
  const hr = await loggedIn(page, request, 'HR');
  const call = async (token: string, path: string, data: object) => (await request.post(`/api${path}`, { headers: { authorization: token }, data })).json();
  const later = dayjs().add(2, 'month').startOf('month');
  let date = later.add(1, 'day');
  while (date.day() === 0 || date.day() === 6) date = date.add(1, 'day');
  const iso = date.format('YYYY-MM-DD');
  // A retry starts clean: the Employee's own requests of that date withdrawn, the date back to the default.
  const mine = await call(empToken, '/1.0/search/empOverTime/self', { pageSize: 200, dateFrom: iso, dateTo: iso });
  for (const r of mine.data.items as Array<{ id: string; status: string }>) if (r.status === 'pending') await call(empToken, '/1.0/cancel/empOverTime', { id: r.id });
  const filed = await call(empToken, '/1.0/save/empOverTime', { date: iso, startTime: '19:00', endTime: '23:55', reason: 'Stock count' });
  expect(filed.success, JSON.stringify(filed)).toBe(true);

  await page.goto('/#/working-schedule');
  await expect(page.getByTestId('working-schedule-page')).toBeVisible({ timeout: 30_000 });
  // The dialog uploads the month the page shows.
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  // The month's grid has loaded (any employee's cell of the date; the Employee may be on another page).
  await expect(page.locator(`[data-testid^="cell-"][data-testid$="-${iso}"]`).first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('roster-upload').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Upload the roster of ${later.format('MMMM YYYY')}`);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: csv([['Employee ID', 'Name', iso], [emp.employeeId, '', 'N22']]) });
  await dialog.getByTestId('upload-submit').click();
  const warning = dialog.getByTestId('upload-overtime');
  await expect(warning).toContainText('1 overtime request will be re-priced');
  await expect(warning).toContainText(emp.employeeId);
  await expect(warning).toContainText('19:00–23:55: OT 1.5× 4:55 → OT 1.5× 3:00 (1:55 now within the working hours)');
  // Nothing is saved until HR confirms.
  const before = await call(empToken, '/1.0/get/empOverTime', { id: filed.data.id });
  expect(before.data).toMatchObject({ minutes: 295, history: [] });
  await dialog.getByTestId('upload-submit').click();
  await expect(dialog).toBeHidden();
  const after = await call(empToken, '/1.0/get/empOverTime', { id: filed.data.id });
  expect(after.data).toMatchObject({ minutes: 180, history: [{ cause: 'roster' }] });

  // Leave the Employee as found: the request withdrawn, the date back to their default.
  await call(empToken, '/1.0/cancel/empOverTime', { id: filed.data.id });
  expect((await call(hr, '/1.0/save/employeeWorkingTime', { employeeIds: [after.data.employee.id], dateFrom: iso, dateTo: iso, mode: 'default' })).success).toBe(true);
});
