import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, apiLogin, appPath, chooseOption, confirmWithKeyboard, demo, loggedIn, expectMenuBadge } from '../fixtures';

// The demo supervisor leads the demo employee's department; its assistant supervisor reports to
// them (seed/demo.ts buildStaff), so the assistant's requests wait on the supervisor's approval page.
// The requester is the assistant rather than the demo employee, whose seeded leave other specs read.
const REQUESTER = 'Assistant supervisor';
const APPROVAL = '/employment-management/approval';
const MANAGEMENT = '/employment-management/leave-management';
const run = String(Date.now()).slice(-6);

type Option = { value: string; id?: string; labelEn: string };

/** Today in Bangkok, as the server counts notice, plus `days`. */
function bangkokDate(days: number): Date {
  const d = new Date(Date.now() + 7 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The id of the sick-leave type (no notice needed, 30 days a year). */
async function sickLeaveId(request: APIRequestContext, token: string) {
  const res = await request.post('/api/1.0/getDropdownByModuleName', { headers: { authorization: token }, data: { moduleName: 'leaveType' } });
  const o = ((await res.json()).data as Option[]).find((x) => x.labelEn === 'Sick leave')!;
  return o.id ?? o.value;
}

/**
 * Files a one-day sick leave on the first working day from `fromDay` days ahead that takes it
 * (a weekend, a holiday or a day already taken is refused, and the next day is tried).
 */
async function fileLeave(request: APIRequestContext, token: string, typeId: string, fromDay: number, reason: string) {
  for (let day = fromDay; day < fromDay + 30; day++) {
    const date = bangkokDate(day);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    const res = await request.post('/api/1.0/insert/leaveForm', {
      headers: { authorization: token },
      data: { leaveTypeId: typeId, duration: 'fullDay', dateFrom: iso(date), dateTo: iso(date), reason, fileIds: [] },
    });
    const body = await res.json();
    if (body.success) return { id: body.data.id as string, date: iso(date), day };
  }
  throw new Error('no working day took the leave');
}

/** The pending-approval count the server gives the caller (what the badge shows). */
const pendingCount = async (request: APIRequestContext, token: string) =>
  (await (await request.get('/api/1.0/get/count/notification/self', { headers: { authorization: token } })).json()).data as number;

/** The badge on the "Approvals" menu entry. */
const expectBadge = (page: Page, count: number) => expectMenuBadge(page, 'employment-management.approval', 'employment-management', count);

test('leave approval: the supervisor sees the badge, rejects one (remark required) and approves the other; HR finds both, exports and cancels the approved one', async ({ page, browser, request }, info) => {
  const asst = await apiLogin(request, demo(REQUESTER));
  const sick = await sickLeaveId(request, asst);
  const first = await fileLeave(request, asst, sick, 21, `Dentist ${run}`);
  const second = await fileLeave(request, asst, sick, first.day + 1, `Clinic ${run}`);

  // The menu entry without an id lands on the approver's own page; so does someone else's id.
  const supervisor = await loggedIn(page, request, 'Supervisor');
  const before = await pendingCount(request, supervisor);
  expect(before).toBeGreaterThanOrEqual(2);
  await page.goto(`/#${APPROVAL}`);
  await expect(page.getByTestId('approval-page')).toBeVisible();
  expect(appPath(page)).toMatch(/^\/employment-management\/approval\/[0-9a-f-]{36}$/);
  const own = appPath(page);
  await page.goto(`/#${APPROVAL}/00000000-0000-4000-8000-000000000000`);
  await expect.poll(() => appPath(page)).toBe(own);
  await expectBadge(page, before);

  const table = page.getByTestId('approval-table');
  await expect(table.getByTestId(`reject-${first.id}`)).toBeVisible();
  await expect(table.getByTestId(`approve-${second.id}`)).toBeVisible();

  // Rejecting needs a remark: the form says so and nothing is sent.
  const decision = page.getByTestId('decision-modal');
  // On a freshly started server the list can still re-render (the badge's refresh) as the button
  // is clicked, and that click is lost: it is clicked again while the dialog has not opened.
  const ok = page.locator('#decision-ok');
  await expect(async () => {
    if (!(await ok.isVisible())) await table.getByTestId(`reject-${first.id}`).click({ timeout: 2_000 });
    await expect(ok).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await ok.click();
  await expect(decision.getByText('Remark is required')).toBeVisible();
  await decision.getByTestId('decision-remark').fill('Please file it after the audit week');
  // One request: the remark dialog is the confirmation, no second question (issue 15 point 5).
  await page.locator('#decision-ok').click();
  await expect(table.getByTestId(`reject-${first.id}`)).toHaveCount(0);
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);

  // The other one is read in the drawer (balance of that type, who else is away) and approved there.
  await table.getByTestId(`view-${second.id}`).click();
  const drawer = page.getByTestId('approve-drawer');
  await expect(drawer.getByTestId('summary-employee')).toContainText(demo(REQUESTER).employeeId);
  await expect(drawer.getByTestId('detail-balances').locator('tbody tr').first()).toBeVisible();
  await expect(drawer.getByTestId('detail-away')).toBeVisible();
  await page.screenshot({ path: info.outputPath('approval-drawer-en.png') });
  await drawer.getByTestId('drawer-approve').click();
  await page.locator('#decision-ok').click();
  await expect(drawer).toBeHidden();
  await expect(table.getByTestId(`approve-${second.id}`)).toHaveCount(0);
  // The badge counts two fewer without waiting for the 5-minute poll.
  await expectBadge(page, before - 2);
  await page.screenshot({ path: info.outputPath('approval-en.png'), fullPage: true });

  // HR finds both, exports them, and cancels the approved one with a reason.
  const hrContext = await browser.newContext();
  const hr = await hrContext.newPage();
  await loggedIn(hr, request, 'HR');
  await hr.goto(`/#${MANAGEMENT}`);
  await hr.getByTestId('search').locator('input').fill(demo(REQUESTER).employeeId);
  await hr.getByTestId('search').locator('input').press('Enter');
  const list = hr.getByTestId('leave-table');
  const rowOf = (id: string) => list.locator('tbody tr').filter({ has: hr.getByTestId(`open-${id}`) });
  await expect(rowOf(first.id).getByTestId('leave-status')).toHaveText('Rejected');
  await expect(rowOf(second.id).getByTestId('leave-status')).toHaveText('Approved');
  const download = hr.waitForEvent('download');
  await hr.getByTestId('export').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await hr.screenshot({ path: info.outputPath('leave-management-en.png'), fullPage: true });

  await rowOf(second.id).getByTestId(`open-${second.id}`).click();
  await expect(hr.getByTestId('leave-view-page').getByTestId('leave-status')).toHaveText('Approved');
  await hr.getByTestId('hr-cancel').click();
  await hr.locator('#hr-cancel-ok').click();
  await expect(hr.getByTestId('hr-cancel-modal').getByText('Reason is required')).toBeVisible();
  await hr.getByTestId('hr-cancel-reason').fill('Called back for the stock count');
  await hr.locator('#hr-cancel-ok').click();
  await confirmWithKeyboard(hr);
  await expect(hr.getByTestId('leave-view-page').getByTestId('leave-status')).toHaveText('Cancelled');
  await expect(hr.getByTestId('summary-cancel-reason')).toHaveText('Called back for the stock count');
  await expect(hr.getByTestId('hr-cancel')).toHaveCount(0);
  await hr.screenshot({ path: info.outputPath('leave-view-en.png'), fullPage: true });

  // From the request, HR adds a day and a half of sick leave to the employee's entitlement: a ledger row with a note.
  await hr.getByTestId('adjust-entitlement').click();
  const panel = hr.getByTestId('adjustment-panel');
  await expect(panel.getByTestId('adjust-employee')).toContainText(demo(REQUESTER).employeeId);
  await panel.getByTestId('adjust-save').click();
  await expect(panel.getByText('Leave type is required')).toBeVisible();
  await chooseOption(hr, panel.locator('#leaveTypeId'), 'Sick leave');
  await panel.locator('#days').fill('1.5');
  await panel.locator('#note').fill(`Hospital stay after the audit ${run}`);
  await panel.getByTestId('adjust-save').click();
  await confirmWithKeyboard(hr);
  const ledger = panel.getByTestId('adjust-ledger');
  await expect(ledger.locator('tbody tr').filter({ hasText: `Hospital stay after the audit ${run}` })).toContainText('+1.5');
  await hr.screenshot({ path: info.outputPath('adjustments-en.png'), fullPage: true });
  await hrContext.close();
});

test('leave approval in Thai: a bulk approval lists what went through; the lists and the team calendar show Buddhist-era years', async ({ page, browser, request }, info) => {
  const asst = await apiLogin(request, demo(REQUESTER));
  const sick = await sickLeaveId(request, asst);
  const a = await fileLeave(request, asst, sick, 40, `ธุระ ${run}`);
  const b = await fileLeave(request, asst, sick, a.day + 1, `พบแพทย์ ${run}`);
  const beYear = String(Number(a.date.slice(0, 4)) + 543);

  await loggedIn(page, request, 'Supervisor');
  await page.goto(`/#/th${APPROVAL}`);
  const table = page.getByTestId('approval-table');
  const rowOf = (id: string) => table.locator('tbody tr').filter({ has: page.getByTestId(`view-${id}`) });
  await expect(rowOf(a.id).getByTestId('row-period')).toContainText(beYear);
  await expect(rowOf(a.id).getByTestId('leave-status')).toHaveText('รออนุมัติ');
  await rowOf(a.id).locator('.ant-checkbox-input').check();
  await rowOf(b.id).locator('.ant-checkbox-input').check();
  await expect(page.getByTestId('selected-count')).toHaveText('เลือกแล้ว 2 รายการ');
  await page.getByTestId('bulk-approve').click();
  await page.locator('#decision-ok').click();
  await confirmWithKeyboard(page);
  const results = page.getByTestId('bulk-results');
  await expect(results.getByTestId('bulk-summary')).toContainText('สำเร็จ 2 รายการ');
  await expect(results.getByTestId('bulk-ok')).toHaveCount(2);
  await page.screenshot({ path: info.outputPath('approval-bulk-th.png') });
  await page.getByTestId('bulk-results-close').click();
  await expect(rowOf(a.id)).toHaveCount(0);

  // HR's list and the team calendar in Thai: Buddhist-era years.
  const hrContext = await browser.newContext();
  const hr = await hrContext.newPage();
  await loggedIn(hr, request, 'HR');
  await hr.goto(`/#/th${MANAGEMENT}`);
  await hr.getByTestId('search').locator('input').fill(demo(REQUESTER).employeeId);
  await hr.getByTestId('search').locator('input').press('Enter');
  const row = hr.getByTestId('leave-table').locator('tbody tr').filter({ has: hr.getByTestId(`open-${a.id}`) });
  await expect(row.getByTestId('row-period')).toContainText(beYear);
  await expect(row.getByTestId('leave-status')).toHaveText('อนุมัติแล้ว');
  await hr.screenshot({ path: info.outputPath('leave-management-th.png'), fullPage: true });

  await hr.getByTestId('tab-calendar').click();
  const calendar = hr.getByTestId('team-calendar');
  const months = (Number(a.date.slice(0, 4)) - bangkokDate(0).getUTCFullYear()) * 12 + Number(a.date.slice(5, 7)) - (bangkokDate(0).getUTCMonth() + 1);
  for (let i = 0; i < months; i++) await calendar.getByTestId('cal-next').click();
  await expect(calendar.getByTestId('cal-title')).toContainText(beYear);
  await expect(calendar.getByTestId('cal-row').filter({ hasText: demo(REQUESTER).employeeId })).toBeVisible();
  await hr.screenshot({ path: info.outputPath('team-calendar-th.png'), fullPage: true });
  await hrContext.close();
});

test('a two-step leave chain: the supervisor approves first, the request waits for HR, HR completes it; each reads the steps', async ({ page, browser, request }, info) => {
  const hrToken = await apiLogin(request, demo('HR'));
  const chain = (steps: object[]) => request.post('/api/1.1/save/approval/chain', { headers: { authorization: hrToken }, data: { companyId: null, requestType: 'leave', steps } });
  expect((await (await chain([{ kind: 'supervisor' }, { kind: 'hr' }])).json()).success).toBe(true);
  try {
    const asst = await apiLogin(request, demo(REQUESTER));
    const sick = await sickLeaveId(request, asst);
    const filed = await fileLeave(request, asst, sick, 70, `Two steps ${run}`);

    await loggedIn(page, request, 'Supervisor');
    await page.goto(`/#${APPROVAL}?view=${filed.id}`);
    const drawer = page.getByTestId('approve-drawer');
    const chainSteps = drawer.getByTestId('chain-section').getByTestId('step-title');
    await expect(chainSteps).toHaveText(['Supervisor · waiting for a decision', 'HR · waiting']);
    await drawer.getByTestId('drawer-approve').click();
    await page.locator('#decision-ok').click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('approval-table').getByTestId(`approve-${filed.id}`)).toHaveCount(0);

    // HR finds it waiting in their own inbox's leave tab, reads who approved first, and completes it.
    const hrContext = await browser.newContext();
    const hr = await hrContext.newPage();
    await loggedIn(hr, request, 'HR');
    await hr.goto(`/#${APPROVAL}`);
    const table = hr.getByTestId('approval-table');
    await expect(table.getByTestId(`approve-${filed.id}`)).toBeVisible();
    await table.getByTestId(`view-${filed.id}`).click();
    const hrDrawer = hr.getByTestId('approve-drawer');
    await expect(hrDrawer.getByTestId('chain-section').getByTestId('step-title')).toHaveText(['Supervisor · approved', 'HR · waiting for a decision']);
    await expect(hrDrawer.getByTestId('leave-status')).toHaveText('Pending');
    await hr.screenshot({ path: info.outputPath('leave-chain-hr-en.png') });
    await hrDrawer.getByTestId('drawer-approve').click();
    await hr.locator('#decision-ok').click();
    await expect(hrDrawer).toBeHidden();
    await hrContext.close();

    // The requester's own page: approved, both steps with who decided.
    const own = await browser.newContext();
    const me = await own.newPage();
    await loggedIn(me, request, REQUESTER);
    await me.goto(`/#/self-service/leave-request/${filed.id}`);
    await expect(me.getByTestId('leave-facts').getByTestId('leave-status')).toHaveText('Approved');
    // One day in its year, in the singular.
    await expect(me.getByTestId('leave-facts')).toContainText(new RegExp(`${filed.date.slice(0, 4)}: 1 day(?!s)`));
    await expect(me.getByTestId('chain-section').getByTestId('step-title')).toHaveText(['Supervisor · approved', 'HR · approved']);
    await expect(me.getByTestId('chain-section').getByTestId('step-body').nth(1)).toContainText(`Decided by ${demo('HR').employeeId}`);
    await me.screenshot({ path: info.outputPath('leave-chain-own-en.png'), fullPage: true });
    await own.close();
  } finally {
    await chain([]);
  }
});

test('leave approval and leave management are closed to an employee without those permissions', async ({ page, request }) => {
  await loggedIn(page, request, 'Employee');
  for (const path of [APPROVAL, MANAGEMENT]) {
    await page.goto(`/#${path}`);
    await expect(page.locator('.ant-result-403')).toBeVisible();
  }
  const token = await apiLogin(request, demo('Employee'));
  const res = await request.post('/api/1.0/search/leave', { headers: { authorization: token }, data: {} });
  expect(res.status()).toBe(403);
});
