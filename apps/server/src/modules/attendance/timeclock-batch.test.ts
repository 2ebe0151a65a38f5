import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { attendancePunches, auditLog, sessions, timeclockBatches, timeclockMappings } from '@hr/db';
import type { TimeclockPreview, TimeclockResult } from '@hr/domain/attendance/timeclock';
import type { AttendanceDayView } from '@hr/domain/attendance/views';
import { createHarness, type Harness, type UploadPart } from '../../test/harness';

/*
 * Issue 34 point 1: a ZKTeco GLog export read by its enrolment number (its row number "No." had
 * put a file's punches on people who were not in it), the preview naming whom it matched, the
 * import a batch HR rolls back whole, one punch voided with a reason; and point 14: the same
 * export in UTF-16 with a byte-order mark is read, not refused as audio.
 */

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: Person, a: Person, b: Person;
let hrToken: string, aToken: string;

const UPLOAD = '/api/1.0/upload/timeclock';
const IMPORT = '/api/1.0/import/timeclock';
const ROLLBACK = '/api/1.0/rollback/timeclock';
const VOID = '/api/1.0/void/timestamp/manage';
const ONE = '/api/1.0/search/manageTimeStamp/employee';
const BATCHES = '/api/1.0/search/timeclock/batches';

const GLOG = readFileSync(join(import.meta.dirname, '../../../../../packages/domain/src/attendance/fixtures/zkteco-glog.csv'), 'utf8');
/** The device sample with its enrolment numbers 101 and 102 enrolled as a's and b's codes (999 stays nobody's). */
const glogOf = (ids: Record<string, string>) => GLOG.split('\r\n').map((line, i) => {
  if (i === 0 || !line) return line;
  const f = line.split(',');
  f[2] = ids[f[2]!] ?? f[2]!;
  return f.join(',');
}).join('\r\n');
const bkk = (date: string, hhmm: string) => new Date(`${date}T${hhmm}+07:00`);

async function uploaded(part: UploadPart): Promise<TimeclockPreview> {
  const res = await h.upload(`${UPLOAD}?companyId=${h.company.id}`, hrToken, [part]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TimeclockPreview;
}
async function imported(): Promise<TimeclockResult> {
  const p = await uploaded({ name: 'GLog.csv', type: 'text/csv', bytes: Buffer.from(glogOf({ 101: a.employeeCode, 102: b.employeeCode })) });
  const res = await h.post(IMPORT, { fileId: p.fileId, companyId: h.company.id, mapping: p.mapping }, hrToken);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TimeclockResult;
}
const standing = (employeeId: string) => h.db.select({ at: attendancePunches.at, kind: attendancePunches.kind }).from(attendancePunches)
  .where(and(eq(attendancePunches.employeeId, employeeId), isNull(attendancePunches.voidedAt))).orderBy(asc(attendancePunches.at));
async function dayOf(employeeId: string, date: string): Promise<AttendanceDayView> {
  const res = await h.post(ONE, { employeeId, month: date.slice(0, 7) }, hrToken);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.days as AttendanceDayView[]).find((d) => d.date === date)!;
}

beforeAll(async () => {
  h = await createHarness();
  // Seven people first, so that the file's row numbers 1 to 7 would each name someone by the number their code ends in.
  hr = await h.person({ role: 'HR' });
  a = await h.person();
  b = await h.person();
  for (let i = 0; i < 5; i += 1) await h.person();
  [hrToken, aToken] = await Promise.all([hr, a].map((p) => h.login(p))) as [string, string];
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
});
afterAll(async () => { await h?.close(); });
beforeEach(async () => {
  h.clock.current = bkk('2026-11-22', '10:00');
  await h.db.delete(attendancePunches);
  await h.db.delete(timeclockBatches);
  await h.db.delete(timeclockMappings);
});

describe('reading a ZKTeco GLog export', () => {
  it('takes the enrolment number, not the row number, and matches nobody by a number unless asked', async () => {
    const p = await uploaded({ name: 'GLog.csv', type: 'text/csv', bytes: Buffer.from(GLOG) });
    expect(p.format).toBe('zktecoGlog');
    expect(p.mapping).toMatchObject({ idColumn: 2, dateTimeColumn: 9, stateColumn: 6, matchByNumber: false });
    // The row numbers 1 to 7 name E0001 to E0007 by their numbers; the enrolment numbers nobody.
    expect(p.matched).toEqual([]);
    expect(p.counts).toMatchObject({ lines: 7, new: 0, employees: 0, unknownLines: 7, unknownIdCount: 3 });
    expect(p.unknownIds).toEqual([{ id: '101', lines: 4, lineNumbers: [2, 4, 5, 7] }, { id: '102', lines: 2, lineNumbers: [3, 8] }, { id: '999', lines: 1, lineNumbers: [6] }]);
  });

  it('names each matched employee with their punches, and lists the lines it could not match', async () => {
    const p = await uploaded({ name: 'GLog.csv', type: 'text/csv', bytes: Buffer.from(glogOf({ 101: a.employeeCode, 102: b.employeeCode })) });
    expect(p.matched).toEqual([
      { employeeId: a.id, code: a.employeeCode, name: `${a.firstNameEn} ${a.lastNameEn}`, fileIds: [a.employeeCode], punches: 4, new: 4 },
      { employeeId: b.id, code: b.employeeCode, name: `${b.firstNameEn} ${b.lastNameEn}`, fileIds: [b.employeeCode], punches: 2, new: 2 },
    ]);
    expect(p.unknownIds).toEqual([{ id: '999', lines: 1, lineNumbers: [6] }]);
    expect(p.counts).toMatchObject({ new: 6, employees: 2, badLines: 0 });
  });

  it('reads the export in UTF-16 with a byte-order mark (tab-separated, as ZKTeco\'s software saves it)', async () => {
    const text = glogOf({ 101: a.employeeCode, 102: b.employeeCode }).replaceAll(',', '\t');
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const p = await uploaded({ name: 'GLog_001.txt', type: 'text/plain', bytes });
    expect(p.firstRow).toEqual(['No.', 'TMNo.', 'EnNo.', 'Name', 'GMNo.', 'Mode', 'In/Out', 'Antipass', 'ProxyWork', 'DateTime']);
    expect(p).toMatchObject({ format: 'zktecoGlog', counts: { new: 6, employees: 2 } });
  });
});

describe('rolling an import back', () => {
  it('voids every punch of the batch, audited; the days read without them and the file may be imported again', async () => {
    const { batchId, counts } = await imported();
    expect(counts.new).toBe(6);
    expect((await dayOf(a.id, '2026-11-20')).checkIn).toBe(bkk('2026-11-20', '07:58:12').toISOString());

    const employee = await h.post(ROLLBACK, { batchId, reason: 'Wrong file' }, aToken);
    expect(employee.statusCode).toBe(403);
    const noReason = await h.post(ROLLBACK, { batchId, reason: ' ' }, hrToken);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.errors).toEqual([expect.objectContaining({ field: 'reason' })]);

    const res = await h.post(ROLLBACK, { batchId, reason: 'Wrong file' }, hrToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ batchId, voided: 6 });
    expect(await standing(a.id)).toEqual([]);
    const day = await dayOf(a.id, '2026-11-20');
    expect(day.checkIn).toBeNull();
    // Still listed for HR, each marked voided with who and why.
    expect(day.punches).toHaveLength(4);
    expect(day.punches.every((x) => x.voided?.reason === 'Wrong file' && x.voided.by === `${hr.firstNameEn} ${hr.lastNameEn}`)).toBe(true);
    const [row] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'attendance.timeclock.rollback'), eq(auditLog.targetId, batchId)));
    expect(row).toMatchObject({ actorId: hr.id, targetType: 'timeclockBatch', detail: { voided: 6, reason: 'Wrong file', fileName: 'GLog.csv' } });

    // The import page lists the batch as rolled back, with who and why.
    const listed = await h.post(BATCHES, { companyId: h.company.id }, hrToken);
    expect(listed.json().data).toEqual([{
      id: batchId, fileName: 'GLog.csv', punches: 6, createdAt: expect.any(String), createdBy: `${hr.firstNameEn} ${hr.lastNameEn}`,
      rolledBack: { at: h.clock.current.toISOString(), by: `${hr.firstNameEn} ${hr.lastNameEn}`, reason: 'Wrong file' },
    }]);
    expect((await h.post(BATCHES, { companyId: h.company.id }, aToken)).statusCode).toBe(403);

    const again = await h.post(ROLLBACK, { batchId, reason: 'Twice' }, hrToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg.code).toBe(409140);
    // The corrected import writes the punches anew, after the voided ones' seq.
    expect((await imported()).counts.new).toBe(6);
    expect((await standing(a.id)).map((x) => x.kind)).toEqual(['in', 'out', 'in', 'out']);
  });
});

describe('voiding one punch', () => {
  it('HR voids a punch with a reason: the day recomputes, the punch stays listed as voided, audited; once only, never one\'s own', async () => {
    await imported();
    const [late] = await h.db.select({ id: attendancePunches.id }).from(attendancePunches)
      .where(and(eq(attendancePunches.employeeId, a.id), eq(attendancePunches.at, bkk('2026-11-20', '17:05:30'))));
    expect((await dayOf(a.id, '2026-11-20')).checkOut).toBe(bkk('2026-11-20', '17:05:30').toISOString());

    expect((await h.post(VOID, { punchId: late!.id, reason: 'Badge lent' }, aToken)).statusCode).toBe(403);
    const res = await h.post(VOID, { punchId: late!.id, reason: 'Badge lent' }, hrToken);
    expect(res.statusCode, res.body).toBe(200);
    const day = await dayOf(a.id, '2026-11-20');
    expect(day.checkOut).not.toBe(bkk('2026-11-20', '17:05:30').toISOString());
    expect(day.punches.filter((x) => x.voided)).toEqual([expect.objectContaining({ id: late!.id, voided: { by: `${hr.firstNameEn} ${hr.lastNameEn}`, reason: 'Badge lent' } })]);
    const [row] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'attendance.punch.void'), eq(auditLog.targetId, late!.id)));
    expect(row).toMatchObject({ actorId: hr.id, detail: { employeeId: a.id, reason: 'Badge lent' } });

    const twice = await h.post(VOID, { punchId: late!.id, reason: 'Again' }, hrToken);
    expect(twice.json().msg.code).toBe(409141);
    expect((await h.post(VOID, { punchId: crypto.randomUUID(), reason: 'x' }, hrToken)).statusCode).toBe(404);
  });

  it('a voided punch of today keeps its seq: the employee\'s next press is the one after it, and the card reads as if it were not there', async () => {
    h.clock.current = bkk('2026-11-23', '08:00');
    const card = await h.get('/api/1.0/get/dashboard/self', aToken);
    const press = await h.post('/api/1.0/insert/timestamp/self', { kind: 'in', seq: card.json().data.expectedSeq, idempotencyKey: crypto.randomUUID() }, aToken);
    expect(press.statusCode, press.body).toBe(200);
    const [mine] = await h.db.select({ id: attendancePunches.id }).from(attendancePunches).where(eq(attendancePunches.employeeId, a.id));
    expect((await h.post(VOID, { punchId: mine!.id, reason: 'Pressed for a colleague' }, hrToken)).statusCode).toBe(200);
    h.clock.current = bkk('2026-11-23', '08:05');
    const after = (await h.get('/api/1.0/get/dashboard/self', aToken)).json().data;
    expect(after).toMatchObject({ expectedSeq: 1, next: { kind: 'in' } });
    const again = await h.post('/api/1.0/insert/timestamp/self', { kind: 'in', seq: after.expectedSeq, idempotencyKey: crypto.randomUUID() }, aToken);
    expect(again.statusCode, again.body).toBe(200);
  });
});
