import { type APIRequestContext } from '@playwright/test';
import { expect, test, demo, loggedIn } from '../fixtures';

// Issue 13 point 1: what HR may not give is disabled on screen, and says why.
const LIST = '/employment-management/employee-working-management';
const idOfCode = async (request: APIRequestContext, token: string, code: string) =>
  ((await (await request.post('/api/1.0/search/employee', { headers: { authorization: token }, data: { keyword: code } })).json()).data.items as Array<{ id: string }>)[0]!.id;

test('HR sees why it cannot edit its own role or the Administrator role, and which ids it cannot tick', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/system-settings/role-permission-master');
  const table = page.getByTestId('master-table');
  const edit = async (code: string) => {
    await table.locator('tbody tr').filter({ has: page.getByRole('cell', { name: code, exact: true }) }).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByTestId('role-permissions')).toBeVisible();
  };
  await edit('ADMINISTRATOR');
  await expect(page.getByTestId('role-locked')).toContainText('You cannot give or take away access you do not hold yourself.');
  await expect(page.getByTestId('save-permissions')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId('role-permissions')).toHaveCount(0);

  await edit('SUPERVISOR');
  await expect(page.getByTestId('role-locked')).toHaveCount(0);
  // The Supervisor role holds one action, posting announcements to its own department, so the
  // Actions group opens with the role (a group whose ids none are held opens on demand).
  const actions = page.getByTestId('role-permissions').locator('.ant-tree-treenode').filter({ hasText: /^Actions$/ });
  await expect(actions).toHaveClass(/ant-tree-treenode-switcher-open/);
  const audit = page.getByTestId('permission-refused-action.audit.read');
  // The group opens with an animation that redraws its rows: wait for the row, then point at it.
  await expect(audit).toBeVisible();
  await expect(page.locator('.ant-tree-treenode-motion')).toHaveCount(0);
  await audit.hover();
  await expect(page.getByRole('tooltip')).toHaveText('You cannot give or take away access you do not hold yourself.');
  await page.screenshot({ path: info.outputPath('role-tree-refused.png') });
});

test('on the employment form HR cannot choose the Administrator role, and cannot change its own', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'HR');
  const employee = await idOfCode(request, token, demo('Employee').employeeId);
  await page.goto(`/#${LIST}/edit?id=${employee}`);
  await page.locator('#employment_roleId').click();
  const administrator = page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Administrator"]');
  await expect(administrator).toHaveClass(/ant-select-item-option-disabled/);
  await expect(administrator.getByTestId(/^role-option-refused-/)).toHaveText('You cannot give or take away access you do not hold yourself.');
  await page.screenshot({ path: info.outputPath('role-select-refused.png') });
  await page.keyboard.press('Escape');

  const self = await idOfCode(request, token, demo('HR').employeeId);
  await page.goto(`/#${LIST}/edit?id=${self}`);
  await expect(page.getByTestId('role-locked')).toHaveText('Nobody can change their own role or the permissions of their own role. Ask another administrator.');
  await expect(page.getByTestId('field-roleId')).toHaveClass(/ant-select-disabled/);
});
