import { expect, test, appPath, chooseCompany, envelope, loggedIn } from '../fixtures';

test.describe('guards', () => {
  test('a visitor on a protected page goes to /auth with the redirect, and comes back after login', async ({ page }) => {
    await page.goto('/#/th/dashboard?tab=1');
    await expect(page).toHaveURL(/#\/th\/auth\?redirect=/);
    expect(appPath(page)).toBe('/th/auth?redirect=/th/dashboard?tab=1');
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/auth$/);
  });

  test('a member opening / goes to the dashboard; a guest page sends them to /', async ({ page, request }) => {
    await loggedIn(page, request, 'Employee');
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.goto('/#/km/auth');
    await expect(page).toHaveURL(/#\/km\/dashboard$/);
  });

  test('a trailing slash is removed', async ({ page, request }) => {
    await loggedIn(page, request, 'Employee');
    await page.goto('/#/dashboard/');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('an unknown route shows 404', async ({ page }) => {
    await page.goto('/#/no/such/page');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.goto('/#/my/no/such/page');
    await expect(page.getByText('404')).toBeVisible();
  });

  test('a page the role lacks shows the forbidden page, not a blank one', async ({ page, request }) => {
    await loggedIn(page, request, 'Employee');
    await page.goto('/#/system-settings/mail-outbox');
    await expect(page.getByText('No access')).toBeVisible();
  });

  test('a rejected token goes to /auth with tokenFail and the redirect', async ({ page }) => {
    await page.addInitScript(() => { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('hr.token', 'revoked-or-made-up'); } });
    await page.goto('/#/dashboard');
    await expect(page).toHaveURL(/tokenFail=true/);
    expect(appPath(page)).toBe('/auth?redirect=/dashboard&tokenFail=true');
    await expect(page.getByTestId('token-fail')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('hr.token'))).toBeNull();
  });
});

test('HTTP 503 clears the session and shows the temporarily-closed page with the server\'s words', async ({ page, request }) => {
  await loggedIn(page, request, 'Employee');
  await page.route('**/api/1.1/getProfile', (r) => r.fulfill({ status: 503, contentType: 'application/json', body: envelope(503, 'Temporarily closed', 'Closed for maintenance until midnight') }));
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/temporarily-closed$/);
  await expect(page.getByTestId('response-text')).toHaveText('Closed for maintenance until midnight');
  expect(await page.evaluate(() => localStorage.getItem('hr.token'))).toBeNull();
});

test.describe('response dialog', () => {
  test('code 301007 closes by itself after 3 s and goes back one step', async ({ page }) => {
    // The step to go back to: the login page, shown.
    await page.goto('/#/auth');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    // A hash change in a loaded app returns at once, and the login page (which has a company select
    // and an employee-id field too) stays until the forgot-password page's chunk has come: fill in
    // only once that page is shown, or the choices go into the login form and the new form is empty.
    await page.goto('/#/auth/forgot-password');
    await expect(page.getByTestId('forgot-submit')).toBeVisible();
    await page.route('**/api/1.0/login/sendEmailForgotPassword', (r) => r.fulfill({ status: 404, contentType: 'application/json', body: envelope(301007, 'Error', 'This record no longer exists') }));
    await chooseCompany(page, 'AMN');
    await page.getByTestId('employee-id').fill('X1');
    await page.getByTestId('forgot-submit').click();
    const text = page.getByTestId('response-text');
    await expect(text).toHaveText('This record no longer exists');
    const shown = Date.now();
    await expect(text).toBeHidden({ timeout: 6000 });
    expect(Date.now() - shown).toBeGreaterThan(2000);
    await expect(page).toHaveURL(/#\/auth$/);
  });

  test('code 200005 leads to the login page when closed', async ({ page }) => {
    await page.goto('/#/th/auth/forgot-password');
    await page.route('**/api/1.0/login/sendEmailForgotPassword', (r) => r.fulfill({ status: 400, contentType: 'application/json', body: envelope(200005, 'Error', 'Please log in again') }));
    await chooseCompany(page, 'AMN');
    await page.getByTestId('employee-id').fill('X1');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('response-text')).toHaveText('Please log in again');
    await page.getByRole('button', { name: /close|ปิด/i }).click();
    await expect(page).toHaveURL(/#\/th\/auth$/);
  });
});

test('the announcement pop-up shows once after login and closing it stores false', async ({ page, request }) => {
  await loggedIn(page, request, 'Supervisor');
  await page.addInitScript(() => { if (!sessionStorage.getItem('ann')) { sessionStorage.setItem('ann', '1'); localStorage.setItem('hr.announcement', 'true'); } });
  await page.route('**/api/1.0/get/AnnouncementAfterLogin', (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, msg: { code: 200000, topic: 'Success', text: 'Success' }, data: [{ imageHeader: null, title: 'Songkran holidays', description: 'The office closes 13-15 April.', imageAttachmentList: [] }] }) }));
  await page.goto('/#/dashboard');
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Songkran holidays' });
  await expect(dialog).toBeVisible();
  // Measured once the opening animation has finished.
  await expect.poll(async () => (await dialog.locator('.ant-modal-container, .ant-modal-content').first().boundingBox())?.width).toBe(918);
  await dialog.getByRole('button', { name: /close/i }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hr.announcement'))).toBe('false');
  await page.reload();
  await expect(page.getByTestId('profile-card')).toBeVisible();
  await expect(page.getByText('Songkran holidays')).toBeHidden();
});

test('with nothing to announce the pop-up closes itself and the flag is cleared', async ({ page, request }) => {
  const token = await loggedIn(page, request, 'Supervisor');
  // Urgent announcements another file made for this user's department may be waiting: once closed
  // they are not announced again, so there is nothing to announce whichever files ran before.
  const waiting = (await (await request.post('/api/1.0/get/AnnouncementAfterLogin', { headers: { authorization: token }, data: {} })).json()).data as Array<{ id: string }>;
  if (waiting.length) expect((await request.post('/api/1.0/close/AnnouncementAfterLogin', { headers: { authorization: token }, data: { ids: waiting.map((w) => w.id) } })).ok()).toBe(true);
  await page.addInitScript(() => localStorage.setItem('hr.announcement', 'true'));
  await page.goto('/#/dashboard');
  await expect(page.getByTestId('profile-card')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hr.announcement'))).toBe('false');
});

test('menus follow permissions: an employee and an HR user see different entries', async ({ page, request, browser }) => {
  await loggedIn(page, request, 'Employee');
  await page.goto('/#/dashboard');
  await expect(page.getByTestId('menu-dashboard')).toHaveText('1 Dashboard');
  await expect(page.getByTestId('menu-system-settings')).toHaveCount(0);

  const hrPage = await browser.newPage();
  await loggedIn(hrPage, request, 'HR');
  await hrPage.goto('/#/dashboard');
  // Groups are numbered in menu order: HR also has self service and employment management above.
  await expect(hrPage.getByTestId('menu-system-settings')).toHaveText(/^\d+ System settings$/);
  await expect(hrPage.getByTestId('menu-employment-management')).toHaveText(/^\d+ Employment management$/);
  await hrPage.getByTestId('menu-system-settings').click();
  // The submenu slides open; a click during that animation does not count, so wait for it to end.
  await expect(hrPage.locator('.ant-menu-submenu-open')).toHaveCount(1);
  await expect(hrPage.locator('[class*="motion-collapse"]')).toHaveCount(0);
  await expect(hrPage.getByTestId('menu-system-settings.bank-provider-master')).toHaveText(/^\d+\.1 Bank provider$/);
  // The mail outbox is an administrator page: HR's system settings do not bring it along.
  await expect(hrPage.getByTestId('menu-system-settings.mail-outbox')).toHaveCount(0);
  await hrPage.close();

  const adminPage = await browser.newPage();
  await loggedIn(adminPage, request, 'Administrator');
  await adminPage.goto('/#/dashboard');
  await adminPage.getByTestId('menu-system-settings').click();
  await expect(adminPage.locator('.ant-menu-submenu-open')).toHaveCount(1);
  await expect(adminPage.locator('[class*="motion-collapse"]')).toHaveCount(0);
  await expect(adminPage.getByTestId('menu-system-settings.mail-outbox')).toHaveText(/^\d+\.\d+ Mail outbox$/);
  await adminPage.getByTestId('menu-system-settings.mail-outbox').click();
  await expect(adminPage).toHaveURL(/#\/system-settings\/mail-outbox$/);
  await expect(adminPage.getByTestId('outbox-table')).toBeVisible();
  await adminPage.close();
});

test('the approval badge shows the pending count', async ({ page, request }) => {
  await loggedIn(page, request, 'Supervisor');
  const answer = (data: number) => JSON.stringify({ success: true, msg: { code: 200000, topic: 'Success', text: 'Success' }, data });
  await page.route('**/api/1.0/get/count/notification/self', (r) => r.fulfill({ contentType: 'application/json', body: answer(4) }));
  // The bell adds the unread notices (none here) to the pending count.
  await page.route('**/api/1.0/get/count/inbox/self', (r) => r.fulfill({ contentType: 'application/json', body: answer(0) }));
  await page.goto('/#/dashboard');
  await expect(page.getByTestId('bell-badge')).toContainText('4');
  await expect(page.getByTestId('pending-count')).toContainText('4');
});

test('dark mode is kept in the browser across reloads', async ({ page, request }) => {
  await loggedIn(page, request, 'Employee');
  await page.goto('/#/dashboard');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('dark-mode').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hr.dark'))).toBe('true');
  await page.reload();
  const bg = await page.locator('.ant-layout').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = bg.match(/\d+/g)!.map(Number);
  expect(r! + g! + b!).toBeLessThan(120);
});

test('on a 390 px phone the whole top bar fits and the menu opens from its button', async ({ browser, request }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await loggedIn(page, request, 'Employee');
  await page.goto('/#/dashboard');
  const menuButton = page.getByTestId('user-menu');
  await expect(menuButton).toBeVisible();
  const box = (await menuButton.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.getByTestId('menu-open').click();
  await expect(page.getByTestId('menu-drawer').getByTestId('menu-dashboard')).toBeVisible();
  await page.close();
});
