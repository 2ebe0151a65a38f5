import { describe, expect, it } from 'vitest';
import { decodeText, detectDelimiter, parseCsv } from '../csv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectFormat, detectMapping, readClockLines, ZTimeclockMapping, type TimeclockFormat, type TimeclockMapping } from './timeclock';
import { planClockPunches } from './timeclock-plan';
import { guessDayFirst, parseClockDate, parseClockDateTime, parseClockState, parseClockTime, wallToInstant } from './timeclock-values';

const rows = (text: string) => parseCsv(text).map((r) => r.fields);

const FIXTURES = join(import.meta.dirname, 'fixtures');

describe('dates, times and states of a time clock', () => {
  it.each([
    ['22/11/2026', true, '2026-11-22'],
    ['2/3/2026', true, '2026-03-02'],
    ['2/3/2026', false, '2026-02-03'],
    ['11/22/2026', false, '2026-11-22'],
    ['2026-11-22', true, '2026-11-22'],
    ['2026/11/02', false, '2026-11-02'],
    ['22.11.2026', true, '2026-11-22'],
    ['22/11/2569', true, '2026-11-22'], // Buddhist era
    ['2569-11-22', true, '2026-11-22'],
    ['29/02/2028', true, '2028-02-29'],
    ['29/02/2026', true, null], // no such day
    ['31/04/2026', true, null],
    ['13/13/2026', true, null],
    ['22/11/1999', true, null], // before the accepted years
    ['22/11/26', true, null], // two-digit years are ambiguous
    ['', true, null],
    ['yesterday', true, null],
  ])('date %s (day first %s) → %s', (text, dayFirst, want) => {
    expect(parseClockDate(text, dayFirst)).toBe(want);
  });

  it.each([
    ['8:01', '08:01:00'], ['08:01:33', '08:01:33'], ['23:59:59', '23:59:59'], ['0:00', '00:00:00'],
    ['8:01 AM', '08:01:00'], ['12:15 am', '00:15:00'], ['12:15 PM', '12:15:00'], ['5:30:10 p.m.', '17:30:10'], ['08:01:33.250', '08:01:33'],
    ['24:00', null], ['8:60', null], ['13:00 PM', null], ['8', null], ['', null],
  ])('time %s → %s', (text, want) => {
    expect(parseClockTime(text)).toBe(want);
  });

  it.each([
    ['22/11/2026 08:01', { date: '2026-11-22', time: '08:01:00' }],
    ['22/11/2569 8:01:05', { date: '2026-11-22', time: '08:01:05' }],
    ['2026-11-22 17:30:00', { date: '2026-11-22', time: '17:30:00' }],
    ['2026-11-22T17:30:00', { date: '2026-11-22', time: '17:30:00' }],
    ['11/22/2026 5:30 PM', null], // month first needs dayFirst false
    ['22/11/2026', null],
    ['08:01', null],
  ])('date and time %s → %j', (text, want) => {
    expect(parseClockDateTime(text)).toEqual(want);
  });
  it('month-first date-times read with dayFirst false', () => {
    expect(parseClockDateTime('11/22/2026 5:30 PM', false)).toEqual({ date: '2026-11-22', time: '17:30:00' });
  });

  it.each([
    ['C/In', 'in'], ['C/Out', 'out'], ['c/in', 'in'], ['In', 'in'], ['OUT', 'out'], ['Check In', 'in'], ['Check-Out', 'out'],
    ['C', 'in'], ['O', 'out'], ['0', 'in'], ['1', 'out'], ['Break Out', 'out'], ['Break In', 'in'], ['OverTime In', 'in'], ['OverTime Out', 'otOut'], ['5', 'otOut'],
    ['เข้า', 'in'], ['ออก', 'out'], ['', null], ['  ', null], ['maybe', undefined], ['9', undefined],
  ])('state %s → %s', (text, want) => {
    expect(parseClockState(text)).toBe(want);
  });

  it('guesses the day order from a value that can only be one way', () => {
    expect(guessDayFirst(['1/2/2026 08:00', '22/11/2026 08:00'])).toBe(true);
    expect(guessDayFirst(['1/2/2026 08:00', '11/22/2026 08:00'])).toBe(false);
    expect(guessDayFirst(['1/2/2026 08:00'])).toBe(true);
  });

  it('turns Bangkok wall time into the instant', () => {
    expect(new Date(wallToInstant('2026-11-22', '08:01:00', 'Asia/Bangkok')).toISOString()).toBe('2026-11-22T01:01:00.000Z');
    expect(new Date(wallToInstant('2026-11-22', '03:00:00', 'Asia/Bangkok')).toISOString()).toBe('2026-11-21T20:00:00.000Z');
    // A zone with daylight saving: the offset of the wall time's own side of the change.
    expect(new Date(wallToInstant('2026-07-01', '12:00:00', 'Europe/Berlin')).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(new Date(wallToInstant('2026-01-01', '12:00:00', 'Europe/Berlin')).toISOString()).toBe('2026-01-01T11:00:00.000Z');
  });
});

describe('reading the file', () => {
  it('splits quoted fields, keeps line numbers and finds the delimiter', () => {
    expect(detectDelimiter('a\tb\tc\n1\t2\t3')).toBe('\t');
    expect(detectDelimiter('a;b;c\n1;2;3')).toBe(';');
    expect(detectDelimiter('a,b\n1,2')).toBe(',');
    expect(parseCsv('\ufeffA,"B, with comma","C ""q"""\r\n\r\n1,"two\nlines",3\n')).toEqual([
      { line: 1, fields: ['A', 'B, with comma', 'C "q"'] },
      { line: 3, fields: ['1', 'two\nlines', '3'] },
    ]);
  });
  it('decodes UTF-8, UTF-16 with its mark and the Thai code page; refuses binary', () => {
    expect(decodeText(new TextEncoder().encode('รหัส,เวลา'))).toBe('รหัส,เวลา');
    expect(decodeText(Buffer.from('\ufeffAC-No.', 'utf16le'))).toBe('AC-No.');
    expect(decodeText(Uint8Array.from([0xc3, 0xcb, 0xd1, 0xca]))).toBe('รหัส'); // Windows-874
    expect(decodeText(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBeNull();
  });
});

describe('detecting the mapping', () => {
  const base: TimeclockMapping = { hasHeader: true, idColumn: 0, dateTimeColumn: null, dateColumn: null, timeColumn: null, stateColumn: null, dayFirst: true, matchByNumber: false };
  it.each<[string, string, Partial<TimeclockMapping>]>([
    ['ZKTeco: AC-No., Name, Time, State', 'AC-No.,Name,Time,State\n123,Somchai,22/11/2026 08:01,C/In\n',
      { idColumn: 0, dateTimeColumn: 2, stateColumn: 3 }],
    ['ZKTeco with a row number first', 'No.,AC-No.,Name,Time,State,New State,Exception\n1,123,Somchai,22/11/2026 08:01,C/In,,\n',
      { idColumn: 1, dateTimeColumn: 3, stateColumn: 4 }],
    ['Date and Time apart', 'AC-No.\tName\tDate\tTime\n123\tSomchai\t22/11/2026\t08:01\n',
      { idColumn: 0, dateColumn: 2, timeColumn: 3 }],
    ['att2000: Date/Time', 'Department,Name,No.,Date/Time,Location ID,ID Number,VerifyCode,CardNo\nHQ,Somchai,123,2026-11-22 08:01:33,1,,FP,\n',
      { idColumn: 2, dateTimeColumn: 3 }],
    ['a Date column holding date and time', 'Employee ID,Date,Status\nAMN00001,2026-11-22 08:01,In\n',
      { idColumn: 0, dateTimeColumn: 1, stateColumn: 2 }],
    ['Thai headers', 'รหัสพนักงาน,ชื่อ,วันที่,เวลา,สถานะ\nT0100001,สมชาย,22/11/2569,08:01,เข้า\n',
      { idColumn: 0, dateColumn: 2, timeColumn: 3, stateColumn: 4 }],
    ['month-first values', 'AC-No.,Time\n5,11/22/2026 5:30 PM\n', { idColumn: 0, dateTimeColumn: 1, dayFirst: false }],
    ['no header (ZKTeco attlog)', '  123\t2026-11-22 08:01:33\t1\t0\t1\t0\n  7\t2026-11-22 08:03:00\t1\t0\t1\t0\n',
      { hasHeader: false, idColumn: 0, dateTimeColumn: 1 }],
    ['unknown headers, read by values', 'Who,When\nAMN00001,2026-11-22 08:01\n', { idColumn: 0, dateTimeColumn: 1 }],
  ])('%s', (_, text, want) => {
    const m = detectMapping(rows(text));
    expect(m).toEqual({ ...base, ...want });
    expect(ZTimeclockMapping.safeParse(m).success).toBe(true);
  });
  // Issue 34 point 1: the GLog's row number "No." was taken for the employee; its "EnNo." is the one.
  it.each<[string, TimeclockFormat | null, Partial<TimeclockMapping>]>([
    ['zkteco-glog.csv', 'zktecoGlog', { idColumn: 2, dateTimeColumn: 9, stateColumn: 6 }],
    ['zkteco-attlog.dat', 'zktecoAttlog', { hasHeader: false, idColumn: 0, dateTimeColumn: 1 }],
    ['hikvision.csv', 'hikvision', { idColumn: 0, dateTimeColumn: 3, stateColumn: 4 }],
    ['suprema-biostar.csv', 'suprema', { idColumn: 1, dateTimeColumn: 0, stateColumn: 6 }],
    ['plain.csv', 'plain', { idColumn: 0, dateTimeColumn: 1 }],
  ])('recognises the device sample %s and reads its enrolment numbers and times', (file, format, want) => {
    const records = parseCsv(decodeText(readFileSync(join(FIXTURES, file)))!).map((r) => r.fields);
    expect(detectFormat(records[0]!)).toBe(format);
    const m = detectMapping(records)!;
    expect(m).toEqual({ ...base, ...want });
    const { lines, problems } = readClockLines(records.slice(m.hasHeader ? 1 : 0).map((fields, i) => ({ line: i + 1, fields })), m, '2026-12-31 00:00:00');
    expect(problems).toEqual([]);
    expect(lines[0]).toMatchObject({ id: '101', date: '2026-11-20', time: '07:58:12' });
    expect(new Set(lines.map((l) => l.id))).toEqual(new Set(format === 'zktecoGlog' ? ['101', '102', '999'] : ['101', '102']));
  });
  it('never takes a column that counts the lines for the id, whatever its header', () => {
    expect(detectMapping(rows('No.,Who,When\n1,AMN00007,2026-11-22 08:01\n2,AMN00008,2026-11-22 08:02\n3,AMN00007,2026-11-22 17:00\n')))
      .toEqual({ ...base, idColumn: 1, dateTimeColumn: 2 });
    expect(detectMapping(rows('SN,When\n1,2026-11-22 08:01\n2,2026-11-22 08:02\n3,2026-11-22 17:00\n'))).toBeNull();
  });
  it('finds nothing in a file without dates', () => {
    expect(detectMapping(rows('Name,Department\nSomchai,HR\n'))).toBeNull();
    expect(detectMapping([])).toBeNull();
  });
});

describe('the mapping rules', () => {
  const ok: TimeclockMapping = { hasHeader: true, idColumn: 0, dateTimeColumn: 1, dateColumn: null, timeColumn: null, stateColumn: null, dayFirst: true, matchByNumber: false };
  const issues = (m: object) => { const r = ZTimeclockMapping.safeParse(m); return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`); };
  it.each<[string, Partial<TimeclockMapping>, string[]]>([
    ['one date-time column', {}, []],
    ['date and time apart', { dateTimeColumn: null, dateColumn: 1, timeColumn: 2 }, []],
    ['no date at all', { dateTimeColumn: null }, ['dateTimeColumn:validation.required']],
    ['a date without a time', { dateTimeColumn: null, dateColumn: 1 }, ['timeColumn:validation.required']],
    ['a time without a date', { timeColumn: 2 }, ['dateColumn:validation.required']],
    ['both ways at once', { dateColumn: 2, timeColumn: 3 }, ['dateColumn:validation.timeclockDateTwice']],
    ['one column twice', { stateColumn: 1 }, ['stateColumn:validation.timeclockSameColumn']],
    ['a negative column', { idColumn: -1 }, ['idColumn:validation.tooSmall']],
  ])('%s', (_, patch, want) => {
    expect(issues({ ...ok, ...patch })).toEqual(want);
  });
});

describe('reading lines through a mapping', () => {
  const m: TimeclockMapping = { hasHeader: true, idColumn: 0, dateTimeColumn: 2, dateColumn: null, timeColumn: null, stateColumn: 3, dayFirst: true, matchByNumber: false };
  it('names each bad line by its line and column', () => {
    const records = parseCsv('AC-No.,Name,Time,State\n1,A,22/11/2026 08:01,C/In\n,B,22/11/2026 08:02,C/In\n3,C,31/11/2026 08:00,C/In\n4,D,22/11/2026 08:03,Lunch\n5,E,23/11/2026 08:00,C/In\n6,F,,\n7,G,22/11/2569 17:00,\n').slice(1);
    const { lines, problems } = readClockLines(records, m, '2026-11-22 23:59:59');
    expect(lines).toEqual([
      { line: 2, id: '1', date: '2026-11-22', time: '08:01:00', state: 'in' },
      { line: 8, id: '7', date: '2026-11-22', time: '17:00:00', state: null },
    ]);
    expect(problems.map((p) => [p.line, p.column, p.code, p.value])).toEqual([
      [3, 'idColumn', 'required', ''],
      [4, 'dateTimeColumn', 'dateTime', '31/11/2026 08:00'],
      [5, 'stateColumn', 'state', 'Lunch'],
      [6, 'dateTimeColumn', 'future', '23/11/2026 08:00'],
      [7, 'dateTimeColumn', 'required', ''],
    ]);
  });
  it('reads a date and a time apart', () => {
    const apart: TimeclockMapping = { ...m, dateTimeColumn: null, dateColumn: 1, timeColumn: 2, stateColumn: null };
    const { lines, problems } = readClockLines([{ line: 2, fields: ['9', '2026-11-20', '7:59'] }, { line: 3, fields: ['9', '2026-11-20', '7h59'] }], apart, '2026-11-22 00:00:00');
    expect(lines).toEqual([{ line: 2, id: '9', date: '2026-11-20', time: '07:59:00', state: null }]);
    expect(problems).toEqual([{ line: 3, column: 'timeColumn', columnIndex: 2, value: '7h59', code: 'time' }]);
  });
});

describe('planning the rows', () => {
  const at = (hhmm: string) => Date.parse(`2026-11-20T${hhmm}:00+07:00`);
  const p = (hhmm: string, state: 'in' | 'out' | 'otOut' | null = null, employeeId = 'e1') => ({ employeeId, localDate: '2026-11-20', at: at(hhmm), state });
  const plan = (...args: Parameters<typeof planClockPunches>) => planClockPunches(...args).map((r) => [r.employeeId, r.kind, r.seq, new Date(r.at).toISOString().slice(11, 16)]);
  it('alternates in and out by time when there is no state, each employee-day apart', () => {
    expect(plan([p('17:00'), p('08:00'), p('12:00'), p('13:00'), p('08:05', null, 'e2')], new Map())).toEqual([
      ['e1', 'in', 0, '01:00'], ['e1', 'out', 1, '05:00'], ['e1', 'in', 2, '06:00'], ['e1', 'out', 3, '10:00'], ['e2', 'in', 0, '01:05'],
    ]);
  });
  it('takes the clock\'s state where it wrote one', () => {
    expect(plan([p('08:00', 'in'), p('08:01', 'in'), p('17:00', 'out'), p('20:00', 'otOut')], new Map())).toEqual([
      ['e1', 'in', 0, '01:00'], ['e1', 'in', 1, '01:01'], ['e1', 'out', 2, '10:00'], ['e1', 'otOut', 3, '13:00'],
    ]);
  });
  it('continues the seq after the day\'s recorded punches and alternates from the punch before', () => {
    const recorded = new Map([['e1|2026-11-20', [{ at: at('08:00'), kind: 'in' as const, seq: 0 }, { at: at('12:00'), kind: 'out' as const, seq: 1 }]]]);
    expect(plan([p('17:00'), p('10:00'), p('07:00')], recorded)).toEqual([
      ['e1', 'in', 2, '00:00'], ['e1', 'out', 3, '03:00'], ['e1', 'in', 4, '10:00'],
    ]);
  });
  it('a voided punch keeps its seq taken but sets no kind: the next one follows the punch before it that stands', () => {
    const recorded = new Map([['e1|2026-11-20', [{ at: at('08:00'), kind: 'in' as const, seq: 0, voided: true }]]]);
    expect(plan([p('09:00')], recorded)).toEqual([['e1', 'in', 1, '02:00']]);
  });
});
