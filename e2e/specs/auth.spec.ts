import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, apiLogin, appPath, chooseCompany, credentials, demo, loginThroughForm } from '../fixtures';

/** The mails the server printed for demo-company people (console and DATA_DIR/demo-mail.log). */
function printedMail(): string[] {
  const file = join(process.env.E2E_DATA_DIR!, 'demo-mail.log');
  return (existsSync(file) ? readFileSync(file, 'utf8') : '').split('--- demo mail');
}

test.describe('login', () => {
  test('a good login agrees to the privacy notice and lands on the dashboard', async ({ page }) => {
    await page.goto('/#/auth');
    await loginThroughForm(page, demo('Supervisor'));
    await expect(page.getByTestId('privacy-agree')).toBeVisible();
    await page.getByTestId('privacy-agree').click();
    await expect(page.getByTestId('privacy-agree')).toBeHidden();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByTestId('employee-code')).toHaveText(demo('Supervisor').employeeId);
    await page.reload();
    await expect(page.getByTestId('profile-card')).toBeVisible();
    await expect(page.getByTestId('privacy-agree')).toBeHidden();
  });

  test('a wrong password shows the server message, in Thai too', async ({ page }) => {
    await page.goto('/#/auth');
    await loginThroughForm(page, { ...demo('Employee'), password: 'not-it' });
    await expect(page.getByTestId('login-error')).toHaveText('You entered an incorrect username or password');
    await page.goto('/#/th/auth');
    // The Thai login page is another route: the English one, error and chosen company included,
    // stays until it has mounted, and a company chosen there is lost when it goes.
    await expect(page.getByTestId('login-error')).toHaveCount(0);
    await expect(page.getByTestId('login-submit')).toHaveText('เข้าสู่ระบบ');
    await loginThroughForm(page, { ...demo('Employee'), password: 'not-it' });
    await expect(page.getByTestId('login-error')).toContainText('ไม่ถูกต้อง');
  });

  test('required fields are named', async ({ page }) => {
    await page.goto('/#/auth');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Company is required')).toBeVisible();
    await expect(page.getByText('Employee ID is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a locked account answers like any failed login, even with the right password; the owner is told by mail', async ({ page, request }) => {
    const victim = { company: 'AMN', employeeId: 'AMN00040', password: 'Employee@2026' };
    for (let i = 0; i < 5; i++) await request.post('/api/1.2/login', { data: { ...victim, password: `wrong${i}` } });
    await page.goto('/#/auth');
    await loginThroughForm(page, victim);
    await expect(page.getByTestId('login-error')).toHaveText('You entered an incorrect username or password');
    // The demo company's mail is printed by the server (no SMTP in this run).
    await expect.poll(() => printedMail().some((m) => m.includes(victim.employeeId) && m.includes('Logging in to your account is paused for 1 minute'))).toBe(true);
  });

  test('logout ends the session on the server', async ({ page, request }) => {
    const token = await apiLogin(request, demo('Employee'));
    await request.post('/api/1.0/accept/pdpa', { headers: { authorization: token }, data: {} });
    await page.addInitScript((t) => { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('hr.token', t); localStorage.setItem('hr.pdpa', 'done'); } }, token);
    await page.goto('/#/dashboard');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/#\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('hr.token'))).toBeNull();
    const after = await request.get('/api/1.1/getProfile', { headers: { authorization: token } });
    expect(after.status()).toBe(401);
    expect(appPath(page)).toBe('/auth');
  });
});

test('forgot password: the mailed link sets a new password', async ({ page, request }) => {
  // A rank-and-file employee, so the demo logins stay as they are for the other tests.
  const who = { company: 'AMN', employeeId: 'AMN00045', password: 'Employee@2026' };
  await page.goto('/#/auth/forgot-password');
  await chooseCompany(page, 'AMN');
  await page.getByTestId('employee-id').fill(who.employeeId);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toContainText('Please check email');

  // No SMTP server in this run: the demo company's mail is printed by the server (console and
  // DATA_DIR/demo-mail.log); the outbox that the administrator reads shows the link masked.
  const printedLink = () => printedMail()
    .filter((m) => m.includes(who.employeeId)).map((m) => m.match(/http\S+reset-password\?token=[\w-]+/)?.[0]).findLast(Boolean);
  await expect.poll(printedLink).toBeTruthy();
  const link = new URL(printedLink()!);
  const admin = await apiLogin(request, demo('Administrator'));
  const outbox = await (await request.post('/api/1.0/search/mailOutbox', { headers: { authorization: admin }, data: { page: 1, pageSize: 5 } })).json();
  const kept = outbox.data.items.find((m: { template: string }) => m.template === 'resetPassword');
  const one = await (await request.post('/api/1.0/get/mailOutbox', { headers: { authorization: admin }, data: { id: kept.id } })).json();
  expect(one.data.text).toContain('reset-password?token=********');
  await page.goto(`/${link.hash}`);
  await page.getByTestId('new-password').fill('abc');
  await expect(page.getByTestId('password-checklist').locator('[data-ok="true"]')).toHaveCount(1);
  await page.getByTestId('new-password').fill('N3w!Passw0rd');
  await expect(page.getByTestId('password-checklist').locator('[data-ok="true"]')).toHaveCount(4);
  await page.getByTestId('confirm-password').fill('N3w!Passw0rX');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Password does not match')).toBeVisible();
  await page.getByTestId('confirm-password').fill('N3w!Passw0rd');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  expect((await (await request.post('/api/1.2/login', { data: { ...credentials(who), password: 'N3w!Passw0rd' } })).json()).success).toBe(true);

  // The same link cannot be used twice (opened afresh, as from the mail again).
  await page.goto(`/${link.hash}`);
  await page.reload();
  await expect(page.getByTestId('link-expired')).toBeVisible();
});

test('a first login must replace the initial password before anything else', async ({ page, request }) => {
  // AMN00050 is one of the demo's new hires who never logged in.
  const who = { company: 'AMN', employeeId: 'AMN00050', password: 'Employee@2026' };
  await page.goto('/#/th/auth');
  await loginThroughForm(page, who);
  await expect(page).toHaveURL(/#\/th\/auth\/setting-password$/);
  // The form is on screen before the user can try to go anywhere else.
  await expect(page.getByTestId('new-password')).toBeVisible();
  await page.goto('/#/th/dashboard');
  await expect(page).toHaveURL(/#\/th\/auth\/setting-password$/);
  await expect(page.getByTestId('new-password')).toBeVisible();
  await page.getByTestId('new-password').fill('Mine!2026x');
  await page.getByTestId('confirm-password').fill('Mine!2026x');
  await page.getByTestId('password-submit').click();
  await expect(page).toHaveURL(/#\/th\/dashboard$/);
  await page.getByTestId('privacy-agree').click();
  await expect(page.getByTestId('employee-code')).toHaveText('AMN00050');
  const again = await (await request.post('/api/1.2/login', { data: { ...who, password: 'Mine!2026x' } })).json();
  expect(again.data.isFirstLogin).toBe(false);
});

test('a failed privacy acceptance shows the server\'s code and text, and the dialog stays', async ({ page, request }) => {
  const token = await apiLogin(request, { company: 'AMN', employeeId: 'AMN00046', password: 'Employee@2026' });
  await page.addInitScript((t) => { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('hr.token', t); localStorage.setItem('hr.pdpa', 'pending'); } }, token);
  await page.route('**/api/1.0/accept/pdpa', (r) => r.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, msg: { code: 500001, topic: 'Error', text: 'An error occurred' }, data: null }) }));
  await page.goto('/#/dashboard');
  await page.getByTestId('privacy-agree').click();
  await expect(page.getByTestId('response-text')).toHaveText('500001: An error occurred');
  await expect(page.getByTestId('privacy-agree')).toBeVisible();
});

test('/chkver compares this build with the server', async ({ page }) => {
  await page.goto('/#/chkver');
  await expect(page.getByTestId('web-version')).toHaveText('1.1.456 (20250915)');
  await expect(page.getByTestId('server-version')).toHaveText('1.1.456 (20250915)');
  await expect(page.getByText('You are using the latest version')).toBeVisible();
  await page.route('**/api/1.0/version', (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, msg: { code: 200000, topic: 'Success', text: 'Success' }, data: { version: '1.1.457', build: '20251001' } }) }));
  await page.reload();
  await expect(page.getByTestId('reload')).toBeVisible();
});
