import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { attendancePunches, auditLog, employees, holidays, leaveRequests, leaveTypes, sessions, workingTimes } from '@hr/db';
import type { CheckoutState, DashboardSelf, PunchResult } from '@hr/domain/attendance/punch';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let me: Person, other: Person;
let token: string, otherToken: string;
const shift: Record<string, string> = {};

const CARD = '/api/1.0/get/dashboard/self';
const CHECKOUT = '/api/1.0/get/dashboard/self/checkout';
const HOLIDAYS = '/api/1.0/get/dashboard/holiday/self';
const PUNCH = '/api/1.0/insert/timestamp/self';

/** A Bangkok wall-clock time as an instant. */
const bkk = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);
const setClock = (date: string, hhmm: string) => { h.clock.current = bkk(date, hhmm); };
const key = () => crypto.randomUUID();

async function card(who = token, lang = 'en'): Promise<DashboardSelf> {
  const res = await h.get(CARD, who, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DashboardSelf;
}
async function checkout(who = token): Promise<CheckoutState> {
  const res = await h.get(CHECKOUT, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CheckoutState;
}
const punch = (body: Record<string, unknown>, who = token, headers: Record<string, string> = {}) => h.post(PUNCH, body, who, headers);
/** Presses the card's button as the card stands: its next kind and expected seq, a fresh key. */
async function press(who = token): Promise<PunchResult> {
  const c = await card(who);
  const res = await punch({ kind: c.next.kind, seq: c.expectedSeq, idempotencyKey: key() }, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PunchResult;
}
const rowsOf = async (employeeId: string) => (await h.db.select({ n: count() }).from(attendancePunches).where(eq(attendancePunches.employeeId, employeeId)))[0]!.n;
const punchAudits = async (actorId: string) => h.db.select().from(auditLog).where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, 'attendance.punch')));

beforeAll(async () => {
  h = await createHarness();
  me = await h.person();
  other = await h.person();
  [token, otherToken] = await Promise.all([me, other].map((p) => h.login(p))) as [string, string];
  // The tests move the clock over several weeks: the sessions outlive them.
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  for (const w of await h.db.select({ id: workingTimes.id, prefix: workingTimes.shiftPrefix }).from(workingTimes)) shift[String(w.prefix)] = w.id;
});
afterAll(async () => { await h?.close(); });
beforeEach(async () => {
  // Each test starts from a clean slate: no punches, the day shift 08:00–17:00, recording time.
  await h.db.delete(attendancePunches);
  await h.db.update(employees).set({ workingTimeId: shift.D08!, recordTime: true });
});

describe('check in, then check out (Monday 23 Nov 2026, day shift 08:00–17:00)', () => {
  it('the card says what the button does, records each punch at the server\'s clock and ends with the day\'s status', async () => {
    setClock('2026-11-23', '07:55');
    const before = await card();
    expect(before).toMatchObject({
      today: '2026-11-23', date: '2026-11-23', dayType: 'working', recordsTime: true, holidayName: null,
      shift: { name: 'Day shift 08:00-17:00', workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00', beforeWorkMinutes: 15, lateAllowanceMinutes: 15 },
      punches: [], next: { kind: 'in', again: false }, expectedSeq: 0, status: null,
    });

    const inRes = await punch({ kind: 'in', seq: 0, idempotencyKey: key() });
    expect(inRes.statusCode, inRes.body).toBe(200);
    const checkedIn = inRes.json().data as PunchResult;
    expect(checkedIn.created).toBe(true);
    expect(checkedIn.punch).toMatchObject({ kind: 'in', source: 'web', at: bkk('2026-11-23', '07:55').toISOString() });
    expect(checkedIn.card).toMatchObject({ next: { kind: 'out', again: false }, expectedSeq: 1, punches: [{ id: checkedIn.punch.id, kind: 'in' }], status: 'onTime' });

    setClock('2026-11-23', '17:02');
    expect(await checkout()).toEqual({ now: bkk('2026-11-23', '17:02').toISOString(), checkedInAt: bkk('2026-11-23', '07:55').toISOString(), shiftEnd: bkk('2026-11-23', '17:00').toISOString(), minutesEarly: 0 });
    const out = await punch({ kind: 'out', seq: 1, idempotencyKey: key() });
    expect(out.statusCode, out.body).toBe(200);
    const after = (out.json().data as PunchResult).card;
    expect(after).toMatchObject({ next: { kind: 'in', again: true }, expectedSeq: 2, status: 'onTime', workedMinutes: 487, lateMinutes: 0, earlyLeaveMinutes: 0 });
    expect(after!.punches.map((p) => [p.kind, p.at])).toEqual([['in', bkk('2026-11-23', '07:55').toISOString()], ['out', bkk('2026-11-23', '17:02').toISOString()]]);

    const rows = await h.db.select().from(attendancePunches).where(eq(attendancePunches.employeeId, me.id)).orderBy(attendancePunches.seq);
    expect(rows.map((r) => ({ kind: r.kind, seq: r.seq, localDate: r.localDate, source: r.source, createdBy: r.createdBy, clientAddress: r.clientAddress })))
      .toEqual([
        { kind: 'in', seq: 0, localDate: '2026-11-23', source: 'web', createdBy: me.id, clientAddress: '127.0.0.1' },
        { kind: 'out', seq: 1, localDate: '2026-11-23', source: 'web', createdBy: me.id, clientAddress: '127.0.0.1' },
      ]);
  });

  it('checking out before the shift\'s end: the read says how early, and the day reads "leave early"', async () => {
    setClock('2026-11-23', '08:05');
    await press();
    setClock('2026-11-23', '16:30');
    const state = await checkout();
    expect(state).toMatchObject({ checkedInAt: bkk('2026-11-23', '08:05').toISOString(), shiftEnd: bkk('2026-11-23', '17:00').toISOString(), minutesEarly: 30 });
    const out = await press();
    expect(out.card).toMatchObject({ status: 'leaveEarly', earlyLeaveMinutes: 30 });
    // Nothing left to check out of.
    expect(await checkout()).toMatchObject({ checkedInAt: null, minutesEarly: 0 });
  });

  it('the punch row is its own audit record: who, when by the server, from where, how; no second row in the audit log', async () => {
    setClock('2026-11-23', '08:00');
    const made = await press();
    const [row] = await h.db.select().from(attendancePunches).where(eq(attendancePunches.id, made.punch.id));
    expect(row).toMatchObject({ employeeId: me.id, createdBy: me.id, at: bkk('2026-11-23', '08:00'), kind: 'in', source: 'web', clientAddress: '127.0.0.1', seq: 0, localDate: '2026-11-23' });
    expect(await punchAudits(me.id)).toHaveLength(0);
  });

  it('a phone browser\'s punch is recorded as from a phone, with the position it sent', async () => {
    setClock('2026-11-23', '08:00');
    const res = await punch({ kind: 'in', seq: 0, idempotencyKey: key(), latitude: 13.7563, longitude: 100.5018, accuracy: 25 }, token,
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await h.db.select().from(attendancePunches).where(eq(attendancePunches.employeeId, me.id));
    expect(row).toMatchObject({ source: 'phone', latitude: 13.7563, longitude: 100.5018, accuracy: 25 });
  });
});

describe('the server\'s clock, and nothing else, says when', () => {
  it('a body with a time of its own is refused, naming the field, and records nothing', async () => {
    setClock('2026-11-23', '09:30');
    for (const field of ['at', 'time', 'timestamp']) {
      const res = await punch({ kind: 'in', seq: 0, idempotencyKey: key(), [field]: '2026-11-23T01:00:00.000Z' });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([expect.objectContaining({ field, code: 'unknownField' })]);
    }
    expect(await rowsOf(me.id)).toBe(0);
    // Late is late: the punch is at 09:30 whatever the device thinks.
    const made = await press();
    expect(made.punch.at).toBe(bkk('2026-11-23', '09:30').toISOString());
  });

  it('refuses a malformed body field by field', async () => {
    setClock('2026-11-23', '08:00');
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await punch({ kind: 'in', seq: 0, idempotencyKey: key(), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().data.errors.map((e: { field: string }) => e.field)).toContain(field);
    };
    await bad({ kind: 'sideways' }, 'kind');
    await bad({ ticket: 5 }, 'ticket');
    await bad({ ticket: 'x'.repeat(101) }, 'ticket');
    await bad({ seq: -1 }, 'seq');
    await bad({ idempotencyKey: 'not-a-uuid' }, 'idempotencyKey');
    await bad({ latitude: 91, longitude: 100 }, 'latitude');
    await bad({ latitude: 13, longitude: -181 }, 'longitude');
    await bad({ longitude: 100 }, 'latitude');
    await bad({ latitude: 13, longitude: 100, accuracy: -1 }, 'accuracy');
    expect(await rowsOf(me.id)).toBe(0);
  });
});

describe('one press, one punch', () => {
  it('the same idempotency key again answers the same punch and records nothing more (a double click, a retry after a timeout)', async () => {
    setClock('2026-11-23', '08:00');
    const body = { kind: 'in', seq: 0, idempotencyKey: key() };
    const first = await punch(body);
    h.clock.advance(20_000);
    // The retry arrives after the first landed: its seq is stale by now, and the key still answers.
    const retry = await punch(body);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(first.json().data.created).toBe(true);
    expect(retry.json().data).toMatchObject({ created: false, punch: first.json().data.punch });
    expect(await rowsOf(me.id)).toBe(1);
  });

  it('presses racing with the same seq and different keys (two tabs) make exactly one punch', async () => {
    setClock('2026-11-23', '08:00');
    const answers = await Promise.all(Array.from({ length: 5 }, () => punch({ kind: 'in', seq: 0, idempotencyKey: key() })));
    expect(await rowsOf(me.id)).toBe(1);
    const [row] = await h.db.select().from(attendancePunches).where(eq(attendancePunches.employeeId, me.id));
    // One press made it; every other one answers that punch (it lost the race on the constraint) or the card with it (it came after).
    const made = answers.filter((r) => r.statusCode === 200 && r.json().data.created);
    expect(made).toHaveLength(1);
    for (const r of answers) {
      if (r.statusCode === 200) expect(r.json().data.punch.id).toBe(row!.id);
      else {
        expect(r.statusCode, r.body).toBe(409);
        expect(r.json()).toMatchObject({ success: false, msg: { code: 409060 }, data: { expectedSeq: 1, punches: [{ id: row!.id }] } });
      }
    }
  });

  it('a seq the card no longer stands at is refused with the card as it stands, and records nothing', async () => {
    setClock('2026-11-23', '08:00');
    const made = await press();
    const res = await punch({ kind: 'in', seq: 0, idempotencyKey: key() }, token, { lang: 'th' });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.msg.code).toBe(409060);
    expect(body.msg.text).toContain('ไม่เป็นปัจจุบัน');
    expect(body.data).toMatchObject({ expectedSeq: 1, next: { kind: 'out' }, punches: [{ id: made.punch.id }] });
    // The kind too: a check-in pressed where the card now offers a check-out.
    expect((await punch({ kind: 'in', seq: 1, idempotencyKey: key() })).json().msg.code).toBe(409060);
    expect(await rowsOf(me.id)).toBe(1);
  });
});

describe('one write with the card\'s ticket (what the card sends)', () => {
  /** Presses the button as the card's client does: the card's kind, seq and ticket. */
  const pressWithTicket = async (c: { next: { kind: string }; expectedSeq: number; ticket: string | null } | { kind: string; seq: number; ticket: string | null }, who = token) => {
    const body = 'next' in c ? { kind: c.next.kind, seq: c.expectedSeq, ticket: c.ticket } : c;
    return punch({ ...body, idempotencyKey: key() }, who);
  };

  it('a press with the ticket is recorded without the card: the answer has the punch and the next ticket; the rows and audit are the same', async () => {
    setClock('2026-11-23', '07:55');
    const before = await card();
    expect(before.ticket).toEqual(expect.any(String));
    const res = await pressWithTicket(before);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as PunchResult;
    expect(r).toMatchObject({ created: true, card: null, punch: { kind: 'in', source: 'web', at: bkk('2026-11-23', '07:55').toISOString() } });
    // The next press goes out on the answer's ticket, as the card read afresh would send it.
    setClock('2026-11-23', '17:05');
    const fresh = await card();
    expect(r.ticket).not.toBeNull();
    expect({ kind: fresh.next.kind, seq: fresh.expectedSeq }).toEqual({ kind: 'out', seq: 1 });
    const out = await pressWithTicket({ kind: 'out', seq: 1, ticket: r.ticket });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data).toMatchObject({ created: true, card: null, punch: { kind: 'out' } });
    expect((await card()).status).toBe('onTime');
    const rows = await h.db.select().from(attendancePunches).where(eq(attendancePunches.employeeId, me.id)).orderBy(attendancePunches.seq);
    expect(rows.map((x) => [x.kind, x.seq, x.localDate, x.createdBy])).toEqual([['in', 0, '2026-11-23', me.id], ['out', 1, '2026-11-23', me.id]]);
  });

  it('a ticket whose seq was overtaken (a punch from another tab) records nothing and answers the card as it stands', async () => {
    setClock('2026-11-23', '08:00');
    const stale = await card();
    await press();
    const res = await pressWithTicket(stale);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ msg: { code: 409060 }, data: { expectedSeq: 1, next: { kind: 'out' } } });
    expect(await rowsOf(me.id)).toBe(1);
  });

  it('a ticket read before midnight no longer holds after it: the press is judged on the new day\'s card', async () => {
    setClock('2026-11-23', '23:50');
    const late = await card();
    setClock('2026-11-24', '00:10');
    // The ticket is of the 23rd; today is the 24th with no punch yet: the card read afresh accepts the check-in.
    const res = await pressWithTicket(late);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ created: true, card: { today: '2026-11-24', expectedSeq: 1 } });
  });

  it('a forged or mangled ticket only costs a read: the press is judged on the card', async () => {
    setClock('2026-11-23', '08:00');
    for (const ticket of ['garbage', '1.2026-11-23.0.sideways.9999999999999', '1.2026-11-23.5.in.9999999999999']) {
      const res = await punch({ kind: 'in', seq: 0, idempotencyKey: key(), ticket });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.card).not.toBeNull();
      await h.db.delete(attendancePunches);
    }
    // A ticket claiming a seq the day does not have writes nothing.
    const res = await punch({ kind: 'in', seq: 3, idempotencyKey: key(), ticket: '1.2026-11-23.3.in.9999999999999' });
    expect(res.statusCode).toBe(409);
    expect(await rowsOf(me.id)).toBe(0);
  });

  it('staff who stop recording time are refused even with a ticket read before', async () => {
    setClock('2026-11-23', '08:00');
    const before = await card();
    await h.db.update(employees).set({ recordTime: false }).where(eq(employees.id, me.id));
    const res = await pressWithTicket(before);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg.code).toBe(403040);
    expect(await rowsOf(me.id)).toBe(0);
  });

  it('a double click with the ticket makes one punch', async () => {
    setClock('2026-11-23', '08:00');
    const c = await card();
    const body = { kind: c.next.kind, seq: c.expectedSeq, ticket: c.ticket, idempotencyKey: key() };
    const answers = await Promise.all([punch(body), punch(body), punch(body)]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(answers.filter((a) => a.json().data.created)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().data.punch.id)).size).toBe(1);
    expect(await rowsOf(me.id)).toBe(1);
  });
});

describe('the end of overtime (check-out well past the shift\'s end)', () => {
  const OT = '/api/1.0/get/dashboard/self/checkoutot';
  it('the card offers it from 30 minutes past the end; the read says how long; the punch is of its own kind and the day is worked', async () => {
    setClock('2026-11-23', '07:55');
    await press();
    setClock('2026-11-23', '17:20');
    const early = await card();
    expect(early.next).toEqual({ kind: 'out', again: false });
    expect((await h.get(OT, token)).json().data).toEqual({ now: bkk('2026-11-23', '17:20').toISOString(), checkedInAt: bkk('2026-11-23', '07:55').toISOString(), shiftEnd: bkk('2026-11-23', '17:00').toISOString(), overtimeMinutes: 20, offered: false });
    setClock('2026-11-23', '19:05');
    const late = await card();
    expect(late.next).toEqual({ kind: 'otOut', again: false });
    expect((await h.get(OT, token)).json().data).toMatchObject({ overtimeMinutes: 125, offered: true });
    // A ticket read before the mark no longer holds after it: its "out" is refused with the card as it stands.
    const stale = await punch({ kind: 'out', seq: early.expectedSeq, ticket: early.ticket, idempotencyKey: key() });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.next.kind).toBe('otOut');
    const res = await punch({ kind: 'otOut', seq: late.expectedSeq, ticket: late.ticket, idempotencyKey: key() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.punch).toMatchObject({ kind: 'otOut', at: bkk('2026-11-23', '19:05').toISOString() });
    const after = await card();
    expect(after).toMatchObject({ next: { kind: 'in', again: true }, status: 'onTime', punches: [{ kind: 'in' }, { kind: 'otOut' }] });
    expect((await h.get(OT, token)).json().data).toMatchObject({ checkedInAt: null, overtimeMinutes: 0, offered: false });
  });
});

describe('reads change nothing', () => {
  it('the card, the check-out state and the holidays record no punch and no audit row', async () => {
    setClock('2026-11-23', '08:00');
    await press();
    const audits = (await h.db.select({ n: count() }).from(auditLog))[0]!.n;
    setClock('2026-11-23', '12:00');
    for (let i = 0; i < 2; i++) {
      await card();
      await checkout();
      expect((await h.post(HOLIDAYS, {}, token)).statusCode).toBe(200);
    }
    expect(await rowsOf(me.id)).toBe(1);
    expect((await h.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(audits);
    expect((await card()).next.kind).toBe('out');
  });
});

describe('an employee reads and punches only their own', () => {
  it('a body naming an employee is refused; the other employee\'s card shows none of my punches', async () => {
    setClock('2026-11-23', '08:00');
    const res = await punch({ kind: 'in', seq: 0, idempotencyKey: key(), employeeId: other.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([expect.objectContaining({ field: 'employeeId', code: 'unknownField' })]);
    expect(await rowsOf(other.id)).toBe(0);
    expect(await rowsOf(me.id)).toBe(0);

    await press();
    expect((await card()).punches).toHaveLength(1);
    expect((await card(otherToken)).punches).toEqual([]);
    // The GET takes no query that could name someone else.
    const probe = await h.get(`${CARD}?employeeId=${me.id}`, otherToken);
    expect(probe.statusCode === 400 || (probe.statusCode === 200 && probe.json().data.punches.length === 0), probe.body).toBe(true);
  });

  it('without a login every call answers 401', async () => {
    expect((await h.get(CARD)).statusCode).toBe(401);
    expect((await h.get(CHECKOUT)).statusCode).toBe(401);
    expect((await h.post(HOLIDAYS, {})).statusCode).toBe(401);
    expect((await h.post(PUNCH, { kind: 'in', seq: 0, idempotencyKey: key() })).statusCode).toBe(401);
  });

  it('staff who do not record time get no button and a refusal', async () => {
    await h.db.update(employees).set({ recordTime: false }).where(eq(employees.id, me.id));
    setClock('2026-11-23', '08:00');
    expect((await card()).recordsTime).toBe(false);
    const res = await punch({ kind: 'in', seq: 0, idempotencyKey: key() });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg.code).toBe(403040);
    expect(await rowsOf(me.id)).toBe(0);
  });
});

describe('days without a shift', () => {
  it('Sunday is a day off: the card has no shift, still records an entry, and calls it an entry on a holiday', async () => {
    setClock('2026-11-22', '10:00');
    expect(await card()).toMatchObject({ dayType: 'dayOff', shift: null, next: { kind: 'in' }, status: null });
    await press();
    setClock('2026-11-22', '11:00');
    expect(await checkout()).toMatchObject({ checkedInAt: bkk('2026-11-22', '10:00').toISOString(), shiftEnd: null, minutesEarly: 0 });
    expect((await press()).card).toMatchObject({ dayType: 'dayOff', status: 'holidayEntry' });
  });

  it('a company holiday is named in the reader\'s language; the next holidays come from today on', async () => {
    setClock('2026-12-07', '09:00');
    expect(await card(token, 'th')).toMatchObject({ dayType: 'holiday', holidayName: 'วันหยุดชดเชยวันพ่อแห่งชาติ', shift: null });
    const res = await h.post(HOLIDAYS, { limit: 2 }, token, { lang: 'en' });
    expect(res.json().data).toEqual([{ date: '2026-12-07', name: 'Substitution for Father\'s Day' }, { date: '2026-12-10', name: 'Constitution Day' }]);
    expect((await h.post(HOLIDAYS, { limit: 0 }, token)).statusCode).toBe(400);
  });

  it('a working day without a working time says so and judges nothing', async () => {
    await h.db.update(employees).set({ workingTimeId: null }).where(eq(employees.id, me.id));
    setClock('2026-11-23', '08:00');
    await press();
    setClock('2026-11-23', '17:00');
    expect((await press()).card).toMatchObject({ dayType: 'unscheduled', shift: null, status: null });
  });

  it('approved leave for the morning: the card says so, and the day is expected from the break on', async () => {
    const [sick] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK'));
    const [leave] = await h.db.insert(leaveRequests).values({ employeeId: me.id, leaveTypeId: sick!.id, duration: 'morning', dateFrom: '2026-11-24', dateTo: '2026-11-24', days: 0.5, status: 'approved' }).returning();
    setClock('2026-11-24', '12:55');
    expect(await card()).toMatchObject({ leave: 'morning', dayType: 'working' });
    await press();
    setClock('2026-11-24', '16:00');
    expect((await checkout()).minutesEarly).toBe(60);
    await h.db.delete(leaveRequests).where(eq(leaveRequests.id, leave!.id));
  });
});

describe('a night shift 22:00–06:00 belongs to the date it starts', () => {
  it('the card stays on the night until its check-out, then turns to the new day', async () => {
    await h.db.update(employees).set({ workingTimeId: shift.N22! }).where(eq(employees.id, me.id));
    setClock('2026-11-23', '21:50');
    await press();
    setClock('2026-11-24', '05:00');
    const night = await card();
    expect(night).toMatchObject({ today: '2026-11-24', date: '2026-11-23', next: { kind: 'out' }, expectedSeq: 0, punches: [{ kind: 'in' }] });
    expect((await checkout()).minutesEarly).toBe(60);
    setClock('2026-11-24', '06:03');
    const out = await press();
    expect(out.punch).toMatchObject({ kind: 'out' });
    // Both punches are the Monday night's; Tuesday starts afresh, with its own night ahead.
    expect(out.card).toMatchObject({ date: '2026-11-24', punches: [], next: { kind: 'in', again: false }, expectedSeq: 1 });
    const rows = await h.db.select().from(attendancePunches).where(eq(attendancePunches.employeeId, me.id)).orderBy(attendancePunches.at);
    expect(rows.map((r) => [r.localDate, r.seq])).toEqual([['2026-11-23', 0], ['2026-11-24', 0]]);
  });
});

describe('the holiday master\'s rows', () => {
  it('an inactive holiday is neither the day\'s name nor a next holiday', async () => {
    await h.db.update(holidays).set({ active: false }).where(eq(holidays.date, '2026-12-10'));
    setClock('2026-12-08', '09:00');
    const res = await h.post(HOLIDAYS, { limit: 1 }, token);
    expect(res.json().data).toEqual([{ date: '2026-12-31', name: 'New Year\'s Eve' }]);
    await h.db.update(holidays).set({ active: true }).where(eq(holidays.date, '2026-12-10'));
  });
});
