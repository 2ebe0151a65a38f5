import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { DashboardSelf, PunchResult } from '@hr/domain/attendance/punch';
import { expect, test, loggedIn } from '../fixtures';

/*
 * Issue 16 point 2, the geofence, in a phone's browser: HR gives the demo company a 200 m fence
 * through the company master's API, and an employee presses the check-in card's button from a
 * mocked position outside it and inside it (a new browser context per position, as a phone is one
 * place at a time). The fence is taken away again after each test: the specs of a worker share its
 * server, and the plain check-in spec punches without a position. The server's clock is the
 * machine's, and earlier runs may have left the person checked in: each step first checks them
 * out through the API (from the workplace), so the button always checks in and never asks about
 * leaving early.
 */

type Lang = 'en' | 'th' | 'my';
const PHONE = { width: 390, height: 844 };
/** One degree of a great circle (the server's haversine), in metres. */
const DEGREE = (6_371_008.8 * Math.PI) / 180;
type LatLng = { latitude: number; longitude: number };
const north = (at: LatLng, metres: number) => ({ latitude: at.latitude + metres / DEGREE, longitude: at.longitude });

const TEXT: Record<Lang, { refused: string; metres: (n: number) => string; punchIn: string; checkOut: string; checkOutOvertime: string }> = {
  en: {
    refused: 'You are 850 m from the workplace; check-in is allowed within 200 m. Nothing was recorded.',
    metres: (n) => `${n} m`, punchIn: 'In', checkOut: 'Check out', checkOutOvertime: 'Check out of overtime',
  },
  th: {
    refused: 'คุณอยู่ห่างจากสถานที่ทำงาน 850 เมตร การลงเวลาเข้างานทำได้ภายในระยะ 200 เมตร เท่านั้น ระบบยังไม่ได้บันทึกเวลา',
    metres: (n) => `${n} เมตร`, punchIn: 'เข้า', checkOut: 'ลงเวลาออกงาน', checkOutOvertime: 'ลงเวลาออกจากโอที',
  },
  my: {
    refused: 'သင်သည် အလုပ်ခွင်မှ 850 မီတာ အကွာတွင် ရှိနေသည်။ အလုပ်ဝင်ချိန် မှတ်ခြင်းကို 200 မီတာ အတွင်းမှသာ ပြုလုပ်နိုင်သည်။ မည်သည့်အရာမျှ မှတ်တမ်းမတင်ရသေးပါ။',
    metres: (n) => `${n} မီတာ`, punchIn: 'ဝင်', checkOut: 'အလုပ်ဆင်းချိန် မှတ်ရန်', checkOutOvertime: 'အချိန်ပို ဆင်းချိန် မှတ်ရန်',
  },
};

/** A punch's time as the card writes it: HH:mm in the company's zone. */
const hhmm = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

const CARD = '/api/1.0/get/dashboard/self';
const card = async (request: APIRequestContext, token: string) => ((await (await request.get(CARD, { headers: { authorization: token } })).json()).data as DashboardSelf);
/** A punch through the API from a position (the card's next kind and seq). */
async function punchAt(request: APIRequestContext, token: string, at: LatLng) {
  const c = await card(request, token);
  const res = await request.post('/api/1.0/insert/timestamp/self', { headers: { authorization: token }, data: { kind: c.next.kind, seq: c.expectedSeq, idempotencyKey: crypto.randomUUID(), ...at, accuracy: 10 } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as PunchResult;
}
/** The person's card with the button on "check in": a check-in left open is checked out from the workplace. */
async function checkedOut(request: APIRequestContext, token: string, office: LatLng) {
  const c = await card(request, token);
  return c.next.kind !== 'in' ? (await punchAt(request, token, office)).card ?? (await card(request, token)) : c;
}

type Policies = { fenceRadius: number | null; fenceOutside?: 'refuse' | 'recordOutside'; fenceNoPosition?: 'refuse' | 'recordUnknown' };
/**
 * HR sets the demo company's fence through the company master (the whole row goes back, as the
 * form sends it) and gets the workplace's position; the returned function takes the fence away.
 */
async function setFence(request: APIRequestContext, hrToken: string, policies: Policies) {
  const headers = { authorization: hrToken };
  const found = (await (await request.post('/api/1.0/search/master/company', { headers, data: { keyword: 'AMN' } })).json()).data.items as Array<Record<string, unknown>>;
  const row = found.find((c) => c.abbreviation === 'AMN')!;
  const { id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, active: _a, ...rest } = row;
  const fields = Object.fromEntries(Object.entries(rest).filter(([k]) => !k.endsWith('Label')));
  const save = async (p: Policies) => {
    const res = await request.post('/api/1.0/update/master/company', { headers, data: { ...fields, id, fenceOutside: 'refuse', fenceNoPosition: 'refuse', ...p } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await save(policies);
  return { office: { latitude: Number(row.latitude), longitude: Number(row.longitude) }, restore: () => save({ fenceRadius: null }) };
}

/** A phone at a position (or one that was never allowed to tell it), logged in as a demo role, on the dashboard. */
async function phoneAt(browser: Browser, baseURL: string, request: APIRequestContext, role: string, lang: Lang, at: LatLng | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL, viewport: PHONE, reducedMotion: 'reduce',
    ...(at ? { geolocation: { ...at, accuracy: 15 }, permissions: ['geolocation'] } : { permissions: [] }),
  });
  const page = await context.newPage();
  await loggedIn(page, request, role);
  await page.goto(lang === 'en' ? '/#/dashboard' : `/#/${lang}/dashboard`);
  // A new context has nothing cached: the whole app loads again, slow on a busy machine.
  await expect(page.getByTestId('checkin-button')).toBeVisible({ timeout: 30_000 });
  return { context, page };
}

// Each test opens several fresh phones (each loads the whole app, nothing cached).
test.describe.configure({ timeout: 150_000 });
// Whatever happens in a test, the fence goes: the worker's next specs punch without a position.
test.afterEach(async ({ page, request }) => {
  await (await setFence(request, await loggedIn(page, request, 'HR'), { fenceRadius: null })).restore();
});

// As the plain check-in spec: each language another demo person; never the printed Supervisor.
const RUNS: Array<{ lang: Lang; role: string }> = [{ lang: 'en', role: 'Employee' }, { lang: 'th', role: 'HR' }, { lang: 'my', role: 'Assistant supervisor' }];

for (const { lang, role } of RUNS) {
  test(`${lang}: outside the 200 m fence the ${role}'s check-in is refused and the card says why; inside it is recorded`, async ({ browser, page, request, baseURL }, info) => {
    // The tokens of the run-wide sessions (the page itself is not used).
    const hrToken = await loggedIn(page, request, 'HR');
    const token = await loggedIn(page, request, role);
    const fence = await setFence(request, hrToken, { fenceRadius: 200 });
    try {
      const text = TEXT[lang];
      const before = await checkedOut(request, token, fence.office);
      expect(before.fence).toEqual({ radius: 200, outside: 'refuse', noPosition: 'refuse' });

      // 850 m away: refused, with the distance and the radius, and nothing recorded.
      const outside = await phoneAt(browser, baseURL!, request, role, lang, north(fence.office, 850));
      await expect(outside.page.getByTestId('checkin-fence')).toContainText(text.metres(200));
      await outside.page.getByTestId('checkin-button').click();
      const note = outside.page.getByTestId('checkin-fence-note');
      await expect(note).toHaveAttribute('data-code', '403041');
      await expect(outside.page.getByTestId('checkin-fence-reason')).toHaveText(text.refused);
      // Shown in the card, not in a dialog over it.
      await expect(outside.page.getByTestId('response-text')).toHaveCount(0);
      expect((await card(request, token)).punches).toHaveLength(before.punches.length);
      expect(await outside.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await outside.page.screenshot({ path: info.outputPath(`geofence-${lang}-refused.png`), fullPage: true });
      await outside.context.close();

      // 40 m away: recorded, marked inside on the server; the card shows the punch as any other.
      const inside = await phoneAt(browser, baseURL!, request, role, lang, north(fence.office, 40));
      const button = inside.page.getByTestId('checkin-button');
      await button.click();
      await expect(button).toHaveAttribute('data-kind', /^(out|otOut)$/);
      const after = await card(request, token);
      // Well past the shift's end (the suite may run in the evening) the check-out ends overtime.
      await expect(button).toHaveText(after.next.kind === 'otOut' ? text.checkOutOvertime : text.checkOut);
      expect(after.punches).toHaveLength(before.punches.length + 1);
      const made = after.punches.at(-1)!;
      expect(made).toMatchObject({ kind: 'in', fence: 'inside', fenceDistance: 40 });
      await expect(inside.page.getByTestId('checkin-punch').last()).toHaveText(`${text.punchIn} ${hhmm(made.at)}`);
      await expect(inside.page.getByTestId('checkin-fence-note')).toHaveCount(0);
      await inside.page.screenshot({ path: info.outputPath(`geofence-${lang}-inside.png`), fullPage: true });
      await inside.context.close();
      // The day left as the plain check-in spec expects to find one: not checked in.
      await checkedOut(request, token, fence.office);
    } finally {
      await fence.restore();
    }
    expect((await card(request, token)).fence).toBeNull();
  });
}

test('en: a company that records punches outside the fence and without a position; location refused where it is required', async ({ browser, page, request, baseURL }, info) => {
  const role = 'Employee';
  const hrToken = await loggedIn(page, request, 'HR');
  const token = await loggedIn(page, request, role);
  const fence = await setFence(request, hrToken, { fenceRadius: 200, fenceOutside: 'recordOutside', fenceNoPosition: 'recordUnknown' });
  try {
    // Outside, recorded as outside: the card says so and marks the punch with its distance.
    let before = await checkedOut(request, token, fence.office);
    const outside = await phoneAt(browser, baseURL!, request, role, 'en', north(fence.office, 850));
    await outside.page.getByTestId('checkin-button').click();
    await expect(outside.page.getByTestId('checkin-fence-note')).toContainText('Recorded as outside the workplace: you were 850 m away; the workplace allows 200 m.');
    await expect(outside.page.getByTestId('checkin-punch').last()).toHaveAttribute('data-fence', 'outside');
    await expect(outside.page.getByTestId('checkin-punch-fence').last()).toHaveText(' · Outside 850 m');
    expect((await card(request, token)).punches).toHaveLength(before.punches.length + 1);
    await outside.page.screenshot({ path: info.outputPath('geofence-en-recorded-outside.png'), fullPage: true });
    await outside.context.close();

    // Location never allowed: recorded as unknown, and the card says how to share it next time.
    before = await checkedOut(request, token, fence.office);
    const blind = await phoneAt(browser, baseURL!, request, role, 'en', null);
    await blind.page.getByTestId('checkin-button').click();
    await expect(blind.page.getByTestId('checkin-fence-note')).toContainText('Recorded without your position', { timeout: 30_000 });
    // Chromium answers a page without the permission at once: denied.
    await expect(blind.page.getByTestId('checkin-fence-hint')).toHaveText("Location is blocked for this site. Allow it in your browser's site settings (the icon beside the address), then press the button again.");
    await expect(blind.page.getByTestId('checkin-punch-fence').last()).toHaveText(' · No position');
    expect((await card(request, token)).punches.at(-1)).toMatchObject({ fence: 'unknown', fenceDistance: null });
    expect((await card(request, token)).punches).toHaveLength(before.punches.length + 1);
    await blind.context.close();

    // The same without permission where a position is required: refused, nothing recorded.
    await fence.restore();
    await setFence(request, hrToken, { fenceRadius: 200 });
    before = await checkedOut(request, token, fence.office);
    const refused = await phoneAt(browser, baseURL!, request, role, 'en', null);
    await refused.page.getByTestId('checkin-button').click();
    await expect(refused.page.getByTestId('checkin-fence-note')).toHaveAttribute('data-code', '403042', { timeout: 30_000 });
    await expect(refused.page.getByTestId('checkin-fence-reason')).toContainText('Allow location to check in:');
    await expect(refused.page.getByTestId('checkin-fence-hint')).toContainText('Location is blocked for this site.');
    expect((await card(request, token)).punches).toHaveLength(before.punches.length);
    await refused.page.screenshot({ path: info.outputPath('geofence-en-no-location.png'), fullPage: true });
    await refused.context.close();
    await checkedOut(request, token, fence.office);
  } finally {
    await fence.restore();
  }
});

test('th: the company form declares the fence: a radius in metres and its two policies, explained above the form', async ({ page, request }, info) => {
  await loggedIn(page, request, 'HR');
  await page.goto('/#/th/system-settings/company-master');
  await expect(page.getByTestId('master-table').locator('tbody tr').first()).toBeVisible();
  await page.getByTestId('add').click();
  const drawer = page.getByTestId('master-drawer');
  await expect(drawer.getByTestId('master-notice')).toContainText('พื้นที่ลงเวลา (Geofence)');
  await expect(drawer.locator('.ant-form-item:has(#field-fenceRadius) label')).toHaveText('รัศมีพื้นที่ลงเวลา (เมตร)');
  // A new company starts with the strict policies chosen; an empty radius is no fence.
  await expect(drawer.locator('.ant-form-item:has(#field-fenceOutside) .ant-select')).toContainText('ไม่รับการลงเวลา');
  await expect(drawer.locator('.ant-form-item:has(#field-fenceNoPosition) .ant-select')).toContainText('ไม่รับการลงเวลา');
  // Under 10 m no phone can tell: the field keeps the radius within the registry's limits.
  await drawer.locator('#field-fenceRadius').fill('5');
  await drawer.locator('#field-fenceRadius').blur();
  await expect(drawer.locator('#field-fenceRadius')).toHaveValue('10');
  await drawer.locator('#field-fenceRadius').fill('200');
  await drawer.locator('#field-fenceRadius').blur();
  await expect(drawer.locator('#field-fenceRadius')).toHaveValue('200');
  await expect(drawer.locator('.ant-form-item:has(#field-fenceRadius) .ant-form-item-explain')).toHaveCount(0);
  await drawer.locator('.ant-form-item:has(#field-fenceNoPosition)').scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('geofence-company-form-th.png') });
});
