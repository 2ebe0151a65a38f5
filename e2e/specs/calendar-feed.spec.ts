import { expect, test, confirmWithKeyboard, loggedIn } from '../fixtures';

/** Undoes RFC 5545 line folding so whole properties can be read. */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

test('calendar feed: the employee turns it on, copies the address once, a calendar app reads it without a login, a new address kills the old, turning off kills it all', async ({ page, context, request }, info) => {
  const token = await loggedIn(page, request, 'Employee');
  // Start from "off", whatever an earlier run left.
  await request.post('/api/1.0/delete/calendarFeed/self', { headers: { authorization: token }, data: {} });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/#/self-service/profile');
  const card = page.getByTestId('calendar-feed');
  await expect(card.getByTestId('calendar-feed-off')).toHaveText('The calendar feed is off.');
  await card.getByTestId('calendar-feed-on').click();
  const urlBox = card.getByTestId('calendar-feed-url');
  await expect(urlBox).toHaveValue(/\/api\/1\.0\/ical\/leave\/[\w-]{43}\.ics$/);
  await expect(card).toContainText('for your safety it is shown only this once');
  await expect(card).toContainText('Google Calendar');
  const first = await urlBox.inputValue();

  await card.getByTestId('calendar-feed-copy').click();
  await expect(page.getByText('The address was copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await page.screenshot({ path: info.outputPath('calendar-feed-en.png'), fullPage: true });

  // A calendar app sends no Authorization header: the secret in the URL is enough.
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const lines = unfolded(await feed.text());
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  // The seeded demo leave: at least the three approved requests, and the company holidays.
  expect(lines.filter((l) => l.startsWith('UID:leave-')).length).toBeGreaterThanOrEqual(3);
  expect(lines.filter((l) => l.startsWith('UID:holiday-')).length).toBeGreaterThan(5);

  // Reloading shows the feed as on, without the address (only its hash is kept).
  await page.reload();
  await expect(card.getByTestId('calendar-feed-hidden')).toBeVisible();
  await expect(card.getByTestId('calendar-feed-url')).toHaveCount(0);
  await expect(card).toContainText('Last read by a calendar app');

  await card.getByTestId('calendar-feed-rotate').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('Make a new address?');
  await confirmWithKeyboard(page);
  await expect(urlBox).toHaveValue(/\.ics$/);
  const second = await urlBox.inputValue();
  expect(second).not.toBe(first);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);

  await card.getByTestId('calendar-feed-off-button').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('Turn off the calendar feed?');
  await confirmWithKeyboard(page);
  await expect(card.getByTestId('calendar-feed-off')).toBeVisible();
  expect((await request.get(second)).status()).toBe(404);
});

test('calendar feed in Thai on a phone', async ({ page, request }, info) => {
  const token = await loggedIn(page, request, 'Employee');
  await request.post('/api/1.0/delete/calendarFeed/self', { headers: { authorization: token }, data: {} });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/th/self-service/profile');
  const card = page.getByTestId('calendar-feed');
  await expect(card).toContainText('ปฏิทินออนไลน์ปิดอยู่');
  await card.getByTestId('calendar-feed-on').click();
  await expect(card.getByTestId('calendar-feed-url')).toHaveValue(/\.ics$/);
  await expect(card).toContainText('วิธีเพิ่มลงในปฏิทินของคุณ');
  // Nothing spills sideways on a 390 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('calendar-feed-th-390.png'), fullPage: true });
  await request.post('/api/1.0/delete/calendarFeed/self', { headers: { authorization: token }, data: {} });
});
