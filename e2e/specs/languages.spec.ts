import { expect, test, loggedIn } from '../fixtures';

const CASES = [
  { prefix: '', lang: 'en', script: /[A-Za-z]/, year: String(new Date().getFullYear()) },
  { prefix: '/th', lang: 'th', script: /[\u0E00-\u0E7F]/, year: String(new Date().getFullYear() + 543) },
  { prefix: '/km', lang: 'km', script: /[\u1780-\u17FF]/, year: String(new Date().getFullYear()) },
  { prefix: '/my', lang: 'my', script: /[\u1000-\u109F]/, year: String(new Date().getFullYear()) },
];

test('the prefix selects the language; the dashboard is fully translated in each', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  for (const c of CASES) {
    await page.goto(`/#${c.prefix}/dashboard`);
    await expect(page.getByTestId('profile-card')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(c.lang);
    await expect(page.getByTestId('menu-dashboard')).toHaveText(c.script);
    await expect(page.getByTestId('footer')).toContainText(c.year);
    await expect(page.getByTestId('today')).toContainText(c.year);
    await page.screenshot({ path: info.outputPath(`dashboard-${c.lang}.png`) });
  }
});

test('the language switcher changes the prefix of the current page and is remembered', async ({ page, request }) => {
  await loggedIn(page, request, 'Employee');
  await page.goto('/#/dashboard');
  for (const [name, prefix, lang, script] of [['ไทย', '/th', 'th', /[\u0E00-\u0E7F]/], ['ខ្មែរ', '/km', 'km', /[\u1780-\u17FF]/], ['မြန်မာ', '/my', 'my', /[\u1000-\u109F]/], ['English', '', 'en', /[A-Za-z]/]] as const) {
    await page.getByTestId('language-switcher').click();
    await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
    await expect(page).toHaveURL(new RegExp(`#${prefix}/dashboard$`));
    // The new prefix's page is another route tree, and its words load after the address changes:
    // until the shell speaks the language, the switcher on screen may be replaced, and a click on
    // it lost (the next language's list never opened).
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await expect(page.getByTestId('menu-dashboard')).toHaveText(script);
    await expect(page.getByTestId('language-switcher')).toContainText(name);
    await expect(page.getByTestId('profile-card')).toBeVisible();
  }
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('en');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

for (const c of CASES) {
  test(`the login route${c.prefix ? ` in ${c.lang}` : ''} loads at most 250 KB of JavaScript (gzip)`, async ({ browser }) => {
    const { gzipSync } = await import('node:zlib');
    const page = await browser.newPage();
    // Each script's size is read from its body, which arrives after its response event: the reads are
    // awaited all together, so a body still being read when the network goes idle is not left out.
    const reads: Array<Promise<number>> = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) reads.push(res.body().then((body) => gzipSync(body).length));
    });
    await page.goto(`/#${c.prefix}/auth`);
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(reads);
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(`login route ${c.lang}: ${sizes.length} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(250 * 1024);
    await page.close();
  });
}
