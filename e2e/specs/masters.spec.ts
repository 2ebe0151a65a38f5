import { type Page } from '@playwright/test';
import { MASTERS } from '@hr/domain/masters/registry';
import type { FieldDef, MasterDef } from '@hr/domain/masters/define';
import { thaiIdCheckDigit } from '@hr/domain/validators';
import { expect, test, loggedIn, confirmWithKeyboard } from '../fixtures';

const stamp = Date.now().toString(36).slice(-4).toUpperCase();
const TIMES: Record<string, string> = { workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00' };
/** Text fields with a shape of their own (the company's PND 1 columns are column ids). */
const TEXTS: Record<string, string> = { pnd1Columns: 'rowNo, taxId, income, tax' };
/** A valid typed value; numbers grow with the field's position so a ceiling stays above its floor. */
function value(name: string, f: FieldDef, n: number, pos = 0): string {
  if (f.type === 'integer' || f.type === 'decimal') return String((f.min ?? 0) + 2 + pos);
  if (f.type === 'time') return TIMES[name] ?? '08:30';
  if (TEXTS[name]) return TEXTS[name];
  if (f.type === 'date') return new Date(Date.UTC(2031, 0, 1 + n)).toISOString().slice(0, 10).split('-').reverse().join('/');
  if (f.pattern === 'numeric') return String(700 + n).slice(-(f.max ?? 3));
  if (f.pattern === 'email') return `e2e${n}@example.co.th`;
  if (f.pattern === 'phone') return '02 254 1000';
  if (f.pattern === 'website') return `https://www.e2e${n}.co.th`;
  if (f.pattern === 'taxId') return thaiTaxId(Number.parseInt(stamp, 36) % 100_000 * 100 + n);
  if (f.pattern === 'code') return `E${stamp}${n}`.slice(0, f.max ?? 10);
  if (name.endsWith('Th')) return `ทดสอบ ${stamp} ${n}`;
  return `E2E ${stamp} ${n} ${name}`.slice(0, f.max ?? 200);
}

/** A 13-digit tax id with its check digit. */
function thaiTaxId(n: number): string {
  const twelve = `0105${String(n).padStart(8, '0')}`.slice(-12);
  return `${twelve}${thaiIdCheckDigit(twelve)}`;
}

/** A zip code that belongs to one sub-district only (Tha Thewawong, Ko Si Chang, Chon Buri): typing it fills the address. */
const UNIQUE_ZIP = '20120';
/** A small PNG for picture fields (a 1×1 pixel). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The text field that finds and names a row: the first searchable text column of the list. */
const markerOf = (def: MasterDef) => def.search.find((k) => def.fields[k]?.type === 'text' && !def.fields[k]?.pattern && !k.endsWith('Th') && def.list.includes(k))!;

/** Fills every typed field; optional numbers stay empty, booleans and choices keep their defaults. */
async function fill(page: Page, def: MasterDef, n: number) {
  const drawer = page.getByTestId('master-drawer');
  for (const [pos, [name, f]] of Object.entries(def.fields).entries()) {
    if (f.computed || f.type === 'boolean' || f.type === 'choice' || ((f.type === 'integer' || f.type === 'decimal') && !f.required)) continue;
    if (f.address && f.address !== 'zipCode') continue;
    if (!f.required && f.pattern && f.pattern !== 'numeric' && f.pattern !== 'code') continue;
    const input = drawer.locator(`#field-${name}`);
    if (f.address === 'zipCode') {
      // A zip of one sub-district fills province, district and sub-district.
      await input.fill(UNIQUE_ZIP);
      await expect(drawer.locator('.ant-form-item:has(#field-province) .ant-select')).toContainText('Chon Buri');
      await expect(drawer.locator('.ant-form-item:has(#field-subDistrict) .ant-select')).toContainText('Tha Thewawong');
    } else if (f.type === 'image') {
      await drawer.getByTestId(`field-${name}`).locator('input[type=file]').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG });
      await expect(drawer.getByTestId(`field-${name}-preview`)).toBeVisible();
    } else if (f.type === 'ref') {
      // Open, wait for the options, take the first with the keyboard, and let the list close.
      await input.click();
      await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
      await input.press('Enter');
      await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    } else if (f.type === 'date' || f.type === 'time') {
      await input.fill(value(name, f, n, pos));
      await input.press('Enter');
    } else {
      await input.fill(value(name, f, n, pos));
    }
  }
}

/**
 * Clicks a button of the open pop-confirm once its zoom-in has finished: antd's motion classes
 * (…-appear / …-enter) are gone when the bubble stands still under the pointer.
 */
async function answerPopconfirm(page: Page, name: string) {
  const pop = page.locator('.ant-popconfirm').filter({ visible: true });
  await expect(pop).toHaveCount(1);
  await expect(pop).not.toHaveClass(/-(appear|enter)/);
  await pop.getByRole('button', { name }).click();
  await expect(pop).toHaveCount(0);
}


/** Save, then answer the confirmation (the one on screen now, not one still fading out). */
async function saveAndConfirm(page: Page) {
  await page.getByTestId('save').click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'Save these changes?' }).filter({ visible: true });
  // Answer with the keyboard, as the focused button invites: the dialog zooms in from the pointer,
  // and on a loaded machine a mouse click can land while the button is still moving under it.
  const yes = confirm.getByRole('button', { name: 'Save' });
  await expect(yes).toBeFocused();
  await yes.press('Enter');
  await expect(confirm).toHaveCount(0, { timeout: 10_000 });
}

// Each master's walk stands alone (its own stamp and numbers): the walks share out between the
// workers instead of queueing in one.
test.describe.configure({ mode: 'parallel' });

for (const [i, def] of MASTERS.entries()) {
  test(`master ${def.name}: list, required fields, add, duplicate, edit, deactivate, delete`, async ({ page, request }) => {
    await loggedIn(page, request, 'HR');
    await page.goto(`/#${def.route}`);
    await expect(page.getByTestId('master-table')).toBeVisible();

    // Saving an empty form names every required field, without asking to save it first (issue 15 point 5).
    await page.getByTestId('add').click();
    await page.getByTestId('save').click();
    const drawer = page.getByTestId('master-drawer');
    await expect(drawer.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await expect(page.locator('.ant-modal-confirm').filter({ visible: true })).toHaveCount(0);
    // Fields that start with a default (switches, choices, counters) are never empty.
    for (const [name, f] of Object.entries(def.fields).filter(([, f]) => f.required && f.default === undefined && f.type !== 'boolean')) {
      const item = f.type === 'image' ? `.ant-form-item:has([data-testid=field-${name}])` : `.ant-form-item:has(#field-${name})`;
      await expect(drawer.locator(`#field-${name}_help, ${item} .ant-form-item-explain`).first(), name).toContainText('is required');
      expect(f.required).toBe(true);
    }

    // A good entry is saved and found by its marker (a Thai name where the master has one).
    const n = i * 10 + 1;
    await fill(page, def, n);
    await saveAndConfirm(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(drawer).toBeHidden();
    const marker = markerOf(def);
    const markerPos = Object.keys(def.fields).indexOf(marker);
    const thField = Object.keys(def.fields).find((k) => k.endsWith('Th'));
    const searchBy = thField ?? marker;
    await page.getByTestId('search').locator('input').fill(value(searchBy, def.fields[searchBy]!, n, Object.keys(def.fields).indexOf(searchBy)));
    await page.getByTestId('search').locator('input').press('Enter');
    const shown = value(marker, def.fields[marker]!, n, markerPos);
    const row = page.getByTestId('master-table').locator('tbody tr').filter({ hasText: shown });
    await expect(row).toHaveCount(1);

    // The same unique values again: the server's duplicate message lands on the field.
    if (Object.values(def.fields).some((f) => f.unique)) {
      await page.getByTestId('add').click();
      await fill(page, def, n);
      await saveAndConfirm(page);
      await expect(drawer.getByText('already exists in the system').first()).toBeVisible();
      await expect(page.getByText('An error occurred')).toHaveCount(0);
      // Closing the drawer with typed data asks leave or stay (SPEC section 5).
      await drawer.getByRole('button', { name: 'Close' }).click();
      const ask = page.locator('.ant-modal-confirm').filter({ hasText: 'Leave this page?' }).filter({ visible: true });
      await expect(ask.getByRole('button', { name: 'Leave' })).toBeFocused();
      await ask.getByRole('button', { name: 'Leave' }).press('Enter');
      await expect(drawer).toBeHidden();
    }

    // Edit the marker.
    await row.getByRole('button', { name: 'Edit' }).click();
    await drawer.locator(`#field-${marker}`).fill(`${shown} edited`);
    await saveAndConfirm(page);
    await expect(page.getByTestId('master-table').getByText(`${shown} edited`)).toBeVisible();

    // Deactivate through the confirmation.
    await row.locator('[role="switch"]').click();
    await answerPopconfirm(page, 'Yes');
    await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
    await expect(row.locator('[role="switch"]')).toHaveAttribute('aria-checked', 'false');

    // Delete, confirmed.
    await row.getByRole('button', { name: 'Delete' }).click();
    await answerPopconfirm(page, 'Delete');
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}

test('a master list and its form in Thai', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/th/system-settings/bank-provider-master');
  await expect(page.getByTestId('master-table').getByText('ธนาคารกสิกรไทย')).toBeVisible();
  await page.screenshot({ path: info.outputPath('bank-list-th.png') });
  await page.getByTestId('add').click();
  await page.getByTestId('save').click();
  await expect(page.getByTestId('master-drawer').getByText('จำเป็นต้องระบุ').first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('bank-form-th.png') });
});

test('a master form in Khmer: an empty save shows its messages without asking to save; closing it with typed data asks leave or stay', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/km/system-settings/bank-provider-master');
  await page.getByTestId('add').click();
  const drawer = page.getByTestId('master-drawer');
  await page.getByTestId('save').click();
  await expect(drawer.getByText(/^តម្រូវឱ្យមាន/).first()).toBeVisible();
  // Validated first: no "Save these changes?" for a form that cannot be saved.
  await expect(page.getByText('តើលោកអ្នកចង់រក្សាទុកការផ្លាស់ប្តូរទាំងនេះឬទេ?')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('bank-form-km.png') });
  await drawer.getByRole('textbox').first().fill('KB');
  await drawer.locator('.ant-drawer-close').click();
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: 'ចាកចេញពីទំព័រនេះឬ?' }).filter({ visible: true });
  await expect(ask).toBeVisible();
  await page.screenshot({ path: info.outputPath('bank-unsaved-km.png') });
  // Stay keeps what was typed; leave closes the drawer.
  await ask.getByRole('button', { name: 'នៅទីនេះ' }).click();
  await expect(drawer.getByRole('textbox').first()).toHaveValue('KB');
  await drawer.locator('.ant-drawer-close').click();
  await page.locator('.ant-modal-confirm').filter({ visible: true }).getByRole('button', { name: 'ចាកចេញ' }).click();
  await expect(drawer).toBeHidden();
});

test('an employee cannot open a master screen', async ({ page, request }) => {
  await loggedIn(page, request, 'Employee');
  await page.goto('/#/system-settings/brand-master');
  await expect(page.getByText('No access')).toBeVisible();
});

test('working time: the break must lie within working hours, hours are worked out as you type, a change counts from tomorrow', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/system-settings/working-time-master');
  await page.getByTestId('add').click();
  const drawer = page.getByTestId('master-drawer');
  await expect(drawer.getByTestId('master-notice')).toContainText('Changes take effect from the next day.');
  await drawer.locator('#field-shiftPrefix').fill(`W${stamp}`);
  await drawer.locator('#field-nameEn').fill(`Late shift ${stamp}`);
  await drawer.locator('#field-nameTh').fill(`กะบ่าย ${stamp}`);
  for (const [name, time] of [['workStart', '13:00'], ['workEnd', '22:00'], ['breakStart', '22:30'], ['breakEnd', '23:00']]) {
    await drawer.locator(`#field-${name}`).fill(time!);
    await drawer.locator(`#field-${name}`).press('Enter');
  }
  // Marked in the browser, before any request.
  await expect(drawer.getByText('Break time must lie within working hours')).toBeVisible();
  await drawer.locator('#field-breakStart').fill('17:00');
  await drawer.locator('#field-breakStart').press('Enter');
  await drawer.locator('#field-breakEnd').fill('18:00');
  await drawer.locator('#field-breakEnd').press('Enter');
  await expect(drawer.getByText('Break time must lie within working hours')).toHaveCount(0);
  await expect(drawer.getByTestId('computed-workingHours')).toHaveText('8');
  await expect(drawer.getByTestId('computed-breakHours')).toHaveText('1');
  // The late allowance may not be below the time before work.
  await drawer.locator('#field-beforeWorkMinutes').fill('20');
  await drawer.locator('#field-lateAllowanceMinutes').fill('10');
  await drawer.locator('#field-lateAllowanceMinutes').blur();
  await expect(drawer.getByText('Late allowance must not be less than the before-work time')).toBeVisible();
  await drawer.locator('#field-lateAllowanceMinutes').fill('20');
  await page.screenshot({ path: info.outputPath('working-time-form.png') });
  await saveAndConfirm(page);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const row = page.getByTestId('master-table').locator('tbody tr').filter({ hasText: `W${stamp}` });
  const tomorrow = new Date(Date.now() + 7 * 3600_000 + 86_400_000);
  const expected = `${String(tomorrow.getUTCDate()).padStart(2, '0')}-${tomorrow.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })}-${tomorrow.getUTCFullYear()}`;
  await expect(row).toContainText(expected);
});

test('in Thai the date picker shows and reads Buddhist-era years', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/th/system-settings/holiday-master');
  await expect(page.getByTestId('master-table').getByText('วันสงกรานต์').first()).toBeVisible();
  await expect(page.getByTestId('master-table')).toContainText('2569');
  await page.getByTestId('add').click();
  const drawer = page.getByTestId('master-drawer');
  await drawer.locator('#field-date').click();
  // The panel's header counts years in the Buddhist era.
  await expect(page.locator('.ant-picker-dropdown:visible .ant-picker-header-view')).toContainText(String(new Date().getFullYear() + 543));
  await drawer.locator('#field-date').fill(`15/08/${2031 + 543}`);
  await drawer.locator('#field-date').press('Enter');
  await expect(drawer.locator('#field-date')).toHaveValue(/2574/);
  await drawer.locator('#field-nameEn').fill(`Company day ${stamp}`);
  await drawer.locator('#field-nameTh').fill(`วันบริษัท ${stamp}`);
  await page.screenshot({ path: info.outputPath('holiday-form-th.png') });
  await page.getByTestId('save').click();
  await confirmWithKeyboard(page);
  await expect(drawer).toBeHidden();
  const row = page.getByTestId('master-table').locator('tbody tr').filter({ hasText: `Company day ${stamp}` });
  await page.getByTestId('search').locator('input').fill(`วันบริษัท ${stamp}`);
  await page.getByTestId('search').locator('input').press('Enter');
  await expect(row).toContainText('2574');
  // Stored in the common era.
  const token = await page.evaluate(() => localStorage.getItem('hr.token'));
  const found = await request.post('/api/1.0/search/master/holiday', { data: { keyword: `Company day ${stamp}` }, headers: { Authorization: token! } });
  expect((await found.json()).data.items[0].date).toBe('2031-08-15');
});

test('the spec\'s add, view and edit paths open the drawer, survive a reload and close back to the list', async ({ page, request }) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/system-settings/brand-master/add-brand');
  await expect(page.getByTestId('master-drawer').getByText('Add to Brands')).toBeVisible();
  await page.getByTestId('master-drawer').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/#\/system-settings\/brand-master$/);

  const row = page.getByTestId('master-table').locator('tbody tr').filter({ hasText: 'Lenovo' });
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/#\/system-settings\/brand-master\/[0-9a-f-]{36}\/edit$/);
  await page.reload();
  await expect(page.getByTestId('master-drawer').locator('#field-nameEn')).toHaveValue('Lenovo');
  await page.goto('/#/system-settings/holiday-master/add-holiday-master');
  await expect(page.getByTestId('master-drawer').getByText('Add to Holidays')).toBeVisible();
  await page.goto('/#/system-settings/brand-master/not-a-page');
  await expect(page.getByText('404')).toBeVisible();
});

test('role permissions: ticking a page in the tree gives it to the role\'s users at their next load', async ({ page, request, browser }, info) => {
  await loggedIn(page, request, 'Administrator');
  await page.goto('/#/system-settings/role-permission-master');
  const row = page.getByTestId('master-table').locator('tbody tr').filter({ hasText: 'ACCOUNTANT' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const tree = page.getByTestId('role-permissions');
  await expect(tree).toBeVisible();
  const hospital = tree.locator('.ant-tree-treenode').filter({ hasText: /^Hospital$/ });
  await tree.getByText('System settings', { exact: true }).scrollIntoViewIfNeeded();
  await expect(hospital.locator('.ant-tree-checkbox')).not.toHaveClass(/ant-tree-checkbox-checked/);
  await hospital.locator('.ant-tree-checkbox').click();
  await page.screenshot({ path: info.outputPath('role-tree.png') });
  await page.getByTestId('save-permissions').click();
  await confirmWithKeyboard(page);
  await expect(page.getByText('Permissions saved')).toBeVisible();

  const accountant = await browser.newPage();
  await loggedIn(accountant, request, 'Accountant');
  await accountant.goto('/#/system-settings/hospital-master');
  await expect(accountant.getByTestId('master-table')).toBeVisible();
  await expect(accountant.getByRole('menuitem', { name: /Hospital/ })).toBeVisible();

  // Put the role back as it was for the other tests (the first notice has closed by now).
  await expect(page.getByText('Permissions saved')).toHaveCount(0);
  await hospital.locator('.ant-tree-checkbox').click();
  await page.getByTestId('save-permissions').click();
  await confirmWithKeyboard(page);
  await expect(page.getByText('Permissions saved')).toBeVisible();
  await accountant.reload();
  await expect(accountant.getByText('No access')).toBeVisible();
});
