import { type Page } from '@playwright/test';
import { expect, test, appPath, loggedIn, confirmWithKeyboard } from '../fixtures';

const stamp = Date.now().toString(36).slice(-5).toUpperCase();
/** A date `days` from now as the picker reads it (DD/MM/YYYY), and its year. */
const ahead = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return { typed: `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`, year: d.getUTCFullYear() };
};
const start = ahead(40);
const end = ahead(42);


async function typeDate(page: Page, id: string, value: string) {
  await page.locator(`#${id}`).fill(value);
  await page.locator(`#${id}`).press('Enter');
}

/** The message under a form field. */
const helpOf = (page: Page, id: string) => page.locator(`.ant-form-item:has(#${id}) .ant-form-item-explain`).first();

test('HR plans an outing with two employees, mails everyone and cancels it with a reason', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/system-settings/company-outing');
  await expect(page.getByTestId('outing-table')).toBeVisible();
  await expect(page.getByTestId('menu-system-settings.company-outing')).toBeVisible();

  // The form: a required field left empty is named, and so is an empty name list.
  await page.getByTestId('add').click();
  await expect(page).toHaveURL(/#\/system-settings\/company-outing\/create$/);
  await page.locator('#field-nameEn').fill(`Sea trip ${stamp}`);
  await page.locator('#field-nameTh').fill(`เที่ยวทะเล ${stamp}`);
  await page.locator('#field-companyId').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^AMN - / }).click();
  await typeDate(page, 'field-startDate', start.typed);
  await typeDate(page, 'field-endDate', end.typed);
  await page.getByTestId('save').click();
  await expect(helpOf(page, 'field-location')).toHaveText('Location is required');
  await expect(page.getByTestId('outing-form').getByText('Please manage employee list before save your changes')).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);

  // An end before the start is marked in the browser, before any request.
  await typeDate(page, 'field-endDate', ahead(39).typed);
  await expect(helpOf(page, 'field-endDate')).toHaveText('End date must not be before the start date');
  await typeDate(page, 'field-endDate', end.typed);
  await expect(helpOf(page, 'field-endDate')).toHaveCount(0);

  await page.locator('#field-location').fill('Hua Hin, Prachuap Khiri Khan');
  await page.locator('#field-budgetPerHead').fill('2500');

  // Two employees of the company from the picker.
  await page.getByTestId('add-employees').click();
  const picker = page.getByTestId('employee-picker');
  const rows = picker.getByTestId('picker-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const names = [await rows.nth(0).locator('td').nth(2).innerText(), await rows.nth(1).locator('td').nth(2).innerText()];
  await rows.nth(0).locator('.ant-checkbox-input').check();
  await rows.nth(1).locator('.ant-checkbox-input').check();
  await page.locator('#picker-add').click();
  await expect(picker).toBeHidden();
  const chosen = page.getByTestId('name-list-table').locator('tbody tr.ant-table-row');
  await expect(chosen).toHaveCount(2);
  for (const n of names) await expect(chosen.filter({ hasText: n })).toHaveCount(1);
  await expect(page.getByTestId('outing-form').getByText('Please manage employee list before save your changes')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('outing-form.png'), fullPage: true });

  // Leaving with unsaved changes asks first; staying keeps the form.
  await page.getByTestId('menu-dashboard').click();
  const leave = page.locator('.ant-modal-confirm').filter({ hasText: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/company-outing\/create$/);

  await page.getByTestId('save').click();
  await expect(page.locator('.ant-modal-confirm').filter({ hasText: 'Save this company outing?' })).toBeVisible();
  await confirmWithKeyboard(page);
  await expect(page.getByText('The company outing has been saved')).toBeVisible();
  await expect(page).toHaveURL(/#\/system-settings\/company-outing\/[0-9a-f-]{36}$/);
  const id = appPath(page).split('/').pop()!;
  await expect(page.getByTestId('outing-title')).toHaveText(`Sea trip ${stamp}`);
  await expect(page.getByTestId('outing-facts')).toContainText('5,000.00');

  // Send the invitation to everyone on the list.
  const list = page.getByTestId('name-list').getByTestId('name-list-table');
  await expect(list.getByTestId('mail-status')).toHaveText(['Not sent', 'Not sent']);
  await page.getByTestId('send-all').click();
  await confirmWithKeyboard(page);
  await expect(page.getByText('Invitations mailed: 2')).toBeVisible();
  await expect(list.getByTestId('mail-status')).toHaveText(['Sent', 'Sent']);

  // Edit: the form opens with the saved values and name list; people already mailed stay mailed.
  await page.getByTestId('edit').click();
  await expect(page).toHaveURL(new RegExp(`company-outing/create\\?id=${id}$`));
  await expect(page.locator('#field-nameEn')).toHaveValue(`Sea trip ${stamp}`);
  await expect(page.getByTestId('name-list-table').locator('tbody tr.ant-table-row')).toHaveCount(2);
  await page.locator('#field-location').fill('Cha-am, Phetchaburi');
  await page.getByTestId('save').click();
  await confirmWithKeyboard(page);
  await expect(page).toHaveURL(new RegExp(`company-outing/${id}$`));
  await expect(page.getByTestId('outing-facts')).toContainText('Cha-am, Phetchaburi');
  await expect(list.getByTestId('mail-status')).toHaveText(['Sent', 'Sent']);

  // The details page in Thai (Buddhist-era years) and Burmese.
  for (const [lang, script] of [['th', /[\u0E00-\u0E7F]/], ['my', /[\u1000-\u109F]/]] as const) {
    await page.goto(`/#/${lang}/system-settings/company-outing/${id}`);
    await expect(page.getByTestId('outing-details')).toBeVisible();
    await expect(page.getByTestId('send-all')).toHaveText(script);
    if (lang === 'th') await expect(page.getByTestId('outing-period')).toContainText(String(start.year + 543));
    await expect(page.getByTestId('name-list-table').getByTestId('mail-status').first()).toHaveText(script);
    await page.screenshot({ path: info.outputPath(`outing-details-${lang}.png`), fullPage: true });
  }

  // Cancel: the reason is required, a confirmation, then back to the details.
  await page.goto(`/#/system-settings/company-outing/${id}`);
  await page.getByTestId('cancel-outing').click();
  await expect(page).toHaveURL(new RegExp(`company-outing/${id}/cancel$`));
  await page.getByTestId('confirm-cancel').click();
  await expect(helpOf(page, 'field-reason')).toHaveText('Reason is required');
  await page.locator('#field-reason').fill(`Typhoon warning ${stamp}`);
  await page.getByTestId('confirm-cancel').click();
  await expect(page.locator('.ant-modal-confirm').filter({ hasText: 'Cancel this outing and mail the notice to the 2 people on the list?' })).toBeVisible();
  await confirmWithKeyboard(page);
  await expect(page.getByText('The outing has been cancelled. Notices mailed: 2')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`company-outing/${id}$`));
  await expect(page.getByTestId('outing-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('cancelled-banner')).toContainText(`Typhoon warning ${stamp}`);
  await expect(page.getByTestId('send-all')).toHaveCount(0);
  await expect(page.getByTestId('cancel-outing')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('outing-cancelled.png'), fullPage: true });

  // The cancel page of a cancelled outing says so instead of offering the form again.
  await page.goto(`/#/system-settings/company-outing/${id}/cancel`);
  await expect(page.getByTestId('cannot-cancel')).toContainText('This company outing has already been cancelled.');

  // The list in Thai: the Thai name, a Buddhist-era year, the cancelled status filter.
  await page.goto('/#/th/system-settings/company-outing');
  await page.getByTestId('search').locator('input').fill(stamp);
  await page.getByTestId('search').locator('input').press('Enter');
  const rowsNow = page.getByTestId('outing-table').locator('tbody tr.ant-table-row');
  await expect(rowsNow).toHaveCount(1);
  const row = rowsNow.filter({ hasText: `เที่ยวทะเล ${stamp}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(String(start.year + 543));
  await expect(row).not.toContainText(`-${start.year}`);
  await expect(row).toContainText('ยกเลิกแล้ว');
  await expect(page.getByTestId('outing-table').locator('.ant-spin-blur')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('outing-list-th.png') });
});

test('an employee cannot open the company outing screens', async ({ page, request }) => {
  await loggedIn(page, request, 'Employee');
  await page.goto('/#/system-settings/company-outing');
  await expect(page.getByText('No access')).toBeVisible();
  await page.goto('/#/system-settings/company-outing/create');
  await expect(page.getByText('No access')).toBeVisible();
});
