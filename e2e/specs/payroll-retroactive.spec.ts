import type { APIRequestContext, Page } from '@playwright/test';
import type { DropdownOption } from '@hr/domain/session';
import type { SalaryLineDetails, SalaryPeriodList, SalaryPeriodView } from '@hr/domain/payroll/period';
import { expect, test, apiLogin, confirmWithKeyboard, demo, loggedIn } from '../fixtures';

/*
 * Issue 35 point 6: a salary dated in a month already closed asks HR first, naming the month, and
 * the difference is offered as retroactive pay in the next draft, where the accountant accepts it. The test's own months (two years
 * ahead, a pair no period holds yet) and its own employee (one per attempt, none other tests touch).
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const end = (month: string) => `${month}-${String(lastDay(month)).padStart(2, '0')}`;

async function call<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const body = await (await request.post(`/api${path}`, { headers: { authorization: token }, data })).json();
  expect(body.success, `${path}: ${JSON.stringify(body.msg)}`).toBe(true);
  return body.data as T;
}

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  const fits = await tab.evaluate((el) => el.getBoundingClientRect().right <= el.closest('.ant-tabs-nav-wrap')!.getBoundingClientRect().right);
  if (fits) return tab.click();
  await page.locator('.ant-tabs-nav-more').hover();
  await page.locator('.ant-tabs-dropdown-menu-item:visible').filter({ hasText: name }).click();
}

test('a salary dated in a closed month asks first, naming the month, and its difference is paid in the next draft', async ({ page, request, browser }, info) => {
  const hr = await loggedIn(page, request, 'HR');
  const accountant = await apiLogin(request, demo('Accountant'));
  const companyId = (await call<DropdownOption[]>(request, accountant, '/1.0/getDropdownByModuleName', { moduleName: 'company' })).find((o) => o.value === demo('Accountant').company)!.id!;
  const code = ['AMN00036', 'AMN00037', 'AMN00038'][info.retry]!;
  const employeeId = (await call<{ items: Array<{ id: string; employeeCode: string }> }>(request, hr, '/1.0/search/employee', { keyword: code })).items.find((e) => e.employeeCode === code)!.id;
  // Two months in a row of two years ahead that no period holds yet.
  const year = new Date().getUTCFullYear() + 2;
  const taken = new Set((await call<SalaryPeriodList>(request, accountant, '/1.0/search/salaryPeriod', { companyId, year, pageSize: 100 })).items.filter((p) => p.staffKind === 'monthly').map((p) => p.month));
  const m = Array.from({ length: 11 }, (_, i) => i + 1).find((i) => !taken.has(`${year}-${String(i).padStart(2, '0')}`) && !taken.has(`${year}-${String(i + 1).padStart(2, '0')}`))!;
  const closed = `${year}-${String(m).padStart(2, '0')}`;
  const next = `${year}-${String(m + 1).padStart(2, '0')}`;
  await call(request, hr, '/1.0/save/salary', { employeeId, incrementType: 'initial', baseSalary: 20_000, effectiveDate: `${year}-01-01` });
  const period = (month: string) => call<SalaryPeriodView>(request, accountant, '/1.0/save/salaryPeriod', {
    companyId, month, periodStart: `${month}-01`, periodEnd: end(month), payDate: end(month), staffKind: 'monthly', paymentChannel: 'both' });
  const first = await period(closed);
  await call(request, accountant, '/1.0/compute/salaryPeriod', { id: first.id });
  await call(request, accountant, '/1.0/update/salaryPeriod/paymentStatus', { id: first.id, action: 'close' });
  const draft = await period(next);

  await page.goto(`/#/employment-management/all-employee/${employeeId}/edit`);
  await openTab(page, 'Salary');
  await page.getByTestId('add-salary').click();
  const drawer = page.getByTestId('section-drawer');
  await drawer.locator('#field-incrementType').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Annual increase' }).click();
  await drawer.locator('#field-effectiveDate').fill(`01/${closed.slice(5, 7)}/${year}`);
  await drawer.locator('#field-effectiveDate').press('Enter');
  await drawer.locator('#field-baseSalary').fill('22000');
  await page.getByTestId('section-save').click();
  // The save's confirmation, then (the server's answer) the warning, which names the closed month and the draft the difference goes to.
  const ok = page.locator('.ant-modal-confirm').filter({ visible: true }).locator('.ant-btn-primary');
  await expect(ok).toBeFocused();
  await ok.press('Enter');
  const warning = page.getByTestId('salary-retroactive');
  await expect(warning).toContainText(`${MONTHS[m - 1]} ${year}`);
  await expect(warning).toContainText(`(${MONTHS[m]} ${year})`);
  await page.screenshot({ path: info.outputPath('salary-retroactive-en.png') });
  await confirmWithKeyboard(page);
  await expect(drawer).toBeHidden();

  // The accountant finds it offered on the next draft's page and accepts it; its compute pays the month's 2,000 as a correction of it.
  const books = await browser.newPage();
  await loggedIn(books, request, 'Accountant');
  await books.goto(`/#/payroll/salary-period/${draft.id}`);
  const offer = books.getByTestId('retro-offers').locator('tbody tr');
  await expect(offer).toHaveCount(1);
  for (const text of [code, `${MONTHS[m - 1]} ${year}`, '+2,000.00', `Retroactive pay of ${MONTHS[m - 1]} ${year}`]) await expect(offer).toContainText(text);
  await offer.getByTestId('retro-accept').click();
  await confirmWithKeyboard(books);
  await expect(books.getByTestId('retro-offers')).toHaveCount(0);
  await call(request, accountant, '/1.0/compute/salaryPeriod', { id: draft.id });
  const line = await call<SalaryLineDetails>(request, accountant, '/1.0/get/salaryPeriod/line', { id: draft.id, employeeId });
  expect(line.working.adjustments!.map((a) => [a.fromMonth, a.amountSatang])).toEqual([[closed, 200_000]]);
});
