import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, employees, holidays, leaveRequests, leaveTypes, roles, type LeaveStatus } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let me: Person, other: Person;
let token: string, otherToken: string;
const type: Record<string, string> = {};
const GET = '/api/1.0/get/calendarFeed/self';
const VIEW = '/api/1.0/view/calendarFeed/self';
const RESET = '/api/1.0/reset/calendarFeed/self';
const DELETE = '/api/1.0/delete/calendarFeed/self';
type Feed = { enabled: boolean; url: string | null; createdAt: string | null; lastUsedAt: string | null };

const feedCall = async (path: string, who: string): Promise<Feed> => {
  const res = await h.post(path, {}, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Feed;
};
/** The path of a feed URL, which the test app is asked for without any Authorization header. */
const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string) => h.get(pathOf(url));
/** The feed's lines with folding undone (RFC 5545 3.1), so assertions read whole properties. */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');
/** The VEVENT blocks of a feed, each as its unfolded lines. */
const eventsOf = (text: string) => unfolded(text).join('\n').split('BEGIN:VEVENT').slice(1).map((b) => b.split('\n'));

async function request(employeeId: string, code: string, status: LeaveStatus, dateFrom: string, dateTo: string, days: number, duration: 'fullDay' | 'morning' | 'afternoon' = 'fullDay') {
  const [row] = await h.db.insert(leaveRequests).values({
    employeeId, leaveTypeId: type[code]!, duration, dateFrom, dateTo, days, status, decisionRemark: status === 'rejected' ? 'Busy month' : null,
  }).returning({ id: leaveRequests.id });
  return row!.id;
}

beforeAll(async () => {
  h = await createHarness();
  me = await h.person();
  other = await h.person();
  [token, otherToken] = await Promise.all([me, other].map((p) => h.login(p))) as [string, string];
  for (const t of await h.db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) type[String(t.code)] = t.id;
});
afterAll(async () => { await h?.close(); });

describe('the owner\'s feed address', () => {
  it('is off until asked for; the first get makes it and shows the URL once, later calls never show it again', async () => {
    expect(await feedCall(VIEW, token)).toEqual({ enabled: false, url: null, createdAt: null, lastUsedAt: null });
    const made = await feedCall(GET, token);
    expect(made).toMatchObject({ enabled: true, createdAt: '2026-11-22T03:00:00.000Z', lastUsedAt: null });
    expect(made.url).toMatch(/^http:\/\/localhost:3000\/api\/1\.0\/ical\/leave\/[A-Za-z0-9_-]{43}\.ics$/);
    // Only the hash is stored, so the URL cannot be shown again.
    expect(await feedCall(GET, token)).toEqual({ enabled: true, url: null, createdAt: made.createdAt, lastUsedAt: null });
    expect(await h.auditActions(me.id)).toContain('calendarFeed.create');
  });

  it('answers without a login as text/calendar, and records when a calendar app read it', async () => {
    const { url } = await feedCall(RESET, token);
    h.clock.advance(60_000);
    const res = await fetchFeed(url!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line break is CRLF and no physical line passes 75 octets.
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Math.max(...res.body.split('\r\n').map((l) => Buffer.byteLength(l)))).toBeLessThanOrEqual(75);
    expect((await feedCall(VIEW, token)).lastUsedAt).toBe('2026-11-22T03:01:00.000Z');
  });

  it('the self calls need a login and the leave-request permission; refusals are audited', async () => {
    for (const path of [VIEW, GET, RESET, DELETE]) expect((await h.post(path, {})).statusCode, path).toBe(401);
    const [bare] = await h.db.insert(roles).values({ code: 'NO_LEAVE', nameEn: 'No leave', nameTh: 'ไม่มีลา' }).returning({ id: roles.id });
    const outsider = await h.person();
    await h.db.update(employees).set({ roleId: bare!.id }).where(eq(employees.id, outsider.id));
    const outsiderToken = await h.login(outsider);
    for (const path of [VIEW, GET, RESET, DELETE]) expect((await h.post(path, {}, outsiderToken)).statusCode, path).toBe(403);
    const denied = await h.db.select().from(auditLog).where(and(eq(auditLog.actorId, outsider.id), eq(auditLog.action, 'permission.denied')));
    expect(denied).toHaveLength(4);
  });
});

describe('the feed\'s content', () => {
  let url: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.approved = await request(me.id, 'SICK', 'approved', '2026-12-08', '2026-12-09', 2);
    ids.overNewYear = await request(me.id, 'VACATION', 'approved', '2026-12-30', '2027-01-04', 2);
    ids.morning = await request(me.id, 'PERSONAL', 'approved', '2026-12-14', '2026-12-14', 0.5, 'morning');
    ids.afternoon = await request(me.id, 'PERSONAL', 'approved', '2026-12-15', '2026-12-15', 0.5, 'afternoon');
    ids.pending = await request(me.id, 'SICK', 'pending', '2026-12-16', '2026-12-16', 1);
    ids.rejected = await request(me.id, 'SICK', 'rejected', '2026-12-17', '2026-12-17', 1);
    ids.cancelled = await request(me.id, 'SICK', 'cancelled', '2026-12-18', '2026-12-18', 1);
    // More than a year back: out of the window.
    ids.old = await request(me.id, 'SICK', 'approved', '2025-10-01', '2025-10-01', 1);
    ids.theirs = await request(other.id, 'SICK', 'approved', '2026-12-21', '2026-12-21', 1);
    await h.db.insert(holidays).values([
      { date: '2027-09-01', nameEn: 'Company day, outing; bring a hat\\cap', nameTh: 'วันบริษัท, เที่ยว; ' + 'ยาว'.repeat(20) },
      { date: '2027-09-02', nameEn: 'Cancelled holiday', nameTh: 'วันหยุดที่ยกเลิก', active: false },
    ]);
    url = (await feedCall(RESET, token)).url!;
  });

  it('lists approved leave as all-day events with an exclusive end; pending, rejected, cancelled, old and other people\'s leave are left out', async () => {
    const text = (await fetchFeed(url)).body;
    const uids = unfolded(text).filter((l) => l.startsWith('UID:leave-'));
    expect(uids.sort()).toEqual([ids.approved, ids.overNewYear, ids.morning, ids.afternoon].map((id) => `UID:leave-${id}@localhost`).sort());
    const sick = eventsOf(text).find((e) => e.includes(`UID:leave-${ids.approved}@localhost`))!;
    expect(sick).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20261208', 'DTEND;VALUE=DATE:20261210', 'SUMMARY:On leave: Sick leave', 'DESCRIPTION:Approved leave\\, 2 days', `DTSTAMP:${h.clock.now().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`]));
    const vacation = eventsOf(text).find((e) => e.includes(`UID:leave-${ids.overNewYear}@localhost`))!;
    expect(vacation).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20261230', 'DTEND;VALUE=DATE:20270105']));
  });

  it('half days are timed events, 09:00–12:00 and 13:00–18:00 in Bangkok', async () => {
    const events = eventsOf((await fetchFeed(url)).body);
    expect(events.find((e) => e.includes(`UID:leave-${ids.morning}@localhost`))).toEqual(expect.arrayContaining(['DTSTART:20261214T020000Z', 'DTEND:20261214T050000Z', 'SUMMARY:On leave (morning): Personal leave']));
    expect(events.find((e) => e.includes(`UID:leave-${ids.afternoon}@localhost`))).toEqual(expect.arrayContaining(['DTSTART:20261215T060000Z', 'DTEND:20261215T110000Z', 'SUMMARY:On leave (afternoon): Personal leave']));
  });

  it('adds the active holidays of the window as free all-day events, with commas, semicolons and backslashes escaped', async () => {
    const text = (await fetchFeed(url)).body;
    const lines = unfolded(text);
    expect(lines).toContain('SUMMARY:Public holiday: King Bhumibol\'s Birthday and Father\'s Day');
    expect(lines).toContain('SUMMARY:Public holiday: Company day\\, outing\\; bring a hat\\\\cap');
    expect(lines.join('\n')).not.toContain('Cancelled holiday');
    const fathers = eventsOf(text).find((e) => e.some((l) => l.includes('Father\'s Day')))!;
    expect(fathers).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206', 'TRANSP:TRANSPARENT']));
    // 2026 and 2027 holidays are in the window; none of 2025 before 22 Nov.
    expect(lines.filter((l) => l === 'DTSTART;VALUE=DATE:20260101')).toHaveLength(1);
  });

  it('titles follow the owner\'s preferred language; Thai text folds without splitting a character', async () => {
    await h.db.update(employees).set({ preferredLang: 'th' }).where(eq(employees.id, me.id));
    const text = (await fetchFeed(url)).body;
    const lines = unfolded(text);
    expect(lines).toContain(`X-WR-CALNAME:วันลาและวันหยุด – ${me.firstNameTh} ${me.lastNameTh}`);
    expect(lines).toContain('SUMMARY:วันลา: ลาป่วย');
    expect(lines).toContain('SUMMARY:วันลา (ครึ่งวันเช้า): ลากิจ');
    expect(lines).toContain(`SUMMARY:วันหยุดนักขัตฤกษ์: วันบริษัท\\, เที่ยว\\; ${'ยาว'.repeat(20)}`);
    expect(text).not.toContain('\uFFFD');
    await h.db.update(employees).set({ preferredLang: 'en' }).where(eq(employees.id, me.id));
  });

  it('another user\'s URL gives their own calendar only', async () => {
    const theirs = (await feedCall(GET, otherToken)).url!;
    const text = (await fetchFeed(theirs)).body;
    const uids = unfolded(text).filter((l) => l.startsWith('UID:leave-'));
    expect(uids).toEqual([`UID:leave-${ids.theirs}@localhost`]);
    expect(unfolded(text)).toContain(`X-WR-CALNAME:Leave and holidays – ${other.firstNameEn} ${other.lastNameEn}`);
  });
});

describe('dead addresses', () => {
  it('rotating kills the old URL at once; turning off kills the current one; a wrong token is a plain 404', async () => {
    const first = (await feedCall(RESET, token)).url!;
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = (await feedCall(RESET, token)).url!;
    expect(second).not.toBe(first);
    const gone = await fetchFeed(first);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, data: null });
    expect((await fetchFeed(second)).statusCode).toBe(200);

    await feedCall(DELETE, token);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect(await feedCall(VIEW, token)).toMatchObject({ enabled: false });
    expect(await h.auditActions(me.id)).toEqual(expect.arrayContaining(['calendarFeed.rotate', 'calendarFeed.delete']));

    // A well-formed unknown token, a malformed one and one without .ics answer alike.
    const base = '/api/1.0/ical/leave/';
    for (const path of [`${base}${'A'.repeat(43)}.ics`, `${base}nope.ics`, `${base}${new URL(second).pathname.split('/').pop()!.replace('.ics', '')}`]) {
      const res = await h.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().data, path).toBeNull();
    }
  });

  it('a disabled employee\'s URL stops working', async () => {
    const p = await h.person();
    const { url } = await feedCall(GET, await h.login(p));
    expect((await fetchFeed(url!)).statusCode).toBe(200);
    await h.db.update(employees).set({ active: false }).where(eq(employees.id, p.id));
    expect((await fetchFeed(url!)).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('one address may read feeds 120 times a minute, then gets 429 until the minute is over', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 130 && !statuses.includes(429); i += 1) statuses.push((await h.get(`/api/1.0/ical/leave/${'B'.repeat(43)}.ics`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    // Earlier tests of this file read feeds from the same address too.
    expect(statuses.length).toBeLessThanOrEqual(121);
  });
});
