import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures';

type DemoLogin = { role: string; company: string; employeeId: string; password: string };
const demoLogins = () => JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR!, 'demo-logins.json'), 'utf8')) as DemoLogin[];

test('the API documentation renders in Chromium under the strict content-security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text()); });
  await page.goto('/api/docs');
  await expect(page.getByText('HR Self Service API').first()).toBeVisible();
  await expect(page.getByText('/1.2/login', { exact: true }).first()).toBeVisible();
  await page.getByText('/1.2/login', { exact: true }).first().click();
  await expect(page.getByText('Log in with company, employee id and password').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a fresh start loads the demo: one login per role, each with its own menu', async ({ request }) => {
  const logins = demoLogins();
  expect(logins.map((l) => l.role).sort()).toEqual(['Accountant', 'Administrator', 'Assistant supervisor', 'Employee', 'HR', 'Supervisor']);
  const menus: Record<string, string[]> = {};
  for (const l of logins) {
    const res = await request.post('/api/1.2/login', { data: { company: l.company, employeeId: l.employeeId, password: l.password } });
    const body = await res.json();
    expect(body.success, l.role).toBe(true);
    const profile = await (await request.get('/api/1.1/getProfile', { headers: { authorization: body.data.token, lang: 'th' } })).json();
    expect(profile.data.shortNameCompany).toBe('AMN');
    expect(profile.data.employeeName).toMatch(/[\u0E00-\u0E7F]/);
    menus[l.role] = profile.data.menuList;
  }
  expect(menus.Employee).not.toContain('employment-management.all-employee');
  expect(menus.Supervisor).toContain('employment-management.approval');
  expect(menus.HR).toContain('employment-management.all-employee');
  expect(menus.Accountant).toContain('payroll.salary-period');
  expect(menus.Administrator).toContain('system-settings.role-permission-master');
});

test('a wrong password shows the catalogue message in the chosen language', async ({ request }) => {
  const res = await request.post('/api/1.2/login', { data: { company: 'AMN', employeeId: 'AMN00001', password: 'wrong' }, headers: { lang: 'my' } });
  const body = await res.json();
  expect(body.msg.code).toBe(200001);
  expect(body.msg.text).toMatch(/[\u1000-\u109F]/);
});
