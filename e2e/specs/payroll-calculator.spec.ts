import type { PayrollSimulation } from '@hr/domain/payroll/simulate';
import { expect, test, loggedIn } from '../fixtures';

/*
 * Issue 19 point 2: the salary calculator, read against the server's own payroll/simulate answer
 * for the same input. The page opens on this month (Bangkok) with a salary of 30,000.
 */
const thisMonth = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7);
const baht = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('the accountant works out a month\'s pay: the figures are the server\'s, every figure is explained, overtime adds, bad input is named under its field', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'Accountant');
  const simulate = async (body: object) => (await (await request.post('/api/1.0/payroll/simulate', { headers: { authorization: token }, data: body })).json()).data as PayrollSimulation;
  const plain = await simulate({ period: thisMonth(), monthlySalary: 30_000 });
  await page.goto('/#/payroll/salary-calculator');
  const root = page.getByTestId('salary-calculator-page');
  await expect(root.getByTestId('figure-netPay').getByTestId('value')).toHaveText(baht(plain.netPay));
  await expect(root.getByTestId('figure-tax').getByTestId('value')).toHaveText(plain.tax.thisPayment ? baht(-plain.tax.thisPayment) : baht(0));
  // Why the tax is what it is: the allowances by name, the brackets, the tax of the year, this payment's share.
  await expect(root.getByTestId('working-allowances')).toContainText('Personal allowance');
  await expect(root.getByTestId('working-annual-tax')).toHaveText(baht(plain.tax.annualTax));
  await expect(root.getByTestId('working-this-payment')).toContainText(baht(plain.tax.thisPayment));
  await expect(root.getByTestId('working-ss-wage')).toContainText(baht(plain.socialSecurity.wage));
  await page.screenshot({ path: info.outputPath('salary-calculator-en.png'), fullPage: true });

  // Two hours at 1.5: the pay and the net pay move as the server says.
  await root.getByTestId('overtime-add').click();
  await root.getByTestId('field-0_hours').fill('2');
  await root.getByTestId('calculate').click();
  const withOt = await simulate({ period: thisMonth(), monthlySalary: 30_000, overtime: [{ hours: 2, multiplier: 1.5 }] });
  expect(withOt.overtimePay).toBe(375);
  await expect(root.getByTestId('working-ot-0')).toContainText(baht(375));
  await expect(root.getByTestId('figure-netPay').getByTestId('value')).toHaveText(baht(withOt.netPay));

  // More children born from 2018 than children: the server's message under the field.
  await root.getByTestId('field-allowances_children').fill('1');
  await root.getByTestId('field-allowances_childrenBornFrom2018').fill('2');
  await root.getByTestId('calculate').click();
  await expect(root.locator('.ant-form-item-explain-error', { hasText: 'Children born from 2018 cannot be more than the number of children' })).toBeVisible();
});

test('in Thai and Khmer: the month in Buddhist-era years, the explanation in the language', async ({ page, request }, info) => {
  await loggedIn(page, request, 'Accountant');
  await page.goto('/#/th/payroll/salary-calculator');
  const root = page.getByTestId('salary-calculator-page');
  await expect(root.getByTestId('field-period')).toHaveValue(new RegExp(String(Number(thisMonth().slice(0, 4)) + 543)));
  await expect(root.getByTestId('working-allowances')).toContainText('ค่าลดหย่อนส่วนตัว');
  await expect(root.getByTestId('working-tax')).toContainText('ภาษีทั้งปี');
  await page.screenshot({ path: info.outputPath('salary-calculator-th.png'), fullPage: true });
  await page.goto('/#/km/payroll/salary-calculator');
  await expect(page.getByTestId('working-allowances')).toContainText('ការកាត់បន្ថយពន្ធផ្ទាល់ខ្លួន');
  await page.screenshot({ path: info.outputPath('salary-calculator-km.png'), fullPage: true });
});

test('an employee has no salary calculator', async ({ page, request }) => {
  await loggedIn(page, request, 'Employee');
  await page.goto('/#/payroll/salary-calculator');
  await expect(page.getByTestId('salary-calculator-page')).toHaveCount(0);
});
