import ExcelJS from 'exceljs';
import type { DropdownOption } from '@hr/domain/session';
import { expect, test, chooseOption, demo, loggedIn } from '../fixtures';

/*
 * Issue 35 point 2: a company starting mid-year loads the year's earlier months per employee (the
 * payments they were, income, tax, social security, provident fund) from the salary periods page:
 * the file's columns are shown as recognised, a bad cell is named by row and column and nothing is
 * saved, fixed it goes in. The year is 2020, which no period of the demo pays: the import replaces
 * the Accountant's own opening, so a second run finds the same.
 */
async function openingFile(rows: unknown[][]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Opening');
  for (const r of rows) ws.addRow(r);
  return { name: 'opening.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await wb.xlsx.writeBuffer()) };
}

test('the accountant imports an opening year-to-date: previewed, refused whole with the bad cell named, then imported', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'Accountant');
  const me = demo('Accountant').employeeId;
  const options = (await (await request.post('/api/1.0/getDropdownByModuleName', { headers: { authorization: token }, data: { moduleName: 'company' } })).json()).data as DropdownOption[];
  const company = options.find((o) => o.value === demo('Accountant').company)!;
  await page.goto('/#/payroll/salary-period');
  await expect(page.getByTestId('opening-open')).toBeDisabled();
  await chooseOption(page, page.getByTestId('filter-company').locator('input'), company.label);
  const year = page.getByTestId('filter-year');
  await year.click();
  await year.fill('2020');
  await year.press('Enter');
  await page.getByTestId('opening-open').click();
  const dialog = page.getByTestId('opening-import');
  await expect(page.locator('.ant-modal-title')).toHaveText('Opening year to date, tax year 2020');
  const header = ['Employee ID', 'Name', 'Payments', 'Income', 'Tax withheld', 'Social security', 'Provident fund'];

  await dialog.locator('input[type=file]').setInputFiles(await openingFile([header, [me, '', 9, 420_000, 9_000, 7_875, 0], ['NOBODY-1', '', 12, 1, 0, 0, 0]]));
  await expect(dialog.getByTestId('opening-preview')).toContainText('2 rows below the header');
  await expect(dialog.getByTestId('opening-column-tax')).toHaveText('Tax withheld: E — Tax withheld');
  await page.getByTestId('opening-submit').click();
  const problems = dialog.getByTestId('opening-problems');
  await expect(problems).toContainText('Row 3, column C: "12" is not a number of payments (a whole number from 1 to 11)');
  await expect(problems).toContainText('Row 3, column A: employee NOBODY-1 is not an employee of this company');
  await page.screenshot({ path: info.outputPath('opening-import-error-en.png'), fullPage: true });

  await dialog.locator('input[type=file]').setInputFiles(await openingFile([header, [me, '', 9, 420_000, 9_000, 7_875, 0]]));
  await expect(dialog.getByTestId('opening-preview')).toContainText('1 row below the header');
  await page.getByTestId('opening-submit').click();
  await expect(page.locator('.ant-message')).toContainText('Opening year to date imported for 1 employee.');
  await expect(dialog).toHaveCount(0);
});
