import type { Locator } from '@playwright/test';
import { apiLogin, demo, expect, loggedIn, test } from '../fixtures';

/*
 * Issue 34 point 13: the layout of the lists at 1440 px. The Actions header stays on one line, the
 * overtime list's Reason column has room, a Burmese status tag is not hidden under the fixed Actions
 * column, the roster grid keeps its employee column and day header while it scrolls, and "Day off"
 * is offered once.
 */

type Envelope<T> = { success: boolean; data: T; msg: { text: string } };
const REASON = 'Layout check: quarterly stock count in the warehouse';

/** How tall a cell's text is drawn: one line of the 14 px header is about 22 px. */
const textHeight = (cell: Locator) => cell.evaluate((el) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return range.getBoundingClientRect().height;
});

test.use({ viewport: { width: 1440, height: 900 } });

test('the overtime list at 1440 px: "Actions" on one line, a Reason column with room for its words', async ({ page, request }, info) => {
  const employee = await apiLogin(request, demo('Employee'));
  // A request of this test's own, on a weekday far ahead, cancelled at the end.
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 1 + (Date.now() % 20)));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const saved = (await (await request.post('/api/1.0/save/empOverTime', { headers: { authorization: employee },
    data: { date: day.toISOString().slice(0, 10), startTime: '18:00', endTime: '19:00', reason: REASON } })).json()) as Envelope<{ id: string }>;
  expect(saved.success, saved.msg?.text).toBe(true);
  try {
    await loggedIn(page, request, 'HR');
    await page.goto('/#/employment-management/ot');
    const table = page.getByTestId('ot-table');
    await expect(table.locator(`tr[data-row-key="${saved.data.id}"]`)).toBeVisible();
    const header = (name: string) => table.locator('thead th').filter({ hasText: new RegExp(`^${name}$`) }).first();
    // One line of text, not "Action" over "s".
    expect(await textHeight(header('Actions'))).toBeLessThan(30);
    expect((await header('Reason').boundingBox())!.width).toBeGreaterThanOrEqual(150);
    await expect(table.locator(`tr[data-row-key="${saved.data.id}"] td`).filter({ hasText: 'Layout check' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('ot-list-1440-en.png') });
  } finally {
    await request.post('/api/1.0/cancel/empOverTime', { headers: { authorization: employee }, data: { id: saved.data.id } });
  }
});

test('my: the leave approval list\'s status tag is not hidden under the fixed Actions column', async ({ page, request }, info) => {
  // The Employee's seeded pending leave waits for their assistant supervisor.
  await loggedIn(page, request, 'Assistant supervisor');
  await page.goto('/#/my/employment-management/approval');
  const table = page.getByTestId('approval-table');
  const row = table.locator('tbody tr.ant-table-row').filter({ has: page.getByTestId('leave-status') }).first();
  await expect(row).toBeVisible();
  const tag = (await row.getByTestId('leave-status').boundingBox())!;
  const actions = (await row.locator('td.ant-table-cell-fix-right, td.ant-table-cell-fix-end').first().boundingBox())!;
  expect(tag.x + tag.width).toBeLessThanOrEqual(actions.x);
  expect(await textHeight(table.locator('thead th.ant-table-cell-fix-right, thead th.ant-table-cell-fix-end').first())).toBeLessThan(40);
  await page.screenshot({ path: info.outputPath('approval-1440-my.png') });
});

test('the roster grid keeps the employee column and the day header in view while it scrolls; "Day off" is offered once', async ({ page, request }) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/working-schedule');
  await expect(page.getByTestId('working-schedule-page')).toBeVisible({ timeout: 30_000 });
  // Next month: every day is still to come, so a cell can be chosen.
  await page.getByRole('button', { name: 'Next month' }).click();
  const grid = page.getByTestId('roster-grid');
  const firstRow = grid.getByTestId('roster-row').first();
  await expect(firstRow).toBeVisible({ timeout: 30_000 });
  const box = page.getByTestId('roster-scroll');
  const frame = (await box.boundingBox())!;
  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth, top: el.scrollHeight }));
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);
  // The employee's name is still at the start of the box, the day header at its top.
  const name = (await grid.locator('tbody th[scope=row]').last().boundingBox())!;
  expect(Math.abs(name.x - frame.x)).toBeLessThan(4);
  const day = (await grid.locator('thead th').last().boundingBox())!;
  expect(Math.abs(day.y - frame.y)).toBeLessThan(4);

  await box.evaluate((el) => el.scrollTo({ left: 0, top: 0 }));
  await firstRow.locator('button[data-cell]').nth(3).click();
  await page.getByTestId('roster-target').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Day off$|· Day off$/ })).toHaveCount(1);
});
