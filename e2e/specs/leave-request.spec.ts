import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, apiLogin, appPath, chooseOption, confirmWithKeyboard, demo, loggedIn } from '../fixtures';

const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const LIST = '/self-service/leave-request';

type Envelope<T> = { success: boolean; msg: { code: number; text: string }; data: T };
type TypeBalance = { leaveTypeId: string; code: string; pending: number };

async function call<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<Envelope<T>> {
  return (await request.post(`/api${path}`, { data, headers: { Authorization: token } })).json() as Promise<Envelope<T>>;
}

/** Dates as the API takes them and as the picker reads them (DD/MM/YYYY, Buddhist era in Thai). */
const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const typed = (iso: string, be = false) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${Number(iso.slice(0, 4)) + (be ? 543 : 0)}`;
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** The days the employee's calendar gives a choice (0 when it has no working day). */
async function daysOf(request: APIRequestContext, token: string, leaveTypeId: string, duration: string, dateFrom: string, dateTo: string) {
  const r = await call<{ days: number }>(request, token, '/1.1/get/leave/numberOfDays', { leaveTypeId, duration, dateFrom, dateTo });
  return r.success ? r.data.days : 0;
}

async function typeIds(request: APIRequestContext, token: string) {
  const r = await call<{ types: TypeBalance[] }>(request, token, '/1.1/get/sumLeaveSelfView', {});
  const id = (code: string) => r.data.types.find((x) => x.code === code)!.leaveTypeId;
  return { sick: id('SICK'), personal: id('PERSONAL'), unpaid: id('UNPAID') };
}

async function typeDate(page: Page, id: string, value: string) {
  await page.locator(`#${id}`).fill(value);
  await page.locator(`#${id}`).press('Enter');
}

/** The message under a form field. */
const helpOf = (page: Page, id: string) => page.locator(`.ant-form-item:has(#${id}) .ant-form-item-explain`).first();

/** Submits the form; the confirmation (when the browser found nothing wrong) is answered yes. */
async function submitExpectingError(page: Page, id: string, text: string | RegExp) {
  await page.getByTestId('leave-submit').click();
  const confirm = page.locator('.ant-modal-confirm').filter({ visible: true });
  await expect(helpOf(page, id).or(confirm)).toBeVisible();
  if (await confirm.isVisible()) await confirmWithKeyboard(page);
  await expect(helpOf(page, id)).toContainText(text);
}

test('an employee files a half day and a leave over a holiday, edits one and cancels the other; the balance follows', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'Employee');
  const ids = await typeIds(request, token);
  const today = bangkokToday();

  // A Monday-to-Thursday week at least a week ahead with four working days, a working Friday and
  // none of the employee's own requests (the demo has some); HR makes its Wednesday a company
  // holiday, so the four dates count 3 days.
  const mine = await call<{ items: Array<{ dateFrom: string; dateTo: string; status: string }> }>(request, token, '/1.1/search/leaveSelfView', { page: 1, pageSize: 200 });
  const busy = (from: string, to: string) => mine.data.items.some((r) => ['pending', 'approved'].includes(r.status) && r.dateFrom <= to && r.dateTo >= from);
  const goodWeek = async (mon: string) => !busy(mon, addDays(mon, 4))
    && (await daysOf(request, token, ids.sick, 'fullDay', mon, addDays(mon, 3))) === 4
    && (await daysOf(request, token, ids.personal, 'morning', addDays(mon, 4), addDays(mon, 4))) === 0.5;
  let monday = addDays(today, 7);
  while (weekday(monday) !== 1) monday = addDays(monday, 1);
  for (let i = 0; i < 20 && !(await goodWeek(monday)); i++) monday = addDays(monday, 7);
  const [wednesday, thursday, friday] = [addDays(monday, 2), addDays(monday, 3), addDays(monday, 4)];
  const hr = await apiLogin(request, demo('HR'));
  const holiday = await call(request, hr, '/1.0/insert/master/holiday', { date: wednesday, nameEn: `Company day ${stamp}`, nameTh: `วันหยุดบริษัท ${stamp}` });
  expect(holiday.success, JSON.stringify(holiday.msg)).toBe(true);
  // The notice rule: leave without pay needs 7 days' notice; the first working day from today breaks it.
  let soon = today;
  while ((await daysOf(request, token, ids.unpaid, 'fullDay', soon, soon)) !== 1) soon = addDays(soon, 1);

  await page.goto(`/#${LIST}`);
  const year = monday.slice(0, 4);
  await chooseOption(page, page.getByTestId('year-select').locator('input'), year);
  const sickCard = page.getByTestId('balance-SICK');
  const personalCard = page.getByTestId('balance-PERSONAL');
  await expect(sickCard.getByTestId('entitlement-rule')).not.toBeEmpty();
  // The figures read next are the chosen year's, not the previous year's still on screen.
  await expect(page.getByTestId('balance-panel')).toHaveAttribute('data-year', year);
  await expect(page.getByTestId('balance-panel')).toHaveAttribute('aria-busy', 'false');
  const pendingOf = async (code: string) => Number((await page.getByTestId(`balance-${code}`).getByTestId('balance-pending').innerText()).replace(/,/g, ''));
  const [sickBefore, personalBefore] = [await pendingOf('SICK'), await pendingOf('PERSONAL')];

  // Required fields are named on their fields, before anything is sent.
  await page.getByTestId('add-leave').click();
  await expect(page).toHaveURL(/#\/self-service\/leave-request\/addLeavePage$/);
  await page.getByTestId('leave-submit').click();
  await expect(helpOf(page, 'field-leaveTypeId')).toHaveText('Leave type is required');
  await expect(helpOf(page, 'field-dateFrom')).toHaveText('From is required');
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);

  // Leave without pay too soon: the notice rule is shown on the start date.
  await chooseOption(page, page.locator('#field-leaveTypeId'), /^Leave without pay/);
  await expect(page.getByTestId('type-rules')).toContainText('Leave without pay');
  await typeDate(page, 'field-dateFrom', typed(soon));
  await expect(page.getByTestId('days-total')).toHaveText('1 day');
  await submitExpectingError(page, 'field-dateFrom', 'at least 7 days in advance');

  // The half day of personal leave: the end date follows the start and the count is half a day.
  await chooseOption(page, page.locator('#field-leaveTypeId'), /^Personal leave/);
  await page.locator('#field-duration').getByText(/^Morning/).click();
  await typeDate(page, 'field-dateFrom', typed(friday));
  await expect(page.locator('#field-dateTo')).toHaveValue(new RegExp(`${year}$`));
  await expect(page.locator('#field-dateTo')).toBeDisabled();
  await expect(page.getByTestId('days-total')).toHaveText('0.5 days');
  await page.locator('#field-reason').fill(`Bank appointment ${stamp}`);
  // Leaving with changes asks first; staying keeps the form.
  await page.getByTestId('menu-dashboard').click();
  const leaveDialog = page.locator('.ant-modal-confirm').filter({ hasText: 'Leave this page?' });
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Stay' }).click();
  await page.getByTestId('leave-submit').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('Submit this leave request?');
  await confirmWithKeyboard(page);
  await expect(page).toHaveURL(/#\/self-service\/leave-request\/[0-9a-f-]{36}$/);
  const halfId = appPath(page).split('/').pop()!;
  await expect(page.getByTestId('view-days')).toHaveText('0.5 days');
  await expect(page.getByTestId('leave-details').getByTestId('leave-status').first()).toHaveText('Pending');

  // Edit straight after filing goes to editAddLeavePage: morning becomes afternoon.
  await page.getByTestId('edit').click();
  await expect(page).toHaveURL(new RegExp(`#/self-service/leave-request/editAddLeavePage\\?id=${halfId}$`));
  await expect(page.locator('#field-reason')).toHaveValue(`Bank appointment ${stamp}`);
  await page.locator('#field-duration').getByText(/^Afternoon/).click();
  await page.getByTestId('leave-submit').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('Save the changes to this leave request?');
  await confirmWithKeyboard(page);
  await expect(page).toHaveURL(new RegExp(`#/self-service/leave-request/${halfId}$`));
  await expect(page.getByTestId('view-period')).toContainText('Afternoon');

  // Three days of sick leave over the holiday: a certificate is needed from 3 days.
  await page.goto(`/#${LIST}/addLeavePage`);
  await chooseOption(page, page.locator('#field-leaveTypeId'), /^Sick leave/);
  await typeDate(page, 'field-dateFrom', typed(monday));
  await typeDate(page, 'field-dateTo', typed(thursday));
  await expect(page.getByTestId('days-total')).toHaveText('3 days');
  await expect(page.getByTestId('days-dates').locator('.ant-tag')).toHaveCount(3);
  await submitExpectingError(page, 'field-files', 'Attachments is required');
  await page.getByTestId('leave-files').locator('input[type=file]').setInputFiles({ name: `certificate-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('file-item')).toHaveCount(1);
  await expect(helpOf(page, 'field-files')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('leave-form.png'), fullPage: true });
  await page.getByTestId('leave-submit').click();
  await confirmWithKeyboard(page);
  await expect(page).toHaveURL(/#\/self-service\/leave-request\/[0-9a-f-]{36}$/);
  const sickId = appPath(page).split('/').pop()!;
  await expect(page.getByTestId('view-days')).toHaveText('3 days');
  await expect(page.getByTestId('file-link')).toHaveText(`certificate-${stamp}.pdf`);
  await page.screenshot({ path: info.outputPath('leave-details.png'), fullPage: true });

  // Both wait for a decision; the pending figures count them.
  await page.goto(`/#${LIST}`);
  await chooseOption(page, page.getByTestId('year-select').locator('input'), year);
  const rows = page.getByTestId('leave-table').locator('tbody tr.ant-table-row');
  const halfRow = rows.filter({ has: page.locator(`a[href$="${halfId}"]`) });
  const sickRow = rows.filter({ has: page.locator(`a[href$="${sickId}"]`) });
  await expect(halfRow.getByTestId('leave-status')).toHaveText('Pending');
  await expect(sickRow.getByTestId('leave-status')).toHaveText('Pending');
  await expect(sickRow.getByTestId('leave-days')).toHaveText('3 days');
  await expect(sickCard.getByTestId('balance-pending')).toHaveText(String(sickBefore + 3));
  await expect(personalCard.getByTestId('balance-pending')).toHaveText(String(personalBefore + 0.5));
  await page.screenshot({ path: info.outputPath('leave-list.png'), fullPage: true });

  // The edit list offers both; its link opens EditLeavePage.
  const editable = page.getByTestId('edit-index').locator('tbody tr.ant-table-row');
  await page.goto(`/#${LIST}/edit-index`);
  await expect(editable.filter({ hasText: 'Sick leave' }).filter({ hasText: '3 days' })).toHaveCount(1);
  const editableBefore = await editable.count();

  // Cancelling asks first; the days leave the pending figure.
  await page.goto(`/#${LIST}`);
  await chooseOption(page, page.getByTestId('year-select').locator('input'), year);
  await sickRow.getByTestId('row-cancel').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('Cancel this leave request?');
  await confirmWithKeyboard(page);
  await expect(sickRow.getByTestId('leave-status')).toHaveText('Cancelled');
  await expect(sickRow.getByTestId('row-edit')).toHaveCount(0);
  await expect(sickCard.getByTestId('balance-pending')).toHaveText(String(sickBefore));
  await expect(personalCard.getByTestId('balance-pending')).toHaveText(String(personalBefore + 0.5));

  await page.goto(`/#${LIST}/edit-index`);
  await expect(editable).toHaveCount(editableBefore - 1);
  await editable.filter({ has: page.locator(`a[href$="${halfId}"]`) }).getByTestId('edit-link').click();
  await expect(page).toHaveURL(new RegExp(`#/self-service/leave-request/EditLeavePage\\?id=${halfId}$`));
  await expect(page.locator('#field-dateFrom')).toHaveValue(new RegExp(`${year}$`));

  // A cancelled request shows its history and can no longer be edited.
  await page.goto(`/#${LIST}/${sickId}`);
  await expect(page.getByTestId('cancelled-banner')).toBeVisible();
  await expect(page.getByTestId('leave-timeline')).toContainText('Cancelled by');
  await expect(page.getByTestId('edit')).toHaveCount(0);
  await page.goto(`/#${LIST}/EditLeavePage?id=${sickId}`);
  await expect(page.getByTestId('not-editable')).toBeVisible();
});

test('in Thai on a phone: Buddhist-era years in the date picker and the list, Thai rule messages', async ({ page, request }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await loggedIn(page, request, 'Employee');
  const ids = await typeIds(request, token);
  // A half day of personal leave at least two weeks ahead, on the first date the API accepts.
  let date = addDays(bangkokToday(), 14);
  let filed: Envelope<{ id: string }> | undefined;
  for (let i = 0; i < 30 && !filed?.success; i++, date = addDays(date, 1)) {
    filed = await call<{ id: string }>(request, token, '/1.0/insert/leaveForm', { leaveTypeId: ids.personal, duration: 'afternoon', dateFrom: date, dateTo: date, fileIds: [] });
  }
  expect(filed?.success, JSON.stringify(filed?.msg)).toBe(true);
  const filedDate = addDays(date, -1);
  const be = String(Number(filedDate.slice(0, 4)) + 543);

  await page.goto(`/#/th${LIST}`);
  await chooseOption(page, page.getByTestId('year-select').locator('input'), be);
  await chooseOption(page, page.getByTestId('filter-status').locator('input'), 'รออนุมัติ');
  const row = page.getByTestId('leave-table').locator('tbody tr.ant-table-row').filter({ has: page.locator(`a[href$="${filed!.data.id}"]`) });
  await expect(row.getByTestId('leave-period')).toContainText(be);
  await expect(row.getByTestId('leave-status')).toHaveText('รออนุมัติ');
  await expect(page.getByTestId('balance-PERSONAL')).toContainText('ลากิจ');
  await page.screenshot({ path: info.outputPath('leave-list-th-390.png'), fullPage: true });
  await row.getByRole('link').click();
  await expect(page.getByTestId('view-period')).toContainText(be);
  await expect(page.getByTestId('leave-timeline')).toContainText('รอผู้อนุมัติพิจารณา');
  await page.screenshot({ path: info.outputPath('leave-details-th-390.png'), fullPage: true });

  await page.goto(`/#/th${LIST}/addLeavePage`);
  await page.getByTestId('leave-submit').click();
  await expect(helpOf(page, 'field-leaveTypeId')).toHaveText('จำเป็นต้องระบุประเภทการลา');
  // The calendar opens on this year in Buddhist era, and a date typed in Buddhist era is read as such.
  await page.locator('#field-dateFrom').click();
  await expect(page.locator('.ant-picker-dropdown:visible .ant-picker-year-btn')).toHaveText(String(Number(bangkokToday().slice(0, 4)) + 543));
  await page.keyboard.press('Escape');
  await chooseOption(page, page.locator('#field-leaveTypeId'), /^ลาป่วย/);
  const start = addDays(filedDate, 7);
  await typeDate(page, 'field-dateFrom', typed(start, true));
  await expect(page.locator('#field-dateFrom')).toHaveValue(new RegExp(`${Number(start.slice(0, 4)) + 543}$`));
  await expect(page.getByTestId('days-summary').or(page.getByTestId('days-refusal'))).toBeVisible();
  await page.screenshot({ path: info.outputPath('leave-form-th-390.png'), fullPage: true });
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe('in a browser whose clock is set to Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('"Requested on" reads the company\'s Bangkok time, not the browser\'s', async ({ page, request }) => {
    const token = await loggedIn(page, request, 'Employee');
    const mine = await call<{ items: Array<{ createdAt: string }> }>(request, token, '/1.1/search/leaveSelfView', { page: 1, pageSize: 200 });
    const bangkok = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const expected = new Set(mine.data.items.map((r) => bangkok.format(new Date(r.createdAt)).replace(',', '')));
    await page.goto(`/#${LIST}`);
    const shown = page.getByTestId('my-requests').getByTestId('leave-created');
    await expect(shown.first()).toBeVisible();
    // Dates keep to one line through non-breaking spaces; they read as spaces.
    const texts = (await shown.allTextContents()).map((text) => text.replace(/\u00a0/g, ' '));
    expect(texts.length).toBeGreaterThan(0);
    // Tokyo is two hours ahead of Bangkok: a time in the browser's zone would not be among these.
    for (const text of texts) expect([...expected], text).toContain(text);
  });
});

test('unpaid leave shows the days taken and no limit; a paid type shows what remains', async ({ page, request }) => {
  await loggedIn(page, request, 'Employee');
  await page.goto(`/#${LIST}`);
  const unpaid = page.getByTestId('balance-UNPAID');
  await expect(unpaid.getByTestId('balance-no-limit')).toHaveText('No limit: every day of this leave is unpaid.');
  await expect(unpaid.getByTestId('balance-used')).toBeVisible();
  await expect(unpaid.getByTestId('balance-remaining')).toHaveCount(0);
  await expect(unpaid.getByTestId('balance-entitlement')).toHaveCount(0);
  await expect(page.getByTestId('balance-SICK').getByTestId('balance-remaining')).toBeVisible();
});
