import { type APIRequestContext } from '@playwright/test';
import { expect, test, apiLogin, demo, demoLogins, loggedIn } from '../fixtures';

// Issue 14: leave as the Labour Protection Act gives it, as the screens show it. The demo's people
// have a gender that goes with their title; maternity leave is for women, paternity leave for men.
const LIST = '/self-service/leave-request';
type Types = { types: Array<{ code: string }> };

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const body = await (await request.post(`/api${path}`, { data, headers: { Authorization: token } })).json() as { success: boolean; data: T; msg: unknown };
  expect(body.success, JSON.stringify(body.msg)).toBe(true);
  return body.data;
}

/** The demo logins whose own balance offers a type: the server decides who a type is for. */
async function rolesOffered(request: APIRequestContext, code: string) {
  const out: string[] = [];
  for (const login of demoLogins().filter((l) => l.company === demo('Employee').company)) {
    const mine = await post<Types>(request, await apiLogin(request, login), '/1.1/get/sumLeaveSelfView', {});
    if (mine.types.some((t) => t.code === code)) out.push(login.role);
  }
  return out;
}

test('a man sees paternity leave and no maternity leave, on his balance and in the form; sick leave says it is not pro-rated', async ({ page, request }, info) => {
  const men = await rolesOffered(request, 'PATERNITY');
  expect(men.length, 'a man among the demo logins').toBeGreaterThan(0);
  await loggedIn(page, request, men[0]!);
  await page.goto(`/#${LIST}`);
  await expect(page.getByTestId('balance-PATERNITY')).toBeVisible();
  await expect(page.getByTestId('balance-MATERNITY')).toHaveCount(0);
  await expect(page.getByTestId('balance-SICK').getByTestId('entitlement-rule')).toContainText('a right, not pro-rated for joiners');
  await page.screenshot({ path: info.outputPath('balance-man-en.png'), fullPage: true });
  await page.goto(`/#${LIST}/addLeavePage`);
  await page.locator('#field-leaveTypeId').click();
  await expect(page.locator('.ant-select-item-option').filter({ hasText: 'Paternity leave' })).toBeVisible();
  await expect(page.locator('.ant-select-item-option').filter({ hasText: 'Maternity leave' })).toHaveCount(0);
});

test('HR records a woman\'s pregnancy with a note, and is told why a second record before any leave is refused', async ({ page, request }, info) => {
  const women = await rolesOffered(request, 'MATERNITY');
  expect(women.length, 'a woman among the demo logins').toBeGreaterThan(0);
  const woman = demo(women[women.length - 1]!);
  const hrToken = await apiLogin(request, demo('HR'));
  const [hit] = (await post<{ items: Array<{ id: string }> }>(request, hrToken, '/1.0/search/employee', { page: 1, pageSize: 1, keyword: woman.employeeId })).items;
  await loggedIn(page, request, 'HR');
  await page.goto(`/#/employment-management/leave-management?tab=adjustments&employee=${hit!.id}`);
  const card = page.getByTestId('pregnancy-card');
  await expect(card.getByTestId('pregnancy-list')).toBeVisible();
  const before = await card.locator('.ant-table-tbody tr.ant-table-row').count();

  await card.getByTestId('pregnancy-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(dialog.getByTestId('pregnancy-error')).toHaveText('Note is required');
  await dialog.getByTestId('pregnancy-note').fill('Expected birth: June 2027');
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByText('The new pregnancy was recorded')).toBeVisible();
  const rows = card.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.first()).toContainText('Current');
  await expect(rows.first()).toContainText('Expected birth: June 2027');
  await expect(rows.first()).toContainText('0 taken, 0 waiting');
  await page.screenshot({ path: info.outputPath('pregnancy-en.png'), fullPage: true });

  // A second record before this pregnancy has any leave would split it: refused, with the reason in the dialog.
  await card.getByTestId('pregnancy-add').click();
  await dialog.getByTestId('pregnancy-note').fill('Clicked again');
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(dialog.getByTestId('pregnancy-error')).toContainText('current pregnancy has no maternity leave yet');
  await expect(rows).toHaveCount(before + 1);
});

test('on a phone in Khmer and Burmese, the leave types read in their own script', async ({ page, request }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loggedIn(page, request, 'Employee');
  for (const c of [{ lang: 'km', sick: 'ច្បាប់ឈប់សម្រាកឈឺ', script: /[\u1780-\u17FF]/ }, { lang: 'my', sick: 'ဆေးခွင့်', script: /[\u1000-\u109F]/ }]) {
    await page.goto(`/#/${c.lang}${LIST}`);
    const sick = page.getByTestId('balance-SICK');
    await expect(sick).toContainText(c.sick);
    await expect(sick.getByTestId('entitlement-rule')).toHaveText(c.script);
    await page.screenshot({ path: info.outputPath(`balance-${c.lang}-390.png`), fullPage: true });
  }
});
