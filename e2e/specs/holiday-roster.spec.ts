import { type APIRequestContext } from '@playwright/test';
import { expect, test, demo, loggedIn } from '../fixtures';

/*
 * Issue 34 point 5: a shift rostered on a public holiday keeps the holiday. HR adds a holiday on
 * a weekday some seven weeks ahead and rosters the demo Employee's usual shift on it; the grid
 * still shows the holiday (its flag with the shift), and the Employee's overtime after the shift
 * on it is priced as overtime on a holiday (3×), not as a working day's 1.5×.
 */
type Envelope<T> = { success: boolean; data: T; msg: { code: number; text: string } };
async function call<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<Envelope<T>> {
  return (await request.post(`/api${path}`, { headers: { authorization: token }, data })).json() as Promise<Envelope<T>>;
}
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const enTyped = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const stamp = Date.now().toString(36).slice(-5).toUpperCase();

test('a shift rostered on a public holiday keeps the holiday mark in the grid, and overtime on it is priced as holiday overtime', async ({ page, browser, request }, info) => {
  test.slow();
  const hr = await loggedIn(page, request, 'HR');
  const employee = demo('Employee');
  // A weekday no other holiday holds, seven weeks ahead or later (the date is unique in the master).
  let date = addDays(new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10), 49 + (parseInt(stamp, 36) % 14));
  let holidayId = '';
  for (let i = 0; i < 30 && !holidayId; i++, date = addDays(date, 1)) {
    if (weekday(date) === 0 || weekday(date) === 6) continue;
    const added = await call<{ id: string }>(request, hr, '/1.0/insert/master/holiday', { date, nameEn: `Roster day ${stamp}`, nameTh: `วันจัดกะ ${stamp}` });
    if (added.success) holidayId = added.data.id;
  }
  // The loop stepped past the date it added.
  date = addDays(date, -1);
  expect(holidayId).not.toBe('');
  const month = date.slice(0, 7);
  const grid = await call<{ items: Array<{ id: string; employeeCode: string; defaultShiftId: string | null }> }>(request, hr, '/1.0/search/employeeWorkingTime', { month, keyword: employee.employeeId, pageSize: 5 });
  const me = grid.data.items.find((r) => r.employeeCode === employee.employeeId)!;
  expect(me.defaultShiftId).not.toBeNull();
  try {
    const set = await call(request, hr, '/1.0/save/employeeWorkingTime', { employeeIds: [me.id], dateFrom: date, dateTo: date, mode: 'shift', workingTimeId: me.defaultShiftId });
    expect(set.success, JSON.stringify(set.msg)).toBe(true);

    await page.goto('/#/working-schedule');
    await expect(page.getByTestId('working-schedule-page')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('roster-search').locator('input').fill(employee.employeeId);
    await page.getByTestId('roster-search').locator('input').press('Enter');
    const cell = page.getByTestId(`cell-${employee.employeeId}-${date}`);
    // The grid opens on the month of tomorrow: forward a month at a time to the holiday's.
    const label = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    const shown = new Date(); shown.setDate(shown.getDate() + 1);
    let at = `${shown.getFullYear()}-${String(shown.getMonth() + 1).padStart(2, '0')}-01`;
    while (at.slice(0, 7) < month) {
      at = new Date(Date.UTC(Number(at.slice(0, 4)), Number(at.slice(5, 7)), 1)).toISOString().slice(0, 10);
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(page.getByTestId('roster-month')).toHaveValue(label(at));
    }
    await expect(cell).toHaveAttribute('data-kind', 'holiday', { timeout: 15_000 });
    await expect(cell).toHaveAttribute('aria-label', new RegExp(`Roster day ${stamp}`));
    await expect(cell.locator('.anticon-flag')).toBeVisible();
    await page.screenshot({ path: info.outputPath('roster-holiday-en.png'), fullPage: true });

    // The Employee files overtime after the shift on it: 3× (overtime on a holiday), not 1.5×.
    const empContext = await browser.newContext();
    const empPage = await empContext.newPage();
    const emp = await loggedIn(empPage, request, 'Employee');
    const figures = (await call<{ segments: Array<{ rate: number; minutes: number }> }>(request, emp, '/1.0/preview/empOverTime', { date, startTime: '18:00', endTime: '20:00' })).data;
    expect(figures.segments.map((s) => s.rate)).toEqual([3]);
    await empPage.goto('/#/self-service/attendance?tab=overtime');
    await empPage.getByTestId('ot-new').click();
    await empPage.locator('#field-date').fill(enTyped(date));
    await empPage.locator('#field-date').press('Enter');
    await empPage.locator('#field-startTime').fill('18:00');
    await empPage.locator('#field-startTime').press('Enter');
    await empPage.locator('#field-endTime').fill('20:00');
    await empPage.locator('#field-endTime').press('Enter');
    const preview = empPage.getByTestId('ot-preview');
    await expect(preview.getByTestId('rate-tag').filter({ hasText: '3× · 2:00' })).toBeVisible();
    await expect(preview.getByTestId('rate-tag').filter({ hasText: '1.5×' })).toHaveCount(0);
    await empPage.screenshot({ path: info.outputPath('roster-holiday-overtime-en.png') });
    await empContext.close();
  } finally {
    await call(request, hr, '/1.0/save/employeeWorkingTime', { employeeIds: [me.id], dateFrom: date, dateTo: date, mode: 'default' });
    await call(request, hr, '/1.0/delete/master/holiday', { id: holidayId });
  }
});
