import { expect, test, loggedIn } from '../fixtures';

test('expiring documents: HR lists migrant workers\' passports and work permits in Thai, narrows the period, exports, and opens a record that warns too', async ({ page, request, browser }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/th/report/document-expiry-report');
  const table = page.getByTestId('expiry-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // Soonest first, some already expired; dates in Buddhist-era years.
  await expect(rows.first()).toContainText('หมดอายุแล้ว');
  await expect(rows.first()).toContainText(/25\d\d/);
  await expect(table).toContainText('หนังสือเดินทาง');
  await expect(table).toContainText('ใบอนุญาตทำงาน');
  const within90 = await rows.count();
  await page.screenshot({ path: info.outputPath('document-expiry-th.png') });

  await page.getByTestId('expiry-days').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '30 วัน' }).click();
  await expect.poll(() => rows.count()).toBeLessThan(within90);
  await expect(rows.last()).not.toContainText(/เหลือ (3[1-9]|[4-9]\d) วัน/);

  const download = page.waitForEvent('download');
  await page.getByTestId('export').click();
  expect((await download).suggestedFilename()).toBe('expiring-documents.xlsx');

  // The first person's record carries the same warning.
  await rows.first().getByRole('link').first().click();
  await expect(page.getByTestId('employee-record')).toBeVisible();
  await expect(page.locator('[data-testid^="expiry-"]').first()).toContainText('หมดอายุแล้ว');

  const employee = await browser.newPage();
  await loggedIn(employee, request, 'Employee');
  await employee.goto('/#/report/document-expiry-report');
  await expect(employee.getByText('No access')).toBeVisible();
});
