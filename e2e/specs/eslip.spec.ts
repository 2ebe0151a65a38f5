import JSZip from 'jszip';
import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test, confirmWithKeyboard, demo, loggedIn } from '../fixtures';

/*
 * Issue 20 point 4: online payslips made elsewhere. HR adds a month, drops a zip of PDFs named by
 * employee ID with one name that matches nobody, sees it listed before anything is kept, keeps the
 * others, and tells the employees; the month is five years ahead (no other test uses it).
 */
async function call<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const body = await (await request.post(`/api${path}`, { headers: { authorization: token }, data })).json();
  expect(body.success, `${path}: ${JSON.stringify(body.msg)}`).toBe(true);
  return body.data as T;
}

test('HR uploads a month\'s payslips as a zip: the unknown name is listed before anything is kept, the others are kept and their employees told', async ({ page, request, browser }, info) => {
  const token = await loggedIn(page, request, 'HR');
  const year = new Date().getUTCFullYear() + 5;
  const month = `${year}-05`;
  // A month left by an earlier attempt is deleted first.
  const earlier = await call<{ items: Array<{ id: string; month: string }> }>(request, token, '/1.0/search/eslip/period', { year });
  for (const p of earlier.items.filter((x) => x.month === month)) await call(request, token, '/1.0/delete/eslip/period', { id: p.id });
  // The demo employee's payslip and the first employee's.
  const staff = await call<{ items: Array<{ employeeCode: string }> }>(request, token, '/1.0/search/employee', { active: true, pageSize: 2, sort: { field: 'employeeCode', dir: 'asc' } });
  const a = demo('Employee').employeeId;
  const b = staff.items.map((e) => e.employeeCode).find((c) => c !== a)!;

  await page.goto('/#/employment-management/slip-online');
  await page.getByTestId('add-eslip').click();
  await page.locator('#field-month').fill(`05/${year}`);
  await page.locator('#field-month').press('Enter');
  await expect(page.locator('#field-payDate')).toHaveValue(`31-May-${year}`);
  await page.getByTestId('save').click();
  await expect(page.getByTestId('eslip-page')).toBeVisible();

  const zip = new JSZip();
  const pdf = (who: string) => Buffer.from(`%PDF-1.4\n% payslip of ${who}\n%%EOF\n`);
  zip.file(`${a}.pdf`, pdf(a));
  zip.file(`${b} ${month}.pdf`, pdf(b));
  zip.file('ZZZ99999.pdf', pdf('nobody'));
  await page.getByTestId('eslip-upload').locator('input[type=file]').setInputFiles({ name: 'payslips.zip', mimeType: 'application/zip', buffer: await zip.generateAsync({ type: 'nodebuffer' }) });
  const preview = page.getByTestId('eslip-preview');
  await expect(preview).toContainText('2 payslips match employees');
  await expect(preview.getByTestId('eslip-unknown')).toContainText('ZZZ99999.pdf');
  await expect(page.getByTestId('eslip-count')).toHaveText('0');
  await page.screenshot({ path: info.outputPath('eslip-preview.png'), fullPage: true });
  await preview.getByTestId('eslip-keep').click();
  await expect(page.getByTestId('eslip-count')).toHaveText('2');
  await expect(page.getByTestId(`eslip-file-${a}`)).toContainText(`${a}.pdf`);
  await expect(page.getByTestId('eslip-missing')).toBeVisible();

  await page.getByTestId('eslip-mail-all').click();
  await confirmWithKeyboard(page);
  await expect(page.locator('.ant-message')).toContainText('2 payslips are on their way');
  await expect(page.getByTestId(`eslip-file-${a}`)).not.toContainText('—');
  await page.screenshot({ path: info.outputPath('eslip-kept.png'), fullPage: true });

  // The employee finds it among their payslips, marked as uploaded, and downloads it.
  const context = await browser.newContext();
  const employee = await context.newPage();
  await loggedIn(employee, request, 'Employee');
  await employee.goto('/#/self-service/payslip');
  const item = employee.getByTestId(`payslip-${month}`);
  await expect(item).toContainText('Uploaded by HR: the figures are in the PDF');
  const download = employee.waitForEvent('download');
  await item.getByTestId(`download-${month}`).click();
  expect(readFileSync((await (await download).path())!).toString('latin1')).toContain(`% payslip of ${a}`);
  await context.close();
});
