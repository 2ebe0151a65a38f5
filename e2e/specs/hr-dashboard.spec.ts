import type { AttendanceDailyReport } from '@hr/domain/attendance/views';
import { attendanceSlices, HR_ATTENDANCE_SLICES, type HrDashboard } from '@hr/domain/dashboard/hr-views';
import { expect, test, appPath, loggedIn } from '../fixtures';

/*
 * Issue 18 point 2: the HR dashboard, read against the server's own answer. The demo's punches end
 * yesterday and the server's clock is the machine's, so today's chart is whatever today holds; the
 * late slice is followed on the last weekday before today (?date=), a day that is over, where the
 * demo has late arrivals.
 */
function lastWeekday(): string {
  const d = new Date(Date.now() + 7 * 3600_000);
  do d.setUTCDate(d.getUTCDate() - 1); while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  return d.toISOString().slice(0, 10);
}

test('HR sees the figures; the late slice opens the daily report listing exactly the late employees', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'HR');
  const headers = { authorization: token };
  const today = (await (await request.get('/api/1.0/get/dashboard/hr', { headers })).json()).data as HrDashboard;
  await page.goto('/#/dashboard');
  await expect(page.getByTestId('figure-active').getByTestId('figure-value')).toHaveText(today.headcount.active.toLocaleString('en-US'));
  await expect(page.getByTestId('figure-joiners').getByTestId('figure-value')).toHaveText(String(today.headcount.joiners.total));
  await expect(page.getByTestId('pending-leave')).toContainText(String(today.pending.leave));
  const slices = attendanceSlices(today.attendance.counts);
  await expect(page.getByTestId('slice-figure-none').getByTestId('slice-count')).toHaveText(slices.none.toLocaleString('en-US'));
  // People on their day off are counted as such, not as "no status yet" (issue 34).
  await expect(page.getByTestId('slice-figure-dayOff')).toContainText('Day off');
  await expect(page.getByTestId('slice-figure-dayOff').getByTestId('slice-count')).toHaveText(slices.dayOff.toLocaleString('en-US'));
  // HR checks in too, and reaches their own dashboard in one click.
  await expect(page.getByTestId('checkin-button')).toBeVisible();
  await page.screenshot({ path: info.outputPath('hr-dashboard-en-1440.png'), fullPage: true });

  // A figure opens the people behind it, each linking to their record.
  if (today.headcount.onProbation.total) {
    await page.getByTestId('figure-probation').click();
    const drawer = page.getByTestId('people-drawer');
    await expect(drawer.locator(`[data-testid="person-${today.headcount.onProbation.items[0]!.id}"] a`)).toHaveAttribute('href', `#/employment-management/all-employee/${today.headcount.onProbation.items[0]!.id}`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }

  // The last weekday: its late slice (the ring and its figure say the same) opens the report.
  const date = lastWeekday();
  const day = (await (await request.post('/api/1.0/get/dashboard/hr/search', { headers, data: { date } })).json()).data as HrDashboard;
  const late = attendanceSlices(day.attendance.counts).late;
  expect(late, 'the demo has late arrivals on a past weekday').toBeGreaterThan(0);
  await page.goto(`/#/dashboard?date=${date}`);
  await expect(page.getByTestId('slice-figure-late').getByTestId('slice-count')).toHaveText(String(late));
  await expect(page.getByTestId('slice-late')).toHaveAttribute('data-count', String(late));
  await page.getByTestId('slice-late').click();
  await expect.poll(() => appPath(page)).toBe(`/report/attendance-daily-report?date=${date}&status=${HR_ATTENDANCE_SLICES.late.join(',')}`);
  const report = (await (await request.post('/api/1.0/search/report/attendance/daily', { headers, data: { date, status: [...HR_ATTENDANCE_SLICES.late], pageSize: 200 } })).json()).data as AttendanceDailyReport;
  expect(report.total).toBe(late);
  const root = page.getByTestId('attendance-daily-page');
  await expect(root.locator('.ant-pagination-total-text')).toContainText(String(late));
  const rows = root.getByTestId('attendance-table').locator('[data-testid="row-status"] [data-status]');
  await expect(rows).toHaveCount(Math.min(late, 20));
  expect(new Set(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))))).toEqual(new Set(report.items.slice(0, 20).map((r) => r.status)));
  await expect(root.getByTestId('count-late')).toHaveClass(/checked/);

  // Keyboard: the ring's part is a button too.
  await page.goto(`/#/dashboard?date=${date}`);
  await page.getByTestId('slice-late').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => appPath(page)).toContain('/report/attendance-daily-report?');
});

test('in Thai and Khmer: the HR dashboard reads in the language, Buddhist-era years in Thai', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  for (const c of [{ lang: 'th', title: 'แดชบอร์ดฝ่ายบุคคล' }, { lang: 'km', title: 'ផ្ទាំងគ្រប់គ្រងធនធានមនុស្ស' }] as const) {
    await page.goto(`/#/${c.lang}/dashboard`);
    await expect(page.getByRole('heading', { name: c.title })).toBeVisible();
    await expect(page.getByTestId('attendance-legend')).toBeVisible();
    await expect(page.getByTestId('headcount-card').locator('.ant-skeleton')).toHaveCount(0);
    if (c.lang === 'th') await expect(page.getByTestId('attendance-card')).toContainText(String(new Date().getFullYear() + 543));
    await page.screenshot({ path: info.outputPath(`hr-dashboard-${c.lang}.png`), fullPage: true });
  }
});

test('the HR user\'s own dashboard is a click away; an employee\'s /dashboard is the self dashboard', async ({ page, browser, request }) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/dashboard');
  await page.getByTestId('open-self-dashboard').click();
  await expect.poll(() => appPath(page)).toBe('/dashboard/self-dashboard');
  await expect(page.getByTestId('my-leave-card')).toBeVisible();
  await expect(page.getByTestId('headcount-card')).toHaveCount(0);

  const context = await browser.newContext();
  const employee = await context.newPage();
  const token = await loggedIn(employee, request, 'Employee');
  await employee.goto('/#/dashboard');
  await expect(employee.getByTestId('my-leave-card')).toBeVisible();
  await expect(employee.getByTestId('headcount-card')).toHaveCount(0);
  expect((await request.get('/api/1.0/get/dashboard/hr', { headers: { authorization: token } })).status()).toBe(403);
  await context.close();
});
