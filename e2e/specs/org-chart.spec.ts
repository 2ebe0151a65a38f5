import { expect, test, demo, loggedIn } from '../fixtures';

test('organisation chart: HR opens the chart of their company, expands a manager and finds a person (in Thai)', async ({ page, request, browser }, info) => {
  await loggedIn(page, request, 'HR');
  const hr = demo('HR');
  await page.goto('/#/th/employment-management/org-chart');
  await expect(page.getByText('ผังองค์กร').first()).toBeVisible();
  const tree = page.getByTestId('org-tree');
  // The demo company starts with its general manager, with one supervisor per department under them.
  const gm = tree.getByTestId(`org-node-${hr.company}00001`);
  await expect(gm).toContainText(/ผู้ใต้บังคับบัญชาโดยตรง: \d+/);
  await expect(tree.locator('.ant-tree-treenode')).toHaveCount(1);
  await tree.locator('.ant-tree-switcher').first().click();
  await expect.poll(() => tree.locator('.ant-tree-treenode').count()).toBeGreaterThan(1);
  await expect(tree.getByTestId(`org-node-${hr.company}00002`)).toBeVisible();

  // Finding the HR officer opens the chart down to them (manager → department supervisor → them).
  await page.getByTestId('org-find').click();
  await page.keyboard.type(hr.employeeId);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: hr.employeeId }).click();
  const me = tree.getByTestId(`org-node-${hr.employeeId}`);
  await expect(me).toBeVisible();
  await expect(tree.locator('.ant-tree-treenode-selected')).toContainText(hr.employeeId);
  await expect(tree.locator('.ant-tree-treenode-motion')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('org-chart-th.png') });

  // The eye opens the person's record.
  await me.getByTestId(`org-open-${hr.employeeId}`).click();
  await expect(page.getByTestId('employee-record')).toBeVisible();

  // An employee has no organisation chart.
  const employee = await browser.newPage();
  await loggedIn(employee, request, 'Employee');
  await employee.goto('/#/employment-management/org-chart');
  await expect(employee.getByText('No access')).toBeVisible();
});
