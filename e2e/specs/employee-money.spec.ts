import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, confirmWithKeyboard, loggedIn, openTab } from '../fixtures';

/** The record id of a demo employee no other browser test touches. */
async function employeeId(request: APIRequestContext, token: string, code: string) {
  const res = await request.post('/api/1.0/search/employee', { headers: { authorization: token }, data: { keyword: code } });
  return ((await res.json()).data.items as Array<{ id: string; employeeCode: string }>).find((e) => e.employeeCode === code)!.id;
}

const option = (page: Page, text: string | RegExp) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });

test('HR adds two bank accounts, switches the primary one, and adds a salary increase whose figures are worked out as they type', async ({ page, request, browser }) => {
  const token = await loggedIn(page, request, 'HR');
  const id = await employeeId(request, token, 'AMN00031');
  // The salary the add-employee form would have recorded at onboarding.
  await request.post('/api/1.0/save/salary', { headers: { authorization: token },
    data: { employeeId: id, incrementType: 'initial', baseSalary: 20000, effectiveDate: '2026-01-05', summary: null, remark: null } });
  await page.goto(`/#/employment-management/all-employee/${id}/edit`);
  const drawer = page.getByTestId('section-drawer');
  const save = async () => { await page.getByTestId('section-save').click(); await confirmWithKeyboard(page); };

  await page.getByRole('tab', { name: 'Bank accounts' }).click();
  const section = page.getByTestId('section-bankaccounts');
  await page.getByTestId('add-bankaccount').click();
  await drawer.locator('#field-bankId').click();
  await option(page, 'Kasikornbank').click();
  // KBank numbers its accounts with 10 digits (its payroll file carries 10): 12 are refused on the field.
  await drawer.locator('#field-accountNumber').fill('123-4-56789-012');
  await drawer.locator('#field-accountName').fill('Kittisak Wongsa');
  await drawer.locator('#field-branch').fill('Silom');
  await save();
  await expect(drawer.getByText('Account number must be 10 digits at this bank')).toBeVisible();
  await drawer.locator('#field-accountNumber').fill('123-4-56789-0');
  await save();
  await expect(drawer).toBeHidden();
  // The first account is the primary one although the switch was left off.
  const kbank = section.locator('tbody tr').filter({ hasText: '1234567890' });
  await expect(kbank.getByTestId('primary-tag')).toHaveText('Primary');

  await page.getByTestId('add-bankaccount').click();
  await drawer.locator('#field-bankId').click();
  await option(page, 'Siam Commercial Bank').click();
  await drawer.locator('#field-accountNumber').fill('4051234567');
  await drawer.locator('#field-accountName').fill('Kittisak Wongsa');
  await save();
  await expect(drawer).toBeHidden();
  const scb = section.locator('tbody tr').filter({ hasText: '4051234567' });
  await expect(scb).toContainText('Siam Commercial Bank');
  await expect(scb.getByTestId('primary-tag')).toHaveCount(0);

  await scb.getByRole('button', { name: 'Make primary' }).click();
  await confirmWithKeyboard(page);
  await expect(scb.getByTestId('primary-tag')).toBeVisible();
  await expect(kbank.getByTestId('primary-tag')).toHaveCount(0);
  await expect(section.getByTestId('primary-tag')).toHaveCount(1);
  // The primary account is listed first.
  await expect(section.locator('tbody tr').first()).toContainText('4051234567');

  await page.getByRole('tab', { name: 'Salary' }).click();
  const salary = page.getByTestId('section-salary');
  await expect(salary).toContainText('Rows are never changed or deleted');
  await page.getByTestId('add-salary').click();
  await drawer.locator('#field-incrementType').click();
  await option(page, 'Annual increase').click();
  await drawer.locator('#field-effectiveDate').fill('01/04/2026');
  await drawer.locator('#field-effectiveDate').press('Enter');
  await expect(drawer.getByTestId('salary-previous')).toHaveText('20,000.00 (since 05-Jan-2026)');
  await drawer.locator('#field-baseSalary').fill('21500');
  await expect(drawer.getByTestId('salary-adjusted')).toHaveText('+1,500.00');
  await expect(drawer.getByTestId('salary-percent')).toHaveText('+7.50%');
  // Issue 19: the take-home pay at the salary typed, by the payroll calculators (HR holds the salary calculator):
  // social security 875 at the ceiling, no tax (258,000 - 100,000 - 60,000 - 10,500 is under 150,000).
  await expect(drawer.getByTestId('take-home-ss')).toHaveText('875.00');
  await expect(drawer.getByTestId('take-home-net')).toHaveText('20,625.00');
  await drawer.locator('#field-baseSalary').blur();
  await expect(drawer.locator('#field-baseSalary')).toHaveValue('21,500.00');
  await drawer.locator('#field-summary').fill('Annual review 2026');
  await save();
  await expect(drawer).toBeHidden();

  // Newest first, with the figures the server stored; the history offers no edit or delete.
  const newest = salary.locator('tbody tr').first();
  for (const text of ['Annual increase', '21,500.00', '01-Apr-2026', '+7.50%', '+1,500.00', 'Annual review 2026']) await expect(newest).toContainText(text);
  await expect(salary.locator('tbody tr').nth(1)).toContainText('Starting salary');
  await expect(salary.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(salary.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // In my-profile/edit an employee reads their pay and bank data but has nothing to change them with.
  const employee = await browser.newPage();
  await loggedIn(employee, request, 'Employee');
  await employee.goto('/#/self-service/my-profile/edit');
  await expect(employee.getByTestId('edit-basicinfo')).toBeVisible();
  for (const [tab, section, add] of [['Bank accounts', 'bankaccounts', 'bankaccount'], ['Salary', 'salary', 'salary'], ['Savings cooperative', 'savingsCooperative', 'savingsBeneficiary']] as const) {
    await openTab(employee, tab);
    await expect(employee.getByTestId(`section-${section}`)).toBeVisible();
    await expect(employee.getByTestId(`add-${add}`)).toHaveCount(0);
  }
  await expect(employee.getByTestId('edit-savingsCooperative')).toHaveCount(0);
});

test('savings cooperative, and the money screens in Thai and Burmese: Buddhist-era years, money with two decimals', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'HR');
  const id = await employeeId(request, token, 'AMN00032');
  const auth = { authorization: token };
  await request.post('/api/1.0/save/salary', { headers: auth, data: { employeeId: id, incrementType: 'initial', baseSalary: 18000, effectiveDate: '2025-06-01', summary: null, remark: null } });
  await request.post('/api/1.0/save/salary', { headers: auth, data: { employeeId: id, incrementType: 'promotion', baseSalary: 23400, effectiveDate: '2026-06-01', summary: 'Team lead', remark: null } });
  const added = await request.post('/api/1.0/save/bankaccount', { headers: auth,
    data: { employeeId: id, bankId: await bankId(request, token, 'Bangkok Bank'), accountNumber: '1012345678', accountName: 'Ratana Sukjai', branch: 'Rama 9', isPrimary: true } });
  expect((await added.json()).success).toBe(true);

  await page.goto(`/#/th/employment-management/all-employee/${id}/edit`);
  const drawer = page.getByTestId('section-drawer');
  await page.getByRole('tab', { name: 'สหกรณ์ออมทรัพย์' }).click();
  const coop = page.getByTestId('section-savingsCooperative');
  await page.getByTestId('edit-savingsCooperative').click();
  await drawer.locator('#field-memberDate').fill('01/06/2568');
  await drawer.locator('#field-memberDate').press('Enter');
  await drawer.locator('#field-sharesHeld').fill('1250');
  await drawer.locator('#field-memberNumber').fill('SC-0042');
  await page.getByTestId('section-save').click();
  await confirmWithKeyboard(page);
  await expect(drawer).toBeHidden();
  // Typed in Buddhist era, stored as 2025, shown again in Buddhist era.
  await expect(coop).toContainText('2568');
  await expect(coop).toContainText('1,250');
  await page.getByTestId('add-savingsBeneficiary').click();
  await drawer.locator('#field-name').fill('สมหญิง สุขใจ');
  await drawer.locator('#field-relationship').click();
  await option(page, 'คู่สมรส').click();
  await page.getByTestId('section-save').click();
  await confirmWithKeyboard(page);
  await expect(coop.locator('tbody tr').filter({ hasText: 'สมหญิง สุขใจ' })).toContainText('คู่สมรส');
  await page.screenshot({ path: info.outputPath('savings-th.png') });

  // In Thai the later tabs may sit in the tab bar's overflow menu (openTab looks where it is now).
  await openTab(page, 'เงินเดือน');
  const salary = page.getByTestId('section-salary');
  await expect(salary.locator('tbody tr').first()).toContainText('2569');
  await expect(salary.locator('tbody tr').first()).toContainText('23,400.00');
  await expect(salary.locator('tbody tr').first()).toContainText('+30.00%');
  await page.getByTestId('add-salary').click();
  await expect(drawer.getByTestId('salary-previous')).toContainText('23,400.00');
  await drawer.locator('#field-baseSalary').fill('24570');
  await expect(drawer.getByTestId('salary-percent')).toHaveText('+5.00%');
  await page.screenshot({ path: info.outputPath('salary-drawer-th.png') });

  await page.goto(`/#/my/employment-management/all-employee/${id}/edit`);
  // The record is drawn again once the Burmese texts have loaded: open the tab after that.
  await expect(page.getByRole('tab', { name: 'ကိုယ်ရေးအချက်အလက်' })).toBeVisible();
  await expect(async () => {
    await page.getByRole('tab', { name: 'ဘဏ်အကောင့်များ' }).click();
    await expect(page.getByTestId('section-bankaccounts').getByTestId('primary-tag')).toHaveText('အဓိက', { timeout: 1000 });
  }).toPass();
  await page.screenshot({ path: info.outputPath('bank-my.png') });
  await page.getByRole('tab', { name: 'လစာ' }).click();
  // Money in Latin digits with two decimals, as typed into the forms.
  await expect(page.getByTestId('section-salary').locator('tbody tr').first()).toContainText('23,400.00');
  await page.screenshot({ path: info.outputPath('salary-my.png') });
});

async function bankId(request: APIRequestContext, token: string, name: string) {
  const res = await request.post('/api/1.0/getDropdownByModuleName', { headers: { authorization: token }, data: { moduleName: 'bank' } });
  const found = ((await res.json()).data as Array<{ id?: string; value: string; label: string }>).find((o) => o.label.includes(name))!;
  return found.id ?? found.value;
}
