import type { APIRequestContext } from '@playwright/test';
import type { DropdownOption } from '@hr/domain/session';
import type { SalaryLineDetails, SalaryLineList, SalaryLineView, SalaryPeriodList, SalaryPeriodView } from '@hr/domain/payroll/period';
import { expect, test, apiLogin, chooseOption, demo, loggedIn } from '../fixtures';

/*
 * Issue 19's browser tests on withholding: a mid-year joiner's tax is spread over the payments they
 * actually receive in the tax year, and the salary calculator shows the same figures as a period's
 * line for the same month and salary. Each test adds its own draft period and deletes it after.
 */
const baht = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const thisMonth = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7);
type Staff = { id: string; employeeCode: string; joiningDate: string | null };

async function call<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const body = await (await request.post(`/api${path}`, { headers: { authorization: token }, data })).json();
  expect(body.success, `${path}: ${JSON.stringify(body.msg)}`).toBe(true);
  return body.data as T;
}

async function companyId(request: APIRequestContext, token: string) {
  const options = await call<DropdownOption[]>(request, token, '/1.0/getDropdownByModuleName', { moduleName: 'company' });
  return options.find((o) => o.value === demo('Accountant').company)!.id!;
}

/** HR gives each person without a salary one from their joining. */
async function giveSalaries(request: APIRequestContext, people: Staff[], baseSalary: number) {
  const hr = await apiLogin(request, demo('HR'));
  for (const e of people) {
    if (await call<object | null>(request, hr, '/1.0/get/employment/lastBaseSalary', { id: e.id })) continue;
    await call(request, hr, '/1.0/save/salary', { employeeId: e.id, incrementType: 'initial', baseSalary, effectiveDate: e.joiningDate ?? '2020-01-01' });
  }
}

/** A new draft monthly period of a month (a draft left by an earlier attempt is replaced), computed; the caller deletes it. */
async function computedPeriod(request: APIRequestContext, token: string, company: string, month: string): Promise<SalaryPeriodView> {
  const list = await call<SalaryPeriodList>(request, token, '/1.0/search/salaryPeriod', { companyId: company, year: Number(month.slice(0, 4)), pageSize: 100 });
  const earlier = list.items.find((p) => p.month === month && p.staffKind === 'monthly');
  if (earlier?.status === 'draft') await call(request, token, '/1.0/delete/salaryPeriod', { id: earlier.id });
  else expect(earlier, `the ${month} monthly period is this test's to add`).toBeUndefined();
  const end = `${month}-${String(lastDay(month)).padStart(2, '0')}`;
  const period = await call<SalaryPeriodView>(request, token, '/1.0/save/salaryPeriod', {
    companyId: company, month, periodStart: `${month}-01`, periodEnd: end, payDate: end, staffKind: 'monthly', paymentChannel: 'both',
  });
  await call(request, token, '/1.0/compute/salaryPeriod', { id: period.id });
  return period;
}

test('a mid-year joiner\'s tax is spread over the payments they receive in the tax year, not twelve', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'Accountant');
  const company = await companyId(request, token);
  const hr = await apiLogin(request, demo('HR'));
  // The demo's newest people joined every few weeks: those who joined this year before this month are paid
  // this month; in January, those who joined last year from February are paid last December.
  const now = thisMonth();
  const month = now.endsWith('-01') ? `${Number(now.slice(0, 4)) - 1}-12` : now;
  const year = month.slice(0, 4);
  const staff = await call<{ items: Staff[] }>(request, hr, '/1.0/search/employee', { companyId: company, active: true, pageSize: 200, sort: { field: 'joiningDate', dir: 'desc' } });
  const joiners = staff.items.filter((e) => e.joiningDate && e.joiningDate >= `${year}-02-01` && e.joiningDate < `${month}-01`).slice(0, 4);
  expect(joiners.length, 'the demo has people who joined this tax year').toBeGreaterThan(0);
  await giveSalaries(request, joiners, 45_000);

  const period = await computedPeriod(request, token, company, month);
  try {
    const lines = await call<SalaryLineList>(request, token, '/1.0/search/salaryPeriod/manage', { id: period.id, pageSize: 200 });
    const joiner = joiners.find((e) => lines.items.some((l) => l.employeeId === e.id));
    expect(joiner, 'a joiner of the monthly staff has a line').toBeDefined();
    const joinedMonth = Number(joiner!.joiningDate!.slice(5, 7));
    const payments = 12 - joinedMonth + 1;
    const number = Number(month.slice(5, 7)) - joinedMonth + 1;

    await page.goto(`/#/payroll/salary-period/${period.id}?line=${joiner!.id}`);
    const drawer = page.getByTestId('line-drawer');
    await expect(drawer.getByTestId('working-payment')).toHaveText(`Payment ${number} of ${payments} this tax year`);
    const { working } = await call<SalaryLineDetails>(request, token, '/1.0/get/salaryPeriod/line', { id: period.id, employeeId: joiner!.id });
    expect(working.tax.paymentsInYear).toBe(payments);
    // The year's income is what they earn in their months, not a full year's salary.
    expect(working.tax.projected.incomeSatang).toBeLessThan(45_000_00 * 12);
    await expect(drawer.getByTestId('working-annual-tax')).toHaveText(baht(working.tax.projected.taxSatang / 100));
    await page.setViewportSize({ width: 1440, height: 3000 });
    await page.screenshot({ path: info.outputPath('joiner-line-en.png') });
  } finally {
    await call(request, token, '/1.0/delete/salaryPeriod', { id: period.id });
  }
});

test('the salary calculator shows the same figures as a period\'s line for the same month and salary', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'Accountant');
  const company = await companyId(request, token);
  const hr = await apiLogin(request, demo('HR'));
  // January of next year: the first payment of a tax year, no earlier payments to carry, nothing worked yet.
  const month = `${Number(thisMonth().slice(0, 4)) + 1}-01`;
  const staff = await call<{ items: Staff[] }>(request, hr, '/1.0/search/employee', { companyId: company, active: true, pageSize: 6, sort: { field: 'employeeCode', dir: 'asc' } });
  await giveSalaries(request, staff.items, 55_000);

  const period = await computedPeriod(request, token, company, month);
  try {
    const lines = await call<SalaryLineList>(request, token, '/1.0/search/salaryPeriod/manage', { id: period.id, pageSize: 200 });
    // A plain line: the salary alone, social security and tax its only deductions.
    const plain = (l: SalaryLineView) => l.absenceDeduction === 0 && l.unpaidLeaveDeduction === 0 && l.overtime === 0 && l.gross === l.baseSalary
      && l.totalDeductions === l.socialSecurity + l.withholdingTax && l.withholdingTax > 0;
    const line = lines.items.find(plain);
    expect(line, 'a line with the salary alone and tax to withhold').toBeDefined();
    const { working } = await call<SalaryLineDetails>(request, token, '/1.0/get/salaryPeriod/line', { id: period.id, employeeId: line!.employeeId });

    await page.goto('/#/payroll/salary-calculator');
    const root = page.getByTestId('salary-calculator-page');
    await root.getByTestId('field-period').fill(`${month.slice(5, 7)}/${month.slice(0, 4)}`);
    await root.getByTestId('field-period').press('Enter');
    await root.getByTestId('field-monthlySalary').fill(String(line!.baseSalary));
    await root.getByTestId('calculate').click();
    await expect(root.getByTestId('working-annual-tax')).toHaveText(baht(working.tax.projected.taxSatang / 100));
    await expect(root.getByTestId('working-ss-wage')).toContainText(baht(working.socialSecurity!.wageSatang / 100));
    await expect(root.getByTestId('working-this-payment')).toContainText(baht(line!.withholdingTax));
    await expect(root.getByTestId('figure-netPay').getByTestId('value')).toHaveText(baht(line!.netPay));
    await page.screenshot({ path: info.outputPath('calculator-as-line-en.png'), fullPage: true });

    // The same figures in the period's line.
    await page.goto(`/#/payroll/salary-period/${period.id}?line=${line!.employeeId}`);
    const drawer = page.getByTestId('line-drawer');
    await expect(drawer.getByTestId('working-annual-tax')).toHaveText(baht(working.tax.projected.taxSatang / 100));
    await expect(drawer.getByTestId('net-pay')).toHaveText(baht(line!.netPay));
  } finally {
    await call(request, token, '/1.0/delete/salaryPeriod', { id: period.id });
  }
});

test('a closed period\'s line is corrected in the next draft, and a draft line\'s social security is set by hand', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const token = await loggedIn(page, request, 'Accountant');
  const company = await companyId(request, token);
  const hr = await apiLogin(request, demo('HR'));
  // Two years ahead: a January closed by this test (kept by a retry), a February draft after it.
  const year = Number(thisMonth().slice(0, 4)) + 2;
  const [jan, feb] = [`${year}-01`, `${year}-02`];
  const staff = await call<{ items: Staff[] }>(request, hr, '/1.0/search/employee', { companyId: company, active: true, pageSize: 3, sort: { field: 'employeeCode', dir: 'asc' } });
  await giveSalaries(request, staff.items, 40_000);
  const list = await call<SalaryPeriodList>(request, token, '/1.0/search/salaryPeriod', { companyId: company, year, pageSize: 100 });
  let closed = list.items.find((p) => p.month === jan && p.staffKind === 'monthly');
  if (closed?.status === 'draft') { await call(request, token, '/1.0/delete/salaryPeriod', { id: closed.id }); closed = undefined; }
  if (!closed) {
    closed = await computedPeriod(request, token, company, jan);
    await call(request, token, '/1.0/update/salaryPeriod/paymentStatus', { id: closed.id, action: 'close' });
  }
  const draft = await computedPeriod(request, token, company, feb);
  try {
    const lines = await call<SalaryLineList>(request, token, '/1.0/search/salaryPeriod/manage', { id: closed.id, pageSize: 10 });
    const line = lines.items[0]!;

    // The closed line: corrected in February, with the reason; the line says so.
    await page.goto(`/#/payroll/salary-period/${closed.id}?line=${line.employeeId}`);
    const drawer = page.getByTestId('line-drawer');
    await drawer.getByTestId('open-correction').click();
    const modal = page.getByTestId('correction-modal');
    await expect(modal.locator('#field-toPeriodId').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText(`February ${year}`);
    await modal.locator('#field-amount').fill('1250');
    await page.getByTestId('correction-save').click();
    await expect(modal.locator('.ant-form-item-explain-error')).toHaveText(['Reason is required']);
    await modal.locator('#field-reason').fill('Night shift allowance missed');
    await page.getByTestId('correction-save').click();
    await expect(page.locator('.ant-message')).toContainText(`the February ${year} period pays it when it is computed`);
    await expect(drawer.getByTestId('line-correction')).toHaveText([`February ${year}: +1,250.00 · Night shift allowance missed`]);
    await page.screenshot({ path: info.outputPath('correction-closed-line-en.png'), fullPage: true });

    // The February draft: the employee's social security set to 0 (not insured this month), then computed.
    await page.goto(`/#/payroll/salary-period/${draft.id}?line=${line.employeeId}`);
    await drawer.getByTestId('open-ss-price').click();
    await page.getByTestId('ss-price-modal').locator('#field-amount').fill('0');
    await page.getByTestId('ss-price-save').click();
    await expect(drawer.getByTestId('ss-price-pending')).toContainText('0.00');
    await call(request, token, '/1.0/compute/salaryPeriod', { id: draft.id });
    await page.reload();
    const { line: paid, working } = await call<SalaryLineDetails>(request, token, '/1.0/get/salaryPeriod/line', { id: draft.id, employeeId: line.employeeId });
    expect(paid.socialSecurity).toBe(0);
    expect(paid.gross).toBe(line.gross + 1_250);
    await expect(drawer.getByTestId('working-adjustment')).toHaveText(`+1,250.00 · Night shift allowance missed`);
    // Applied, it is no longer waiting for a compute.
    await expect(drawer.getByTestId('ss-price-pending')).toHaveCount(0);
    await expect(drawer.getByTestId('working-ss-override')).toContainText(`Set by hand: 0.00 (the law's calculation gave ${baht(working.socialSecurityOverride!.computedEmployeeSatang / 100)})`);
    await expect(drawer.getByTestId('net-pay')).toHaveText(baht(paid.netPay));
    await page.setViewportSize({ width: 1440, height: 3000 });
    await page.screenshot({ path: info.outputPath('correction-paid-en.png') });
    await page.setViewportSize({ width: 1440, height: 900 });

    // A recurring allowance of the income/deduction master, from February: the next compute pays it as taxable wages.
    await drawer.getByTestId('open-pay-items').click();
    const items = page.getByTestId('pay-items-modal');
    await chooseOption(page, items.locator('#field-itemId'), 'Position allowance', 'Position');
    await items.locator('#field-amount').fill('2000');
    await items.locator('#field-startMonth').fill(`02/${year}`);
    await items.locator('#field-startMonth').press('Enter');
    await page.getByTestId('pay-item-save').click();
    await expect(items.getByTestId('pay-item-name')).toContainText(['Position allowance']);
    await expect(items.getByTestId('pay-item-amount')).toHaveText(['2,000.00']);
    await page.screenshot({ path: info.outputPath('pay-items-en.png'), fullPage: true });
    await page.keyboard.press('Escape');
    await call(request, token, '/1.0/compute/salaryPeriod', { id: draft.id });
    await page.reload();
    await expect(drawer.getByTestId('working-recurring')).toHaveText('2,000.00');
    const withAllowance = await call<SalaryLineDetails>(request, token, '/1.0/get/salaryPeriod/line', { id: draft.id, employeeId: line.employeeId });
    expect(withAllowance.line.gross).toBe(paid.gross + 2_000);
    await drawer.getByTestId('open-pay-items').click();
    await items.getByTestId('pay-item-delete').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(items.getByTestId('pay-item-name')).toHaveCount(0);
  } finally {
    await call(request, token, '/1.0/delete/salaryPeriod', { id: draft.id });
  }
});
