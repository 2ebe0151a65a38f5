import { type Page } from '@playwright/test';
import { thaiIdCheckDigit } from '@hr/domain/validators';
import { expect, test, confirmWithKeyboard, demo, loggedIn } from '../fixtures';

// A 1×1 PNG: the server checks the type by the bytes and re-encodes pictures.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const newLastName = `ใจดีมาก${String.fromCharCode(0x0E01 + (Date.now() % 40))}`;

/** The control of a request field (the drawer's fields carry data-testid="field-<name>"). */
const field = (page: Page, name: string) => page.getByTestId('sensitive-drawer').getByTestId(`field-${name}`);

test('sensitive change: an employee asks for a new Thai last name with a document, HR approves with a remark, the employee sees the new name', async ({ page, browser, request }, info) => {
  const employee = demo('Employee');
  const token = await loggedIn(page, request, 'Employee');
  const before = (await (await request.post('/api/1.0/view/self/basicinfo', { headers: { authorization: token }, data: {} })).json()).data;

  // The employee opens the request form from my-profile (in Thai), beside their current values.
  await page.goto('/#/th/self-service/my-profile');
  await expect(page.getByTestId('my-sensitive-requests')).toBeVisible();
  await page.getByTestId('request-sensitive').click();
  const drawer = page.getByTestId('sensitive-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(`ปัจจุบัน: ${before.lastNameTh}`)).toBeVisible();

  // Nothing filled in: the form says what is missing and sends nothing.
  await page.getByTestId('sensitive-submit').click();
  await expect(drawer.locator('.ant-form-item-explain-error').filter({ hasText: 'จำเป็นต้องระบุเอกสารประกอบ' })).toBeVisible();
  // A citizen id with a wrong check digit is named under its field, as the server would.
  const twelve = `3${String(Date.now()).slice(-11)}`;
  await field(page, 'citizenId').fill(`${twelve}${(thaiIdCheckDigit(twelve) + 1) % 10}`);
  await field(page, 'citizenId').blur();
  await expect(drawer.locator('.ant-form-item-explain-error').filter({ hasText: 'เลขประจำตัวประชาชน' })).toBeVisible();
  await field(page, 'citizenId').fill('');

  await drawer.locator('input[type=file]').setInputFiles({ name: 'marriage-certificate.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('field-supportingFileId-name')).toHaveText(/marriage-certificate\.png/);
  // A document alone changes nothing.
  await page.getByTestId('sensitive-submit').click();
  await expect(page.getByTestId('sensitive-nothing')).toHaveText('กรุณากรอกข้อมูลใหม่ที่ต้องการแก้ไขอย่างน้อยหนึ่งรายการ');
  await field(page, 'lastNameTh').fill(newLastName);
  await page.screenshot({ path: info.outputPath('sensitive-request-th.png'), fullPage: true });
  await page.getByTestId('sensitive-submit').click();
  await confirmWithKeyboard(page);
  await expect(drawer).toBeHidden();
  const mine = page.getByTestId('my-sensitive-table');
  await expect(mine.getByTestId('sensitive-status').first()).toHaveText('รออนุมัติ');
  await expect(mine).toContainText(newLastName);
  // One at a time: the button waits for HR's decision.
  await expect(page.getByTestId('request-sensitive')).toBeDisabled();

  // HR finds it first on the list, reviews it beside the record and approves it with a remark.
  const hrContext = await browser.newContext();
  const hr = await hrContext.newPage();
  await loggedIn(hr, request, 'HR');
  await hr.goto('/#/employment-management/sensitive-requests');
  const first = hr.getByTestId('sensitive-table').locator('tbody tr').first();
  await expect(first).toContainText(employee.employeeId);
  await expect(first.getByTestId('sensitive-status')).toHaveText('Pending');
  await first.getByRole('button', { name: 'Review' }).click();
  const review = hr.getByTestId('review-drawer');
  await expect(review.getByTestId('review-changes')).toContainText(before.lastNameTh);
  await expect(review.getByTestId('review-changes')).toContainText(newLastName);
  await expect(review.getByTestId('supporting-download')).toContainText('marriage-certificate.png');
  // A rejection needs a remark.
  await review.getByTestId('reject').click();
  await expect(review.getByText('Remark is required')).toBeVisible();
  await review.getByTestId('remark').fill('Checked against the marriage certificate');
  await review.getByTestId('approve').click();
  await confirmWithKeyboard(hr);
  await expect(review).toBeHidden();
  await expect(first.getByTestId('sensitive-status')).not.toHaveText('Pending');
  await hrContext.close();

  // The employee sees the new name on my-profile and HR's answer.
  await page.reload();
  await expect(page.getByTestId('employee-name')).toHaveText(`${before.firstNameTh} ${newLastName}`);
  await expect(mine.getByTestId('sensitive-status').first()).toHaveText('อนุมัติแล้ว');
  await expect(mine).toContainText('Checked against the marriage certificate');
  await expect(page.getByTestId('request-sensitive')).toBeEnabled();

  // The user menu's profile page shows the account and where the request stands.
  await page.getByTestId('user-menu').click();
  await page.getByText('โปรไฟล์', { exact: true }).click();
  await expect(page.getByTestId('profile-name')).toContainText(newLastName);
  await expect(page.getByTestId('profile-code')).toHaveText(employee.employeeId);
  await expect(page.getByTestId('profile-sensitive').getByTestId('sensitive-status')).toHaveText('อนุมัติแล้ว');
  await expect(page.locator('.ant-dropdown:visible')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('profile-th.png'), fullPage: true });
});

test('screens in Burmese and Thai: the request form, HR\'s list and review, the profile page', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'HR');
  const headers = { authorization: token };
  // HR's own request form first: withdraw one an earlier run may have left pending.
  const own = (await (await request.post('/api/1.0/search/request/sensitive/self', { headers, data: {} })).json()).data as Array<{ id: string; status: string }>;
  for (const r of own.filter((x) => x.status === 'pending')) await request.post('/api/1.0/cancel/request/sensitive', { headers, data: { id: r.id } });
  for (const lang of ['my', 'th'] as const) {
    await page.goto(`/#/${lang}/self-service/my-profile`);
    await page.getByTestId('request-sensitive').click();
    await expect(page.getByTestId('sensitive-drawer')).toBeVisible();
    await page.getByTestId('sensitive-drawer').getByTestId('bank-choice').getByRole('radio').nth(2).check();
    await expect(field(page, 'accountNumber')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`sensitive-request-${lang}.png`), fullPage: true });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sensitive-drawer')).toBeHidden();
  }
  // Something to review whatever ran before: HR's own request.
  const upload = await request.post('/api/1.0/user/upload/file', { headers, multipart: { file: { name: 'passport.png', mimeType: 'image/png', buffer: PNG } } });
  const filed = await request.post('/api/1.0/request/sensitive', { headers, data: { firstNameEn: 'Screenshot', supportingFileId: (await upload.json()).data[0].id } });
  expect((await filed.json()).success).toBe(true);
  for (const lang of ['my', 'th'] as const) {
    await page.goto(`/#/${lang}/employment-management/sensitive-requests`);
    const first = page.getByTestId('sensitive-table').locator('tbody tr').first();
    await expect(first.getByTestId('sensitive-status')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`sensitive-list-${lang}.png`), fullPage: true });
    await first.getByRole('button').click();
    await expect(page.getByTestId('review-changes')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`sensitive-review-${lang}.png`), fullPage: true });
    await page.goto(`/#/${lang}/self-service/profile`);
    await expect(page.getByTestId('profile-sensitive').getByTestId('sensitive-status')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`profile-${lang}.png`), fullPage: true });
  }
});
