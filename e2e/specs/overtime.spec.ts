import { type APIRequestContext } from '@playwright/test';
import { expect, test, apiLogin, appPath, chooseOption, confirmWithKeyboard, demo, loggedIn } from '../fixtures';

/*
 * Issue 17: overtime on the approval module. HR sets a two-step chain (the supervisor or the
 * assistant, then HR) on the chains page and checks it on the routing check page; the demo
 * Employee requests overtime on the next weekday public holiday in Thai (3× shown before sending);
 * the Supervisor approves it in the approval inbox's overtime tab; HR completes it on the
 * overtime page. A week past 36 hours of overtime is warned about on the form and in the list.
 */

type Envelope<T> = { success: boolean; data: T; msg: { code: number; text: string } };
async function call<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<Envelope<T>> {
  return (await request.post(`/api${path}`, { headers: { authorization: token }, data })).json() as Promise<Envelope<T>>;
}
/** Today in Bangkok plus `days`, as YYYY-MM-DD. */
const bangkok = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const thaiTyped = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${Number(iso.slice(0, 4)) + 543}`;
const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
const enTyped = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function holidays(request: APIRequestContext, token: string) {
  return (await call<Array<{ date: string; name: string }>>(request, token, '/1.0/get/dashboard/holiday/self', { limit: 50 })).data;
}
async function resetChain(request: APIRequestContext, hr: string) {
  expect((await call(request, hr, '/1.1/save/approval/chain', { companyId: null, requestType: 'overtime', steps: [] })).success).toBe(true);
}
/** Cancels the Employee's pending requests of these dates (a retry starts clean; other specs never see them). */
async function cancelOwn(request: APIRequestContext, token: string, dates: string[]) {
  const mine = await call<{ items: Array<{ id: string; date: string; status: string }> }>(request, token, '/1.0/search/empOverTime/self', { pageSize: 200 });
  for (const r of mine.data.items.filter((x) => dates.includes(x.date) && x.status === 'pending')) await call(request, token, '/1.0/cancel/empOverTime', { id: r.id });
}

test('overtime on a public holiday: HR sets a two-step chain and checks its routing, the employee sees 3× (in Thai), the supervisor approves in the inbox, HR completes it', async ({ page, browser, request }, info) => {
  const employee = demo('Employee');
  const supervisor = demo('Supervisor');
  const hrLogin = demo('HR');
  const emp = await apiLogin(request, employee);
  const hr = await loggedIn(page, request, 'HR');
  const holiday = (await holidays(request, emp)).find((h) => h.date > bangkok(1) && weekday(h.date) >= 1 && weekday(h.date) <= 5)!;
  expect(holiday, 'a weekday public holiday ahead in the holiday master').toBeTruthy();
  await resetChain(request, hr);
  await cancelOwn(request, emp, [holiday.date]);

  // HR: every company's overtime chain, the default's one step and then HR.
  await page.goto('/#/system-settings/approval-chain');
  await expect(page.getByTestId('chain-source')).toContainText('The default');
  await expect(page.getByTestId('chain-steps').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByTestId('step-add').click();
  await expect(page.getByTestId('chain-steps').locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(page.getByTestId('step-kind-1')).toContainText('HR');
  await page.getByTestId('chain-save').click();
  await confirmWithKeyboard(page);
  await expect(page.getByTestId('chain-source')).toContainText('every company without its own');
  await page.screenshot({ path: info.outputPath('approval-chain-en.png'), fullPage: true });

  // The routing check: the Employee's request goes to their supervisor (or assistant), then HR.
  await page.getByTestId('routing-link').click();
  await expect(page.getByTestId('routing-page')).toBeVisible();
  expect(appPath(page)).toMatch(/^\/employment-management\/approval\/[0-9a-f-]{36}\/test$/);
  await chooseOption(page, page.locator('#routing-employee'), employee.employeeId, employee.employeeId);
  await page.getByTestId('routing-check').click();
  await expect(page.getByTestId('routing-step')).toHaveCount(2);
  await expect(page.getByTestId('routing-approvers').first()).toContainText(supervisor.employeeId);
  await expect(page.getByTestId('routing-approvers').nth(1)).toContainText(hrLogin.employeeId);
  await page.screenshot({ path: info.outputPath('routing-check-en.png'), fullPage: true });

  // The Employee, in Thai: the holiday's usual hours at 1×, the three hours beyond them at 3×.
  const empContext = await browser.newContext();
  const empPage = await empContext.newPage();
  await loggedIn(empPage, request, 'Employee');
  await empPage.goto('/#/th/self-service/attendance?tab=overtime');
  await empPage.getByTestId('ot-new').click();
  await empPage.locator('#field-date').fill(thaiTyped(holiday.date));
  await empPage.locator('#field-date').press('Enter');
  await empPage.locator('#field-startTime').fill('09:00');
  await empPage.locator('#field-startTime').press('Enter');
  await empPage.locator('#field-endTime').fill('20:00');
  await empPage.locator('#field-endTime').press('Enter');
  await empPage.locator('#field-reason').fill('ปิดงบสิ้นเดือน');
  // The split follows the Employee's usual shift: its hours are holiday work, the hours beyond it 3×.
  const figures = (await call<{ segments: Array<{ kind: string; rate: number; minutes: number }>; minutes: number }>(request, emp, '/1.0/preview/empOverTime',
    { date: holiday.date, startTime: '09:00', endTime: '20:00' })).data;
  const beyond = figures.segments.filter((s) => s.rate === 3).reduce((n, s) => n + s.minutes, 0);
  expect(beyond).toBeGreaterThan(0);
  const preview = empPage.getByTestId('ot-preview');
  await expect(preview.getByTestId('rate-tag').filter({ hasText: `3× · ${hours(beyond)}` })).toBeVisible();
  await expect(preview.getByTestId('preview-hours')).toHaveText(hours(figures.minutes));
  await empPage.screenshot({ path: info.outputPath('overtime-form-th.png') });
  await empPage.locator('#ot-submit').click();
  await expect(empPage.getByTestId('ot-form')).toHaveCount(0);
  const mine = await call<{ items: Array<{ id: string; date: string; status: string; step: { no: number; of: number } | null }> }>(request, emp, '/1.0/search/empOverTime/self', {});
  const filed = mine.data.items.find((r) => r.date === holiday.date && r.status === 'pending')!;
  expect(filed.step).toMatchObject({ no: 1, of: 2 });
  const row = empPage.getByTestId('ot-table').locator(`tr[data-row-key="${filed.id}"]`);
  await expect(row.getByTestId('ot-step')).toHaveText('ขั้นที่ 1 จาก 2');
  await empPage.screenshot({ path: info.outputPath('my-overtime-th.png'), fullPage: true });

  // The Supervisor: the inbox's overtime tab counts it; approving passes it on to HR.
  const supContext = await browser.newContext();
  const supPage = await supContext.newPage();
  await loggedIn(supPage, request, 'Supervisor');
  await supPage.goto('/#/employment-management/approval?tab=overtime');
  await expect(supPage.getByTestId('tab-count-overtime').locator('.ant-badge-count')).toBeVisible();
  const supRow = supPage.getByTestId('ot-table').locator(`tr[data-row-key="${filed.id}"]`);
  await expect(supRow.getByTestId('rate-tag').filter({ hasText: '3×' })).toBeVisible();
  await supPage.screenshot({ path: info.outputPath('approval-inbox-overtime-en.png'), fullPage: true });
  await supRow.getByTestId(`ot-approve-${filed.id}`).click();
  await supPage.locator('#decision-ok').click();
  await expect(supRow).toHaveCount(0);

  // HR completes it on the overtime page, from the request's drawer.
  await page.goto(`/#/employment-management/ot?view=${filed.id}`);
  const drawer = page.getByTestId('ot-drawer');
  await expect(drawer.getByTestId('step-title')).toHaveCount(2);
  await expect(drawer.getByTestId('step-title').first()).toContainText('approved');
  await drawer.getByTestId('ot-drawer-approve').click();
  await page.locator('#decision-ok').click();
  await expect(page.getByTestId('ot-drawer')).toHaveCount(0);
  await page.goto(`/#/employment-management/ot?view=${filed.id}`);
  await expect(page.getByTestId('ot-drawer').getByTestId('leave-status')).toHaveText('Approved');
  await page.screenshot({ path: info.outputPath('overtime-approved-en.png'), fullPage: true });
  const done = await call<{ status: string; steps: Array<{ status: string }> }>(request, emp, '/1.0/get/empOverTime', { id: filed.id });
  expect(done.data.status).toBe('approved');
  expect(done.data.steps.map((s) => s.status)).toEqual(['approved', 'approved']);

  await resetChain(request, hr);
  await empContext.close();
  await supContext.close();
});

test('a week past 36 hours of overtime is warned about on the form and marked in the list', async ({ page, request }, info) => {
  const emp = await loggedIn(page, request, 'Employee');
  const off = new Set((await holidays(request, emp)).map((h) => h.date));
  // A Monday three weeks or more ahead whose Monday to Thursday are working days without leave of the Employee's
  // (other tests file leave, and overtime on one's own approved full-day leave is refused).
  const leaveOf = new Map<string, Set<string>>();
  const onLeave = async (date: string) => {
    const month = date.slice(0, 7);
    if (!leaveOf.has(month)) {
      const days = (await call<{ days: Array<{ date: string; leave: string | null }> }>(request, emp, '/1.0/search/meTimeStamp', { month })).data.days;
      leaveOf.set(month, new Set(days.filter((d) => d.leave).map((d) => d.date)));
    }
    return leaveOf.get(month)!.has(date);
  };
  const usable = async (m: string) => {
    for (const d of [0, 1, 2, 3]) if (off.has(addDays(m, d)) || await onLeave(addDays(m, d))) return false;
    return true;
  };
  let monday = bangkok(21);
  while (weekday(monday) !== 1 || !(await usable(monday))) monday = addDays(monday, 1);
  const days = [0, 1, 2, 3].map((d) => addDays(monday, d));
  await cancelOwn(request, emp, days);
  // Three nights into the next morning: well past 36 hours (the third is filed with the warning, the company's default).
  for (const date of days.slice(0, 3)) {
    const res = await call(request, emp, '/1.0/save/empOverTime', { date, startTime: '17:00', endTime: '08:00', endsNextDay: true, reason: 'Stock count' });
    expect(res.success, res.msg?.text).toBe(true);
  }
  const week = (await call<{ week: { total: number; exceeds: boolean } }>(request, emp, '/1.0/preview/empOverTime', { date: days[3], startTime: '19:00', endTime: '21:00' })).data.week;
  expect(week.exceeds).toBe(true);
  await page.goto('/#/self-service/attendance?tab=overtime');
  await page.getByTestId('ot-new').click();
  await page.locator('#field-date').fill(enTyped(days[3]!));
  await page.locator('#field-date').press('Enter');
  await page.locator('#field-startTime').fill('19:00');
  await page.locator('#field-startTime').press('Enter');
  await page.locator('#field-endTime').fill('21:00');
  await page.locator('#field-endTime').press('Enter');
  await page.locator('#field-reason').fill('Stock count');
  await expect(page.getByTestId('ot-cap')).toContainText(`${hours(week.total)} hours, past the legal limit of 36 hours a week`);
  await expect(page.getByTestId('preview-week')).toHaveText(`${hours(week.total)} of 36:00 hours this week`);
  await page.screenshot({ path: info.outputPath('overtime-cap-en.png') });
  await page.locator('#ot-submit').click();
  await expect(page.locator('.ant-message')).toContainText('past 36 hours');
  const mine = await call<{ items: Array<{ id: string; date: string; status: string }> }>(request, emp, '/1.0/search/empOverTime/self', { pageSize: 200 });
  const over = mine.data.items.find((r) => r.date === days[3] && r.status === 'pending')!;
  await expect(page.getByTestId('ot-table').locator(`tr[data-row-key="${over.id}"]`).getByTestId('over-cap')).toBeVisible();
  await cancelOwn(request, emp, days);
});
