import { expect, test, type Page } from '@playwright/test';
import { MASTERS } from '@hr/domain/masters/registry';
import type { FieldDef, MasterDef } from '@hr/domain/masters/define';
import { loggedIn } from '../fixtures';

const stamp = Date.now().toString(36).slice(-4).toUpperCase();
function value(name: string, f: FieldDef, n: number): string {
  if (f.type === 'integer' || f.type === 'decimal') return String((f.min ?? 0) + 2);
  if (f.pattern === 'numeric') return String(700 + n).slice(-(f.max ?? 3));
  if (f.pattern === 'code') return `E${stamp}${n}`.slice(0, f.max ?? 10);
  if (name.endsWith('Th')) return `ทดสอบ ${stamp} ${n}`;
  return `E2E ${stamp} ${n} ${name}`.slice(0, f.max ?? 200);
}

async function fill(page: Page, def: MasterDef, n: number) {
  const drawer = page.getByTestId('master-drawer');
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.type === 'boolean' || f.type === 'date' || f.type === 'time') continue;
    await drawer.locator(`#field-${name}`).fill(value(name, f, n));
  }
}

/** Save, then answer the confirmation (the one on screen now, not one still fading out). */
async function saveAndConfirm(page: Page) {
  await page.getByTestId('save').click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'Save these changes?' }).filter({ visible: true });
  // Wait for the dialog's opening motion to settle and its button to take focus before answering.
  const yes = confirm.getByRole('button', { name: 'Save' });
  await expect(yes).toBeFocused();
  await yes.click();
  await expect(confirm).toHaveCount(0, { timeout: 10_000 });
}

for (const [i, def] of MASTERS.entries()) {
  test(`master ${def.name}: list, required fields, add, duplicate, edit, deactivate, delete`, async ({ page, request }) => {
    await loggedIn(page, request, 'HR');
    await page.goto(`/#${def.route}`);
    await expect(page.getByTestId('master-table')).toBeVisible();

    // Saving an empty form names every required field.
    await page.getByTestId('add').click();
    await saveAndConfirm(page);
    const drawer = page.getByTestId('master-drawer');
    for (const [name, f] of Object.entries(def.fields).filter(([, f]) => f.required)) {
      await expect(drawer.locator(`#field-${name}_help, .ant-form-item:has(#field-${name}) .ant-form-item-explain`).first(), name).toContainText('is required');
      expect(f.required).toBe(true);
    }

    // A good entry is saved and found by its Thai name.
    const n = i * 10 + 1;
    await fill(page, def, n);
    await saveAndConfirm(page);
    await expect(page.getByText('Saved')).toBeVisible();
    const thField = Object.keys(def.fields).find((k) => k.endsWith('Th'))!;
    await page.getByTestId('search').locator('input').fill(value(thField, def.fields[thField]!, n));
    await page.getByTestId('search').locator('input').press('Enter');
    const row = page.getByTestId('master-table').locator('tbody tr').filter({ hasText: value('nameEn', def.fields.nameEn!, n) });
    await expect(row).toHaveCount(1);

    // The same names again: the server's duplicate message lands on the field.
    await page.getByTestId('add').click();
    await fill(page, def, n);
    await saveAndConfirm(page);
    await expect(drawer.getByText('already exists in the system').first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    // Edit the English name.
    await row.getByRole('button', { name: 'Edit' }).click();
    await drawer.locator('#field-nameEn').fill(`${value('nameEn', def.fields.nameEn!, n)} edited`);
    await saveAndConfirm(page);
    await expect(page.getByTestId('master-table').getByText(`${value('nameEn', def.fields.nameEn!, n)} edited`)).toBeVisible();

    // Deactivate through the confirmation.
    await row.locator('[role="switch"]').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Deactivated')).toBeVisible();
    await expect(row.locator('[role="switch"]')).toHaveAttribute('aria-checked', 'false');

    // Delete, confirmed.
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted')).toBeVisible();
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
  await page.locator('.ant-modal-confirm').getByRole('button').last().click();
  await expect(page.getByTestId('master-drawer').getByText('จำเป็นต้องระบุ').first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('bank-form-th.png') });
});

test('an employee cannot open a master screen', async ({ page, request }) => {
  await loggedIn(page, request, 'Employee');
  await page.goto('/#/system-settings/brand-master');
  await expect(page.getByText('No access')).toBeVisible();
});
