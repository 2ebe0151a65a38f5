import type { APIRequestContext } from '@playwright/test';
import type { AttendanceMonth, AttendancePage } from '@hr/domain/attendance/views';
import { apiLogin, demo, expect, loggedIn, test } from '../fixtures';

/*
 * Issue 16's browser test of a night shift: the demo's night worker (22:00-06:00, punching at the
 * time clock) has six weeks of nights behind them. HR opens their month: each night's check-out at
 * about six in the morning is on the night it ends (marked "next day"), not the first punch of the
 * next date, and the nights read as worked. The e2e server runs on the real clock, so the night is
 * one of the seeded past ones.
 */

const post = async <T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> => {
  const res = await request.post(`/api${path}`, { headers: { authorization: token }, data });
  const body = await res.json();
  expect(body.success, `${path}: ${JSON.stringify(body.msg)}`).toBe(true);
  return body.data as T;
};
const bangkokDate = (at: Date | string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(at));
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('HR opens the night worker\'s month: each night\'s six o\'clock check-out is on the night it ends, and the next night starts afresh', async ({ page, request }, info) => {
  const hr = await apiLogin(request, demo('HR'));
  const today = bangkokDate(new Date());
  // Everyone's rows of a few days a week back: the night worker is the one on N22.
  let nightRow: AttendancePage['items'][number] | undefined;
  for (let p = 1; !nightRow && p <= 20; p++) {
    const rows = await post<AttendancePage>(request, hr, '/1.0/search/manageTimeStamp', { dateFrom: addDays(today, -10), dateTo: addDays(today, -3), page: p, pageSize: 200 });
    nightRow = rows.items.find((r) => r.shift?.prefix === 'N22');
    if (rows.items.length < 200) break;
  }
  expect(nightRow, 'the demo has a night worker').toBeDefined();
  const employee = nightRow!.employee;
  // Two consecutive nights, both worked, from the worker's month.
  const months = [...new Set([addDays(today, -10).slice(0, 7), addDays(today, -3).slice(0, 7)])];
  const days = (await Promise.all(months.map((month) => post<AttendanceMonth>(request, hr, '/1.0/search/manageTimeStamp/employee', { employeeId: employee.id, month })))).flatMap((m) => m.days);
  const worked = (d: (typeof days)[number] | undefined) => !!d && d.punches.length === 2 && d.shift?.prefix === 'N22';
  const night = days.find((d, i) => d.date < addDays(today, -1) && worked(d) && days[i + 1]?.date === addDays(d.date, 1) && worked(days[i + 1]));
  expect(night, 'two consecutive worked nights').toBeDefined();
  const next = addDays(night!.date, 1);

  await loggedIn(page, request, 'HR');
  await page.goto(`/#/employment-management/attendance-management/${employee.id}?date=${night!.date}`);
  await expect(page.getByTestId('employee-attendance-page')).toContainText(employee.code);
  await page.getByTestId(`cal-${night!.date}`).click();
  const detail = page.getByTestId('day-detail');
  await expect(detail).toHaveAttribute('data-date', night!.date);
  const punches = detail.getByTestId('punch');
  await expect(punches).toHaveCount(2);
  // In at about ten at night on the date; out the next morning, said to be the next day.
  await expect(punches.first()).toHaveAttribute('data-kind', 'in');
  await expect(punches.first()).toContainText(/ 2[01]:\d\d/);
  await expect(punches.first().getByTestId('punch-next-day')).toHaveCount(0);
  await expect(punches.last()).toContainText(/ 0[5-7]:\d\d/);
  await expect(punches.last().getByTestId('punch-next-day')).toHaveText(' (next day)');
  await expect(page.getByTestId(`cal-${night!.date}`)).not.toHaveAttribute('data-status', /^(noRecord|absent)?$/);
  await page.screenshot({ path: info.outputPath('night-en.png'), fullPage: true });

  // The next date's own night: its first punch is that evening's check-in, not the morning's check-out.
  await page.getByTestId(`cal-${next}`).click();
  await expect(detail).toHaveAttribute('data-date', next);
  await expect(punches).toHaveCount(2);
  await expect(punches.first()).toContainText(/ 2[01]:\d\d/);
  await expect(punches.last().getByTestId('punch-next-day')).toHaveCount(1);
});
