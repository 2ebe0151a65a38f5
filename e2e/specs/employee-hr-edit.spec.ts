import { type Page } from '@playwright/test';
import { expect, test, chooseOption, confirmWithKeyboard, latinLetters, loggedIn } from '../fixtures';

const mark = Date.now().toString(36).slice(-5);
// The same mark in letters, for the name fields (names are letters only).
const letters = latinLetters(mark);

/** Saves the open drawer through its confirmation and waits for it to close. */
async function save(page: Page) {
  await page.getByTestId('section-save').click();
  await confirmWithKeyboard(page);
  await expect(page.getByTestId('section-drawer')).toBeHidden();
}

test('HR edits each personal section of an employee\'s record and adds, then deletes, rows of the repeating groups', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  await loggedIn(page, request, 'HR');
  await page.goto('/#/employment-management/all-employee');
  await page.getByTestId('search').locator('input').fill('AMN00030');
  await page.getByTestId('search').locator('input').press('Enter');
  await page.getByTestId('view-AMN00030').click();
  await page.getByTestId('edit-record').click();
  await expect(page).toHaveURL(/\/all-employee\/[0-9a-f-]{36}\/edit$/);
  const drawer = page.getByTestId('section-drawer');
  const tab = (name: string) => page.getByTestId('employee-record').getByRole('tab', { name, exact: true }).click();
  const pick = (name: string, option: string) => chooseOption(page, drawer.locator(`#field-${name}`), option);

  // Personal: HR may also correct the names.
  await page.getByTestId('edit-basicinfo').click();
  await drawer.locator('#field-nicknameEn').fill(`Nick${letters}`);
  await drawer.locator('#field-lastNameEn').fill('');
  await drawer.locator('#field-lastNameEn').blur();
  await expect(drawer.getByText('Last name (English) is required')).toBeVisible();
  await drawer.locator('#field-lastNameEn').fill(`Corrected${letters}`);
  await save(page);
  await expect(page.getByTestId('section-basicinfo')).toContainText(`Nick${letters}`);
  await expect(page.getByTestId('employee-name')).toContainText(`Corrected${letters}`);

  await tab('Contacts');
  await page.getByTestId('edit-contact').click();
  await drawer.locator('#field-lineId').fill(`line${mark}`);
  await save(page);
  await expect(page.getByTestId('section-contactInfo')).toContainText(`line${mark}`);
  await page.getByTestId('add-emergency').click();
  await drawer.locator('#field-name').fill(`Contact ${letters}`);
  await drawer.locator('#field-phone').fill('0812345678');
  await pick('relationship', 'Friend');
  await save(page);
  await expect(page.getByTestId('section-contactInfo')).toContainText(`Contact ${letters}`);

  await tab('Family');
  await page.getByTestId('edit-family').click();
  await pick('maritalStatus', 'Married');
  await drawer.locator('#field-spouseName').fill(`Spouse ${letters}`);
  await drawer.locator('#field-siblingCount').fill('2');
  await save(page);
  await expect(page.getByTestId('section-family')).toContainText(`Spouse ${letters}`);
  await page.getByTestId('add-children').click();
  await drawer.locator('#field-name').fill(`Child ${letters}`);
  await save(page);
  await expect(page.getByTestId('section-family')).toContainText(`Child ${letters}`);

  await tab('Education');
  await page.getByTestId('add-education').click();
  await pick('level', "Bachelor's degree");
  await drawer.locator('#field-institute').fill(`University ${mark}`);
  await drawer.locator('#field-gpa').fill('4.5');
  await drawer.locator('#field-gpa').blur();
  await expect(drawer.getByText('GPA is too large')).toBeVisible();
  await drawer.locator('#field-gpa').fill('3.25');
  await save(page);
  await expect(page.getByTestId('section-Education')).toContainText(`University ${mark}`);

  await tab('Skills');
  await page.getByTestId('edit-skill').click();
  await drawer.locator('#field-computerSkills').fill(`Excel ${mark}`);
  await save(page);
  await expect(page.getByTestId('section-skill')).toContainText(`Excel ${mark}`);
  await page.getByTestId('add-languages').click();
  await drawer.locator('#field-language').fill(`Khmer${mark}`);
  for (const skill of ['listening', 'reading', 'speaking', 'writing']) await pick(skill, 'Good');
  await save(page);
  await expect(page.getByTestId('section-skill')).toContainText(`Khmer${mark}`);

  await tab('Health');
  await page.getByTestId('edit-medicalCondition').click();
  await drawer.locator('#field-foodAllergy').fill(`Peanuts ${mark}`);
  await save(page);
  await expect(page.getByTestId('section-medicalCondition')).toContainText(`Peanuts ${mark}`);

  await tab('Goals');
  await page.getByTestId('edit-goals').click();
  await drawer.locator('#field-answer1').fill(`Lead a team ${mark}`);
  await save(page);
  await expect(page.getByTestId('section-goals')).toContainText(`Lead a team ${mark}`);

  await tab('Vehicles');
  await page.getByTestId('add-vehicle').click();
  await drawer.locator('#field-type').fill('Motorcycle');
  await drawer.locator('#field-plate').fill(`1กข${mark.slice(0, 3)}`);
  await save(page);
  const vehicles = page.getByTestId('section-vehicle');
  await expect(vehicles).toContainText('Motorcycle');
  await page.screenshot({ path: info.outputPath('hr-edit-vehicles.png') });
  // Deleting asks first.
  await vehicles.locator('[data-testid^="delete-row-"]').first().click();
  await confirmWithKeyboard(page);
  await expect(vehicles).not.toContainText('Motorcycle');
});

test('a record that does not exist shows the not-found page after one request, not a loop of error dialogs', async ({ page, request }) => {
  await loggedIn(page, request, 'HR');
  let asked = 0;
  page.on('request', (r) => { if (r.url().endsWith('/api/1.0/view/basicinfo')) asked += 1; });
  await page.goto('/#/employment-management/all-employee/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  // The server's "not found" dialog is answered once and stays closed.
  const dialog = page.locator('.ant-modal-confirm').filter({ visible: true });
  if (await dialog.count()) await dialog.locator('.ant-btn-primary').click();
  await expect(dialog).toHaveCount(0);
  // A loop would ask again while the user goes on: by the time the employee list shows its rows,
  // no dialog came back and the record was asked for only once.
  await page.goto('/#/employment-management/all-employee');
  await expect(page.locator('[data-testid^="view-"]').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(asked).toBe(1);
});

test('in Thai a graduation year is typed and read in the Buddhist era, and kept in the common era', async ({ page, request }) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/th/employment-management/all-employee');
  await page.getByTestId('search').locator('input').fill('AMN00031');
  await page.getByTestId('search').locator('input').press('Enter');
  await page.getByTestId('view-AMN00031').click();
  await page.getByTestId('edit-record').click();
  // The tabs re-render when the record switches to editing; a click during that can be lost, so
  // the tab is clicked until its section shows.
  const tab = page.getByTestId('employee-record').getByRole('tab', { name: 'การศึกษา', exact: true });
  await expect(async () => {
    await tab.click();
    await expect(page.getByTestId('add-education')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByTestId('add-education').click();
  const drawer = page.getByTestId('section-drawer');
  await chooseOption(page, drawer.locator('#field-level'), 'ปริญญาตรี');
  await drawer.locator('#field-institute').fill(`มหาวิทยาลัย ${mark}`);
  await drawer.locator('#field-graduateYear').fill('2558');
  await drawer.locator('#field-graduateYear').blur();
  await expect(drawer.locator('#field-graduateYear')).toHaveValue('2558');
  await save(page);
  const row = page.getByTestId('section-Education').locator('tr').filter({ hasText: `มหาวิทยาลัย ${mark}` });
  await expect(row).toContainText('2558');
  // An English reader sees the same year in the common era.
  await page.goto(page.url().replace('#/th/', '#/'));
  await page.getByTestId('employee-record').getByRole('tab', { name: 'Education', exact: true }).click();
  await expect(page.getByTestId('section-Education').locator('tr').filter({ hasText: `มหาวิทยาลัย ${mark}` })).toContainText('2015');
});
