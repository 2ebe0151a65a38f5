import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { attendancePunches, auditLog, companies, employees, sessions, timeclockMappings } from '@hr/db';
import { TIMECLOCK_MAX_COLUMNS, TIMECLOCK_MAX_ROWS, type TimeclockMapping, type TimeclockPreview, type TimeclockResult } from '@hr/domain/attendance/timeclock';
import { createHarness, pngBytes, type Harness, type UploadPart } from '../../test/harness';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: Person, hr2: Person, boss: Person, a: Person, b: Person, c: Person;
let hrToken: string, hr2Token: string, bossToken: string, aToken: string;

const UPLOAD = '/api/1.0/upload/timeclock';
const PREVIEW = '/api/1.0/preview/timeclock';
const IMPORT = '/api/1.0/import/timeclock';

const csv = (text: string, name = 'attlog.csv'): UploadPart => ({ name, type: 'text/csv', bytes: Buffer.from(text) });
const bkk = (date: string, hhmm: string) => new Date(`${date}T${hhmm}+07:00`);

async function upload(part: UploadPart, token = hrToken, lang = 'en', companyId = h.company.id) {
  return h.upload(`${UPLOAD}?companyId=${companyId}`, token, [part], lang);
}
async function uploaded(part: UploadPart, lang = 'en'): Promise<TimeclockPreview> {
  const res = await upload(part, hrToken, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TimeclockPreview;
}
async function importFile(fileId: string, mapping: TimeclockMapping, token = hrToken): Promise<TimeclockResult> {
  const res = await h.post(IMPORT, { fileId, companyId: h.company.id, mapping }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TimeclockResult;
}
const punchesOf = (employeeId: string) => h.db.select({ at: attendancePunches.at, kind: attendancePunches.kind, source: attendancePunches.source, seq: attendancePunches.seq, localDate: attendancePunches.localDate, createdBy: attendancePunches.createdBy })
  .from(attendancePunches).where(eq(attendancePunches.employeeId, employeeId)).orderBy(asc(attendancePunches.localDate), asc(attendancePunches.seq));

/** A ZKTeco "AC-No." export: a's and b's employee ids, an enrolled number nobody has, and three bad lines. */
const zk = () => [
  'AC-No.,Name,Time,State',
  `${a.employeeCode},Somchai,20/11/2026 07:58,C/In`,
  `${a.employeeCode},Somchai,20/11/2026 17:05,C/Out`,
  `${b.employeeCode},Malee,20/11/2569 08:10:30,C/In`,
  `${b.employeeCode},Malee,20/11/2569 08:10:30,C/In`,
  '999,Visitor,20/11/2026 09:00,C/In',
  '999,Visitor,20/11/2026 18:00,C/Out',
  `${b.employeeCode},Malee,31/11/2026 17:00,C/Out`,
  `${b.employeeCode},Malee,21/11/2026 17:00,Lunch`,
  `${b.employeeCode},Malee,22/11/2026 11:00,C/Out`,
].join('\r\n');

beforeAll(async () => {
  h = await createHarness();
  hr = await h.person({ role: 'HR' });
  hr2 = await h.person({ role: 'HR' });
  boss = await h.person({ role: 'SUPERVISOR' });
  a = await h.person({ supervisorId: boss.id });
  b = await h.person({ supervisorId: boss.id });
  c = await h.person();
  [hrToken, hr2Token, bossToken, aToken] = await Promise.all([hr, hr2, boss, a].map((p) => h.login(p))) as [string, string, string, string];
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
});
afterAll(async () => { await h?.close(); });
beforeEach(async () => {
  h.clock.current = bkk('2026-11-22', '10:00');
  await h.db.delete(attendancePunches);
  await h.db.delete(timeclockMappings);
});

describe('who may import', () => {
  it('an employee and a supervisor get 403 on every call; HR may', async () => {
    for (const token of [aToken, bossToken]) {
      expect((await upload(csv(zk()), token)).statusCode).toBe(403);
      const body = { fileId: crypto.randomUUID(), companyId: h.company.id };
      expect((await h.post(PREVIEW, body, token)).statusCode).toBe(403);
      expect((await h.post(IMPORT, { ...body, mapping: { hasHeader: true, idColumn: 0, dateTimeColumn: 2, dateColumn: null, timeColumn: null, stateColumn: null, dayFirst: true } }, token)).statusCode).toBe(403);
    }
    expect((await upload(csv(zk()))).statusCode).toBe(200);
  });
  it('another HR officer cannot preview or import someone else\'s upload', async () => {
    const p = await uploaded(csv(zk()));
    const res = await h.post(PREVIEW, { fileId: p.fileId, companyId: h.company.id }, hr2Token);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg.code).toBe(409080);
    expect((await h.post(IMPORT, { fileId: p.fileId, companyId: h.company.id, mapping: p.mapping }, hr2Token)).json().msg.code).toBe(409080);
  });
});

describe('the preview', () => {
  it('recognises a ZKTeco export and counts what an import would write, writing nothing', async () => {
    const p = await uploaded(csv(zk()));
    expect(p.mappingSource).toBe('detected');
    expect(p.mapping).toEqual({ hasHeader: true, idColumn: 0, dateTimeColumn: 2, dateColumn: null, timeColumn: null, stateColumn: 3, dayFirst: true, matchByNumber: false });
    expect(p.firstRow).toEqual(['AC-No.', 'Name', 'Time', 'State']);
    expect(p.sample).toHaveLength(5);
    expect(p.counts).toEqual({ lines: 9, punches: 4, new: 3, duplicates: 1, unknownLines: 2, unknownIdCount: 1, badLines: 3, employees: 2, from: '2026-11-20', to: '2026-11-20' });
    expect(p.unknownIds).toEqual([{ id: '999', lines: 2, lineNumbers: [6, 7] }]);
    expect(p.matched).toEqual([
      { employeeId: a.id, code: a.employeeCode, name: `${a.firstNameEn} ${a.lastNameEn}`, fileIds: [a.employeeCode], punches: 2, new: 2 },
      { employeeId: b.id, code: b.employeeCode, name: `${b.firstNameEn} ${b.lastNameEn}`, fileIds: [b.employeeCode], punches: 2, new: 1 },
    ]);
    expect(p.problems).toEqual([
      { line: 8, field: 'dateTimeColumn', column: 'Time', value: '31/11/2026 17:00', code: 'dateTime', text: 'Line 8, column “Time”: “31/11/2026 17:00” is not a date and time (d/m/yyyy H:mm or yyyy-mm-dd HH:mm)' },
      { line: 9, field: 'stateColumn', column: 'State', value: 'Lunch', code: 'state', text: 'Line 9, column “State”: “Lunch” is not an in or out state (such as C/In, C/Out, In, Out)' },
      { line: 10, field: 'dateTimeColumn', column: 'Time', value: '22/11/2026 11:00', code: 'future', text: 'Line 10, column “Time”: “22/11/2026 11:00” is later than now; check the time clock\'s date and time' },
    ]);
    expect(await h.db.select().from(attendancePunches)).toEqual([]);
  });

  it('names the bad lines in the reader\'s language, and a column without a header by its number', async () => {
    const p = await uploaded(csv(zk()), 'th');
    expect(p.problems[0]!.text).toBe('บรรทัดที่ 8 คอลัมน์ “Time”: “31/11/2026 17:00” ไม่ใช่วันที่และเวลา (ว/ด/ปปปป ช:นน หรือ ปปปป-ดด-วว ชช:นน)');
    const headerless = await uploaded(csv(`1\t2026-11-20 08:00:00\t1\n1\t2026-13-20 08:00:00\t1\n`, 'attlog.dat'), 'th');
    expect(headerless.mapping).toMatchObject({ hasHeader: false, idColumn: 0, dateTimeColumn: 1 });
    expect(headerless.problems.map((x) => x.text)).toEqual(['บรรทัดที่ 2 คอลัมน์ “คอลัมน์ที่ 2”: “2026-13-20 08:00:00” ไม่ใช่วันที่และเวลา (ว/ด/ปปปป ช:นน หรือ ปปปป-ดด-วว ชช:นน)']);
  });

  it('reads again with a chosen mapping; a mapping that does not fit the file is refused field by field', async () => {
    const p = await uploaded(csv(zk()));
    const again = await h.post(PREVIEW, { fileId: p.fileId, companyId: h.company.id, mapping: { ...p.mapping, stateColumn: null } }, hrToken);
    expect(again.statusCode, again.body).toBe(200);
    // Without the state column, line 9's "Lunch" is no longer wrong: its punch joins the new ones.
    expect(again.json().data).toMatchObject({ mappingSource: 'chosen', counts: { new: 4, badLines: 2 } });

    const same = await h.post(PREVIEW, { fileId: p.fileId, companyId: h.company.id, mapping: { ...p.mapping, stateColumn: 2 } }, hrToken);
    expect(same.statusCode).toBe(400);
    expect(same.json().data.errors).toEqual([{ field: 'mapping.stateColumn', code: 'timeclockSameColumn', text: 'In/out state column is a column already chosen for something else' }]);
    const beyond = await h.post(PREVIEW, { fileId: p.fileId, companyId: h.company.id, mapping: { ...p.mapping, stateColumn: 7 } }, hrToken, { lang: 'th' });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().data.errors).toEqual([{ field: 'mapping.stateColumn', code: 'timeclockNoColumn', text: 'คอลัมน์สถานะเข้า/ออก ระบุคอลัมน์ที่ไม่มีในไฟล์' }]);
    const noDate = await h.post(PREVIEW, { fileId: p.fileId, companyId: h.company.id, mapping: { ...p.mapping, dateTimeColumn: null } }, hrToken);
    expect(noDate.json().data.errors).toEqual([expect.objectContaining({ field: 'mapping.dateTimeColumn', text: 'Date and time column is required' })]);
  });

  it('refuses what is not an export: a picture, an empty file, an unknown company', async () => {
    const png = await upload(await pngBytes('attlog.csv'));
    expect(png.statusCode).toBe(415);
    const empty = await upload(csv('\r\n\r\n'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg.code).toBe(400080);
    const nobody = await upload(csv(zk()), hrToken, 'en', crypto.randomUUID());
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().data.errors).toEqual([expect.objectContaining({ field: 'companyId' })]);
  });
});

describe('files too large to read (issue 35: caps on the lines and cells a file really has)', () => {
  it('refuses, by the file\'s name, an export of more lines or a line of more fields than the reader takes, text or workbook', async () => {
    const lines = await upload(csv('1,2026-11-20 08:00:00\n'.repeat(TIMECLOCK_MAX_ROWS + 1), 'year.csv'));
    expect(lines.statusCode).toBe(400);
    expect(lines.json().msg).toMatchObject({ code: 400190 });
    expect(lines.json().msg.text).toContain('year.csv');
    // A thousand empty fields on each line: refused for its width, whatever its length.
    const wide = await upload(csv(`${','.repeat(999)}\n`.repeat(1_000), 'wide.csv'), hrToken, 'th');
    expect(wide.statusCode).toBe(400);
    expect(wide.json().msg).toMatchObject({ code: 400191 });
    expect(wide.json().msg.text).toContain('wide.csv');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('log');
    ws.addRow(['ID', 'Time']);
    ws.getCell(2, TIMECLOCK_MAX_COLUMNS + 1).value = 'x';
    const far = await upload({ name: 'far.xlsx', type: 'application/octet-stream', bytes: Buffer.from(await wb.xlsx.writeBuffer()) });
    expect(far.statusCode).toBe(400);
    expect(far.json().msg).toMatchObject({ code: 400191 });
    expect(far.json().msg.text).toContain('far.xlsx');
    // At the limits, a file is read.
    const atLimit = await upload(csv(`${'x,'.repeat(TIMECLOCK_MAX_COLUMNS - 1)}x\n`, 'edge.csv'));
    expect(atLimit.json().msg.code).not.toBe(400191);
  });
});

describe('the import', () => {
  it('writes the new punches as device punches with the clock\'s states, and an audit row with the counts', async () => {
    const p = await uploaded(csv(zk()));
    const result = await importFile(p.fileId, p.mapping!);
    expect(result.counts).toMatchObject({ new: 3, duplicates: 1, unknownLines: 2, badLines: 3 });
    expect(await punchesOf(a.id)).toEqual([
      { at: bkk('2026-11-20', '07:58'), kind: 'in', source: 'device', seq: 0, localDate: '2026-11-20', createdBy: hr.id },
      { at: bkk('2026-11-20', '17:05'), kind: 'out', source: 'device', seq: 1, localDate: '2026-11-20', createdBy: hr.id },
    ]);
    expect(await punchesOf(b.id)).toEqual([{ at: bkk('2026-11-20', '08:10:30'), kind: 'in', source: 'device', seq: 0, localDate: '2026-11-20', createdBy: hr.id }]);
    const [row] = await h.db.select().from(auditLog).where(and(eq(auditLog.actorId, hr.id), eq(auditLog.action, 'attendance.timeclock.import')));
    expect(row).toMatchObject({ objectId: 'employment-management.attendance-import', targetType: 'company', targetId: h.company.id });
    expect(row!.detail).toMatchObject({ fileId: p.fileId, fileName: 'attlog.csv', counts: { new: 3, duplicates: 1, unknownLines: 2, badLines: 3, lines: 9 } });
  });

  it('ignores the punches of an earlier import: the same file twice adds nothing, an overlapping one only its new lines', async () => {
    const first = await uploaded(csv(zk()));
    await importFile(first.fileId, first.mapping!);
    const second = await uploaded(csv(zk()));
    expect(second.counts).toMatchObject({ new: 0, duplicates: 4 });
    expect((await importFile(second.fileId, second.mapping!)).counts).toMatchObject({ new: 0, duplicates: 4 });
    const more = await uploaded(csv(`${zk()}\r\n${b.employeeCode},Malee,20/11/2026 17:30,C/Out`));
    expect((await importFile(more.fileId, more.mapping!)).counts).toMatchObject({ new: 1, duplicates: 4 });
    expect((await punchesOf(b.id)).map((x) => [x.kind, x.seq])).toEqual([['in', 0], ['out', 1]]);
    expect(await h.db.select().from(attendancePunches)).toHaveLength(4);
  });

  it('continues the seq after the day\'s web punches, and alternates in and out from them without a state', async () => {
    h.clock.current = bkk('2026-11-20', '08:02');
    const card = await h.get('/api/1.0/get/dashboard/self', aToken);
    const pressed = await h.post('/api/1.0/insert/timestamp/self', { kind: 'in', seq: card.json().data.expectedSeq, idempotencyKey: crypto.randomUUID() }, aToken);
    expect(pressed.statusCode, pressed.body).toBe(200);
    h.clock.current = bkk('2026-11-22', '10:00');
    const code = a.employeeCode;
    const p = await uploaded(csv(['Enroll No,Date,Time', `${code},2026-11-20,12:01`, `${code},2026-11-20,13:02`, `${code},2026-11-20,17:10`].join('\n')));
    expect(p.mapping).toEqual({ hasHeader: true, idColumn: 0, dateTimeColumn: null, dateColumn: 1, timeColumn: 2, stateColumn: null, dayFirst: true, matchByNumber: false });
    await importFile(p.fileId, p.mapping!);
    expect((await punchesOf(a.id)).map((x) => [x.source, x.kind, x.seq])).toEqual([['web', 'in', 0], ['device', 'out', 1], ['device', 'in', 2], ['device', 'out', 3]]);
    // The card of that day reads the device's punches too: the next press is seq 4.
    h.clock.current = bkk('2026-11-20', '18:00');
    expect((await h.get('/api/1.0/get/dashboard/self', aToken)).json().data).toMatchObject({ expectedSeq: 4, next: { kind: 'in', again: true } });
  });

  it('remembers the mapping for the company, by the column names when the columns move', async () => {
    const p = await uploaded(csv(zk()));
    const mapping = { ...p.mapping!, stateColumn: null };
    await importFile(p.fileId, mapping);
    const [stored] = await h.db.select().from(timeclockMappings).where(eq(timeclockMappings.companyId, h.company.id));
    expect(stored!.updatedBy).toBe(hr.id);
    const next = await uploaded(csv(zk()));
    expect(next.mappingSource).toBe('remembered');
    expect(next.mapping).toEqual(mapping);
    const moved = await uploaded(csv(['Time,State,AC-No.', `21/11/2026 08:00,C/In,${c.employeeCode}`].join('\n')));
    expect(moved.mappingSource).toBe('remembered');
    expect(moved.mapping).toMatchObject({ idColumn: 2, dateTimeColumn: 0, stateColumn: null });
    // A file without those columns is detected afresh.
    const other = await uploaded(csv(['Employee ID,Date,Status', `${c.employeeCode},2026-11-21 08:00,In`].join('\n')));
    expect(other).toMatchObject({ mappingSource: 'detected', mapping: { idColumn: 0, dateTimeColumn: 1, stateColumn: 2 } });
  });

  it('reads an Excel workbook: date cells, text ids and numbers (a number names the code it ends in when HR asks)', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Log');
    ws.addRow(['AC-No.', 'Name', 'Date', 'Time', 'State']);
    const code = Number(c.employeeCode.slice(1));
    ws.addRow([code, 'Kanya', new Date(Date.UTC(2026, 10, 21)), new Date(Date.UTC(1899, 11, 30, 7, 45)), 'C/In']);
    ws.addRow([code, 'Kanya', '21/11/2569', '16:50', 'C/Out']);
    ws.getColumn(3).numFmt = 'dd/mm/yyyy';
    ws.getColumn(4).numFmt = 'hh:mm';
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const p = await uploaded({ name: 'log.xlsx', type: 'application/octet-stream', bytes });
    expect(p.mapping).toMatchObject({ idColumn: 0, dateColumn: 2, timeColumn: 3, stateColumn: 4, matchByNumber: false });
    expect(p.counts).toMatchObject({ new: 0, unknownLines: 2, badLines: 0 });
    const mapping = { ...p.mapping!, matchByNumber: true };
    const asked = await h.post(PREVIEW, { fileId: p.fileId, companyId: h.company.id, mapping }, hrToken);
    expect(asked.json().data).toMatchObject({ counts: { new: 2, unknownLines: 0 }, matched: [{ code: c.employeeCode, fileIds: [String(code)], punches: 2 }] });
    await importFile(p.fileId, mapping);
    expect((await punchesOf(c.id)).map((x) => [x.at.toISOString(), x.kind])).toEqual([
      [bkk('2026-11-21', '07:45').toISOString(), 'in'], [bkk('2026-11-21', '16:50').toISOString(), 'out'],
    ]);
  });

  it('resolves ids within the chosen company only', async () => {
    const [other] = await h.db.insert(companies).values({ abbreviation: 'T02', nameEn: 'Other Co., Ltd.', nameTh: 'บริษัท อื่น จำกัด' }).returning();
    const [stranger] = await h.db.insert(employees).values({
      companyId: other!.id, employeeCode: 'X9001', firstNameEn: 'Far', lastNameEn: 'Away', firstNameTh: 'ไกล', lastNameTh: 'ห่าง', roleId: h.roleIds.EMPLOYEE!, passwordHash: 'x',
    }).returning();
    const p = await uploaded(csv(['AC-No.,Time', 'X9001,20/11/2026 08:00', '9001,20/11/2026 08:00'].join('\n')));
    expect(p.counts).toMatchObject({ new: 0, unknownLines: 2 });
    const there = await upload(csv(['AC-No.,Time', 'X9001,20/11/2026 08:00'].join('\n')), hrToken, 'en', other!.id);
    expect(there.json().data.counts).toMatchObject({ new: 1, unknownLines: 0 });
    expect(stranger).toBeDefined();
  });
});
