import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import type { AttendanceDayView, AttendanceMonth, AttendancePage } from '@hr/domain/attendance/views';
import { apiLogin, appPath, confirmWithKeyboard, demo, expect, loggedIn, test } from '../fixtures';

/*
 * Issue 16 point 4 in the browser: a supervisor finds a team member's past working day with one
 * punch ("no record"), adds the missing check-out with a reason and sees the day turn "on time";
 * the employee sees that day and the correction's reason in their month (English, Thai, Burmese,
 * and on a 390 px phone); HR filters everyone's list by status and downloads it as Excel.
 *
 * The e2e server runs on the real clock, so the day is chosen from the employee's own months: a
 * past working day with no punch and no leave. Its check-in is added through HR's call. The team
 * view is the Assistant supervisor's (the Employee's assistant supervisor): the printed Supervisor
 * must stay unconsented for the login test.
 */

type Lang = 'en' | 'th' | 'my';
const statusName = (lang: Lang, status: string) =>
  (JSON.parse(readFileSync(new URL(`../../packages/i18n/locales/${lang}/choices.json`, import.meta.url), 'utf8')) as { attendanceStatus: Record<string, string> }).attendanceStatus[status]!;

const post = async <T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> => {
  const res = await request.post(`/api${path}`, { headers: { authorization: token }, data });
  const body = await res.json();
  expect(body.success, `${path}: ${JSON.stringify(body.msg)} ${JSON.stringify(body.data)}`).toBe(true);
  return body.data as T;
};

const bangkokToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
const monthBefore = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
};

/** What the whole spec works on: the employee, the chosen day, its shift, the reason of the added check-out. */
type Scene = { employeeId: string; code: string; date: string; day: AttendanceDayView; reason: string; hr: string };
let scene: Scene | null = null;

/**
 * Chooses (once per worker) a past working day of the Employee with no punch and no leave, at
 * least a week back so no other spec's today touches it, and adds its check-in at the shift's
 * start through HR's call. A retried run finds its day by the reason it left.
 */
async function setScene(request: APIRequestContext): Promise<Scene> {
  if (scene) return scene;
  const hr = await apiLogin(request, demo('HR'));
  const code = demo('Employee').employeeId;
  const today = bangkokToday();
  const found = await post<AttendancePage>(request, hr, '/1.0/search/manageTimeStamp', { dateFrom: today, dateTo: today, keyword: code });
  const employeeId = found.items.find((r) => r.employee.code === code)!.employee.id;
  const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
  const reason = 'Forgot to check out: the fire drill';
  for (const month of [monthBefore(today.slice(0, 7)), today.slice(0, 7), monthBefore(monthBefore(today.slice(0, 7)))]) {
    const m = await post<AttendanceMonth>(request, hr, '/1.0/search/manageTimeStamp/employee', { employeeId, month });
    // A retry: the day this spec began earlier (its check-in added, maybe its check-out too).
    const mine = m.days.find((d) => d.punches.some((p) => p.source === 'correction' && p.reason?.startsWith('Check-in added for the attendance pages test')));
    const free = [...m.days].reverse().find((d) => d.date <= weekAgo && d.dayType === 'working' && d.shift && !d.leave && !d.punches.length && d.status === 'absent');
    const day = mine ?? free;
    if (!day) continue;
    if (!mine) {
      await post(request, hr, '/1.0/insert/timestamp/manage', { employeeId, date: day.date, time: day.shift!.workStart, kind: 'in', reason: 'Check-in added for the attendance pages test' });
    }
    scene = { employeeId, code, date: day.date, day, reason, hr };
    return scene;
  }
  throw new Error('no free working day of the Employee in the last three months');
}

async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe.configure({ mode: 'serial' });

test('a supervisor sees a team member\'s day as "no record", adds the missing check-out with a reason, and the day turns "on time"', async ({ page, request }, info) => {
  const s = await setScene(request);
  await loggedIn(page, request, 'Assistant supervisor');
  await page.goto(`/#/employment-management/attendance-subordinates?date=${s.date}`);
  await page.getByTestId('search').locator('input').fill(s.code);
  await page.getByTestId('search').locator('input').press('Enter');
  const row = page.getByTestId(`row-${s.code}-${s.date}`);
  // A retry after the check-out was added finds the day on time already; the first run finds it open.
  const already = (await post<AttendanceMonth>(request, s.hr, '/1.0/search/manageTimeStamp/employee', { employeeId: s.employeeId, month: s.date.slice(0, 7) }))
    .days.find((d) => d.date === s.date)!.status === 'onTime';
  if (!already) {
    await expect(row.getByTestId('row-status')).toHaveText(statusName('en', 'noRecord'));
    await page.screenshot({ path: info.outputPath('team-no-record-en.png') });

    // The SPEC's add-timestamp page, on the list's date: the team picker, the time, check-out, the reason.
    await page.getByTestId('add-punch').click();
    await expect(page.getByTestId('add-punch-page')).toBeVisible();
    expect(appPath(page)).toBe(`/employment-management/attendance-subordinates/add-timestamp?date=${s.date}`);
    // The reason is required, named in the message.
    await page.getByTestId('punch-save').click();
    await expect(page.getByTestId('punch-form').locator('.ant-form-item-explain-error')).toContainText(['Reason is required']);
    const picker = page.locator('#field-employeeId');
    await picker.click();
    await picker.fill(s.code);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: s.code }).first().click();
    await page.locator('#field-time').fill(s.day.shift!.workEnd);
    await page.locator('#field-time').press('Enter');
    await page.getByTestId('punch-form').getByText('Check-out', { exact: true }).click();
    await page.locator('#field-reason').fill(s.reason);
    await page.screenshot({ path: info.outputPath('add-timestamp-en.png') });
    await page.getByTestId('punch-save').click();
    await expect(page.getByTestId('punch-confirm')).toContainText(`Check-out for ${s.code}`);
    await expect(page.getByTestId('punch-confirm')).toContainText(s.day.shift!.workEnd);
    await confirmWithKeyboard(page);
    // Back on the list, on the punch's date.
    await expect(page.getByTestId('team-attendance-page')).toBeVisible();
    expect(appPath(page)).toBe(`/employment-management/attendance-subordinates?date=${s.date}`);
    await page.getByTestId('search').locator('input').fill(s.code);
    await page.getByTestId('search').locator('input').press('Enter');
  }
  await expect(row.getByTestId('row-status')).toHaveText(statusName('en', 'onTime'));
  await expect(row.getByTestId('punch-correction').last()).toContainText(s.reason);
  await page.screenshot({ path: info.outputPath('team-on-time-en.png') });
});

test('the supervisor opens the team member\'s month on that day: its punches and the correction with who and why', async ({ page, request }, info) => {
  const s = await setScene(request);
  await loggedIn(page, request, 'Assistant supervisor');
  await page.goto(`/#/employment-management/attendance-subordinates?date=${s.date}`);
  await page.getByTestId('search').locator('input').fill(s.code);
  await page.getByTestId('search').locator('input').press('Enter');
  const row = page.getByTestId(`row-${s.code}-${s.date}`);
  await row.getByTestId(`open-${s.code}-${s.date}`).click();
  await expect(page.getByTestId('employee-attendance-page')).toBeVisible();
  await expect(page.getByTestId(`cal-${s.date}`)).toHaveAttribute('data-status', 'onTime');
  const detail = page.getByTestId('day-detail');
  await expect(detail).toHaveAttribute('data-date', s.date);
  await expect(detail.getByTestId('punch')).toHaveCount(2);
  await expect(detail.getByTestId('punch-correction').last()).toContainText(s.reason);
  await page.screenshot({ path: info.outputPath('team-person-en.png'), fullPage: true });
});

const EMPLOYEE_RUNS: Array<{ lang: Lang; phone: boolean }> = [{ lang: 'en', phone: false }, { lang: 'th', phone: false }, { lang: 'my', phone: false }, { lang: 'en', phone: true }, { lang: 'th', phone: true }];

for (const { lang, phone } of EMPLOYEE_RUNS) {
  test(`${lang}${phone ? ' on a 390 px phone' : ''}: the employee sees the day on time in their month, with the correction's reason`, async ({ page, request }, info) => {
    const s = await setScene(request);
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    await loggedIn(page, request, 'Employee');
    const prefix = lang === 'en' ? '' : `/${lang}`;
    await page.goto(`/#${prefix}/self-service/attendance?month=${s.date.slice(0, 7)}`);
    await expect(page.getByTestId('my-attendance-page')).toBeVisible();
    // The month picker counts years as the reader does: Buddhist era in Thai.
    const year = Number(s.date.slice(0, 4));
    await expect(page.getByTestId('month-pick')).toHaveValue(new RegExp(String(lang === 'th' ? year + 543 : year)));
    const cell = page.getByTestId(`cal-${s.date}`);
    await expect(cell).toHaveAttribute('data-status', 'onTime');
    await cell.click();
    const detail = page.getByTestId('day-detail');
    await expect(detail.getByTestId('attendance-status')).toHaveText(statusName(lang, 'onTime'));
    await expect(detail.getByTestId('punch-correction').filter({ hasText: s.reason })).toHaveCount(1);
    if (lang === 'en' && !phone) {
      // The grid is one stop for the keyboard: the arrow keys move the selected date and the focus.
      const other = new Date(Date.parse(`${s.date}T00:00:00Z`) + (s.date.endsWith('-01') ? 1 : -1) * 86_400_000).toISOString().slice(0, 10);
      await cell.press(s.date.endsWith('-01') ? 'ArrowRight' : 'ArrowLeft');
      await expect(page.getByTestId(`cal-${other}`)).toBeFocused();
      await expect(detail).toHaveAttribute('data-date', other);
      await page.keyboard.press(s.date.endsWith('-01') ? 'ArrowLeft' : 'ArrowRight');
      await expect(cell).toBeFocused();
      await expect(detail).toHaveAttribute('data-date', s.date);
    }
    // The help explains the statuses where the employee meets them, the shift's times included.
    await page.getByTestId('attendance-help').getByRole('button').first().click();
    await expect(page.getByTestId('help-shift').first()).toContainText(`${s.day.shift!.workStart}–${s.day.shift!.workEnd}`);
    await expect(page.getByTestId('total-onTime')).toBeVisible();
    if (phone) await expectNoSideScroll(page, 390);
    await page.screenshot({ path: info.outputPath(`self-calendar-${lang}${phone ? '-390' : ''}.png`), fullPage: true });

    // The list: the day's row with both punches and the reason.
    await page.getByTestId('view-mode').getByText(lang === 'en' ? 'List' : lang === 'th' ? 'รายการ' : 'စာရင်း').click();
    const item = page.getByTestId(`day-${s.date}`);
    await expect(item.getByTestId('attendance-status')).toHaveText(statusName(lang, 'onTime'));
    await expect(item.getByTestId('punch')).toHaveCount(2);
    await expect(item.getByTestId('punch-correction').filter({ hasText: s.reason })).toHaveCount(1);
    if (phone) await expectNoSideScroll(page, 390);
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`self-list-${lang}${phone ? '-390' : ''}.png`) });
  });
}

test('HR filters everyone\'s days by status and downloads them as Excel', async ({ page, request }, info) => {
  const s = await setScene(request);
  await loggedIn(page, request, 'HR');
  await page.goto(`/#/employment-management/attendance-management?date=${s.date}`);
  await expect(page.getByTestId('attendance-management-page')).toBeVisible();
  const statusFilter = page.getByTestId('status-filter');
  const choose = async (status: string) => {
    await statusFilter.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${statusName('en', status)}$`) }).click();
    await page.keyboard.press('Escape');
  };
  // Absent only: the employee's day (on time now) is not among them.
  await choose('absent');
  const rows = page.getByTestId('attendance-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId(`row-${s.code}-${s.date}`)).toHaveCount(0);
  for (const status of await rows.getByTestId('row-status').allInnerTexts()) expect(status.trim()).toBe(statusName('en', 'absent'));
  // On time instead, narrowed to the employee: their day is there.
  await statusFilter.locator('.ant-select-clear').click({ force: true });
  await choose('onTime');
  await page.getByTestId('search').locator('input').fill(s.code);
  await page.getByTestId('search').locator('input').press('Enter');
  await expect(page.getByTestId(`row-${s.code}-${s.date}`).getByTestId('row-status')).toHaveText(statusName('en', 'onTime'));
  await page.screenshot({ path: info.outputPath('management-en.png') });

  const download = page.waitForEvent('download');
  await page.getByTestId('export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('attendance.xlsx');
  const bytes = readFileSync((await file.path())!);
  // An xlsx is a zip.
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});
