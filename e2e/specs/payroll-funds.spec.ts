import type { APIRequestContext } from '@playwright/test';
import type { DropdownOption } from '@hr/domain/session';
import type { FundAccountView } from '@hr/domain/payroll/funds';
import type { SalaryPeriodList, SalaryPeriodView } from '@hr/domain/payroll/period';
import { expect, test, apiLogin, appPath, chooseOption, demo, loggedIn } from '../fixtures';

/*
 * Issue 19 point 5: funds and loans in the accountant's browser. An education loan is opened,
 * repaid in part outside payroll (a repayment above the debt is refused under its field), and a
 * salary period's compute deducts its instalment into the ledger, pending while the period is a draft.
 */
const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_TH = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'];

async function call<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const body = await (await request.post(`/api${path}`, { headers: { authorization: token }, data })).json();
  expect(body.success, `${path}: ${JSON.stringify(body.msg)}`).toBe(true);
  return body.data as T;
}
/** This month in Bangkok, 'YYYY-MM'. */
const thisMonth = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7);
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/** The demo company's first active employee who joined before this month, with a salary (HR gives one if there is none). */
async function salariedEmployee(request: APIRequestContext, companyId: string, month: string) {
  const hr = await apiLogin(request, demo('HR'));
  const staff = await call<{ items: Array<{ id: string; employeeCode: string; joiningDate: string | null }> }>(request, hr, '/1.0/search/employee',
    { companyId, active: true, pageSize: 20, sort: { field: 'employeeCode', dir: 'asc' } });
  const e = staff.items.find((x) => !x.joiningDate || x.joiningDate < `${month}-01`)!;
  if (!await call<object | null>(request, hr, '/1.0/get/employment/lastBaseSalary', { id: e.id })) {
    // From their joining (other specs pay earlier months of the same people).
    await call(request, hr, '/1.0/save/salary', { employeeId: e.id, incrementType: 'initial', baseSalary: 32_500, effectiveDate: e.joiningDate ?? `${Number(month.slice(0, 4)) - 1}-01-01` });
  }
  return e;
}

/** The accountant's company, this month and an employee of it with a salary. */
async function setting(request: APIRequestContext, token: string) {
  const code = demo('Accountant').company;
  const companies = await call<DropdownOption[]>(request, token, '/1.0/getDropdownByModuleName', { moduleName: 'company' });
  const companyId = companies.find((o) => o.value === code)!.id!;
  const month = thisMonth();
  return { code, companyId, month, employee: await salariedEmployee(request, companyId, month) };
}

test('the accountant opens an education loan, records a repayment, and a period\'s compute deducts the instalment into its ledger', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const token = await loggedIn(page, request, 'Accountant');
  const { code, companyId, month, employee } = await setting(request, token);

  await page.goto('/#/payroll/education-loan');
  await expect(page.getByTestId('fund-table')).toBeVisible();
  await expect(page.getByTestId('fund-intro')).toContainText('Student Loan Fund');
  await page.getByTestId('fund-add').click();
  await expect.poll(() => appPath(page)).toBe('/payroll/education-loan/add');
  await chooseOption(page, page.locator('#field-companyId'), new RegExp(`^${code} - `));
  await chooseOption(page, page.locator('#field-employeeId'), employee.employeeCode, employee.employeeCode);
  await page.locator('#field-startMonth').fill(`${month.slice(5, 7)}/${month.slice(0, 4)}`);
  await page.locator('#field-startMonth').press('Enter');
  await expect(page.locator('#field-startMonth')).toHaveValue(`${MONTHS_LONG[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`);
  await page.locator('#field-principal').fill('3000');
  // An instalment above the principal is refused under its field, in the server's words, before anything is sent.
  await page.locator('#field-instalment').fill('5000');
  await page.getByTestId('fund-save').click();
  await expect(page.getByTestId('fund-form').locator('.ant-form-item-explain-error')).toHaveText(['Instalment must not be more than the principal']);
  await expect(page.locator('#field-instalment')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#field-instalment').fill('2000');
  await page.locator('#field-memberNumber').fill('EDU-7');
  await page.screenshot({ path: info.outputPath('fund-form-en.png'), fullPage: true });
  await page.getByTestId('fund-save').click();
  await expect.poll(() => appPath(page)).toMatch(/^\/payroll\/education-loan\/[0-9a-f-]{36}$/);
  const id = appPath(page).split('/').pop()!;
  await expect(page.getByTestId('fund-loan-balance')).toContainText('3,000.00');
  await expect(page.getByTestId('fund-terms')).toHaveText('Instalment 2,000.00');
  await expect(page.getByTestId('fund-state')).toHaveText('Running');

  // A repayment outside payroll: above the debt it is refused under the amount; 500 goes in and the balance follows.
  await page.getByTestId('fund-add-entry').click();
  const modal = page.getByTestId('fund-entry-modal');
  await chooseOption(page, modal.locator('#field-type'), 'Repayment');
  await modal.locator('#field-amount').fill('5000');
  await modal.locator('#field-note').fill('Paid in cash');
  await page.getByTestId('entry-save').click();
  await expect(modal.locator('.ant-form-item-explain-error')).toHaveText('Amount (THB) must not be more than the balance');
  await modal.locator('#field-amount').fill('500');
  await page.getByTestId('entry-save').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('fund-loan-balance')).toContainText('2,500.00');
  const ledger = page.getByTestId('ledger-table');
  await expect(ledger.getByTestId('entry-type')).toHaveText(['Repayment']);
  await expect(ledger.getByTestId('entry-loan-after')).toHaveText(['2,500.00']);

  // This month's monthly period (a draft of an earlier attempt is replaced): computed, it deducts the instalment, pending until closed.
  const list = await call<SalaryPeriodList>(request, token, '/1.0/search/salaryPeriod', { companyId, year: Number(month.slice(0, 4)), pageSize: 100 });
  const earlier = list.items.find((p) => p.month === month && p.staffKind === 'monthly');
  if (earlier?.status === 'draft') await call(request, token, '/1.0/delete/salaryPeriod', { id: earlier.id });
  // This test adds and deletes this month's period itself: one moved on by someone else is a setup it must not run on.
  expect(earlier?.status ?? 'draft', 'this month\'s monthly period is this test\'s to add').toBe('draft');
  const end = `${month}-${String(lastDay(month)).padStart(2, '0')}`;
  const period = await call<SalaryPeriodView>(request, token, '/1.0/save/salaryPeriod', {
    companyId, month, periodStart: `${month}-01`, periodEnd: end, payDate: end, staffKind: 'monthly', paymentChannel: 'both',
  });
  try {
    await call(request, token, '/1.0/compute/salaryPeriod', { id: period.id });
    await page.reload();
    await expect(ledger.getByTestId('entry-type')).toHaveText(['Repayment', 'Salary period']);
    await expect(ledger.getByTestId('entry-pending')).toHaveText('draft');
    await expect(ledger.getByTestId('entry-loan-after')).toHaveText(['2,500.00', '500.00']);
    await expect(page.getByTestId('fund-pending')).toContainText('2,000.00');
    // A draft's deduction is not in the balance yet.
    await expect(page.getByTestId('fund-loan-balance')).toContainText('2,500.00');
    await page.screenshot({ path: info.outputPath('fund-ledger-en.png'), fullPage: true });
    const account = (await call<{ account: FundAccountView }>(request, token, '/1.0/get/loan/details', { id })).account;
    expect(account.pending).toBe(2_000);

    // The line's explanation names the loan's instalment and the debt it came from.
    await page.goto(`/#/payroll/salary-period/${period.id}?line=${employee.id}`);
    await expect(page.getByTestId('line-drawer').getByTestId('deduction-LOAN')).toContainText('Education loan instalment 2,000.00 (2,500.00 owed before)');
  } finally {
    await call(request, token, '/1.0/delete/salaryPeriod', { id: period.id });
  }
  // The draft gone, its entry went with it.
  await page.goto(`/#/payroll/education-loan/${id}`);
  await expect(page.getByTestId('ledger-table').getByTestId('entry-type')).toHaveText(['Repayment']);
});

test('in Thai: a saving fund account by percent of salary, its month in the Buddhist era, a missing percent named in Thai', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'Accountant');
  const { month, employee } = await setting(request, token);
  const thaiMonth = `${MONTHS_TH[Number(month.slice(5, 7)) - 1]} ${Number(month.slice(0, 4)) + 543}`;

  await page.goto('/#/th/payroll/saving-fund/addSavingFund');
  await expect(page.getByTestId('fund-form-page')).toContainText('เพิ่ม: กองทุนออมทรัพย์');
  await chooseOption(page, page.locator('#field-employeeId'), employee.employeeCode, employee.employeeCode);
  await page.locator('#field-startMonth').fill(`${month.slice(5, 7)}/${Number(month.slice(0, 4)) + 543}`);
  await page.locator('#field-startMonth').press('Enter');
  await expect(page.locator('#field-startMonth')).toHaveValue(thaiMonth);
  await page.locator('#field-mode').getByText('ร้อยละของเงินเดือน').click();
  await page.getByTestId('fund-save').click();
  await expect(page.getByTestId('fund-form').locator('.ant-form-item-explain-error')).toHaveText(['จำเป็นต้องระบุร้อยละของเงินเดือน']);
  await expect(page.locator('#field-monthlyPercent')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#field-monthlyPercent').fill('3');
  await page.screenshot({ path: info.outputPath('fund-form-th.png'), fullPage: true });
  await page.getByTestId('fund-save').click();
  await expect.poll(() => appPath(page)).toMatch(/^\/th\/payroll\/saving-fund\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('fund-terms')).toHaveText('ร้อยละ 3 ของเงินเดือน');
  await expect(page.getByTestId('fund-page')).toContainText(`ตั้งแต่ ${thaiMonth}`);
  await expect(page.getByTestId('ledger-table')).toContainText('ยังไม่มีรายการ');
  await page.screenshot({ path: info.outputPath('fund-page-th.png'), fullPage: true });
});
