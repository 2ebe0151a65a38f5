import { type APIRequestContext, type Page } from '@playwright/test';
import { thaiIdCheckDigit } from '@hr/domain/validators';
import { expect, test, apiLogin, chooseOption, confirmWithKeyboard, demo, latinLetters, loggedIn, thaiLetters } from '../fixtures';

const LIST = '/employment-management/employee-working-management';
// Identity numbers and emails are unique in the database: every run takes its own.
const run = String(Date.now());
const stamp = run.slice(-6);
// Names are letters only: the stamp in Latin letters for the English name, Thai for the Thai one.
const en = latinLetters(stamp), th = thaiLetters(stamp);
const thaiId = (first: string) => {
  const twelve = `${first}${run.slice(-11)}`;
  return `${twelve}${thaiIdCheckDigit(twelve)}`;
};
const citizenId = thaiId('1');
const taxpayer = thaiId('3');

/** The control of an employment field (the form is named "employment") and the message under it. */
const field = (page: Page, name: string) => page.locator(`#employment_${name}`);
const help = (page: Page, name: string) => page.locator(`#employment_${name}_help`);
const choose = (page: Page, name: string, option?: string, search?: string) => chooseOption(page, field(page, name), option, search);
const typeDate = async (page: Page, name: string, value: string) => {
  await field(page, name).fill(value);
  await field(page, name).press('Enter');
};

type Option = { value: string; id?: string; label: string; labelEn: string; refs?: Record<string, string> };
/** A master option's row id (a company's value is its code, its id the key). */
const idOf = (o: Option) => o.id ?? o.value;
type Listed = { id: string; employeeCode: string; firstNameEn: string; lastNameEn: string };

/** A new AMN employee, in Production under the general manager, made through the add-employee call. */
async function newEmployee(request: APIRequestContext, token: string) {
  const headers = { authorization: token };
  const options = async (moduleName: string) => (await (await request.post('/api/1.0/getDropdownByModuleName', { headers, data: { moduleName } })).json()).data as Option[];
  const find = async (keyword: string) => ((await (await request.post('/api/1.0/search/employee', { headers, data: { keyword } })).json()).data.items as Listed[])[0]!;
  const company = (await options('company')).find((o) => o.value === 'AMN')!;
  const production = (await options('department')).find((o) => o.refs?.companyId === company.id && o.labelEn === 'Production')!;
  const operator = (await options('position')).find((o) => o.labelEn === 'Operator')!;
  const manager = await find('AMN00001');
  const res = await request.post('/api/1.0/save/employeeInfo', {
    headers,
    data: {
      title: 'ms', firstNameTh: 'วิไล', lastNameTh: `ย้ายแผนก${th}`, firstNameEn: 'Wilai', lastNameEn: `Move${en}`, phone: '081 234 5678',
      email: `w${stamp}@example.com`, companyId: company.id, employmentTypeId: idOf((await options('employmentType'))[0]!), departmentId: idOf(production),
      positionId: idOf(operator), supervisorId: manager.id, assistantSupervisorId: null, companyEmail: `w${stamp}@amn.co.th`, baseSalary: 18000,
      nationality: 'thai', citizenId, passportNumber: null, cambodianId: null, documentExpiry: null, joiningDate: '2025-03-03', workingTimeType: 'general',
      workingTimeId: idOf((await options('workingTime'))[0]!),
    },
  });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return { id: body.data.id as string, code: body.data.employeeCode as string, supervisor: await find(demo('Supervisor').employeeId) };
}

let employee: Awaited<ReturnType<typeof newEmployee>>;

test.describe.serial('employment data', () => {
  test('HR edits an employee\'s department, position and supervisor, the server\'s answer lands on its field, and the record shows the change', async ({ page, request }, info) => {
    const token = await loggedIn(page, request, 'HR');
    employee = await newEmployee(request, token);
    await page.goto(`/#${LIST}`);
    const table = page.getByTestId('employment-table');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('employment-list-en.png') });
    await page.getByTestId('search').locator('input').fill(employee.code);
    await page.getByTestId('search').locator('input').press('Enter');
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(table.locator('tbody tr.ant-table-row')).toContainText('Production');
    await expect(table.locator('tbody tr.ant-table-row')).toContainText('03-Mar-2025');
    await page.getByTestId(`edit-${employee.code}`).click();
    await expect(page).toHaveURL(new RegExp(`#${LIST}/edit\\?id=${employee.id}$`));
    await expect(page.getByTestId('employee-name')).toHaveText(`Wilai Move${en}`);
    await expect(field(page, 'joiningDate')).toHaveValue('03-Mar-2025');

    // A field the form checks itself, then one only the server can: a resignation dated tomorrow.
    await field(page, 'providentFundPercent').fill('20');
    await expect(help(page, 'providentFundPercent')).toHaveText('Provident fund (%) is too large');
    await field(page, 'providentFundPercent').fill('5');
    await choose(page, 'employmentStatus', 'Resigned');
    // A leaving status makes the resignation date required (marked at once, checked when filled or saved).
    await expect(page.locator('label[for="employment_resignDate"]')).toHaveClass(/ant-form-item-required/);
    const tomorrow = new Date(Date.now() + 36 * 3600_000);
    await typeDate(page, 'resignDate', `${String(tomorrow.getDate()).padStart(2, '0')}/${String(tomorrow.getMonth() + 1).padStart(2, '0')}/${tomorrow.getFullYear()}`);
    await page.getByTestId('save').click();
    await expect(page.locator('.ant-modal-confirm').filter({ visible: true })).toContainText('closes this employee\'s account');
    await confirmWithKeyboard(page);
    await expect(help(page, 'resignDate')).toHaveText('Resignation date must not be later than today');
    await page.locator('.ant-picker', { has: field(page, 'resignDate') }).hover();
    await page.locator('.ant-picker', { has: field(page, 'resignDate') }).locator('.ant-picker-clear').click();
    await choose(page, 'employmentStatus', 'Permanent');

    await choose(page, 'departmentId', 'Warehouse');
    await choose(page, 'positionId', 'Driver');
    await choose(page, 'supervisorId', employee.supervisor.employeeCode, employee.supervisor.employeeCode);
    await field(page, 'taxpayerNumber').fill(taxpayer);
    // A migrant worker's social security number (issue 35 point 9): 13 digits as the SSO issued them, dashes allowed.
    const sso = `9300${employee.code.replace(/\D/g, '').padStart(9, '0').slice(-9)}`;
    await field(page, 'ssoNumber').fill('12345');
    await expect(help(page, 'ssoNumber')).toHaveText('Social security number must be the 13 digits the Social Security Office issued');
    await field(page, 'ssoNumber').fill(`${sso.slice(0, 4)}-${sso.slice(4)}`);
    await expect(help(page, 'ssoNumber')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('employment-edit-en.png'), fullPage: true });

    // Leaving with unsaved changes asks first.
    await page.getByTestId('back').click();
    const leave = page.locator('.ant-modal-confirm').filter({ hasText: 'Leave this page?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toHaveCount(0);

    await page.getByTestId('save').click();
    await expect(page.locator('.ant-modal-confirm').filter({ visible: true })).toContainText('Save the employment data?');
    await confirmWithKeyboard(page);
    await expect(page.getByText('Employment data saved')).toBeVisible();

    // The social security hospital is its own confirmed change.
    await chooseOption(page, page.getByTestId('section-hospital').locator('#hospitalId'), 'Rajavithi');
    await page.getByTestId('hospital-save').click();
    await confirmWithKeyboard(page);
    await expect(page.getByText('Hospital saved')).toBeVisible();

    await page.getByTestId('view-record').click();
    const record = page.getByTestId('employee-record');
    await record.getByRole('tab', { name: 'Employment' }).click();
    const current = record.getByTestId('section-current');
    await expect(current).toContainText('Warehouse');
    await expect(current).toContainText('Driver');
    await expect(current).toContainText(`${employee.supervisor.firstNameEn} ${employee.supervisor.lastNameEn}`);
    await expect(current).toContainText(taxpayer);
    await record.getByRole('tab', { name: 'Social security' }).click();
    await expect(record.getByTestId('section-socialSecurityInfo')).toContainText('Rajavithi Hospital');
    await expect(record.getByTestId('section-socialSecurityInfo')).toContainText(sso);
  });

  test('the supervisor finds the new team member in view-employee-info and reads the record with ID numbers masked and without salary or bank tabs', async ({ page, request, browser }, info) => {
    await loggedIn(page, request, 'Supervisor');
    await page.goto('/#/employment-management/view-employee-info');
    const table = page.getByTestId('team-table');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.getByTestId('search').locator('input').fill(`Move${en}`);
    await page.getByTestId('search').locator('input').press('Enter');
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(table.locator('tbody tr.ant-table-row')).toContainText('Warehouse');
    await page.getByTestId(`view-${employee.code}`).click();
    await expect(page).toHaveURL(new RegExp(`#/employment-management/view-employee-info/${employee.id}$`));
    const record = page.getByTestId('employee-record');
    await expect(record.getByTestId('employee-name')).toHaveText(`Wilai Move${en}`);
    await expect(record.getByTestId('section-basicinfo')).toContainText(`•••••••••${citizenId.slice(-4)}`);
    await expect(record.getByTestId('section-basicinfo')).not.toContainText(citizenId);
    for (const hidden of ['Salary', 'Bank accounts', 'Health', 'Family']) await expect(record.getByRole('tab', { name: hidden })).toHaveCount(0);
    await record.getByRole('tab', { name: 'Employment' }).click();
    await expect(record.getByTestId('section-current')).toContainText(`•••••••••${taxpayer.slice(-4)}`);
    await expect(record.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('team-record-en.png'), fullPage: true });

    // Someone outside the team, by changing the id in the address: answered as a missing record, and back.
    const hr = await apiLogin(request, demo('HR'));
    const outsider = ((await (await request.post('/api/1.0/search/employee', { headers: { authorization: hr }, data: { keyword: 'AMN00001' } })).json()).data.items as Listed[])[0]!;
    await page.goto(`/#/employment-management/view-employee-info/${outsider.id}`);
    await expect(page.getByText('This record no longer exists or is no longer available to you.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/employment-management/view-employee-info/${employee.id}$`));

    const plain = await browser.newPage();
    await loggedIn(plain, request, 'Employee');
    await plain.goto('/#/employment-management/view-employee-info');
    await expect(plain.getByText('No access')).toBeVisible();
  });

  test('in Thai and Burmese: the list, the form with Buddhist-era years, and the team', async ({ page, request, browser }, info) => {
    await loggedIn(page, request, 'HR');
    await page.goto(`/#/th${LIST}`);
    const table = page.getByTestId('employment-table');
    await page.getByTestId('search').locator('input').fill(employee.code);
    await page.getByTestId('search').locator('input').press('Enter');
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(table.locator('tbody tr.ant-table-row')).toContainText('ฝ่ายคลังสินค้า');
    await expect(table.locator('tbody tr.ant-table-row')).toContainText('2568');
    await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('employment-list-th.png') });
    await page.getByTestId(`edit-${employee.code}`).click();
    await expect(field(page, 'joiningDate')).toHaveValue(/2568$/);
    await expect(page.getByTestId('section-status')).toContainText('สถานะ ประเภท และวันที่');
    await page.screenshot({ path: info.outputPath('employment-edit-th.png'), fullPage: true });

    await page.goto(`/#/my/employment-management/employee-working-management/edit?id=${employee.id}`);
    await expect(page.getByTestId('section-hospital')).toContainText('လူမှုဖူလုံရေး ဆေးရုံ');
    await page.screenshot({ path: info.outputPath('employment-edit-my.png'), fullPage: true });

    const lead = await browser.newPage();
    await loggedIn(lead, request, 'Supervisor');
    await lead.goto('/#/my/employment-management/view-employee-info');
    await expect(lead.getByTestId('team-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await lead.screenshot({ path: info.outputPath('team-my.png') });
    await lead.goto(`/#/th/employment-management/view-employee-info/${employee.id}`);
    await expect(lead.getByTestId('employee-name')).toHaveText(`วิไล ย้ายแผนก${th}`);
    await lead.screenshot({ path: info.outputPath('team-record-th.png'), fullPage: true });
  });
});
