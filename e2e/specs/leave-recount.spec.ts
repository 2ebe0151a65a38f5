import { type APIRequestContext } from '@playwright/test';
import { expect, test, apiLogin, demo, loggedIn } from '../fixtures';

/*
 * Issue 14 point 4a: HR adds a holiday on the holiday master after an employee filed a week of
 * leave; the request is recounted and its history says so, in English and in Thai (Buddhist-era
 * year), and again when HR deletes the holiday.
 */
const LIST = '/self-service/leave-request';
const stamp = Date.now().toString(36).slice(-5).toUpperCase();

type Envelope<T> = { success: boolean; msg: { code: number; text: string }; data: T };
async function call<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<Envelope<T>> {
  return (await request.post(`/api${path}`, { data, headers: { Authorization: token } })).json() as Promise<Envelope<T>>;
}
const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

test('a holiday added after filing recounts the request, and its history says so in English and Thai', async ({ page, request }) => {
  const token = await loggedIn(page, request, 'Employee');
  const types = await call<{ types: Array<{ leaveTypeId: string; code: string }> }>(request, token, '/1.1/get/sumLeaveSelfView', {});
  const unpaid = types.data.types.find((x) => x.code === 'UNPAID')!.leaveTypeId;

  // Leave without pay (7 days' notice) over a Monday-to-Friday week with five working days: the
  // first such week the API takes (one the employee has no leave in yet).
  let monday = addDays(bangkokToday(), 8);
  while (weekday(monday) !== 1) monday = addDays(monday, 1);
  let filed: Envelope<{ id: string; days: number }> | undefined;
  for (let i = 0; i < 20; i++, monday = addDays(monday, 7)) {
    filed = await call(request, token, '/1.0/insert/leaveForm', { leaveTypeId: unpaid, duration: 'fullDay', dateFrom: monday, dateTo: addDays(monday, 4), fileIds: [] });
    if (filed.success && filed.data.days === 5) break;
    if (filed.success) await call(request, token, '/1.1/cancel/leaveForm', { id: filed.data.id });
  }
  expect(filed?.data?.days, JSON.stringify(filed?.msg)).toBe(5);
  const id = filed!.data.id;
  const wednesday = addDays(monday, 2);

  const hr = await apiLogin(request, demo('HR'));
  const holiday = await call<{ id: string }>(request, hr, '/1.0/insert/master/holiday', { date: wednesday, nameEn: `Recount day ${stamp}`, nameTh: `วันนับใหม่ ${stamp}` });
  expect(holiday.success, JSON.stringify(holiday.msg)).toBe(true);

  const [yyyy, , dd] = wednesday.split('-');
  await page.goto(`/#${LIST}/${id}`);
  await expect(page.getByTestId('view-days')).toHaveText('4 days');
  const timeline = page.getByTestId('leave-timeline');
  await expect(timeline).toContainText('Recounted from 5 to 4 days on');
  await expect(timeline).toContainText(new RegExp(`holiday ${dd}-\\w+-${yyyy} \\(Recount day ${stamp}\\) added`));

  await page.goto(`/#/th${LIST}/${id}`);
  await expect(page.getByTestId('view-days')).toHaveText('4 วัน');
  await expect(timeline).toContainText('นับวันลาใหม่จาก 5 เป็น 4 วัน');
  await expect(timeline).toContainText(new RegExp(`เพิ่มวันหยุด ${Number(dd)}\\s\\S+\\s${Number(yyyy) + 543} \\(วันนับใหม่ ${stamp}\\)`));

  // Deleted again: the day comes back, and the history keeps both lines.
  expect((await call(request, hr, '/1.0/delete/master/holiday', { id: holiday.data.id })).success).toBe(true);
  await page.goto(`/#${LIST}/${id}`);
  await expect(page.getByTestId('view-days')).toHaveText('5 days');
  await expect(timeline).toContainText(new RegExp(`Recounted from 4 to 5 days on .*\\(Recount day ${stamp}\\) removed`));
  expect((await call(request, token, '/1.1/cancel/leaveForm', { id })).success).toBe(true);
});
