import { type Page } from '@playwright/test';
import { thaiIdCheckDigit } from '@hr/domain/validators';
import { expect, test, appPath, chooseOption, latinLetters, loggedIn, thaiLetters } from '../fixtures';

const PAGE = '/employment-management/add-employee';
// Identity numbers and emails are unique in the database: every run takes its own.
const run = String(Date.now());
const stamp = run.slice(-6);
// Names are letters only: the stamp in Latin letters for English names, Thai for Thai ones.
const en = latinLetters(stamp), th = thaiLetters(stamp);

/** A Thai citizen id with its mod-11 check digit (the twelve digits from the run's clock). */
function citizenId(): string {
  const twelve = `1${run.slice(-11)}`;
  return `${twelve}${thaiIdCheckDigit(twelve)}`;
}
const wrongCheckDigit = (id: string) => `${id.slice(0, 12)}${(Number(id[12]) + 1) % 10}`;

/** The control of a create field (the form is named "employee": antd ids are employee_<field>). */
const field = (page: Page, name: string) => page.locator(`#employee_${name}`);
/** The message under a field. */
const help = (page: Page, name: string) => page.locator(`#employee_${name}_help`);

/** Opens a create field's select, optionally types to search, and takes the option with the text (or the first). */
const choose = (page: Page, name: string, option?: string, search?: string) => chooseOption(page, field(page, name), option, search);

type Person = { title: string; firstTh: string; lastTh: string; firstEn: string; lastEn: string; email: string; companyEmail: string; nationality: string };

/** Fills everything but the identity documents and the working time; the company is AMN. */
async function fillCommon(page: Page, p: Person) {
  await choose(page, 'title', p.title);
  await field(page, 'firstNameTh').fill(p.firstTh);
  await field(page, 'lastNameTh').fill(p.lastTh);
  await field(page, 'firstNameEn').fill(p.firstEn);
  await field(page, 'lastNameEn').fill(p.lastEn);
  await field(page, 'phone').fill('081 234 5678');
  await field(page, 'email').fill(p.email);
  await field(page, 'companyEmail').fill(p.companyEmail);
  await choose(page, 'companyId', 'AMN - ', 'AMN');
  // The employee id the save will give, shown as soon as the company is known.
  await expect(page.getByTestId('employee-code')).toHaveValue(/^AMN\d{5}$/);
  await choose(page, 'employmentTypeId');
  await choose(page, 'departmentId');
  await choose(page, 'positionId');
  await choose(page, 'supervisorId');
  await field(page, 'joiningDate').fill('01/12/2026');
  await field(page, 'joiningDate').press('Enter');
  await field(page, 'baseSalary').fill('25000');
  await field(page, 'baseSalary').blur();
  await expect(field(page, 'baseSalary')).toHaveValue('25,000.00');
  await choose(page, 'nationality', p.nationality);
}

/** Save, answer the confirmation with its focused OK button, and wait for the result. */
async function saveAndConfirm(page: Page, question = 'Save this new employee?') {
  await page.getByTestId('save').click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: question }).filter({ visible: true });
  const ok = confirm.locator('.ant-btn-primary');
  // Answered with the keyboard on its OK button, focused by the test: on a loaded machine the
  // dialog's own first focus has been seen to land on Cancel.
  await expect(ok).toBeVisible();
  await ok.focus();
  await ok.press('Enter');
  await expect(confirm).toHaveCount(0, { timeout: 10_000 });
}

test('add-employee: required messages, a citizen id check digit, a Thai employee saved, the welcome mail again, a clean form for the next', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto(`/#${PAGE}`);
  await expect(page.getByTestId('add-employee-form')).toBeVisible();

  // An empty form names every required field, without asking to save.
  await page.getByTestId('save').click();
  for (const [name, label] of [['title', 'Title'], ['firstNameTh', 'First name (Thai)'], ['lastNameEn', 'Last name (English)'], ['phone', 'Phone'],
    ['email', 'Email'], ['companyId', 'Company'], ['departmentId', 'Department'], ['supervisorId', 'Supervisor'], ['joiningDate', 'Joining date'],
    ['workingTimeId', 'Working time pattern'], ['baseSalary', 'Base salary (THB)'], ['nationality', 'Nationality']] as const) {
    await expect(help(page, name), name).toHaveText(`${label} is required`);
  }
  // The assistant supervisor is the one optional field.
  await expect(help(page, 'assistantSupervisorId')).toHaveCount(0);
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);

  // A Thai employee: the citizen id is asked, a wrong check digit is refused on the field.
  const thai: Person = {
    title: 'Mr.', firstTh: 'ทดสอบ', lastTh: `เพิ่มพนักงาน${th}`, firstEn: 'Test', lastEn: `Add${en}`,
    email: `e2e${stamp}t@example.com`, companyEmail: `e2e${stamp}t@amn.co.th`, nationality: 'Thai',
  };
  await fillCommon(page, thai);
  await choose(page, 'workingTimeId');
  await expect(field(page, 'passportNumber')).toHaveCount(0);
  const good = citizenId();
  await field(page, 'citizenId').fill(wrongCheckDigit(good));
  await expect(help(page, 'citizenId')).toHaveText('Thai ID number must be 13 digits with a valid check digit');
  await field(page, 'citizenId').fill(good);
  await expect(help(page, 'citizenId')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('add-employee-en.png'), fullPage: true });

  // Leaving with unsaved changes asks first; staying keeps the form.
  await page.getByTestId('menu-dashboard').click();
  const leave = page.locator('.ant-modal-confirm').filter({ hasText: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toHaveCount(0);
  expect(appPath(page)).toBe(PAGE);

  await saveAndConfirm(page);
  const result = page.getByTestId('add-employee-result');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('result-code')).toHaveText(/^AMN\d{5}$/);
  await expect(result.getByTestId('result-name')).toHaveText(`Test Add${en}`);
  await expect(result.getByTestId('result-mail')).toContainText(thai.companyEmail);
  await expect(result).toContainText('Continue completing the profile now or later?');
  await page.screenshot({ path: info.outputPath('add-employee-result.png') });

  // The welcome mail can be sent again.
  await result.getByTestId('resend-mail').click();
  await expect(page.getByText('The welcome mail has been sent again.')).toBeVisible();

  // "Later" starts a clean form for the next employee.
  await result.getByTestId('later').click();
  await expect(result).toHaveCount(0);
  await expect(field(page, 'firstNameEn')).toHaveValue('');
  await expect(field(page, 'citizenId')).toHaveCount(0);
  await expect(page.getByTestId('employee-code')).toHaveValue('');
  await expect(help(page, 'firstNameEn')).toHaveCount(0);
});

test('add-employee: a Cambodian and a Myanmar worker saved, a duplicate passport refused on its field', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto(`/#${PAGE}`);
  await expect(page.getByTestId('add-employee-form')).toBeVisible();
  const result = page.getByTestId('add-employee-result');

  // A Cambodian worker on shifts: passport with its expiry picked in the calendar, the national id card too.
  const khmer: Person = {
    title: 'Ms.', firstTh: 'สรีมอม', lastTh: `กัมพูชา${th}`, firstEn: 'Sreymom', lastEn: `Chan${en}`,
    email: `e2e${stamp}k@example.com`, companyEmail: `e2e${stamp}k@amn.co.th`, nationality: 'Cambodian',
  };
  await fillCommon(page, khmer);
  await expect(field(page, 'citizenId')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Shift' }).check();
  await field(page, 'passportNumber').fill('N012');
  await expect(help(page, 'passportNumber')).toHaveText('Passport number must be 1 or 2 letters followed by 6 to 8 digits (7 to 9 characters in all)');
  await field(page, 'passportNumber').fill(`N${run.slice(-8)}`);
  await expect(help(page, 'passportNumber')).toHaveCount(0);
  await field(page, 'documentExpiry').click();
  const picker = page.locator('.ant-picker-dropdown:visible');
  await picker.locator('.ant-picker-header-super-next-btn').click();
  await picker.locator('td.ant-picker-cell-in-view').filter({ hasText: /^15$/ }).click();
  await expect(field(page, 'documentExpiry')).toHaveValue(/^15-\w{3}-\d{4}$/);
  await field(page, 'cambodianId').fill(run.slice(-9));
  await page.screenshot({ path: info.outputPath('add-employee-cambodian.png'), fullPage: true });
  await saveAndConfirm(page);
  await expect(result).toBeVisible();
  await expect(result.getByTestId('result-code')).toHaveText(/^AMN\d{5}$/);
  await expect(result.getByTestId('result-name')).toHaveText(`Sreymom Chan${en}`);

  // A Myanmar worker given the same passport: the server's answer lands on the passport field.
  await result.getByTestId('later').click();
  await fillCommon(page, {
    title: 'Mr.', firstTh: 'อองซาน', lastTh: `เมียนมา${th}`, firstEn: 'Aung', lastEn: `Min${en}`,
    email: `e2e${stamp}m@example.com`, companyEmail: `e2e${stamp}m@amn.co.th`, nationality: 'Myanmar',
  });
  await choose(page, 'workingTimeId');
  await expect(field(page, 'cambodianId')).toHaveCount(0);
  await field(page, 'passportNumber').fill(`n${run.slice(-8)}`);
  await field(page, 'documentExpiry').fill('31/12/2030');
  await field(page, 'documentExpiry').press('Enter');
  await saveAndConfirm(page);
  await expect(help(page, 'passportNumber')).toHaveText('Passport number already exists in the system');
  await expect(result).toHaveCount(0);
  await field(page, 'passportNumber').fill(`MA${run.slice(-6)}`);
  await saveAndConfirm(page);
  await expect(result.getByTestId('result-name')).toHaveText(`Aung Min${en}`);

  // "Complete now" opens the record to edit.
  await result.getByTestId('complete-now').click();
  await expect(page).toHaveURL(/#\/employment-management\/all-employee\/[0-9a-f-]{36}\/edit$/);
});

test('add-employee in Thai: the required message is Thai and the date picker counts Buddhist-era years', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto(`/#/th${PAGE}`);
  await expect(page.getByTestId('add-employee-form')).toBeVisible();
  await page.getByTestId('save').click();
  await expect(help(page, 'firstNameTh')).toHaveText('จำเป็นต้องระบุชื่อ (ภาษาไทย)');

  // The calendar opens on this year in Buddhist era (CE + 543).
  await field(page, 'joiningDate').click();
  const be = String(new Date().getFullYear() + 543);
  await expect(page.locator('.ant-picker-dropdown:visible .ant-picker-year-btn')).toHaveText(be);
  await page.keyboard.press('Escape');

  await fillThai(page);
  await expect(field(page, 'joiningDate')).toHaveValue(/2569$/);
  await page.screenshot({ path: info.outputPath('add-employee-th.png'), fullPage: true });
});

/** The Thai page filled (nothing saved): for the look of the form in Thai. */
async function fillThai(page: Page) {
  await choose(page, 'title', 'นางสาว');
  await field(page, 'firstNameTh').fill('สมหญิง');
  await field(page, 'lastNameTh').fill('ใจดี');
  await field(page, 'firstNameEn').fill('Somying');
  await field(page, 'lastNameEn').fill('Jaidee');
  await field(page, 'phone').fill('02 254 1000');
  await field(page, 'email').fill('somying@example.com');
  await field(page, 'companyEmail').fill('somying@amn.co.th');
  await choose(page, 'companyId', 'AMN - ', 'AMN');
  await expect(page.getByTestId('employee-code')).toHaveValue(/^AMN\d{5}$/);
  await choose(page, 'employmentTypeId');
  await choose(page, 'departmentId');
  await choose(page, 'positionId');
  await choose(page, 'supervisorId');
  await choose(page, 'workingTimeId');
  // A date typed in Buddhist era is read back as such.
  await field(page, 'joiningDate').fill('01/12/2569');
  await field(page, 'joiningDate').press('Enter');
  await field(page, 'baseSalary').fill('1234567.5');
  await field(page, 'baseSalary').blur();
  await expect(field(page, 'baseSalary')).toHaveValue('1,234,567.50');
  await choose(page, 'nationality', 'เมียนมา');
  await expect(field(page, 'passportNumber')).toBeVisible();
  await expect(field(page, 'cambodianId')).toHaveCount(0);
}

test('add-employee: every other rule fails once on its field, then the form saves; a second employee with the same citizen id is refused', async ({ page, request }) => {
  await loggedIn(page, request, 'HR');
  await page.goto(`/#${PAGE}`);
  const p: Person = {
    title: 'Ms.', firstTh: 'กฎ', lastTh: `ทุกข้อ${th}`, firstEn: 'Rule', lastEn: `Each${en}`,
    email: `e2e${stamp}r@example.com`, companyEmail: `e2e${stamp}r@amn.co.th`, nationality: 'Cambodian',
  };
  await fillCommon(page, p);
  await choose(page, 'workingTimeId');

  // Email: 6 to 30 characters (the box takes no more than 30), and a real address.
  await field(page, 'email').fill(`a-very-long-address-${stamp}@example.com`);
  await expect(field(page, 'email')).toHaveValue(`a-very-long-address-${stamp}@example.com`.slice(0, 30));
  for (const [value, message] of [['a@b.c', 'Email must be 6 to 30 characters'], ['not-an-address', 'Email is not a valid email address']] as const) {
    await field(page, 'email').fill(value);
    await expect(help(page, 'email'), value).toHaveText(message);
  }
  await field(page, 'email').fill(p.email);
  await expect(help(page, 'email')).toHaveCount(0);
  // Phone: a number libphonenumber accepts (Thai, or +855 / +95).
  await field(page, 'phone').fill('12-34');
  await expect(help(page, 'phone')).toHaveText('Phone is not a valid phone number');
  await field(page, 'phone').fill('+855 12 345 678');
  await expect(help(page, 'phone')).toHaveCount(0);

  // A Cambodian: passport and its expiry are required, the national id is 9 or 10 digits.
  await page.getByTestId('save').click();
  await expect(help(page, 'passportNumber')).toHaveText('Passport number is required');
  await expect(help(page, 'documentExpiry')).toHaveText('Passport expiry date is required');
  await field(page, 'passportNumber').fill(`N${run.slice(-7)}`);
  await field(page, 'documentExpiry').fill('30/06/2031');
  await field(page, 'documentExpiry').press('Enter');
  await expect(help(page, 'documentExpiry')).toHaveCount(0);
  await field(page, 'cambodianId').fill('12345');
  await expect(help(page, 'cambodianId')).toHaveText('Cambodian ID number must be 9 or 10 digits');
  await field(page, 'cambodianId').fill(`2${run.slice(-9)}`);
  await expect(help(page, 'cambodianId')).toHaveCount(0);
  // The assistant cannot be the supervisor (both lists start with the same person).
  await choose(page, 'assistantSupervisorId');
  await expect(help(page, 'assistantSupervisorId')).toHaveText('Assistant supervisor must be someone other than the supervisor');
  const assistant = page.locator('.ant-select').filter({ has: field(page, 'assistantSupervisorId') });
  await assistant.hover();
  await assistant.locator('.ant-select-clear').click();
  await expect(help(page, 'assistantSupervisorId')).toHaveCount(0);

  // A Thai citizen id the first save took is refused for the second.
  await choose(page, 'nationality', 'Thai');
  const id = citizenId().replace(/^1/, '3');
  const good = `${id.slice(0, 12)}${thaiIdCheckDigit(id.slice(0, 12))}`;
  await field(page, 'citizenId').fill(good);
  await saveAndConfirm(page);
  const result = page.getByTestId('add-employee-result');
  await expect(result.getByTestId('result-name')).toHaveText(`Rule Each${en}`);
  await result.getByTestId('later').click();
  await fillCommon(page, { ...p, lastTh: `ซ้ำ${th}`, lastEn: `Twice${en}`, email: `e2e${stamp}d@example.com`, companyEmail: `e2e${stamp}d@amn.co.th`, nationality: 'Thai' });
  await choose(page, 'workingTimeId');
  await field(page, 'citizenId').fill(good);
  await saveAndConfirm(page);
  await expect(help(page, 'citizenId')).toHaveText('Thai ID number already exists in the system');
  await expect(result).toHaveCount(0);
});
