import { expect, test, loggedIn } from '../fixtures';

/*
 * Issue 34 point 8: a double click on "Send request" files one punch correction and shows one
 * success toast; the form sends its Idempotency-Key, the same on every attempt of one submission.
 */

type Envelope<T> = { success: boolean; data: T };
/** Today in Bangkok plus `days`, as YYYY-MM-DD. */
const bangkok = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const enTyped = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test('a double click on Send files one punch correction and shows one success toast', async ({ page, request }) => {
  const token = await loggedIn(page, request, 'Employee');
  // Yesterday at a minute of this run's own, so a retry or another file's punches never make it a duplicate.
  const date = bangkok(-1);
  const time = `06:${String(Date.now() % 60).padStart(2, '0')}`;
  const keys: string[] = [];
  page.on('request', (r) => { if (r.url().endsWith('/1.0/save/punchRequest')) keys.push(r.headers()['idempotency-key'] ?? ''); });

  await page.goto('/#/self-service/attendance?tab=corrections');
  await page.getByTestId('pr-new').click();
  await page.locator('#field-date').fill(enTyped(date));
  await page.locator('#field-date').press('Enter');
  await page.locator('#field-time').fill(time);
  await page.locator('#field-time').press('Enter');
  await page.locator('#field-reason').fill('Forgot my card at the gate');
  await page.locator('#pr-submit').dblclick();

  await expect(page.getByTestId('pr-form')).toHaveCount(0);
  await expect(page.getByText('The request was sent to your approver')).toHaveCount(1);
  const mine = (await (await request.post('/api/1.0/search/punchRequest/self', { headers: { authorization: token }, data: { pageSize: 200 } }))
    .json() as Envelope<{ items: Array<{ id: string; date: string; time: string; status: string }> }>).data.items;
  const filed = mine.filter((r) => r.date === date && r.time === time && r.status === 'pending');
  expect(filed).toHaveLength(1);
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  await expect(page.getByTestId('pr-table')).toContainText(time);

  // Withdrawn again: the Supervisor's inbox and badge stay as other files expect them.
  const cancelled = await request.post('/api/1.0/cancel/punchRequest', { headers: { authorization: token }, data: { id: filed[0]!.id } });
  expect((await cancelled.json() as Envelope<null>).success).toBe(true);
});
