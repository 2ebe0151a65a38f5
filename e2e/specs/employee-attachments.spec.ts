import { type Page } from '@playwright/test';
import { expect, test, confirmWithKeyboard, loggedIn, openTab } from '../fixtures';

/** A small PNG (1×1 pixel) and a minimal PDF, as a phone camera or a scanner would give them. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Opens a searchable select, types to narrow it and takes the option with exactly this text. */
async function choose(page: Page, id: string, typed: string, option: string) {
  await page.locator(`#${id}`).click();
  await page.locator(`#${id}`).fill(typed);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
}

test('my-profile/edit in Thai: the employee sets their picture, fills their current address by cascading selects, then adds a licence with its photo', async ({ page, request }, info) => {
  await loggedIn(page, request, 'Employee');
  await page.goto('/#/th/self-service/my-profile/edit');
  // A new profile picture shows in the top bar at once.
  await expect(page.getByTestId('user-menu').getByTestId('profile-avatar')).toHaveAttribute('data-has-picture', 'no');
  await page.getByTestId('field-imageProfileFileId').locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('field-imageProfileFileId-preview')).toBeVisible();
  await expect(page.getByTestId('user-menu').getByTestId('profile-avatar')).toHaveAttribute('data-has-picture', 'yes');
  await openTab(page, 'ที่อยู่');
  await page.getByTestId('edit-address-current').click();
  const drawer = page.getByTestId('section-drawer');
  await expect(drawer.locator('.ant-form-item:has(#field-country) .ant-select')).toContainText('ไทย');
  await drawer.locator('#field-addressLine').fill('88/8 หมู่ 2 ถนนช้างคลาน');
  await choose(page, 'field-province', 'เชียงใหม่', 'เชียงใหม่');
  await choose(page, 'field-district', 'เมืองเชียงใหม่', 'เมืองเชียงใหม่');
  // The sub-district is still missing: the form says so in Thai after the confirmation.
  await page.getByTestId('section-save').click();
  await confirmWithKeyboard(page);
  await expect(drawer.getByText('จำเป็นต้องระบุตำบล/แขวง')).toBeVisible();
  await choose(page, 'field-subDistrict', 'ช้างคลาน', 'ช้างคลาน');
  await expect(drawer.locator('#field-zipCode')).toHaveValue('50100');
  // The sub-district filled the zip code; the messages of the first try are gone.
  await expect(drawer.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('address-form-th.png'), animations: 'disabled' });
  await page.getByTestId('section-save').click();
  await confirmWithKeyboard(page);
  await expect(drawer).toBeHidden();
  const current = page.getByTestId('address-current');
  await expect(current).toContainText('ช้างคลาน');
  await expect(current).toContainText('เมืองเชียงใหม่');
  await expect(current).toContainText('50100');

  // The permanent address: the same as the current one.
  await page.getByTestId('edit-address-permanent').click();
  await drawer.getByTestId('field-sameAsCurrent').check();
  await page.getByTestId('section-save').click();
  await confirmWithKeyboard(page);
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('address-permanent')).toContainText('88/8 หมู่ 2 ถนนช้างคลาน');

  await openTab(page, 'การศึกษา');
  await page.getByTestId('add-educationlicense').click();
  await drawer.locator('#field-name').fill('ใบอนุญาตขับรถยก');
  await drawer.locator('#field-issuedBy').fill('กรมพัฒนาฝีมือแรงงาน');
  await drawer.getByTestId('field-photoFileId').locator('input[type=file]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.getByTestId('field-photoFileId-preview')).toBeVisible();
  await page.getByTestId('section-save').click();
  await confirmWithKeyboard(page);
  await expect(drawer).toBeHidden();
  const licence = page.getByTestId('section-Education').locator('tbody tr').filter({ hasText: 'ใบอนุญาตขับรถยก' });
  await expect(licence).toContainText('กรมพัฒนาฝีมือแรงงาน');
  // The photo is shown in the list: the employee can read the file they attached.
  await expect(licence.getByTestId('file-thumb')).toBeVisible();
});

test('HR files a document on an employee\'s record, then replaces it after confirming; screens in Thai and Burmese', async ({ page, request, browser }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/employment-management/all-employee');
  await page.getByTestId('search').locator('input').fill('AMN00017');
  await page.getByTestId('search').locator('input').press('Enter');
  await page.getByTestId('view-AMN00017').click();
  await page.getByTestId('edit-record').click();
  await expect(page).toHaveURL(/#\/employment-management\/all-employee\/[0-9a-f-]{36}\/edit$/);
  const editUrl = new URL(page.url()).hash.slice(1);
  await expect(page.getByTestId('edit-basicinfo')).toBeVisible();
  await openTab(page, 'Documents');
  const passport = page.getByTestId('documents').locator('tbody tr').filter({ hasText: 'Passport' });
  await expect(passport).toContainText('Not uploaded');
  await passport.locator('input[type=file]').setInputFiles({ name: 'passport-scan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(passport.getByTestId('document-download')).toHaveText('passport-scan.pdf');

  // A second file of the same type replaces the first only after the user says so.
  await passport.locator('input[type=file]').setInputFiles({ name: 'passport-2026.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-modal-confirm')).toContainText('Replace the existing document?');
  await expect(page.locator('.ant-modal-confirm')).toContainText('passport-scan.pdf');
  await confirmWithKeyboard(page);
  await expect(passport.getByTestId('document-download')).toHaveText('passport-2026.png');
  const download = page.waitForEvent('download');
  await passport.getByTestId('document-download').click();
  expect((await download).suggestedFilename()).toBe('passport-2026.png');

  await page.goto(`/#/th${editUrl}`);
  await openTab(page, 'เอกสาร');
  await expect(page.getByTestId('documents').locator('tbody tr').filter({ hasText: 'หนังสือเดินทาง' })).toContainText('passport-2026.png');
  await page.screenshot({ path: info.outputPath('documents-th.png'), animations: 'disabled' });
  await page.goto(`/#/my${editUrl}`);
  await openTab(page, 'စာရွက်စာတမ်းများ');
  await expect(page.getByTestId('documents')).toContainText('passport-2026.png');
  await page.screenshot({ path: info.outputPath('documents-my.png'), animations: 'disabled' });

  // The employee sees the document HR filed as HR's: theirs to download, not to replace.
  const employee = await browser.newPage();
  await loggedIn(employee, request, 'Employee');
  await employee.goto('/#/my/self-service/my-profile/edit');
  await openTab(employee, 'စာရွက်စာတမ်းများ');
  const theirs = employee.getByTestId('documents').locator('tbody tr').filter({ hasText: 'passport-2026.png' });
  await expect(theirs).toContainText('လူ့စွမ်းအားအရင်းအမြစ်ဌာနက တင်ထားသည်');
  await expect(theirs.getByTestId('document-upload')).toHaveCount(0);
  await openTab(employee, 'လိပ်စာများ');
  await employee.getByTestId('edit-address-current').click();
  await expect(employee.getByTestId('address-form').locator('.ant-form-item:has(#field-country) .ant-select')).toContainText('ထိုင်း');
  await expect(employee.getByTestId('address-form').locator('.ant-form-item:has(#field-subDistrict) .ant-select')).toContainText('Chang Khlan');
  await employee.screenshot({ path: info.outputPath('address-form-my.png'), animations: 'disabled' });
});
