import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { serverSlot } from './server-slot';

/**
 * The suite's test: each worker talks to its own server (its slot's port and data directory, see
 * playwright.config.ts), so the demo logins and mail log read below are that server's.
 */
export const test = base.extend<object, { slot: ReturnType<typeof serverSlot> }>({
  // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  slot: [async ({}, use, workerInfo) => {
    const slot = serverSlot(workerInfo.parallelIndex);
    process.env.E2E_DATA_DIR = slot.dataDir;
    await use(slot);
  }, { scope: 'worker', auto: true }],
  baseURL: async ({ slot }, use) => use(`http://127.0.0.1:${slot.port}`),
});
export { expect };

export type DemoLogin = { role: string; company: string; employeeId: string; password: string };
export const demoLogins = () => JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR!, 'demo-logins.json'), 'utf8')) as DemoLogin[];
export const demo = (role: string) => demoLogins().find((l) => l.role === role)!;

/** Logs in through the API and returns the token. */
export async function apiLogin(request: APIRequestContext, who: { company: string; employeeId: string; password: string }) {
  const res = await request.post('/api/1.2/login', { data: credentials(who) });
  const body = await res.json();
  expect(body.success, JSON.stringify(body.msg)).toBe(true);
  return body.data.token as string;
}

/**
 * A demo role's session, logged in (consent given) once per run and kept as a Playwright storage
 * state in the run's data directory: a login costs a password check on the server, and every test
 * of a role reuses the same session. A test that must end a session (logout) logs in on its own.
 */
async function roleSession(request: APIRequestContext, role: string): Promise<string> {
  const file = join(process.env.E2E_DATA_DIR!, 'auth', `${role}.json`);
  if (existsSync(file)) {
    const state = JSON.parse(readFileSync(file, 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] };
    return state.origins[0]!.localStorage.find((e) => e.name === 'hr.token')!.value;
  }
  const token = await apiLogin(request, demo(role));
  await request.post('/api/1.0/accept/pdpa', { headers: { authorization: token }, data: {} });
  const localStorage = [{ name: 'hr.token', value: token }, { name: 'hr.pdpa', value: 'done' }, { name: 'hr.announcement', value: 'false' }];
  mkdirSync(dirname(file), { recursive: true });
  // Written whole then renamed, so a second worker never reads half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify({ cookies: [], origins: [{ origin: baseOrigin(), localStorage }] }));
  renameSync(`${file}.tmp`, file);
  return token;
}
const baseOrigin = () => `http://127.0.0.1:${serverSlot(test.info().parallelIndex).port}`;

/** Starts a page already logged in as a demo role (its run-wide session), consent given, no announcement pending. */
export async function loggedIn(page: Page, request: APIRequestContext, role: string) {
  const token = await roleSession(request, role);
  await page.addInitScript((t) => {
    if (!localStorage.getItem('hr.token')) {
      localStorage.setItem('hr.token', t);
      localStorage.setItem('hr.pdpa', 'done');
      localStorage.setItem('hr.announcement', 'false');
    }
  }, token);
  return token;
}

/** Only the three login fields (the API rejects unknown properties). */
export const credentials = (who: { company: string; employeeId: string; password: string }) => ({ company: who.company, employeeId: who.employeeId, password: who.password });

/**
 * Chooses a company in the login or forgot-password form once its list has loaded, and waits until
 * the select holds it. The caller makes sure the form is the one it means: after a hash change the
 * previous page, which may have a company select too, stays until the new page's chunk has come.
 */
export async function chooseCompany(page: Page, company: string) {
  const select = page.getByTestId('company');
  await expect(select.locator('option', { hasText: `${company} - ` })).toHaveCount(1);
  await select.selectOption(company);
  await expect(select).toHaveValue(company);
}

/** Fills and submits the login form. */
export async function loginThroughForm(page: Page, who: { company: string; employeeId: string; password: string }) {
  await chooseCompany(page, who.company);
  await page.getByTestId('employee-id').fill(who.employeeId);
  await page.getByTestId('password').fill(who.password);
  await page.getByTestId('login-submit').click();
}

/** The in-app path of the page (the part after '#'). */
export const appPath = (page: Page) => decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ''));

export const envelope = (code: number, topic: string, text: string) => JSON.stringify({ success: false, msg: { code, topic, text }, data: null });

/**
 * Answers the confirmation on screen with its focused OK button (any language). A confirmation
 * zooms in from the pointer, so on a loaded machine a mouse click can land while it still moves.
 */
export async function confirmWithKeyboard(page: Page) {
  const ok = page.locator('.ant-modal-confirm').filter({ visible: true }).locator('.ant-btn-primary');
  await expect(ok).toBeFocused();
  await ok.press('Enter');
  await expect(page.locator('.ant-modal-confirm').filter({ visible: true })).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Opens a tab of a tab bar with the keyboard, as a keyboard user would: focus it (the bar scrolls
 * to it, even from its overflow) and press Enter. A mouse click aims at coordinates, and on a
 * loaded machine the record's header (its completeness, filled in when its query answers) or a
 * scroll bar appearing can move the tabs between the aim and the click, so it lands elsewhere.
 */
export async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await tab.focus();
  await tab.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Opens an antd select, optionally types to search, and takes the option with the text (or the first, with the keyboard). */
export async function chooseOption(page: Page, input: Locator, option?: string | RegExp, search?: string) {
  await input.click();
  if (search) await input.fill(search);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  const target = option ? options.filter({ hasText: option }).first() : options.first();
  await expect(target).toBeVisible();
  if (option) await target.click();
  else await input.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** The pending-count badge of a side-menu entry (its group opened first); antd puts the count in the title. */
export async function expectMenuBadge(page: Page, entry: string, group: string, count: number) {
  const item = page.getByTestId(`menu-${entry}`);
  if (!(await item.isVisible())) await page.getByTestId(`menu-${group}`).click();
  const badge = item.getByTestId('menu-badge').locator('.ant-badge-count');
  if (count === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveAttribute('title', String(count));
}

/**
 * A run's stamp written in letters, for the names it makes unique: names are "characters only"
 * (SPEC section 5), English names in Latin letters and Thai names in Thai script.
 */
export const latinLetters = (stamp: string) => [...stamp.toLowerCase()].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join('');
export const thaiLetters = (stamp: string) => [...stamp.toLowerCase()].map((c) => String.fromCharCode(0x0e01 + (parseInt(c, 36) % 36))).join('');
