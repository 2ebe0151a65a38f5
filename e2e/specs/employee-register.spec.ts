import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test, loggedIn } from '../fixtures';

/*
 * Issue 18 point 3: the employee register (report/all-employee-report). HR adds a column, moves it
 * up, sees it in the table, and the Excel file has the table's headers in the same order; the
 * choice is remembered on the next visit (here in Thai, with Buddhist-era dates).
 */
const headers = (page: Page) => page.getByTestId('register-table').locator('thead th.ant-table-cell:not(.ant-table-selection-column)')
  .evaluateAll((cells) => cells.map((c) => c.textContent?.trim() ?? '').filter(Boolean));

test('HR picks a column and its place, reads it in the table and in the Excel file; the choice stays for the next visit, in Thai', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/report/all-employee-report');
  const root = page.getByTestId('employee-register-page');
  const table = root.getByTestId('register-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Nationality' })).toHaveCount(0);

  await root.getByTestId('columns-button').click();
  const drawer = page.getByTestId('columns-drawer');
  await drawer.getByTestId('check-nationality').click();
  // Added last; moved up from the keyboard, one place.
  await drawer.getByTestId('up-nationality').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await expect(table.getByRole('columnheader', { name: 'Nationality' })).toBeVisible();
  const shown = (await headers(page)).filter((h) => h !== 'Actions');
  expect(shown.slice(-2)).toEqual(['Nationality', 'Years of service']);
  await expect(table.locator('tbody tr.ant-table-row').first()).toContainText(/Thai|Cambodian|Myanmar|—/);

  const download = page.waitForEvent('download');
  await root.getByTestId('export').click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(shown);
  expect(sheet.getRow(2).getCell(shown.indexOf('Joining date') + 1).value).toBeInstanceOf(Date);

  await page.goto('/#/th/report/all-employee-report');
  await expect(page.getByTestId('register-table').getByRole('columnheader', { name: 'สัญชาติ' })).toBeVisible();
  await expect(page.getByTestId('register-table').locator('tbody tr.ant-table-row').first()).toContainText(/25\d\d/);
  await page.screenshot({ path: info.outputPath('employee-register-th.png'), fullPage: true });
});
