import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { attendancePunches, auditLog, companies, employees, sessions, workingTimes } from '@hr/db';
import type { DashboardSelf, PunchResult } from '@hr/domain/attendance/punch';
import { createHarness, type Harness } from '../../test/harness';

/*
 * The geofence of self punches (issue 16 point 2): the server judges the position against the
 * employee's company's fence; refused punches record nothing; recorded ones carry the verdict.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let me: Person, elsewhere: Person;
let token: string, elsewhereToken: string;

const CARD = '/api/1.0/get/dashboard/self';
const PUNCH = '/api/1.0/insert/timestamp/self';
/** The office (Empire Tower, Sathorn) and a point `metres` due north of it. */
const OFFICE = { latitude: 13.7244, longitude: 100.5449 };
const DEGREE = (6_371_008.8 * Math.PI) / 180;
const north = (metres: number, accuracy = 15) => ({ latitude: OFFICE.latitude + metres / DEGREE, longitude: OFFICE.longitude, accuracy });
const key = () => crypto.randomUUID();

type Policies = { fenceRadius?: number | null; fenceOutside?: string | null; fenceNoPosition?: string | null; latitude?: number | null; longitude?: number | null };
const setFence = (p: Policies) => h.db.update(companies).set({ ...OFFICE, fenceRadius: 200, fenceOutside: 'refuse', fenceNoPosition: 'refuse', ...p }).where(eq(companies.id, h.company.id));

async function card(who = token): Promise<DashboardSelf> {
  const res = await h.get(CARD, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DashboardSelf;
}
/** Presses the card's button as it stands, with or without a position. */
async function press(position: object = {}, who = token, lang = 'en') {
  const c = await card(who);
  return h.post(PUNCH, { kind: c.next.kind, seq: c.expectedSeq, idempotencyKey: key(), ...position }, who, { lang });
}
const recorded = async (res: Awaited<ReturnType<typeof press>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PunchResult;
};
const rowsOf = async (employeeId: string) => (await h.db.select({ n: count() }).from(attendancePunches).where(eq(attendancePunches.employeeId, employeeId)))[0]!.n;
const auditsOf = async (action: string, actorId = me.id) => h.db.select().from(auditLog).where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action)));

beforeAll(async () => {
  h = await createHarness();
  me = await h.person();
  elsewhere = await h.person();
  [token, elsewhereToken] = await Promise.all([me, elsewhere].map((p) => h.login(p))) as [string, string];
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  const [day] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: day!.id, recordTime: true });
  // Monday 23 Nov 2026, 07:55 in Bangkok: a working day, before the day shift.
  h.clock.current = new Date('2026-11-23T07:55:00+07:00');
});
afterAll(async () => { await h?.close(); });
beforeEach(async () => {
  await h.db.delete(attendancePunches);
  await h.db.delete(auditLog);
  await setFence({ fenceRadius: null });
});

describe('a company without a fence: as before', () => {
  it('the card says there is no fence; a punch needs no position and carries no verdict', async () => {
    expect((await card()).fence).toBeNull();
    const r = await recorded(await press());
    expect(r.punch).toMatchObject({ kind: 'in', fence: null, fenceDistance: null });
    // A position sent anyway is kept, and judged against nothing.
    const out = await recorded(await press(north(5_000)));
    expect(out.punch).toMatchObject({ kind: 'out', fence: null, fenceDistance: null });
    const [row] = await h.db.select().from(attendancePunches).where(eq(attendancePunches.id, out.punch.id));
    expect(row).toMatchObject({ fence: null, fenceDistance: null, accuracy: 15 });
    expect(row!.latitude).toBeCloseTo(north(5_000).latitude, 9);
  });

  it('a radius on a company without a position (HR has not completed it) is no fence', async () => {
    await setFence({ latitude: null, longitude: null });
    expect((await card()).fence).toBeNull();
    expect((await recorded(await press())).punch.fence).toBeNull();
  });
});

describe('a 200 m fence', () => {
  it('the card tells the client the radius and the policies (never the workplace\'s position)', async () => {
    await setFence({ fenceOutside: 'recordOutside', fenceNoPosition: 'refuse' });
    const c = await card();
    expect(c.fence).toEqual({ radius: 200, outside: 'recordOutside', noPosition: 'refuse' });
    expect(JSON.stringify(c)).not.toContain('13.72');
  });

  it('inside: recorded with the verdict and the distance, kept on the punch row', async () => {
    await setFence({});
    const r = await recorded(await press(north(150, 20)));
    expect(r.created).toBe(true);
    expect(r.punch).toMatchObject({ kind: 'in', fence: 'inside', fenceDistance: 150 });
    expect(r.card!.punches).toEqual([expect.objectContaining({ id: r.punch.id, fence: 'inside', fenceDistance: 150 })]);
    const [row] = await h.db.select().from(attendancePunches).where(eq(attendancePunches.id, r.punch.id));
    expect(row).toMatchObject({ fence: 'inside', fenceDistance: 150, accuracy: 20 });
    // The phone's circle reaching the fence is enough: 260 m away with 60 m accuracy.
    expect((await recorded(await press(north(260, 60)))).punch).toMatchObject({ kind: 'out', fence: 'inside', fenceDistance: 260 });
  });

  it('outside, refused: 403041 with the distance and radius, in the reader\'s language; nothing recorded but the refusal\'s audit row', async () => {
    await setFence({});
    const res = await press(north(850, 30));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      msg: { code: 403041, text: 'You are 850 m from the workplace; check-in is allowed within 200 m. Nothing was recorded.' },
      data: { distance: 850, radius: 200, accuracy: 30 },
    });
    expect(await rowsOf(me.id)).toBe(0);
    expect(await auditsOf('attendance.punch')).toHaveLength(0);
    const [refusal] = await auditsOf('attendance.punchRefused');
    expect(refusal).toMatchObject({ objectId: 'dashboard', targetId: null, detail: { kind: 'in', fence: 'outside', reason: 'outside', distance: 850, radius: 200, accuracy: 30 } });

    const th = await press(north(1_250, 30), token, 'th');
    expect(th.json().msg).toMatchObject({ code: 403041, text: 'คุณอยู่ห่างจากสถานที่ทำงาน 1.3 กิโลเมตร การลงเวลาเข้างานทำได้ภายในระยะ 200 เมตร เท่านั้น ระบบยังไม่ได้บันทึกเวลา' });
    const my = await press(north(850, 30), token, 'my');
    expect(my.json().msg.text).toContain('850 မီတာ');
    // The card is as it was: the same press again, from inside, goes through.
    expect((await card()).expectedSeq).toBe(0);
    expect((await recorded(await press(north(10)))).punch.fence).toBe('inside');
  });

  it('outside, recorded as outside: the punch carries the verdict and the distance', async () => {
    await setFence({ fenceOutside: 'recordOutside' });
    const r = await recorded(await press(north(850, 30)));
    expect(r.punch).toMatchObject({ kind: 'in', fence: 'outside', fenceDistance: 850 });
    const [row] = await h.db.select().from(attendancePunches).where(eq(attendancePunches.id, r.punch.id));
    expect(row).toMatchObject({ fence: 'outside', fenceDistance: 850, accuracy: 30 });
    expect((await card()).punches).toEqual([expect.objectContaining({ fence: 'outside', fenceDistance: 850 })]);
  });

  it('no position when the company requires one: 403042 for check-in and for check-out, nothing recorded', async () => {
    await setFence({ fenceOutside: 'recordOutside' });
    const res = await press();
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toMatchObject({ code: 403042, text: expect.stringMatching(/^Allow location to check in: /) });
    expect(await rowsOf(me.id)).toBe(0);
    expect((await auditsOf('attendance.punchRefused'))[0]!.detail).toMatchObject({ fence: 'unknown', reason: 'noPosition', distance: null });

    await recorded(await press(north(0)));
    const out = await press({}, token, 'th');
    expect(out.json().msg).toMatchObject({ code: 403042, text: expect.stringMatching(/^โปรดอนุญาตให้เข้าถึงตำแหน่งเพื่อลงเวลาออกงาน /) });
    expect(await rowsOf(me.id)).toBe(1);
  });

  it('no position, recorded as unknown', async () => {
    await setFence({ fenceNoPosition: 'recordUnknown' });
    const r = await recorded(await press());
    expect(r.punch).toMatchObject({ fence: 'unknown', fenceDistance: null });
    const [row] = await h.db.select().from(attendancePunches).where(eq(attendancePunches.id, r.punch.id));
    expect(row).toMatchObject({ fence: 'unknown', fenceDistance: null, latitude: null, accuracy: null });
  });

  it('a position too imprecise to tell counts as none: refused with 403044, or recorded as unknown with its distance', async () => {
    await setFence({});
    const res = await press(north(100, 2_500));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ msg: { code: 403044, text: expect.stringContaining('(within 2.5 km; at most 1 km counts)') }, data: { accuracy: 2_500, maxAccuracy: 1_000 } });
    expect(await rowsOf(me.id)).toBe(0);

    await setFence({ fenceNoPosition: 'recordUnknown' });
    expect((await recorded(await press(north(100, 2_500)))).punch).toMatchObject({ fence: 'unknown', fenceDistance: 100 });
  });

  it('a retry of a punch made before the fence came answers that punch; the fence judges new presses only', async () => {
    const c = await card();
    const body = { kind: c.next.kind, seq: c.expectedSeq, idempotencyKey: key() };
    const first = await recorded(await h.post(PUNCH, body, token));
    await setFence({});
    const again = await recorded(await h.post(PUNCH, body, token));
    expect(again).toMatchObject({ created: false, punch: { id: first.punch.id, fence: null } });
    expect((await press()).json().msg.code).toBe(403042);
  });

  it('with the card\'s ticket the fence is judged the same, and a fence HR changes after it was read is the one that judges', async () => {
    await setFence({});
    const c = await card();
    const inside = await h.post(PUNCH, { kind: c.next.kind, seq: c.expectedSeq, ticket: c.ticket, idempotencyKey: key(), ...north(150, 20) }, token);
    const r = await recorded(inside);
    expect(r).toMatchObject({ created: true, card: null, punch: { fence: 'inside', fenceDistance: 150 } });
    // HR narrows the fence to 100 m: the next press, on the answer's ticket, is judged by the new fence and refused.
    await setFence({ fenceRadius: 100 });
    const out = await h.post(PUNCH, { kind: 'out', seq: 1, ticket: r.ticket, idempotencyKey: key(), ...north(150, 20) }, token);
    expect(out.statusCode, out.body).toBe(403);
    expect(out.json().msg.code).toBe(403041);
    expect(await rowsOf(me.id)).toBe(1);
    // And removing the fence lets the same press through at once.
    await setFence({ fenceRadius: null });
    const free = await h.post(PUNCH, { kind: 'out', seq: 1, ticket: r.ticket, idempotencyKey: key() }, token);
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().data.punch).toMatchObject({ kind: 'out', fence: null });
  });

  it('the employee\'s own company\'s fence: staff of a company without one punch as before', async () => {
    await setFence({});
    const [other] = await h.db.insert(companies).values({ abbreviation: 'T02', nameEn: 'Other Co., Ltd.', nameTh: 'บริษัท อื่น จำกัด', ...OFFICE }).returning();
    await h.db.update(employees).set({ companyId: other!.id }).where(eq(employees.id, elsewhere.id));
    try {
      expect((await card(elsewhereToken)).fence).toBeNull();
      expect((await recorded(await press({}, elsewhereToken))).punch.fence).toBeNull();
      expect((await press({}, token)).statusCode).toBe(403);
    } finally {
      await h.db.update(employees).set({ companyId: h.company.id }).where(eq(employees.id, elsewhere.id));
    }
  });
});
