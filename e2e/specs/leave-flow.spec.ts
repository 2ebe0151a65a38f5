import { type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expect, test, apiLogin, appPath, chooseOption, confirmWithKeyboard, demo, expectMenuBadge } from '../fixtures';

/*
 * Issue 6 point 8: one leave story across every leave page, in English and again in Thai. The
 * requester is the demo ASSISTANT SUPERVISOR, who reports to the demo supervisor (seed/demo.ts
 * buildStaff), whose approval page, badge and subordinate report the story needs. Not the demo
 * employee (who reports to the demo supervisor too): other specs read that employee's seeded leave.
 */
const REQUESTER = 'Assistant supervisor';
const LIST = '/self-service/leave-request';
const APPROVAL = '/employment-management/approval';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const stamp = Date.now().toString(36).slice(-5).toUpperCase();

type Lang = 'en' | 'th';
type Envelope<T> = { success: boolean; msg: { code: number; text: string }; data: T };
type Figures = { code: string; name: string; entitlement: number; adjusted: number; used: number; pending: number; remaining: number };
type SummaryPage = { items: Array<{ employee: { employeeCode: string }; types: Figures[] }> };

/** What a user reads in each language. */
const TEXT = {
  en: {
    sick: /^Sick leave/, morning: /^Morning/, morningText: 'Morning (09:00', days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`, remarkRequired: 'Remark is required',
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }, rejectedBecause: (r: string) => `Rejected: ${r}`,
    remark: `The stock count needs you that morning ${stamp}`, reason: `Fever, doctor's appointment ${stamp}`,
  },
  th: {
    sick: /^ลาป่วย/, morning: /^ครึ่งวันเช้า/, morningText: 'ครึ่งวันเช้า', days: (n: number) => `${n} วัน`, remarkRequired: 'จำเป็นต้องระบุหมายเหตุ',
    status: { pending: 'รออนุมัติ', approved: 'อนุมัติแล้ว', rejected: 'ไม่อนุมัติ' }, rejectedBecause: (r: string) => `ไม่อนุมัติ: ${r}`,
    remark: `เช้าวันนั้นต้องตรวจนับสต็อก ${stamp}`, reason: `มีไข้ นัดพบแพทย์ ${stamp}`,
  },
} as const;

async function call<T>(request: APIRequestContext, token: string, path: string, data: unknown, lang: Lang = 'en'): Promise<Envelope<T>> {
  return (await request.post(`/api${path}`, { data, headers: { Authorization: token, lang } })).json() as Promise<Envelope<T>>;
}

/** Today in Bangkok (as the server counts notice) and date arithmetic on ISO dates. */
const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** The year as the reader counts it (Buddhist era in Thai). */
const yearOf = (iso: string, lang: Lang) => String(Number(iso.slice(0, 4)) + (lang === 'th' ? 543 : 0));
/** A date as the picker reads it typed: DD/MM/YYYY, the year in the reader's era. */
const typed = (iso: string, lang: Lang) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${yearOf(iso, lang)}`;
/**
 * A date as the lists write it, the month's name in the reader's language: DD-MMM-YYYY in English,
 * "24 พ.ย. 2569" in Thai, the day without a leading zero and the month in full in Khmer and Burmese.
 */
const shown = (iso: string, lang: Lang) => lang === 'en'
  ? `${iso.slice(8, 10)}-[^-\\s]+-${yearOf(iso, lang)}`
  : `${Number(iso.slice(8, 10))}\\s[^\\s\\d]+\\s${yearOf(iso, lang)}`;

/** The days the requester's calendar gives a choice (0 when it refuses). */
async function daysOf(request: APIRequestContext, token: string, leaveTypeId: string, duration: string, dateFrom: string, dateTo: string) {
  const r = await call<{ days: number }>(request, token, '/1.1/get/leave/numberOfDays', { leaveTypeId, duration, dateFrom, dateTo });
  return r.success ? r.data.days : 0;
}

/** The pending requests the caller may decide, as the "Approvals" menu badge counts them. */
async function approvalCount(request: APIRequestContext, token: string) {
  const res = await request.get('/api/1.0/get/count/notification/self/bySource', { headers: { authorization: token } });
  return ((await res.json()) as Envelope<{ bySource: Record<string, number> }>).data.bySource['leave-approval'] ?? 0;
}

/** The badge on the "Approvals" menu entry. */
const expectBadge = (page: Page, count: number) => expectMenuBadge(page, 'employment-management.approval', 'employment-management', count);

/** The requester's sick-leave figures of a year in one of the summary reports. */
async function sickFigures(request: APIRequestContext, token: string, path: string, year: number, code: string, lang: Lang = 'en') {
  const r = await call<SummaryPage>(request, token, path, { year, keyword: code, page: 1, pageSize: 20 }, lang);
  expect(r.success, JSON.stringify(r.msg)).toBe(true);
  return r.data.items.find((x) => x.employee.employeeCode === code)!.types.find((x) => x.code === 'SICK')!;
}

/** A page in its own browser context, logged in as a demo role, consent given, no announcement pending. */
async function pageAs(browser: Browser, request: APIRequestContext, role: string) {
  const token = await apiLogin(request, demo(role));
  await request.post('/api/1.0/accept/pdpa', { headers: { authorization: token }, data: {} });
  const context = await browser.newContext();
  await context.addInitScript((t) => {
    localStorage.setItem('hr.token', t);
    localStorage.setItem('hr.pdpa', 'done');
    localStorage.setItem('hr.announcement', 'false');
  }, token);
  return { page: await context.newPage(), token, close: () => context.close() };
}

async function typeDate(page: Page, id: string, value: string) {
  await page.locator(`#${id}`).fill(value);
  await page.locator(`#${id}`).press('Enter');
}

/** Submits the leave form, answers its confirmation, and returns the new request's id from the details page it lands on. */
async function submitLeave(page: Page, lang: Lang, days: number) {
  await page.getByTestId('leave-submit').click();
  await confirmWithKeyboard(page);
  await expect(page).toHaveURL(/#\/(th\/)?self-service\/leave-request\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('view-days')).toHaveText(TEXT[lang].days(days));
  return appPath(page).split('/').pop()!;
}

/**
 * The story: the requester files a morning and a Monday-to-Thursday sick leave over a company
 * holiday; the supervisor sees the badge, rejects the morning (first without a remark) and
 * approves the other; the requester sees the outcome and the balance; the reports agree.
 * `after` is the first date the week may start on, so the two runs never share dates.
 */
async function story(browser: Browser, request: APIRequestContext, info: TestInfo, lang: Lang, after: string) {
  const text = TEXT[lang];
  const prefix = lang === 'th' ? '/th' : '';
  const requester = demo(REQUESTER);
  const me = await pageAs(browser, request, REQUESTER);
  const supervisorToken = await apiLogin(request, demo('Supervisor'));
  const hrToken = await apiLogin(request, demo('HR'));
  const sumSelf = await call<{ types: Array<{ code: string; leaveTypeId: string }> }>(request, me.token, '/1.1/get/sumLeaveSelfView', {});
  const sick = sumSelf.data.types.find((x) => x.code === 'SICK')!.leaveTypeId;

  // A Monday-to-Thursday week from `after` with four working days and a working Friday, none of them
  // already taken by the requester, all in one year; HR makes its Wednesday a company holiday.
  const mine = await call<{ items: Array<{ dateFrom: string; dateTo: string; status: string }> }>(request, me.token, '/1.1/search/leaveSelfView', { page: 1, pageSize: 200 });
  const busy = (from: string, to: string) => mine.data.items.some((r) => ['pending', 'approved'].includes(r.status) && r.dateFrom <= to && r.dateTo >= from);
  const goodWeek = async (mon: string) => mon.slice(0, 4) === addDays(mon, 4).slice(0, 4) && !busy(mon, addDays(mon, 4))
    && (await daysOf(request, me.token, sick, 'fullDay', mon, addDays(mon, 3))) === 4
    && (await daysOf(request, me.token, sick, 'morning', addDays(mon, 4), addDays(mon, 4))) === 0.5;
  let monday = after;
  while (weekday(monday) !== 1) monday = addDays(monday, 1);
  for (let i = 0; i < 30 && !(await goodWeek(monday)); i++) monday = addDays(monday, 7);
  expect(await goodWeek(monday), `no free week from ${after}`).toBe(true);
  const [wednesday, thursday, friday] = [addDays(monday, 2), addDays(monday, 3), addDays(monday, 4)];
  const holiday = await call(request, hrToken, '/1.0/insert/master/holiday', { date: wednesday, nameEn: `Stock-take day ${stamp}`, nameTh: `วันตรวจนับสต็อก ${stamp}` });
  expect(holiday.success, JSON.stringify(holiday.msg)).toBe(true);
  const year = Number(monday.slice(0, 4));
  const teamBefore = await sickFigures(request, supervisorToken, '/1.0/search/report/leave/under', year, requester.employeeId);
  const badgeBefore = await approvalCount(request, supervisorToken);

  // 1. The requester files both; the form counts 0.5 and 3 days (the Wednesday is a holiday).
  const { page } = me;
  await page.goto(`/#${prefix}${LIST}`);
  await chooseOption(page, page.getByTestId('year-select').locator('input'), yearOf(monday, lang));
  const sickCard = page.getByTestId('balance-SICK');
  const figure = async (name: 'used' | 'pending') => Number((await sickCard.getByTestId(`balance-${name}`).innerText()).replace(/,/g, ''));
  await expect(sickCard.getByTestId('entitlement-rule')).not.toBeEmpty();
  const [usedBefore, pendingBefore] = [await figure('used'), await figure('pending')];

  await page.getByTestId('add-leave').click();
  await expect(page).toHaveURL(/\/addLeavePage$/);
  // The calendar opens on this month, its year in the reader's era.
  await page.locator('#field-dateFrom').click();
  await expect(page.locator('.ant-picker-dropdown:visible .ant-picker-year-btn')).toHaveText(yearOf(bangkokToday(), lang));
  await page.keyboard.press('Escape');
  await chooseOption(page, page.locator('#field-leaveTypeId'), text.sick);
  await page.locator('#field-duration').getByText(text.morning).click();
  await typeDate(page, 'field-dateFrom', typed(friday, lang));
  await expect(page.locator('#field-dateTo')).toHaveValue(new RegExp(`^${shown(friday, lang)}$`));
  await expect(page.getByTestId('days-total')).toHaveText(text.days(0.5));
  await page.locator('#field-reason').fill(text.reason);
  const halfId = await submitLeave(page, lang, 0.5);

  await page.goto(`/#${prefix}${LIST}/addLeavePage`);
  await chooseOption(page, page.locator('#field-leaveTypeId'), text.sick);
  await typeDate(page, 'field-dateFrom', typed(monday, lang));
  await typeDate(page, 'field-dateTo', typed(thursday, lang));
  await expect(page.getByTestId('days-total')).toHaveText(text.days(3));
  await expect(page.getByTestId('days-dates').locator('.ant-tag')).toHaveCount(3);
  await page.locator('#field-reason').fill(text.reason);
  // Three days of sick leave need a medical certificate.
  await page.getByTestId('leave-files').locator('input[type=file]').setInputFiles({ name: `certificate-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('file-item')).toHaveCount(1);
  await page.screenshot({ path: info.outputPath(`form-${lang}.png`), fullPage: true });
  const longId = await submitLeave(page, lang, 3);

  await page.goto(`/#${prefix}${LIST}`);
  await chooseOption(page, page.getByTestId('year-select').locator('input'), yearOf(monday, lang));
  const rows = page.getByTestId('leave-table').locator('tbody tr.ant-table-row');
  const halfRow = rows.filter({ has: page.locator(`a[href$="${halfId}"]`) });
  const longRow = rows.filter({ has: page.locator(`a[href$="${longId}"]`) });
  await expect(halfRow.getByTestId('leave-status')).toHaveText(text.status.pending);
  await expect(longRow.getByTestId('leave-status')).toHaveText(text.status.pending);
  await expect(halfRow.getByTestId('leave-days')).toHaveText(text.days(0.5));
  await expect(longRow.getByTestId('leave-days')).toHaveText(text.days(3));
  // The list writes the dates with the reader's year (Buddhist era in Thai).
  await expect(longRow.getByTestId('leave-period')).toContainText(new RegExp(`${shown(monday, lang)} – ${shown(thursday, lang)}`));
  await expect(sickCard.getByTestId('balance-pending')).toHaveText(String(pendingBefore + 3.5));
  await expect(sickCard.getByTestId('balance-used')).toHaveText(String(usedBefore));
  await page.screenshot({ path: info.outputPath(`pending-${lang}.png`), fullPage: true });

  // 2. The supervisor: the badge counts both new requests, as the server does.
  expect(await approvalCount(request, supervisorToken)).toBe(badgeBefore + 2);
  const boss = await pageAs(browser, request, 'Supervisor');
  const decisions: string[] = [];
  boss.page.on('request', (r) => { if (/\/(approve|reject)\/leaveForm$/.test(r.url())) decisions.push(r.url()); });
  await boss.page.goto(`/#${prefix}${APPROVAL}`);
  await expect(boss.page.getByTestId('approval-page')).toBeVisible();
  await expectBadge(boss.page, badgeBefore + 2);
  const table = boss.page.getByTestId('approval-table');
  const approvalRow = (id: string) => table.locator('tbody tr').filter({ has: boss.page.getByTestId(`view-${id}`) });
  await expect(approvalRow(longId).getByTestId('row-period')).toContainText(yearOf(monday, lang));
  await expect(approvalRow(halfId).getByTestId('leave-status')).toHaveText(text.status.pending);

  // Rejecting without a remark: the field says it is required, and nothing is sent.
  await table.getByTestId(`reject-${halfId}`).click();
  const modal = boss.page.getByTestId('decision-modal');
  await boss.page.locator('#decision-ok').click();
  await expect(modal.getByText(text.remarkRequired)).toBeVisible();
  await expect(boss.page.locator('.ant-modal-confirm')).toHaveCount(0);
  expect(decisions).toEqual([]);
  await modal.getByTestId('decision-remark').fill(text.remark);
  // One request: the remark dialog is the confirmation (issue 15 point 5).
  await boss.page.locator('#decision-ok').click();
  await expect(table.getByTestId(`reject-${halfId}`)).toHaveCount(0);
  await table.getByTestId(`approve-${longId}`).click();
  await boss.page.locator('#decision-ok').click();
  await expect(table.getByTestId(`approve-${longId}`)).toHaveCount(0);
  expect(decisions).toHaveLength(2);
  // The badge drops by two without waiting for its poll, as the server's count does.
  await expectBadge(boss.page, badgeBefore);
  expect(await approvalCount(request, supervisorToken)).toBe(badgeBefore);
  await boss.page.screenshot({ path: info.outputPath(`approval-${lang}.png`), fullPage: true });

  // 3. The requester: the outcome of each, the remark, and the balance (used up by 3, nothing pending any more).
  await page.reload();
  await chooseOption(page, page.getByTestId('year-select').locator('input'), yearOf(monday, lang));
  await expect(halfRow.getByTestId('leave-status')).toHaveText(text.status.rejected);
  await expect(longRow.getByTestId('leave-status')).toHaveText(text.status.approved);
  await expect(sickCard.getByTestId('balance-used')).toHaveText(String(usedBefore + 3));
  await expect(sickCard.getByTestId('balance-pending')).toHaveText(String(pendingBefore));
  await page.screenshot({ path: info.outputPath(`decided-${lang}.png`), fullPage: true });
  await halfRow.getByRole('link').click();
  await expect(page.getByTestId('leave-details')).toContainText(text.rejectedBecause(text.remark));
  await expect(page.getByTestId('view-period')).toContainText(yearOf(friday, lang));

  // 4. The reports. My leave report: the figures, and both requests with their outcome.
  await page.goto(`/#${prefix}/report/self-leave-report`);
  await chooseOption(page, page.getByTestId('filter-year').locator('input'), yearOf(monday, lang));
  const own = await call<{ types: Figures[] }>(request, me.token, '/1.0/search/report/leave/self', { year });
  const ownSick = own.data.types.find((x) => x.code === 'SICK')!;
  expect([ownSick.used, ownSick.pending]).toEqual([usedBefore + 3, pendingBefore]);
  await expect(page.getByTestId('self-remaining-SICK')).toHaveText(String(ownSick.remaining));
  const selfRows = page.getByTestId('self-requests-table').locator('tbody tr.ant-table-row');
  await chooseOption(page, page.getByTestId('filter-leave-status').locator('input'), text.status.rejected);
  await expect(selfRows.filter({ hasText: new RegExp(shown(friday, lang)) }).filter({ hasText: text.morningText })).toHaveCount(1);
  await chooseOption(page, page.getByTestId('filter-leave-status').locator('input'), text.status.approved);
  await expect(selfRows.filter({ hasText: new RegExp(`${shown(monday, lang)} – ${shown(thursday, lang)}`) })).toHaveCount(1);
  await page.screenshot({ path: info.outputPath(`self-report-${lang}.png`), fullPage: true });

  // The supervisor's report of their team and HR's leave report: the requester's sick-leave line
  // has 3 more days used and nothing more pending than before the story, as the API computes it.
  const teamAfter = await sickFigures(request, supervisorToken, '/1.0/search/report/leave/under', year, requester.employeeId, lang);
  expect([teamAfter.used, teamAfter.pending]).toEqual([teamBefore.used + 3, teamBefore.pending]);
  const hrAfter = await sickFigures(request, hrToken, '/1.0/search/report/leave', year, requester.employeeId, lang);
  const hr = await pageAs(browser, request, 'HR');
  for (const [p, path, want] of [[boss.page, 'leave-subordinate-report', teamAfter], [hr.page, 'leave-report', hrAfter]] as const) {
    await p.goto(`/#${prefix}/report/${path}`);
    await chooseOption(p, p.getByTestId('filter-year').first().locator('input'), yearOf(monday, lang));
    await p.getByTestId('search').locator('input').fill(requester.employeeId);
    await p.getByTestId('search').locator('input').press('Enter');
    // The requester's one row; under sick leave the days used and what remains.
    const line = p.getByTestId(`row-${requester.employeeId}`);
    await expect(p.getByTestId('type-SICK')).toHaveText(want.name);
    const shownNumber = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);
    await expect(line.getByTestId('SICK-used')).toHaveText(shownNumber(want.used));
    await expect(line.getByTestId('SICK-remaining')).toHaveText(shownNumber(want.remaining));
    await p.screenshot({ path: info.outputPath(`${path}-${lang}.png`), fullPage: true });
  }
  await Promise.all([me.close(), boss.close(), hr.close()]);
  return friday;
}

// The Thai run starts after the English one's week (when both run in one worker), so the two never share dates.
let englishFriday: string | undefined;

test('leave from request to report: a half day and three days over a holiday, one rejected with a remark, one approved, balances and reports follow', async ({ browser, request }, info) => {
  test.setTimeout(240_000);
  englishFriday = await story(browser, request, info, 'en', addDays(bangkokToday(), 7));
});

test('the same story in Thai, on later dates: Buddhist-era years in the date picker and the lists', async ({ browser, request }, info) => {
  test.setTimeout(240_000);
  await story(browser, request, info, 'th', addDays(englishFriday ?? addDays(bangkokToday(), 7), 3));
});
