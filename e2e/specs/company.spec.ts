import { type Locator, type Page } from '@playwright/test';
import { expect, test, loggedIn } from '../fixtures';

/** Picks an option of an antd select by typing part of its label and pressing Enter. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await select.fill(text);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first()).toBeVisible();
  await select.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('company master in Thai: the tax id needs its check digit, the address cascades from the dataset, the sub-list shows child companies', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/th/system-settings/company-master');
  const table = page.getByTestId('master-table');
  const tgt = table.locator('tbody tr').filter({ hasText: 'TGT' });
  await expect(tgt).toContainText('บริษัท ไทย โกลบอล เทรดดิ้ง จำกัด');

  // {id}/subList: the children of Thai Global Trading, and nothing else.
  await tgt.getByRole('button', { name: 'บริษัทในเครือ' }).click();
  await expect(page).toHaveURL(/#\/th\/system-settings\/company-master\/[0-9a-f-]{36}\/subList$/);
  await expect(page.getByTestId('sublist-title')).toHaveText('บริษัทในเครือของ บริษัท ไทย โกลบอล เทรดดิ้ง จำกัด');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText('TGS');
  await page.reload();
  await expect(table.locator('tbody tr')).toContainText('TGS');
  await page.getByTestId('back-to-list').click();
  await expect(page).toHaveURL(/#\/th\/system-settings\/company-master$/);
  await expect(table.locator('tbody tr')).toHaveCount(4);

  await page.getByTestId('add').click();
  const drawer = page.getByTestId('master-drawer');
  // A wrong check digit is marked before anything is sent, in Thai.
  await drawer.locator('#field-taxId').fill('0105558123452');
  await drawer.locator('#field-taxId').blur();
  await expect(drawer.getByText('เลขประจำตัวผู้เสียภาษีต้องเป็นเลข 13 หลักที่ถูกต้อง')).toBeVisible();
  await drawer.locator('#field-taxId').fill('0105558123451');
  await expect(drawer.getByText('เลขประจำตัวผู้เสียภาษีต้องเป็นเลข 13 หลักที่ถูกต้อง')).toHaveCount(0);

  // Province → district → sub-district, each list from the one above; the sub-district fills the zip.
  await choose(page, drawer.locator('#field-province'), 'กรุงเทพ');
  await choose(page, drawer.locator('#field-district'), 'ปทุมวัน');
  await choose(page, drawer.locator('#field-subDistrict'), 'ลุมพินี');
  await expect(drawer.locator('#field-zipCode')).toHaveValue('10330');
  // A new province clears what lay below it.
  await choose(page, drawer.locator('#field-province'), 'นครสวรรค์');
  await expect(drawer.locator('.ant-form-item:has(#field-district) .ant-select')).not.toContainText('ปทุมวัน');
  await expect(drawer.locator('#field-zipCode')).toHaveValue('');
  await page.screenshot({ path: info.outputPath('company-form-th.png'), fullPage: true });
});
