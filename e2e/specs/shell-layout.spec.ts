import type { Page } from '@playwright/test';
import { expect, test, loggedIn } from '../fixtures';

// The member shell as issue 15 point 1 wants it, at 1440 px and on a 390 px phone: a menu that
// scrolls on its own, labels read in full, a drawer on phones, every script in a bundled font,
// numbers never broken. The machine running the suite has no Thai, Khmer or Burmese system font,
// so any text not drawn in a bundled font is tofu here.

const GROUPS = ['self-service', 'employment-management', 'report', 'system-settings'];
const LEAVE = '/self-service/leave-request';

/** Opens the menu's groups one by one, each after the previous one's slide has ended. */
async function openGroups(page: Page, groups: string[]) {
  for (const g of groups) {
    await page.getByTestId(`menu-${g}`).click();
    await expect(page.locator('[class*="motion-collapse"]')).toHaveCount(0);
  }
}

/** The box of a locator; fails when it has none. */
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
/**
 * The box once the page has settled: its cards load their figures at their own pace (the height
 * moved by a card's late answer), so it is read until two reads 250 ms apart agree.
 */
async function settledBox(page: Page, selector: string) {
  await page.waitForLoadState('networkidle');
  let last = await box(page, selector);
  await expect.poll(async () => {
    await page.waitForTimeout(250);
    const now = await box(page, selector);
    const same = JSON.stringify(now) === JSON.stringify(last);
    last = now;
    return same;
  }, { timeout: 10_000 }).toBe(true);
  return last;
}

type PlatformFont = { familyName: string; isCustomFont: boolean; glyphCount: number };

/**
 * The fonts Chromium really drew each matching element's own text with (DevTools'
 * CSS.getPlatformFontsForNode), with the text: a web font is "custom"; a system font drawing
 * Thai, Khmer or Burmese here is tofu.
 */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const out: { text: string; fonts: PlatformFont[] }[] = [];
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    if (!fonts.length) continue;
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 });
    const text = (node.children ?? []).filter((c) => c.nodeType === 3).map((c) => c.nodeValue).join('').trim();
    out.push({ text, fonts });
  }
  await cdp.detach();
  return out;
}

/** Every text on the page that some system (not bundled) font drew, with that font. */
async function systemFontTexts(page: Page) {
  // Elements with text of their own: the only ones Chromium reports fonts for.
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll('[data-own-text]'))) el.removeAttribute('data-own-text');
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) el.setAttribute('data-own-text', '');
    }
  });
  const all = await renderedFonts(page, '[data-own-text]');
  // A page has far more texts than this; fewer would mean the walk found nothing to check.
  expect(all.length).toBeGreaterThan(30);
  return all.filter((t) => t.fonts.some((f) => !f.isCustomFont)).map((t) => `${t.text}: ${t.fonts.map((f) => f.familyName).join(', ')}`);
}

/** The number of lines the text of each element with the test id takes. */
const lines = (page: Page, testId: string) => page.locator(`span[data-testid="${testId}"]`).evaluateAll((els) => els.map((el) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
}));

test('the side menu scrolls on its own: the top bar stays in view and the menu does not make the page tall', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  // A page shorter than the window (the section's cards), so only the menu could make it tall; the
  // dashboard's height now follows its figures (what the HR user has filed earlier in the run).
  await page.goto('/#/employment-management');
  await expect(page.getByTestId('section-page')).toBeVisible();
  await openGroups(page, GROUPS);
  const scroller = page.locator('.hr-sider-menu');
  // HR's entries are far taller than the window, yet the page is only as tall as the window.
  expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(900);

  // The wheel over the menu scrolls the menu, not the page, down to its last entry.
  await scroller.hover();
  for (let i = 0; i < 15; i++) await page.mouse.wheel(0, 400);
  await expect.poll(() => scroller.evaluate((el) => Math.ceil(el.scrollTop + el.clientHeight) >= el.scrollHeight)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect((await box(page, '.hr-topbar')).y).toBe(0);

  // The collapse button sits below the entries, never over one: the last entry is whole above it
  // and is what a click at its centre reaches.
  const button = await box(page, '[data-testid="menu-collapse"]');
  const menu = await scroller.boundingBox();
  expect(menu!.y + menu!.height).toBeLessThanOrEqual(button.y + 0.5);
  const last = page.locator('.hr-side-menu .ant-menu-item').last();
  const lastBox = (await last.boundingBox())!;
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(button.y + 0.5);
  expect(await last.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  })).toBe(true);
  // Entry 5.1, which the old floating button covered, can be clicked.
  await page.getByTestId('menu-system-settings.bank-provider-master').click();
  await expect(page).toHaveURL(/#\/system-settings\/bank-provider-master$/);
  await page.screenshot({ path: info.outputPath('menu-scrolled-en-1440.png') });

  // The button folds the menu to its icons and opens it again.
  await page.getByTestId('menu-collapse').click();
  await expect.poll(async () => (await box(page, '[data-testid="side-menu"]')).width).toBe(64);
  await page.getByTestId('menu-collapse').click();
  await expect.poll(async () => (await box(page, '[data-testid="side-menu"]')).width).toBe(264);
});

test('on a long page the top bar and the menu stay in view while the page scrolls', async ({ page, request }) => {
  await loggedIn(page, request, 'Employee');
  await page.goto(`/#/km${LEAVE}`);
  await expect(page.getByTestId('balance-SICK')).toBeVisible();
  await page.getByTestId('footer').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(Math.abs((await box(page, '.hr-topbar')).y)).toBeLessThan(1);
  expect(Math.abs((await box(page, '[data-testid="side-menu"]')).y)).toBeLessThan(1);
  await expect(page.getByTestId('menu-dashboard')).toBeInViewport();
});

for (const lang of ['en', 'th', 'km', 'my'] as const) {
  test(`menu labels are read in full, clear of the group arrows (${lang})`, async ({ page, request }, info) => {
    await loggedIn(page, request, 'HR');
    await page.goto(`/#/${lang === 'en' ? '' : `${lang}/`}dashboard`);
    await openGroups(page, ['employment-management', 'report']);
    // No label is cut: its text fits the box it is drawn in (wrapping when long).
    const cut = await page.locator('.hr-side-menu .hr-menu-label').evaluateAll((els) => els
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.parentElement!.scrollWidth > el.parentElement!.clientWidth + 1)
      .map((el) => el.textContent));
    expect(cut).toEqual([]);
    // A group's label ends before its arrow begins.
    const overlaps = await page.locator('.hr-side-menu .ant-menu-submenu-title').evaluateAll((els) => els.flatMap((el) => {
      const text = el.querySelector('.hr-menu-label')!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const right = Math.max(...Array.from(range.getClientRects()).map((r) => r.right));
      const arrow = el.querySelector('.ant-menu-submenu-arrow')!.getBoundingClientRect();
      return right > arrow.left ? [el.textContent] : [];
    }));
    expect(overlaps).toEqual([]);
    if (lang === 'en') {
      // The label that used to read "3.4 Employee working man..." wraps onto two lines instead.
      await expect(page.getByTestId('menu-employment-management.employee-working-management')).toHaveText(/^3\.4 Employee working management$/);
      expect((await lines(page, 'menu-employment-management.employee-working-management'))[0]).toBe(2);
    }
    if (lang === 'th' || lang === 'km') await page.screenshot({ path: info.outputPath(`menu-${lang}-1440.png`) });
  });
}

test('on a 390 px phone the menu is a drawer over the page, which keeps its width', async ({ browser, request }, info) => {
  for (const lang of ['th', 'km']) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    await loggedIn(page, request, 'Employee');
    await page.goto(`/#/${lang}/dashboard`);
    await expect(page.getByTestId('profile-card')).toBeVisible();
    // The dashboard's cards have their figures (the page's height settles with them).
    await expect(page.getByTestId('balance-SICK')).toBeVisible();
    await expect(page.getByTestId('my-requests-card').locator('.ant-skeleton')).toHaveCount(0);
    // No side column: the page uses the phone's whole width.
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    const content = await settledBox(page, '.ant-layout-content');
    expect(content.x).toBe(0);
    expect(content.width).toBe(390);
    await page.getByTestId('menu-open').click();
    const drawer = page.getByTestId('menu-drawer');
    await expect(drawer.getByTestId('menu-dashboard')).toBeVisible();
    // The drawer lies over the page: the page below keeps its place and width.
    expect(await box(page, '.ant-layout-content')).toEqual(content);
    const panel = await box(page, '.ant-drawer-content-wrapper, .ant-drawer-section');
    expect(panel.x).toBe(0);
    expect(panel.width).toBeLessThan(390);
    await page.screenshot({ path: info.outputPath(`menu-drawer-${lang}-390.png`) });
    // Choosing an entry goes there and closes the drawer.
    await drawer.getByTestId('menu-self-service').click();
    await drawer.getByTestId('menu-self-service.leave-request').click();
    await expect(page).toHaveURL(new RegExp(`#/${lang}${LEAVE}$`));
    await expect(drawer).toBeHidden();
    await page.close();
  }
});

for (const { lang, family, sample } of [
  { lang: 'th', family: 'Noto Sans Thai', sample: 'มกราคม' },
  { lang: 'km', family: 'Noto Sans Khmer', sample: 'មករា' },
  { lang: 'my', family: 'Noto Sans Myanmar', sample: 'ဇန်နဝါရီ' },
] as const) {
  test(`no tofu in ${lang}: the date picker's month and year, and every text of the page, are drawn in the bundled fonts`, async ({ page, request }, info) => {
    await loggedIn(page, request, 'Employee');
    await page.goto(`/#/${lang}${LEAVE}`);
    await expect(page.getByTestId('balance-SICK')).toBeVisible();
    expect(await page.evaluate(({ family, sample }) => document.fonts.check(`16px "${family}"`, sample), { family, sample })).toBe(true);
    await page.locator('.ant-picker-range input').first().click();
    const header = page.locator('.ant-picker-dropdown:visible .ant-picker-header-view').first();
    await expect(header).toBeVisible();
    // The month is in the reader's script, drawn by that script's bundled font, and so is the year.
    const fonts = await renderedFonts(page, '.ant-picker-dropdown .ant-picker-header-view button');
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const { text, fonts: used } of fonts) {
      expect(used.every((f) => f.isCustomFont), `${text}: ${JSON.stringify(used)}`).toBe(true);
    }
    const month = fonts.find((f) => /[^\d\s]/.test(f.text))!;
    expect(month.fonts.map((f) => f.familyName).join()).toContain(family);
    // Every text on the page, the open picker included, is in a bundled font.
    expect(await systemFontTexts(page)).toEqual([]);
    await page.locator('.ant-picker-dropdown:visible').screenshot({ path: info.outputPath(`date-picker-${lang}.png`) });
  });
}

test('Khmer numbers are never broken inside themselves in the balance cards, at 1440 and 390 px', async ({ page, request }, info) => {
  await loggedIn(page, request, 'Employee');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/#/km${LEAVE}`);
    await expect(page.getByTestId('balance-SICK')).toBeVisible();
    for (const id of ['balance-entitlement', 'balance-adjusted', 'balance-used', 'balance-pending']) {
      const counts = await lines(page, id);
      expect(counts.length, id).toBeGreaterThan(0);
      expect(counts.every((n) => n === 1), `${id}: ${counts.join()}`).toBe(true);
    }
    const values = await page.locator('.ant-statistic-content-value').evaluateAll((els) => els.map((el) => getComputedStyle(el).whiteSpace));
    expect(values.every((v) => v === 'nowrap')).toBe(true);
    // Sick leave's 30 days broke into "3 / 0" beside its long Khmer label, like maternity's "12 / 0".
    await expect(page.getByTestId('balance-SICK').getByTestId('balance-entitlement')).toHaveText('30');
    await page.screenshot({ path: info.outputPath(`balance-km-${width}.png`), fullPage: true });
  }
});

for (const { lang, sunday, date } of [
  { lang: 'th', sunday: 'อา', date: /^\d{1,2}\u00a0[\u0E00-\u0E7F.]+\u00a025\d\d/ },
  { lang: 'km', sunday: 'អា', date: /^\d{1,2}\u00a0[\u1780-\u17FF]+\u00a020\d\d/ },
  { lang: 'my', sunday: 'နွေ', date: /^\d{1,2}\u00a0[\u1000-\u109F]+\u00a020\d\d/ },
] as const) {
  test(`dates in ${lang}: written as the reader writes them, on one line in the list, and the picker's weeks start on Sunday`, async ({ page, request }, info) => {
    await loggedIn(page, request, 'Employee');
    await page.goto(`/#/${lang}${LEAVE}`);
    // "24 พ.ย. 2569", never "24-พ.ย.-2569"; Burmese and Khmer months in full; spaces that do not break.
    const periods = page.locator('span[data-testid="leave-period"]');
    await expect(periods.first()).toBeVisible();
    for (const text of await periods.allTextContents()) expect(text).toMatch(date);
    expect((await lines(page, 'leave-period')).every((n) => n === 1)).toBe(true);
    await page.locator('.ant-picker-range input').first().click();
    const weekdays = page.locator('.ant-picker-dropdown:visible .ant-picker-content thead th');
    await expect(weekdays.first()).toHaveText(new RegExp(`^${sunday}`));
    // The header's month reads as a word: November in full in Burmese, not the cut "နို".
    if (lang === 'my') await expect(page.locator('.ant-picker-dropdown:visible .ant-picker-month-btn').first()).toHaveText('နိုဝင်ဘာ');
    await page.screenshot({ path: info.outputPath(`dates-${lang}.png`) });
  });
}
