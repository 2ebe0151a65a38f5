import { describe, expect, it } from 'vitest';
import { cardAfterPunch, minutesEarlyIfOutNow, nextPunch, punchCard, shiftEndOf, ZPunchBody, type DashboardSelf, type KindedPunch, type PunchView } from './punch';
import type { AttendanceDay, ShiftTimes } from './status';

const DAY: ShiftTimes = { workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00', beforeWorkMinutes: 15, lateAllowanceMinutes: 15 };
const NIGHT: ShiftTimes = { workStart: '22:00', workEnd: '06:00', breakStart: '02:00', breakEnd: '03:00', beforeWorkMinutes: 15, lateAllowanceMinutes: 15 };
const at = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+07:00`);
const days = (shift: ShiftTimes | null, ...dates: string[]): AttendanceDay[] => dates.map((date) => ({ date, shift }));
const p = (date: string, hhmm: string, kind: KindedPunch['kind']): KindedPunch => ({ at: at(date, hhmm), kind });
const WEEK = ['2026-11-22', '2026-11-23', '2026-11-24'];

describe('the next punch', () => {
  it.each([
    [[], { kind: 'in', again: false }],
    [['in'], { kind: 'out', again: false }],
    [['in', 'out'], { kind: 'in', again: true }],
    [['in', 'out', 'in'], { kind: 'out', again: false }],
    [['in', 'otOut'], { kind: 'in', again: true }],
  ] as const)('after %j: %j', (kinds, next) => {
    expect(nextPunch(kinds)).toEqual(next);
  });
});

describe('the day the card stands on', () => {
  it('today, with today\'s punches, for a day shift', () => {
    const card = punchCard(days(DAY, ...WEEK), [p('2026-11-23', '07:58', 'in'), p('2026-11-23', '17:01', 'out'), p('2026-11-24', '07:59', 'in')], at('2026-11-24', '09:00'));
    expect(card.day.date).toBe('2026-11-24');
    expect(card.punches.map((x) => x.kind)).toEqual(['in']);
    expect(card.next).toEqual({ kind: 'out', again: false });
  });

  it('a day worker who forgot to check out yesterday starts today afresh', () => {
    const card = punchCard(days(DAY, ...WEEK), [p('2026-11-23', '07:58', 'in')], at('2026-11-24', '07:50'));
    expect(card.day.date).toBe('2026-11-24');
    expect(card.next).toEqual({ kind: 'in', again: false });
  });

  it('yesterday\'s night shift while it is open and within reach; then today', () => {
    const punches = [p('2026-11-23', '21:55', 'in')];
    expect(punchCard(days(NIGHT, ...WEEK), punches, at('2026-11-24', '05:30'))).toMatchObject({ day: { date: '2026-11-23' }, next: { kind: 'out' } });
    // Six hours after its end the night is out of reach: the forgotten check-out stays forgotten.
    expect(punchCard(days(NIGHT, ...WEEK), punches, at('2026-11-24', '12:01'))).toMatchObject({ day: { date: '2026-11-24' }, next: { kind: 'in', again: false } });
    // Checked out at 06:04: the punch is the night's, and the card turns to today.
    const out = punchCard(days(NIGHT, ...WEEK), [...punches, p('2026-11-24', '06:04', 'out')], at('2026-11-24', '06:05'));
    expect(out).toMatchObject({ day: { date: '2026-11-24' }, punches: [], next: { kind: 'in', again: false } });
  });

  it('minutes early: from the shift\'s end, 0 after it and on a day off', () => {
    const d = days(DAY, ...WEEK);
    const punches = [p('2026-11-24', '08:00', 'in')];
    expect(minutesEarlyIfOutNow(d, punches, d[2]!, at('2026-11-24', '15:45'))).toBe(75);
    expect(minutesEarlyIfOutNow(d, punches, d[2]!, at('2026-11-24', '17:10'))).toBe(0);
    const off = days(null, ...WEEK);
    expect(minutesEarlyIfOutNow(off, punches, off[2]!, at('2026-11-24', '09:00'))).toBe(0);
  });

  it('still checked in 30 minutes past the shift\'s end, the check-out is the end of overtime', () => {
    const d = days(DAY, ...WEEK);
    const punches = [p('2026-11-24', '07:58', 'in')];
    expect(punchCard(d, punches, at('2026-11-24', '17:29')).next).toEqual({ kind: 'out', again: false });
    expect(punchCard(d, punches, at('2026-11-24', '17:30')).next).toEqual({ kind: 'otOut', again: false });
    // After it the day is done, as after a check-out.
    expect(punchCard(d, [...punches, p('2026-11-24', '19:02', 'otOut')], at('2026-11-24', '19:03')).next).toEqual({ kind: 'in', again: true });
    // A day off has no shift to be past: an ordinary check-out.
    const off = days(null, ...WEEK);
    expect(punchCard(off, punches, at('2026-11-24', '23:00')).next).toEqual({ kind: 'out', again: false });
  });

  it('a night worker staying on after six: the card stays on the night and offers the end of overtime', () => {
    const card = punchCard(days(NIGHT, ...WEEK), [p('2026-11-23', '21:55', 'in')], at('2026-11-24', '07:10'));
    expect(card).toMatchObject({ day: { date: '2026-11-23' }, next: { kind: 'otOut', again: false } });
  });

  it('a night shift ends the next morning', () => {
    expect(shiftEndOf({ date: '2026-11-23', shift: NIGHT })).toBe(at('2026-11-24', '06:00'));
    expect(shiftEndOf({ date: '2026-11-23', shift: NIGHT, holiday: true })).toBeNull();
  });
});

describe('the punch body', () => {
  const base = { kind: 'in', seq: 0, idempotencyKey: '0b4c6e0e-8a59-4a43-9a51-2f0f3a1f5b11' };
  it('carries no time and no employee of its own', () => {
    expect(ZPunchBody.safeParse(base).success).toBe(true);
    expect(ZPunchBody.safeParse({ ...base, at: '2026-11-24T01:00:00Z' }).success).toBe(false);
    expect(ZPunchBody.safeParse({ ...base, employeeId: base.idempotencyKey }).success).toBe(false);
  });
  it('a position is a pair within range, its accuracy in metres', () => {
    expect(ZPunchBody.safeParse({ ...base, latitude: 13.75, longitude: 100.5, accuracy: 30 }).success).toBe(true);
    expect(ZPunchBody.safeParse({ ...base, latitude: 13.75 }).success).toBe(false);
    expect(ZPunchBody.safeParse({ ...base, latitude: -90.5, longitude: 0 }).success).toBe(false);
    expect(ZPunchBody.safeParse({ ...base, accuracy: 10 }).success).toBe(false);
  });
});

describe('the card right after a one-write punch', () => {
  const card: DashboardSelf = {
    now: '2026-11-23T00:55:00.000Z', today: '2026-11-23', date: '2026-11-23', recordsTime: true, fence: null, dayType: 'working', holidayName: null, shift: null, leave: null,
    punches: [], next: { kind: 'in', again: false }, expectedSeq: 0, ticket: 't0', status: null, workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0,
  };
  const punch = (id: string, kind: 'in' | 'out'): PunchView => ({ id, at: '2026-11-23T00:55:00.000Z', kind, source: 'web', fence: null, fenceDistance: null });

  it('adds the punch, turns the button, moves the seq and takes the next ticket', () => {
    const afterIn = cardAfterPunch(card, { punch: punch('a', 'in'), created: true, card: null, ticket: 't1' });
    expect(afterIn).toMatchObject({ punches: [{ id: 'a' }], next: { kind: 'out', again: false }, expectedSeq: 1, ticket: 't1' });
    const afterOut = cardAfterPunch(afterIn, { punch: punch('b', 'out'), created: true, card: null, ticket: 't2' });
    expect(afterOut).toMatchObject({ next: { kind: 'in', again: true }, expectedSeq: 2, ticket: 't2' });
  });

  it('takes the answer\'s card when there is one, and adds a punch it already shows only once', () => {
    const fresh = { ...card, expectedSeq: 5 };
    expect(cardAfterPunch(card, { punch: punch('a', 'in'), created: false, card: fresh, ticket: null })).toBe(fresh);
    const shown = { ...card, punches: [punch('a', 'in')], expectedSeq: 1 };
    expect(cardAfterPunch(shown, { punch: punch('a', 'in'), created: false, card: null, ticket: 't9' })).toBe(shown);
  });
});
