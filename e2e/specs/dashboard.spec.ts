import type { Diagnostics } from '@hr/domain/system/diagnostics';
import type { SelfOverview } from '@hr/domain/dashboard/views';
import { expect, test, apiLogin, appPath, demo, loggedIn } from '../fixtures';

/*
 * Issue 18 point 1: the self dashboard answers what an employee needs to know and do this morning.
 * The check-in card itself (its presses at 390 px, in three languages) is attendance-checkin.spec.ts's;
 * here the cards around it, read against the server's own answer.
 */

const LANGS = [
  { lang: 'en', prefix: '', leftOf: /days? left of/, requestLeave: 'Request leave' },
  { lang: 'th', prefix: '/th', leftOf: /เหลือ .* จาก .* วัน/, requestLeave: 'ขอลา' },
  { lang: 'km', prefix: '/km', leftOf: /នៅសល់ .* ក្នុងចំណោម .* ថ្ងៃ/, requestLeave: 'ស្នើសុំច្បាប់' },
] as const;

for (const c of LANGS) {
  test(`${c.lang}: the employee's dashboard on a 390 px phone: check-in first, the balance, my requests in progress, request leave from it`, async ({ page, request }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await loggedIn(page, request, 'Employee');
    const o = (await (await request.get('/api/1.0/get/dashboard/self/overview', { headers: { authorization: token, lang: c.lang } })).json()).data as SelfOverview;
    await page.goto(`/#${c.prefix}/dashboard`);
    const checkIn = page.getByTestId('checkin-button');
    await expect(checkIn).toBeVisible();
    const leaveCard = page.getByTestId('my-leave-card');
    await expect(leaveCard.getByTestId('balance-SICK')).toBeVisible();
    // The button to press comes before everything else on the phone.
    expect((await checkIn.boundingBox())!.y).toBeLessThan((await page.getByTestId('my-month-card').boundingBox())!.y);
    expect((await checkIn.boundingBox())!.y).toBeLessThan((await leaveCard.boundingBox())!.y);
    const sick = o.balances.find((b) => b.code === 'SICK')!;
    await expect(leaveCard.getByTestId('balance-SICK').getByTestId('balance-left')).toHaveText(c.leftOf);
    await expect(leaveCard.getByTestId('balance-SICK').getByTestId('balance-left')).toContainText(String(sick.remaining));
    // The seeded pending requests wait for the supervisor, step 1 of 1.
    const mine = page.getByTestId('my-requests-card');
    expect(o.requests.total).toBeGreaterThanOrEqual(2);
    await expect(mine.locator('[data-testid^="my-request-"]')).toHaveCount(Math.min(o.requests.total, 5));
    // The month's statuses as a bar whose parts add up to the days counted.
    if (o.attendance && Object.keys(o.attendance.byStatus).length) {
      const parts = Object.keys(o.attendance.byStatus).filter((s) => (o.attendance!.byStatus as Record<string, number>)[s]! > 0);
      await expect(page.getByTestId('month-bar').locator('[data-status]')).toHaveCount(parts.length);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: info.outputPath(`dashboard-390-${c.lang}.png`), fullPage: true });

    // A request opens where it lives; "request leave" opens the form.
    const first = o.requests.items[0]!;
    await mine.getByTestId(`my-request-${first.id}`).click();
    await expect.poll(() => appPath(page)).toContain(first.requestType === 'leave' ? `/self-service/leave-request/${first.id}` : '/self-service/attendance');
    await page.goBack();
    await expect(page.getByTestId('request-leave')).toHaveText(c.requestLeave);
    await page.getByTestId('request-leave').click();
    await expect.poll(() => appPath(page)).toContain('/self-service/leave-request/addLeavePage');
    await expect(page.getByTestId('leave-form')).toBeVisible();
  });
}

test('the supervisor\'s dashboard: what waits for their decision per type, each opening its tab of the approval page', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'Supervisor');
  const o = (await (await request.get('/api/1.0/get/dashboard/self/overview', { headers: { authorization: token } })).json()).data as SelfOverview;
  expect(o.waiting).not.toBeNull();
  await page.goto('/#/dashboard');
  const waiting = page.getByTestId('waiting-card');
  await expect(waiting.getByTestId('waiting-leave')).toContainText(String(o.waiting!.leave));
  await page.screenshot({ path: info.outputPath('dashboard-supervisor-en.png') });
  await waiting.getByTestId('waiting-leave').click();
  await expect(page.getByTestId('approval-page')).toBeVisible();
  expect(appPath(page)).toMatch(/^\/employment-management\/approval\/[0-9a-f-]{36}$/);
  // An employee approves nothing: no such card.
  const employee = await apiLogin(request, demo('Employee'));
  expect((await (await request.get('/api/1.0/get/dashboard/self/overview', { headers: { authorization: employee } })).json()).data.waiting).toBeNull();
});

test('section pages show the pages of the section the role may open, with what waits on them; a section with nothing for the role is not found', async ({ page, browser, request }, info) => {
  // HR: employment management's pages, the approval page's count on its card.
  const hrToken = await loggedIn(page, request, 'HR');
  const counts = (await (await request.get('/api/1.0/get/count/notification/self/bySource', { headers: { authorization: hrToken } })).json()).data as { bySource: Record<string, number> };
  await page.goto('/#/employment-management');
  const section = page.getByTestId('section-page');
  await expect(section.getByTestId('section-card-employment-management.add-employee')).toBeVisible();
  await expect(section.getByTestId('section-card-employment-management.leave-management')).toBeVisible();
  // Pages not built yet (recruitment) are not shown.
  await expect(section.getByTestId('section-card-employment-management.recruitment-management')).toHaveCount(0);
  if (counts.bySource['leave-approval']) {
    await expect(section.getByTestId('section-card-employment-management.approval').getByTestId('section-badge')).toContainText(String(counts.bySource['leave-approval']));
  }
  await page.screenshot({ path: info.outputPath('section-employment-management-en.png'), fullPage: true });
  await section.getByTestId('section-card-employment-management.leave-management').click();
  await expect.poll(() => appPath(page)).toBe('/employment-management/leave-management');
  await page.goto('/#/th/report');
  await expect(page.getByTestId('section-card-report.leave-report')).toBeVisible();
  await page.screenshot({ path: info.outputPath('section-report-th.png'), fullPage: true });
  // Payroll: HR holds the salary calculator (issue 19), not the accountant's salary periods.
  await page.goto('/#/payroll');
  await expect(page.getByTestId('section-card-payroll.salary-calculator')).toBeVisible();
  await expect(page.getByTestId('section-card-payroll.salary-period')).toHaveCount(0);
  // Inventory has no page built yet: nothing to show.
  await page.goto('/#/inventory-manage');
  await expect(page.locator('.ant-result-404')).toBeVisible();

  // The employee: their own report only, and no employment management at all.
  const context = await browser.newContext();
  const employee = await context.newPage();
  await loggedIn(employee, request, 'Employee');
  await employee.goto('/#/report');
  await expect(employee.getByTestId('section-card-report.self-leave-report')).toBeVisible();
  await expect(employee.getByTestId('section-card-report.leave-report')).toHaveCount(0);
  await employee.goto('/#/employment-management');
  await expect(employee.locator('.ant-result-404')).toBeVisible();
  await context.close();
});

test('the administrator\'s diagnostics (/test): each part with a plain verdict, in English and Thai; HR may not open it', async ({ page, browser, request }, info) => {
  const token = await loggedIn(page, request, 'Administrator');
  const d = (await (await request.get('/api/1.0/get/system/diagnostics', { headers: { authorization: token } })).json()).data as Diagnostics;
  await page.goto('/#/test');
  const root = page.getByTestId('diagnostics-page');
  for (const part of ['version', 'database', 'mail', 'time', 'maintenance'] as const) {
    await expect(root.getByTestId(`verdict-${part}`)).toHaveAttribute('data-verdict', d[part].verdict);
  }
  // Every migration of the build is applied on the server the tests run.
  await expect(root.getByTestId('verdict-database')).toHaveText('Working');
  await expect(root.getByTestId('migrations')).toHaveText(`${d.database.shipped} of ${d.database.shipped} applied`);
  await page.screenshot({ path: info.outputPath('diagnostics-en.png'), fullPage: true });
  await page.goto('/#/th/test');
  await expect(page.getByTestId('verdict-database')).toHaveText('ใช้งานได้');
  await expect(page.getByTestId('business-date')).toContainText(String(Number(d.time.businessDate.slice(0, 4)) + 543));
  await page.screenshot({ path: info.outputPath('diagnostics-th.png'), fullPage: true });

  const context = await browser.newContext();
  const hr = await context.newPage();
  await loggedIn(hr, request, 'HR');
  await hr.goto('/#/test');
  await expect(hr.locator('.ant-result-403')).toBeVisible();
  await context.close();
});
