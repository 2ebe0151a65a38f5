import sharp from 'sharp';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, apiLogin, chooseOption, demo, expectMenuBadge, loggedIn, loginThroughForm } from '../fixtures';

/** A date `days` before today as the picker reads it in English (DD/MM/YYYY). */
const before = (days: number) => {
  const d = new Date(Date.now() - days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};
async function typeDate(page: Page, id: string, value: string) {
  await page.locator(`#${id}`).fill(value);
  await page.locator(`#${id}`).press('Enter');
}

/** HR writes a letter to the demo employee for an offence and sends it (the form's own path). */
async function writeAndSend(page: Page, offence: string, reason: string, days: number) {
  const employee = demo('Employee');
  await page.goto('/#/employment-management/warning-letter-management/add');
  await expect(page.getByTestId('warning-form')).toBeVisible();
  await page.getByTestId('employee-pick-button').click();
  await page.getByTestId('picker-search').locator('input').fill(employee.employeeId);
  await page.getByTestId('picker-search').locator('input').press('Enter');
  await page.getByTestId(`pick-${employee.employeeId}`).click();
  await expect(page.getByTestId('employee-chosen')).toContainText(employee.employeeId);
  await chooseOption(page, page.getByTestId('type').locator('input'), offence, offence);
  await typeDate(page, 'field-incidentStart', before(days));
  await typeDate(page, 'field-incidentEnd', before(days));
  await page.getByTestId('reason').fill(reason);
  await page.getByTestId('save-send').click();
  await page.getByTestId('confirm-send').click();
  await expect(page.getByTestId('warning-status')).toHaveAttribute('data-status', 'sent');
}

/** The mailed link of the newest warning-letter mail to the employee, read from the outbox as an administrator can. */
async function mailedLink(request: APIRequestContext): Promise<string> {
  const admin = await apiLogin(request, demo('Administrator'));
  const headers = { authorization: admin };
  const list = await (await request.post('/api/1.0/search/mailOutbox', { headers, data: { page: 1, pageSize: 50 } })).json();
  const mail = (list.data.items as Array<{ id: string; template: string }>).find((m) => m.template === 'warningLetter');
  expect(mail).toBeTruthy();
  const one = await (await request.post('/api/1.0/get/mailOutbox', { headers, data: { id: mail!.id } })).json();
  const link = /https?:\/\/\S+\/api\/1\.0\/self\/redirect\/warning\/letter\?id=[0-9a-f-]+&lang=\w+/.exec(one.data.text as string)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

/** Gives the employee an e-signature on their record, as they would on their profile. */
async function giveSignature(request: APIRequestContext) {
  const token = await apiLogin(request, demo('Employee'));
  const headers = { authorization: token };
  const png = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#ffffff' } })
    .composite([{ input: Buffer.from('<svg width="240" height="80"><path d="M10 60 C 60 0, 110 100, 230 20" stroke="#1f4e79" stroke-width="4" fill="none"/></svg>'), top: 0, left: 0 }])
    .png().toBuffer();
  const up = await request.post('/api/1.0/user/upload/imagedata?purpose=signature', { headers, multipart: { file: { name: 'signature.png', mimeType: 'image/png', buffer: png } } });
  const [file] = (await up.json()).data as Array<{ id: string }>;
  const saved = await request.post('/api/1.0/save/self/employee/picture', { headers, data: { kind: 'signature', fileId: file!.id } });
  expect(saved.ok()).toBe(true);
}

test('HR sends a warning letter; the employee follows the mailed link through login and acknowledges it with their e-signature; HR sees it; a second letter for the same offence is warned of', async ({ browser, page, request }, info) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-5);
  await loggedIn(page, request, 'HR');
  await writeAndSend(page, 'Late arrival', `Arrived at 09:40 without notice (${stamp}).`, 3);
  const letterUrl = page.url();

  // The employee, logged out, opens the mailed link: through the login it lands on the letter.
  await giveSignature(request);
  const link = await mailedLink(request);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto(link);
  await expect(phone).toHaveURL(/#\/auth\?redirect=/);
  await loginThroughForm(phone, demo('Employee'));
  const agree = phone.getByTestId('privacy-agree');
  await expect(phone.getByTestId('warning-reader').or(agree)).toBeVisible();
  if (await agree.isVisible()) await agree.click();
  await expect(phone.getByTestId('warning-reader')).toBeVisible();
  await expect(phone).toHaveURL(/#\/self-service\/warning-letter\/[0-9a-f-]+$/);
  await expect(phone.getByTestId('warning-reader')).toContainText(stamp);
  await expect(phone.getByTestId('warning-status')).toHaveAttribute('data-status', 'received');
  // The menu badge counts the letters waiting for the employee (the menu is a drawer at 390 px: read it wide).
  await phone.setViewportSize({ width: 1280, height: 900 });
  const waiting = (await (await request.get('/api/1.0/get/count/notification/self/bySource', { headers: { authorization: await apiLogin(request, demo('Employee')) } })).json()).data.bySource['warning-letter'] as number;
  expect(waiting).toBeGreaterThanOrEqual(1);
  await expectMenuBadge(phone, 'self-service.warning-letter', 'self-service', waiting);
  await phone.setViewportSize({ width: 390, height: 844 });

  // Acknowledging: the signature shows, the checkbox is needed, then it is acknowledged and the badge drops.
  await expect(phone.getByTestId('signature')).toBeVisible();
  await phone.getByTestId('ack-check').check();
  await phone.getByTestId('acknowledge').click();
  await phone.getByTestId('confirm-acknowledge').click();
  await expect(phone.getByTestId('warning-status')).toHaveAttribute('data-status', 'acknowledged');
  await phone.screenshot({ path: info.outputPath('warning-letter-acknowledged-390.png'), fullPage: true });
  await phone.setViewportSize({ width: 1280, height: 900 });
  await expectMenuBadge(phone, 'self-service.warning-letter', 'self-service', waiting - 1);
  await context.close();

  // HR sees the status.
  await page.goto(letterUrl);
  await page.reload();
  await expect(page.getByTestId('warning-status')).toHaveAttribute('data-status', 'acknowledged');

  // A second letter for the same offence within the year: the form warns before it is written.
  await page.goto('/#/employment-management/warning-letter-management/add');
  const employee = demo('Employee');
  await page.getByTestId('employee-pick-button').click();
  await page.getByTestId('picker-search').locator('input').fill(employee.employeeId);
  await page.getByTestId('picker-search').locator('input').press('Enter');
  await page.getByTestId(`pick-${employee.employeeId}`).click();
  await chooseOption(page, page.getByTestId('type').locator('input'), 'Late arrival', 'Late arrival');
  await typeDate(page, 'field-incidentStart', before(1));
  await expect(page.getByTestId('valid-earlier-warning')).toBeVisible();
  await expect(page.getByTestId('valid-earlier-warning')).toContainText('119');
  await expect(page.getByTestId('count')).not.toHaveValue('1');
  // Another offence carries no such warning.
  await chooseOption(page, page.getByTestId('type').locator('input'), 'Absence without notice', 'Absence without notice');
  await expect(page.getByTestId('valid-earlier-warning')).toHaveCount(0);
});

for (const lang of ['th', 'my'] as const) {
  test(`the warning letter pages in ${lang === 'th' ? 'Thai' : 'Burmese'}`, async ({ page, request }, info) => {
    await loggedIn(page, request, 'HR');
    await page.goto(`/#/${lang}/employment-management/warning-letter-management`);
    await expect(page.getByTestId('warning-table')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`warning-letters-${lang}.png`), fullPage: true });
    await page.goto(`/#/${lang}/employment-management/warning-letter-management/add`);
    await expect(page.getByTestId('warning-form')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`warning-letter-form-${lang}.png`), fullPage: true });
  });
}
