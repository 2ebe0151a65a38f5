import { type APIRequestContext } from '@playwright/test';
import { expect, test, apiLogin, chooseOption, demo, loggedIn } from '../fixtures';

/*
 * Issue 17 point 3: the Supervisor requests on-site training for three people at once (themself,
 * the Employee and the Assistant supervisor) on the attendance page's on-site tab, with an agenda
 * attached; once approved, each member's days are "on site" in their attendance.
 */

type Envelope<T> = { success: boolean; data: T; msg: { code: number; text: string } };
async function call<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<Envelope<T>> {
  return (await request.post(`/api${path}`, { headers: { authorization: token }, data })).json() as Promise<Envelope<T>>;
}
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const typed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
// A tiny valid PNG (1x1), the agenda.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('on-site training for three people: filed by their supervisor with an agenda, approved, "on site" in each member\'s attendance', async ({ page, browser, request }, info) => {
  const employee = demo('Employee');
  const assistant = demo('Assistant supervisor');
  const hr = await apiLogin(request, demo('HR'));
  const emp = await apiLogin(request, employee);
  const asst = await apiLogin(request, assistant);
  const off = new Set((await call<Array<{ date: string }>>(request, emp, '/1.0/get/dashboard/holiday/self', { limit: 50 })).data.map((h) => h.date));
  // Two working days in a row, a week or more ahead, in one month.
  let from = addDays(new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10), 8);
  while (![1, 2, 3, 4].includes(weekday(from)) || off.has(from) || off.has(addDays(from, 1)) || from.slice(0, 7) !== addDays(from, 1).slice(0, 7)) from = addDays(from, 1);
  const to = addDays(from, 1);

  await loggedIn(page, request, 'Supervisor');
  await page.goto('/#/self-service/attendance?tab=onsite');
  await page.getByTestId('onsite-new').click();
  const form = page.getByTestId('onsite-form');
  await page.locator('#field-period').click();
  await page.locator('#field-period').fill(typed(from));
  await page.locator('#field-period').press('Enter');
  await form.locator('.ant-picker-input').nth(1).locator('input').fill(typed(to));
  await form.locator('.ant-picker-input').nth(1).locator('input').press('Enter');
  await chooseOption(page, page.locator('#field-subType'), 'Training or seminar');
  await page.locator('#field-description').fill('Forklift safety training at the Rayong warehouse');
  // A multiple select stays open after each pick: search, pick, and close it at the end.
  const members = page.locator('#field-memberIds');
  for (const who of [employee, assistant]) {
    await members.click();
    await members.fill(who.employeeId);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: who.employeeId }).first().click();
  }
  await members.press('Escape');
  await expect(form.locator('.ant-select-selection-item')).toHaveCount(3);
  await form.locator('input[type="file"]').setInputFiles({ name: 'agenda.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByTestId('onsite-file')).toContainText('agenda.png');
  await page.screenshot({ path: info.outputPath('onsite-form-en.png') });
  await page.locator('#onsite-submit').click();
  await expect(page.getByTestId('onsite-form')).toHaveCount(0);

  // The Employee sees it among the requests they work in; HR decides it (HR may decide any step).
  const mine = await call<{ items: Array<{ id: string; dateFrom: string; members: Array<{ id: string }>; status: string }> }>(request, emp, '/1.0/search/meOnSiteWork', {});
  const filed = mine.data.items.find((r) => r.dateFrom === from && r.status === 'pending')!;
  expect(filed.members).toHaveLength(3);
  for (let i = 0; i < 5; i++) {
    const v = await call<{ status: string }>(request, hr, '/1.0/get/onSiteWorkDetail', { id: filed.id });
    if (v.data.status !== 'pending') break;
    const r = await call<Array<{ ok: boolean; text?: string }>>(request, hr, '/1.1/approveAndReject/approval', { requestType: 'onSite', ids: [filed.id], action: 'approve' });
    expect(r.data[0]!.ok, r.data[0]!.text).toBe(true);
  }
  expect((await call<{ status: string }>(request, emp, '/1.0/get/onSiteWorkDetail', { id: filed.id })).data.status).toBe('approved');

  // The Employee's month: both days "on site"; the Assistant supervisor's too.
  const empContext = await browser.newContext();
  const empPage = await empContext.newPage();
  await loggedIn(empPage, request, 'Employee');
  await empPage.goto(`/#/self-service/attendance?month=${from.slice(0, 7)}`);
  for (const date of [from, to]) await expect(empPage.getByTestId(`cal-${date}`)).toHaveAttribute('data-status', 'onSite');
  await empPage.screenshot({ path: info.outputPath('onsite-attendance-en.png'), fullPage: true });
  await empPage.goto('/#/self-service/attendance?tab=onsite');
  await expect(empPage.getByTestId('onsite-table').locator(`tr[data-row-key="${filed.id}"]`).getByTestId('leave-status')).toHaveText('Approved');
  const month = await call<{ days: Array<{ date: string; status: string | null }> }>(request, asst, '/1.0/search/meTimeStamp', { month: from.slice(0, 7) });
  expect(month.data.days.filter((d) => d.date === from || d.date === to).map((d) => d.status)).toEqual(['onSite', 'onSite']);

  // Cleanup for the specs after this one: HR cancels it, and the days are working days again.
  expect((await call(request, hr, '/1.0/cancel/workonsite', { id: filed.id, reason: 'Test over' })).success).toBe(true);
  await empContext.close();
});
