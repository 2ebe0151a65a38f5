import type { APIRequestContext, Page } from '@playwright/test';
import { chooseOption, expect, loggedIn, test } from '../fixtures';

/*
 * Issue 35 point 7: the Employee picks the language of their payslips and mail on my-profile, and
 * switching the screen language offers to make it the default. The demo Employee is shared by the
 * worker's tests: each test starts from English and leaves it English.
 */
const setOwn = (request: APIRequestContext, token: string, preferredLang: string) =>
  request.post('/api/1.0/save/self/preferredLanguage', { headers: { authorization: token }, data: { preferredLang } });
const ownLang = async (request: APIRequestContext, token: string) =>
  ((await (await request.get('/api/1.1/getProfile', { headers: { authorization: token } })).json()).data as { preferredLang: string }).preferredLang;

async function switchTo(page: Page, name: string, lang: string) {
  await page.getByTestId('language-switcher').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

let token = '';
test.beforeEach(async ({ page, request }) => {
  token = await loggedIn(page, request, 'Employee');
  expect((await setOwn(request, token, 'en')).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await setOwn(request, token, 'en');
});

test('the Employee changes the language of their payslips and mail on my-profile', async ({ page, request }) => {
  await page.goto('/#/self-service/my-profile');
  const card = page.getByTestId('preferred-language');
  await expect(card).toContainText('Language of my payslips and mail');
  await expect(card.getByTestId('preferred-language-select')).toContainText('English');
  await chooseOption(page, card.getByTestId('preferred-language-select'), 'ไทย');
  await expect(page.locator('.ant-message')).toContainText('Language saved');
  await expect.poll(() => ownLang(request, token)).toBe('th');
  // The screen stays in English: the choice is the documents' language, not the page's.
  await expect(card.getByTestId('preferred-language-select')).toContainText('ไทย');
  await expect(card).toContainText('Language of my payslips and mail');
});

test('switching the screen language offers to make it the default; a "not now" is remembered', async ({ page, request }) => {
  await page.goto('/#/self-service/profile');
  await expect(page.getByTestId('preferred-language')).toContainText('English');
  await switchTo(page, 'ខ្មែរ', 'km');
  const offer = page.getByTestId('language-offer');
  // Asked in the new language, naming it and the current default.
  await expect(offer).toContainText('ប្រើ ខ្មែរ សម្រាប់បង្កាន់ដៃប្រាក់ខែ');
  await expect(offer).toContainText('English');
  await offer.getByTestId('language-offer-accept').click();
  await expect(offer).toHaveCount(0);
  await expect.poll(() => ownLang(request, token)).toBe('km');
  await expect(page.getByTestId('preferred-language-select')).toContainText('ខ្មែរ');

  // Declined for Burmese: the default stays Khmer, and switching to Burmese again asks no more.
  await switchTo(page, 'မြန်မာ', 'my');
  await expect(offer).toContainText('မြန်မာ');
  await offer.getByTestId('language-offer-decline').click();
  await expect(offer).toHaveCount(0);
  await switchTo(page, 'English', 'en');
  await expect(offer).toContainText('Use English for your payslips and mail too?');
  await offer.getByTestId('language-offer-decline').click();
  await switchTo(page, 'မြန်မာ', 'my');
  await expect(page.getByTestId('preferred-language')).toContainText('ကျွန်ုပ်၏ လစာစလစ်နှင့် အီးမေးလ် ဘာသာစကား');
  await expect(offer).toHaveCount(0);
  expect(await ownLang(request, token)).toBe('km');
});
