import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, apiLogin, confirmWithKeyboard, demo, loggedIn, loginThroughForm } from '../fixtures';

/*
 * Issue 21 point 1: announcements. HR writes a scheduled, urgent announcement for one department
 * (a picture per language, two attachments; a wrong file type and an 11th attachment refused); it
 * shows from its start, by the clock, in that department's pop-up after login and in their list,
 * not in another department's; the reader's visit is counted in HR's read receipts.
 */

/** A mark unique to one run of one test (the titles carry it, searches look for it): a test repeated in a worker makes a new one. */
const newStamp = () => `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();
const AMN = 'Amnat Manufacturing Co., Ltd.';
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type Listed = { id: string; employeeCode: string; department: string | null };
type SelfPage = { items: Array<{ id: string; readAt: string | null }>; unread: number };
type Slide = { id: string };

/** An API call as the token's user, in English (department names are read in English). */
async function call<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const body = await (await request.post(`/api${path}`, { headers: { authorization: token, lang: 'en' }, data })).json();
  expect(body.success, `${path}: ${JSON.stringify(body.msg)}`).toBe(true);
  return body.data as T;
}

/** The ids of my announcements shown now whose text has the stamp. */
const myAnnouncements = async (request: APIRequestContext, token: string, stamp: string) =>
  (await call<SelfPage>(request, token, '/1.0/search/announcement/self', { keyword: stamp, pageSize: 100 })).items.map((a) => a.id);

/**
 * A JPEG picture with a caption, photographed by the browser (the server re-encodes what it is
 * given, so it must be a real one). It is drawn on a page of the app: the machine has no Thai or
 * Burmese fonts of its own, the app brings them.
 */
async function jpeg(browser: Browser, caption: string, background: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 640, height: 240 } });
  await page.goto('/#/auth');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.evaluate(async ({ caption, background }) => {
    const div = document.createElement('div');
    div.style.cssText = `position:fixed;inset:0;z-index:9999;display:flex;align-items:center;justify-content:center;background:${background};color:#fff;font:600 40px var(--hr-font)`;
    div.textContent = caption;
    document.body.replaceChildren(div);
    // Loaded before the shot: a font is otherwise fetched only once the text is laid out.
    await Promise.all(['Noto Sans Thai', 'Noto Sans Myanmar'].map((f) => document.fonts.load(`600 40px "${f}"`, caption)));
  }, { caption, background });
  const bytes = await page.screenshot({ type: 'jpeg', quality: 80 });
  await page.close();
  return bytes;
}

/** The company's wall clock (Asia/Bangkok, UTC+7 all year) of an instant, as the date-time pickers read it in English. */
function pickerText(ms: number) {
  const d = new Date(ms + 7 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

async function typeDate(page: Page, id: string, value: string) {
  await page.locator(`#${id}`).fill(value);
  await page.locator(`#${id}`).press('Enter');
  await expect(page.locator(`#${id}`)).toHaveValue(value);
}

/** A message toast with this text. */
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });

/** A page in its own browser context, logged in with the token, consent given, no pop-up pending. */
async function pageWith(browser: Browser, token: string) {
  const context = await browser.newContext();
  await context.addInitScript((t) => {
    localStorage.setItem('hr.token', t);
    localStorage.setItem('hr.pdpa', 'done');
    localStorage.setItem('hr.announcement', 'false');
  }, token);
  return context.newPage();
}

/**
 * Logs in through the form in a fresh browser, as a real login sets the pop-up flag, and answers
 * the urgent announcements the pop-up was fed (its consent was given beforehand through the API).
 */
async function loginForPopup(browser: Browser, who: { company: string; employeeId: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/#/auth');
  const fed = page.waitForResponse((r) => r.url().endsWith('/api/1.0/get/AnnouncementAfterLogin'));
  await loginThroughForm(page, who);
  await expect(page).toHaveURL(/#\/dashboard$/);
  const slides = (await (await fed).json()).data as Slide[];
  return { page, slides: slides.map((s) => s.id), close: () => context.close() };
}

/** Searches my announcements for the stamp; answers the list once it has loaded. */
async function searchMine(page: Page, stamp: string) {
  await expect(page.getByTestId('self-announcement-page')).toBeVisible();
  await page.getByTestId('search').locator('input').fill(stamp);
  await page.getByTestId('search').locator('input').press('Enter');
  const list = page.getByTestId('self-announcement-list');
  await expect(list.locator('.ant-spin-spinning')).toHaveCount(0);
  return list;
}

test('HR schedules an urgent announcement for one department: it shows from its start in their pop-up and list, not in another department\'s, and the reader is counted', async ({ page, request, browser }, info) => {
  // The start is a whole minute (the picker has no seconds) at least 40 s after the form is saved,
  // and the announcement waits for it: up to some 100 s of the test are spent waiting for the clock.
  test.setTimeout(240_000);
  const stamp = newStamp();
  const hr = await loggedIn(page, request, 'HR');
  const employee = demo('Employee');
  const me = (await call<{ items: Listed[] }>(request, hr, '/1.0/search/employee', { keyword: employee.employeeId })).items.find((e) => e.employeeCode === employee.employeeId)!;
  const department = me.department!;
  // Someone of another department of the demo company who has logged in before: the seeded
  // employees (AMN00017 on; every tenth has not logged in yet) whom no other test changes.
  const taken = new Set([17, 30, 31, 32, 40, 45, 46, 50]);
  const staff = await call<{ items: Listed[] }>(request, hr, '/1.0/search/employee', { keyword: 'AMN000', active: true, pageSize: 200, sort: { field: 'employeeCode', dir: 'asc' } });
  const outsider = staff.items.find((e) => {
    const n = Number(e.employeeCode.slice(3));
    return /^AMN\d{5}$/.test(e.employeeCode) && n >= 18 && n % 10 !== 0 && !taken.has(n) && e.department && e.department !== department;
  })!;
  const other = { company: 'AMN', employeeId: outsider.employeeCode, password: 'Employee@2026' };
  const tokens = { employee: await apiLogin(request, employee), other: await apiLogin(request, other) };
  for (const token of Object.values(tokens)) await call(request, token, '/1.0/accept/pdpa', {});

  const titles = { en: `Fire drill ${stamp}`, th: `ซ้อมหนีไฟ ${stamp}`, my: `မီးဘေးလေ့ကျင့်ခန်း ${stamp}` };
  const [posterEn, posterTh, assembly] = await Promise.all([
    jpeg(browser, `Fire drill ${stamp}`, '#c62828'), jpeg(browser, `ซ้อมหนีไฟ ${stamp}`, '#ad1457'), jpeg(browser, 'Assembly point B', '#2e7d32'),
  ]);

  // The form: English, Thai and Burmese content, a picture per language (a PNG refused first).
  await page.goto('/#/employment-management/announcement-management');
  await page.getByTestId('add').click();
  await expect(page).toHaveURL(/announcement-management\/add$/);
  await page.getByTestId('title-en').fill(titles.en);
  await page.getByTestId('description-en').fill('Everyone in the building leaves by the nearest stairs when the alarm sounds.');
  await page.getByTestId('image-en').locator('input[type=file]').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'poster.png is not a JPG or JPEG picture.')).toBeVisible();
  await expect(page.getByTestId('image-en')).toContainText('No picture yet');
  await page.getByTestId('image-en').locator('input[type=file]').setInputFiles({ name: 'poster-en.jpg', mimeType: 'image/jpeg', buffer: posterEn });
  await expect(page.getByTestId('image-en-remove')).toBeVisible();
  await page.getByTestId('tab-th').click();
  await page.getByTestId('title-th').fill(titles.th);
  await page.getByTestId('description-th').fill('เมื่อสัญญาณเตือนภัยดัง ทุกคนออกจากอาคารทางบันไดที่ใกล้ที่สุด');
  await page.getByTestId('image-th').locator('input[type=file]').setInputFiles({ name: 'poster-th.jpg', mimeType: 'image/jpeg', buffer: posterTh });
  await expect(page.getByTestId('image-th-remove')).toBeVisible();
  await page.getByTestId('tab-my').click();
  await page.getByTestId('title-my').fill(titles.my);
  await page.getByTestId('description-my').fill('အချက်ပေးသံမြည်သည့်အခါ အနီးဆုံးလှေကားမှ အဆောက်အအုံအပြင်သို့ ထွက်ပါ။');

  // Attachments: a text file named .pdf is refused by the server (it reads the bytes), two are
  // kept; eleven are refused by name, and a further one once there are ten.
  const files = page.getByTestId('attachments').locator('input[type=file]');
  const count = page.getByTestId('attachments-count');
  const items = page.getByTestId('attachment-item');
  await files.setInputFiles({ name: 'route-notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Take the east stairs, not the lift.') });
  await expect(toast(page, 'This file type is not supported. Allowed: PDF, JPG, JPEG.')).toBeVisible();
  await expect(count).toHaveText('0 / 10');
  await files.setInputFiles([
    { name: 'evacuation-plan.pdf', mimeType: 'application/pdf', buffer: PDF('evacuation plan') },
    { name: 'assembly-point.jpg', mimeType: 'image/jpeg', buffer: assembly },
  ]);
  await expect(count).toHaveText('2 / 10');
  await expect(items).toHaveText([/evacuation-plan\.pdf/, /assembly-point\.jpg/]);
  await files.setInputFiles(Array.from({ length: 9 }, (_, i) => ({ name: `floor-${i + 1}.pdf`, mimeType: 'application/pdf', buffer: PDF(`floor ${i + 1}`) })));
  await expect(toast(page, 'At most 10 attachments. These were not added: floor-9.pdf')).toBeVisible();
  await expect(count).toHaveText('10 / 10');
  await expect(items.filter({ hasText: 'floor-9.pdf' })).toHaveCount(0);
  await files.setInputFiles({ name: 'floor-10.pdf', mimeType: 'application/pdf', buffer: PDF('floor 10') });
  await expect(toast(page, 'There are already 10 attachments. Remove one before adding another.')).toBeVisible();
  await expect(count).toHaveText('10 / 10');
  for (let i = 1; i <= 8; i++) await items.filter({ hasText: `floor-${i}.pdf` }).getByTestId('attachment-remove').click();
  await expect(count).toHaveText('2 / 10');
  await expect(items).toHaveText([/evacuation-plan\.pdf/, /assembly-point\.jpg/]);

  // Urgent, for the employee's department of the demo company (departments of that name in the
  // other companies are listed under theirs).
  await page.getByTestId('urgent').click();
  await expect(page.getByTestId('urgent')).toBeChecked();
  const departments = page.locator('#field-departmentIds');
  await departments.click();
  await departments.fill(department);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-group').filter({ hasText: AMN })
    .locator('xpath=following-sibling::div[1]').filter({ hasText: department }).click();
  await departments.press('Escape');
  // The chosen department says which company's it is (issue 35 point 10).
  await expect(page.getByTestId('audience-departments')).toContainText(`${department} · ${AMN}`);

  // Scheduled, as late as possible before saving: the next whole minute at least 40 s away; ends two days on.
  await page.getByTestId('schedule-scheduled').click();
  const start = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000;
  await typeDate(page, 'field-startAt', pickerText(start));
  await typeDate(page, 'field-endAt', pickerText(start + 2 * 86_400_000));
  await page.getByTestId('save').click();
  await expect(page.locator('.ant-modal-confirm').filter({ hasText: 'Save this announcement?' })).toBeVisible();
  await confirmWithKeyboard(page);
  await expect(toast(page, 'The announcement has been saved')).toBeVisible();
  await expect(page).toHaveURL(/announcement-management\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;

  // HR's view: scheduled, urgent, for the department; nobody has read it yet.
  const details = page.getByTestId('announcement-details');
  await expect(details.getByTestId('announcement-title')).toHaveText(titles.en);
  await expect(details.getByTestId('announcement-status')).toHaveText('Scheduled');
  await expect(details.getByTestId('urgent-tag')).toHaveText('Urgent');
  await expect(details.getByTestId('start-at')).toHaveText(pickerText(start));
  await expect(details.getByTestId('audience')).toContainText(department);
  const summary = page.getByTestId('read-summary');
  await expect(summary).toHaveText(/^0 of [1-9]\d* have read it$/);
  const audience = Number((await summary.innerText()).match(/of (\d+)/)![1]);
  await page.getByTestId('menu-employment-management.announcement-management').click();
  await page.getByTestId('search').locator('input').fill(stamp);
  await page.getByTestId('search').locator('input').press('Enter');
  const row = page.getByTestId('announcement-table').locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('announcement-status')).toHaveText('Scheduled');
  await expect(row.getByTestId('read-count')).toHaveText(`0 / ${audience}`);

  // Before its start the employee has it neither in their list nor in the pop-up after login.
  const employeePage = await pageWith(browser, tokens.employee);
  await employeePage.goto('/#/self-service/announcement');
  await expect((await searchMine(employeePage, stamp)).getByText('Nothing matches the search.')).toBeVisible();
  await employeePage.context().close();
  const early = await loginForPopup(browser, employee);
  expect(early.slides).not.toContain(id);
  await expect(early.page.getByText(titles.en)).toHaveCount(0);
  await early.close();
  expect(Date.now(), 'the checks before the start ran before it').toBeLessThan(start);

  // The start: it shows by the clock alone. Waits for the minute chosen above (at most ~100 s).
  await expect.poll(() => myAnnouncements(request, tokens.employee, stamp), { timeout: 150_000, intervals: [2_000] }).toContain(id);

  // A login through the form now brings the pop-up carousel with it: picture, urgency, attachments.
  const later = await loginForPopup(browser, employee);
  expect(later.slides).toContain(id);
  const slide = later.page.getByTestId('announcement-slides').locator('.slick-slide:not(.slick-cloned)').filter({ has: later.page.getByTestId(`read-more-${id}`) });
  await expect(slide.getByTestId('slide-title')).toHaveText(titles.en);
  await expect(slide.getByTestId('slide-urgent')).toHaveText('Urgent');
  // The pictures are read with the employee's token (announcement files are their audience's only).
  for (const img of [slide.getByTestId('slide-image').locator('img'), slide.getByTestId('slide-pictures').locator('img')]) {
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(slide.getByTestId('slide-documents')).toHaveText('evacuation-plan.pdf');
  await later.page.screenshot({ path: info.outputPath('popup.png') });
  await later.page.locator('.ant-modal').filter({ has: later.page.getByTestId('announcement-slides') }).getByRole('button', { name: 'Close' }).click();
  await expect(later.page.getByTestId('announcement-slides')).toBeHidden();

  // My list on a 390 px phone: the announcement unread and urgent, nothing wider than the screen.
  await later.page.setViewportSize({ width: 390, height: 844 });
  await later.page.goto('/#/self-service/announcement');
  const mine = (await searchMine(later.page, stamp)).getByTestId(`self-announcement-${id}`);
  await expect(mine.getByTestId('self-announcement-link')).toHaveText(titles.en);
  await expect(mine.getByTestId('unread-tag')).toHaveText('New');
  await expect(mine.getByTestId('urgent-tag')).toHaveText('Urgent');
  expect(await later.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await later.page.screenshot({ path: info.outputPath('self-list-390.png'), fullPage: true });

  // The reader: reading it is recorded; back in the list it is no longer new.
  await mine.getByTestId('self-announcement-link').click();
  await expect(later.page).toHaveURL(new RegExp(`self-service/announcement/${id}$`));
  const reader = later.page.getByTestId('announcement-reader');
  await expect(reader.getByTestId('slide-title')).toHaveText(titles.en);
  await expect(reader.getByTestId('slide-description')).toHaveText('Everyone in the building leaves by the nearest stairs when the alarm sounds.');
  await expect(reader.getByTestId('slide-documents')).toHaveText('evacuation-plan.pdf');
  await expect(reader.getByTestId('reader-meta')).toContainText(`${pickerText(start)} · shown until ${pickerText(start + 2 * 86_400_000)}`);
  expect(await later.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await later.page.screenshot({ path: info.outputPath('reader-390.png'), fullPage: true });
  await reader.getByTestId('back').click();
  await expect((await searchMine(later.page, stamp)).getByTestId(`self-announcement-${id}`)).toBeVisible();
  await expect(later.page.getByTestId(`self-announcement-${id}`).getByTestId('unread-tag')).toHaveCount(0);
  await later.close();

  // Another department's employee, now that it shows: not in their list nor their pop-up.
  const otherPage = await pageWith(browser, tokens.other);
  await otherPage.goto('/#/self-service/announcement');
  await expect((await searchMine(otherPage, stamp)).getByText('Nothing matches the search.')).toBeVisible();
  await otherPage.context().close();
  const outside = await loginForPopup(browser, other);
  expect(outside.slides).not.toContain(id);
  await expect(outside.page.getByText(titles.en)).toHaveCount(0);
  await outside.close();

  // HR's read receipts count the reader: 1 of the department, and they are the one listed as read.
  await page.goto(`/#/employment-management/announcement-management/${id}`);
  await expect(page.getByTestId('announcement-status')).toHaveText('Published');
  await expect(summary).toHaveText(`1 of ${audience} have read it`);
  await page.getByTestId('receipts-filter').getByText('Read', { exact: true }).click();
  const readers = page.getByTestId('receipts-table').locator('tbody tr.ant-table-row');
  await expect(readers).toHaveCount(1);
  await expect(readers).toContainText(employee.employeeId);
  await expect(readers.getByTestId('read-at')).toBeVisible();
  await page.screenshot({ path: info.outputPath('receipts.png') });
  // Deleted, so that the department's later logins in this worker's other files meet no pop-up.
  expect((await request.post('/api/1.0/delete/annoucement', { headers: { authorization: hr }, data: { id } })).ok()).toBe(true);
});

/** Uploads one picture or attachment for an announcement and answers its id. */
async function upload(request: APIRequestContext, token: string, purpose: 'image' | 'attachment', file: { name: string; mimeType: string; buffer: Buffer }) {
  const body = await (await request.post(`/api/1.0/upload/announcement?purpose=${purpose}`, { headers: { authorization: token }, multipart: { file } })).json();
  expect(body.success, JSON.stringify(body.msg)).toBe(true);
  return (body.data as Array<{ id: string }>)[0]!.id;
}

/** Words on the page that look like i18n keys left untranslated ("announcement:ui.save", "files.count"). */
async function rawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  return text.match(/\b(?:announcement|shell|menu|common|validation|rules):[\w.]+|\b(?:ui|list|status|schedule|fields|form|audience|files|receipts|details|preview|self|own|editor)\.[a-z]\w+/g) ?? [];
}

test('HR\'s form and the employee\'s reader in Thai and Burmese: their own scripts, Buddhist-era years in Thai, no raw keys', async ({ page, request, browser }, info) => {
  const stamp = newStamp();
  const hr = await loggedIn(page, request, 'HR');
  const employee = demo('Employee');
  const me = (await call<{ items: Listed[] }>(request, hr, '/1.0/search/employee', { keyword: employee.employeeId })).items.find((e) => e.employeeCode === employee.employeeId)!;
  const titles = { en: `Canteen menu ${stamp}`, th: `เมนูโรงอาหาร ${stamp}`, my: `စားသောက်ဆောင် မီနူး ${stamp}` };
  const descriptions = {
    en: 'From Monday the canteen serves breakfast from 07:00.',
    th: 'ตั้งแต่วันจันทร์ โรงอาหารเปิดขายอาหารเช้าตั้งแต่เวลา 07:00 น.',
    my: 'တနင်္လာနေ့မှစ၍ စားသောက်ဆောင်တွင် နံနက် ၀၇:၀၀ မှစ၍ နံနက်စာ ရောင်းချပါမည်။',
  };
  const [imageEn, imageTh, imageMy] = await Promise.all([
    jpeg(browser, titles.en, '#1565c0'), jpeg(browser, titles.th, '#6a1b9a'), jpeg(browser, titles.my, '#00695c'),
  ].map(async (bytes, i) => upload(request, hr, 'image', { name: `menu-${['en', 'th', 'my'][i]}.jpg`, mimeType: 'image/jpeg', buffer: await bytes })));
  const attachment = await upload(request, hr, 'attachment', { name: 'weekly-menu.pdf', mimeType: 'application/pdf', buffer: PDF('weekly menu') });
  const end = new Date(Date.now() + 3 * 86_400_000);
  const { id } = await call<{ id: string }>(request, hr, '/1.0/save/annoucement', {
    titleEn: titles.en, titleTh: titles.th, titleMy: titles.my,
    descriptionEn: `<p>${descriptions.en}</p>`, descriptionTh: `<p>${descriptions.th}</p>`, descriptionMy: `<p>${descriptions.my}</p>`,
    imageEn, imageTh, imageMy, attachmentIds: [attachment], schedule: 'now', endAt: end.toISOString(), urgent: false, employeeIds: [me.id],
  });
  // The end as the company's calendar has it: its year (+543 in Thai) and its time on the wall clock.
  const endText = pickerText(end.getTime());
  const year = Number(endText.slice(6, 10));

  // HR's form (the edit page, filled), tall enough to show it whole without a stitched full-page shot.
  await page.setViewportSize({ width: 1440, height: 2400 });
  for (const lang of ['th', 'my'] as const) {
    await page.goto(`/#/${lang}/employment-management/announcement-management/${id}/edit`);
    await expect(page.getByTestId('title-en')).toHaveValue(titles.en);
    await page.getByTestId(`tab-${lang}`).click();
    await expect(page.getByTestId(`title-${lang}`)).toHaveValue(titles[lang]);
    await expect(page.getByTestId(`description-${lang}`)).toHaveText(descriptions[lang]);
    await expect(page.getByTestId(`image-${lang}`).locator('img')).toBeVisible();
    await expect(page.getByTestId('attachment-item')).toHaveText([/weekly-menu\.pdf/]);
    await expect(page.getByTestId('audience-person')).toContainText(employee.employeeId);
    await expect(page.locator('#field-endAt')).toHaveValue(`${endText.slice(0, 6)}${lang === 'th' ? year + 543 : year}${endText.slice(10)}`);
    await expect(page.getByTestId('save')).toHaveText(lang === 'th' ? /[\u0E00-\u0E7F]/ : /[\u1000-\u109F]/);
    expect(await rawKeys(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`form-${lang}.png`) });
  }

  // The employee's reader page: their language's title, text and picture, dates in their calendar.
  // The employee's run-wide session, in a browser of their own (consent given: no privacy notice over the page).
  const reader = await (await browser.newContext()).newPage();
  await loggedIn(reader, request, 'Employee');
  for (const lang of ['th', 'my'] as const) {
    await reader.goto(`/#/${lang}/self-service/announcement/${id}`);
    const view = reader.getByTestId('announcement-reader');
    await expect(view.getByTestId('slide-title')).toHaveText(titles[lang]);
    await expect(view.getByTestId('slide-description')).toHaveText(descriptions[lang]);
    await expect.poll(() => view.getByTestId('slide-image').locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    await expect(view.getByTestId('slide-documents')).toHaveText('weekly-menu.pdf');
    if (lang === 'th') {
      await expect(view.getByTestId('reader-meta')).toContainText(String(year + 543));
      await expect(view.getByTestId('reader-meta')).not.toContainText(String(year));
    }
    await expect(view.getByTestId('back')).toHaveText(lang === 'th' ? /[\u0E00-\u0E7F]/ : /[\u1000-\u109F]/);
    expect(await rawKeys(reader)).toEqual([]);
    await reader.screenshot({ path: info.outputPath(`reader-${lang}.png`) });
  }
  await reader.context().close();
});

test('an employee cannot open HR\'s announcement screens', async ({ page, request }) => {
  await loggedIn(page, request, 'Employee');
  for (const path of ['', '/add']) {
    await page.goto(`/#/employment-management/announcement-management${path}`);
    await expect(page.getByText('No access')).toBeVisible();
  }
});
