import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, companies, departments, employees, leaveRequests, leaveTypes, mailOutbox, masterEmploymentTypes, masterHospitals, notifications, positions, roles, workingTimes } from '@hr/db';
import ExcelJS from 'exceljs';
import { createHarness, thaiTaxId, type Harness } from '../../test/harness';
import { columnCells, expectExportShape, fileNameOf, openXlsx } from '../../test/xlsx';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: Person, boss: Person, lead: Person, member: Person, other: Person;
const tokens: Record<string, string> = {};
let refs: { dept: string; dept2: string; pos: string; type: string; wt: string; role: string; company2: string; lead2: string; hospital: string };

/** A complete, valid employment body for `who`, under `supervisorId`. */
const bodyFor = (who: Person, supervisorId: string, over: Record<string, unknown> = {}) => ({
  id: who.id, employmentStatus: 'permanent', employmentTypeId: refs.type, workingTimeType: 'general', workingTimeId: refs.wt,
  joiningDate: '2025-01-06', probationPassDate: '2025-05-06', resignDate: null, effectiveDate: '2026-11-01', changeReason: 'Passed probation',
  companyId: h.company.id, departmentId: refs.dept, positionId: refs.pos, supervisorId, assistantSupervisorId: null, roleId: refs.role,
  recordTime: true, companyEmail: who.companyEmail, workPermitNumber: null, workPermitIssueDate: null, workPermitExpiryDate: null,
  taxpayerNumber: thaiTaxId(Number(who.employeeCode.slice(1))), jobInfoSource: 'JobThai', providentFundPercent: 5, providentFundEmployerPercent: 7.5, kpi: 'Output per shift', ...over,
});
const save = (body: unknown, token = tokens.hr, lang = 'en') => h.post('/api/1.2/save/employment', body, token, { lang });
type Res = { json: () => { data: { errors: Array<{ field: string; code: string; text: string }> } } };
const code = (res: { body: string }) => (JSON.parse(res.body) as { msg: { code: number } }).msg.code;
const errorsOf = (res: Res) => res.json().data.errors.map((e) => ({ field: e.field, code: e.code }));

beforeAll(async () => {
  h = await createHarness();
  hr = await h.person({ role: 'HR' });
  boss = await h.person({ role: 'SUPERVISOR' });
  lead = await h.person({ role: 'SUPERVISOR', supervisorId: boss.id });
  member = await h.person({ supervisorId: lead.id });
  other = await h.person({ supervisorId: boss.id });
  for (const [k, p] of Object.entries({ hr, lead, member })) tokens[k] = await h.login(p);
  const [company2] = await h.db.insert(companies).values({ abbreviation: 'T02', nameEn: 'Second Co., Ltd.', nameTh: 'บริษัท ที่สอง จำกัด' }).returning();
  const [dept] = await h.db.insert(departments).values({ companyId: h.company.id, nameEn: 'Production', nameTh: 'ฝ่ายผลิต' }).returning();
  const [dept2] = await h.db.insert(departments).values({ companyId: company2!.id, nameEn: 'Warehouse', nameTh: 'คลังสินค้า' }).returning();
  const [pos] = await h.db.insert(positions).values({ nameEn: 'Line leader', nameTh: 'หัวหน้าไลน์' }).returning();
  const [type] = await h.db.select().from(masterEmploymentTypes).limit(1);
  const [wt] = await h.db.select().from(workingTimes).where(eq(workingTimes.dayType, 'workingDay')).limit(1);
  const [hospital] = await h.db.select().from(masterHospitals).limit(1);
  const [lead2] = await h.db.insert(employees).values({
    companyId: company2!.id, employeeCode: 'T0200001', firstNameEn: 'Second', lastNameEn: 'Lead', firstNameTh: 'หัวหน้า', lastNameTh: 'ที่สอง', roleId: h.roleIds.SUPERVISOR!,
  }).returning();
  refs = { dept: dept!.id, dept2: dept2!.id, pos: pos!.id, type: type!.id, wt: wt!.id, role: h.roleIds.EMPLOYEE!, company2: company2!.id, lead2: lead2!.id, hospital: hospital!.id };
});
afterAll(async () => { await h?.close(); });

describe('employee-working-management: HR saves an employee\'s employment data', () => {
  it('saves every field in one go, audits it, and reads it back for the form and on the record', async () => {
    const res = await save(bodyFor(member, lead.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ employeeCode: member.employeeCode, active: true });
    const [row] = await h.db.select().from(employees).where(eq(employees.id, member.id));
    expect(row).toMatchObject({ employmentStatus: 'permanent', departmentId: refs.dept, positionId: refs.pos, reason: 'Passed probation', providentFundPercent: 5, providentFundEmployerPercent: 7.5,
      joiningDate: '2025-01-06', workingTimeId: refs.wt, recordTime: true, kpi: 'Output per shift', updatedBy: hr.id });
    const audits = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'employee.save.employment'), eq(auditLog.targetId, member.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: hr.id, objectId: 'employment-management.employee-working-management' });
    expect((audits[0]!.detail as { changed: string[] }).changed).toEqual(expect.arrayContaining(['employmentStatus', 'departmentId', 'reason']));

    const form = (await h.post('/api/1.2/get/employment', { id: member.id }, tokens.hr)).json().data;
    expect(form).toMatchObject({ employeeCode: member.employeeCode, changeReason: 'Passed probation', supervisorId: lead.id, supervisorLabel: `${lead.employeeCode} - ${lead.firstNameEn} ${lead.lastNameEn}` });
    const current = (await h.post('/api/1.0/view/current', { id: member.id }, tokens.hr)).json().data;
    expect(current).toMatchObject({ department: 'Production', position: 'Line leader', changeReason: 'Passed probation', employmentStatus: 'permanent' });
    // Optional fields left out are cleared, as the form sends them.
    const { kpi: _k, changeReason: _r, ...without } = bodyFor(member, lead.id);
    expect((await save(without)).statusCode).toBe(200);
    expect((await h.db.select().from(employees).where(eq(employees.id, member.id)))[0]).toMatchObject({ kpi: null, reason: null });
  });

  it('names every missing required field, in the reader\'s language; the assistant supervisor and the rest are optional', async () => {
    const res = await save({ id: member.id }, tokens.hr, 'th');
    expect(res.statusCode).toBe(400);
    const fields = errorsOf(res).map((e) => e.field);
    for (const f of ['employmentStatus', 'employmentTypeId', 'workingTimeType', 'joiningDate', 'companyId', 'departmentId', 'positionId', 'supervisorId', 'roleId', 'recordTime', 'companyEmail']) {
      expect(fields, f).toContain(f);
    }
    for (const f of ['assistantSupervisorId', 'probationPassDate', 'workPermitNumber', 'taxpayerNumber', 'providentFundPercent', 'kpi']) expect(fields, f).not.toContain(f);
    expect(res.json().data.errors.find((e: { field: string }) => e.field === 'joiningDate').text).toBe('จำเป็นต้องระบุวันที่เริ่มงาน');
  });

  it('refuses each rule broken once, naming the field', async () => {
    const [inactiveRole] = await h.db.insert(roles).values({ code: 'OLD', nameEn: 'Old role', nameTh: 'บทบาทเดิม', active: false }).returning();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ probationPassDate: '2024-12-31' }, 'probationPassDate', 'notBeforeJoining'],
      [{ effectiveDate: '2025-01-05' }, 'effectiveDate', 'notBeforeJoining'],
      [{ employmentStatus: 'resigned', resignDate: '2024-06-30' }, 'resignDate', 'notBeforeJoining'],
      [{ employmentStatus: 'resigned', resignDate: null }, 'resignDate', 'required'],
      [{ employmentStatus: 'permanent', resignDate: '2026-10-31' }, 'employmentStatus', 'leavingStatus'],
      [{ employmentStatus: 'terminated', resignDate: '2026-12-01' }, 'resignDate', 'notInFuture'],
      [{ workPermitNumber: 'WP123456', workPermitIssueDate: '2026-01-10', workPermitExpiryDate: '2026-01-10' }, 'workPermitExpiryDate', 'afterIssue'],
      [{ workPermitNumber: 'WP123456' }, 'workPermitExpiryDate', 'required'],
      [{ workPermitExpiryDate: '2027-01-10' }, 'workPermitNumber', 'required'],
      [{ workingTimeType: 'general', workingTimeId: null }, 'workingTimeId', 'required'],
      [{ assistantSupervisorId: lead.id }, 'assistantSupervisorId', 'sameAsSupervisor'],
      [{ taxpayerNumber: '1234567890123' }, 'taxpayerNumber', 'taxId'],
      [{ providentFundPercent: 1 }, 'providentFundPercent', 'tooSmall'],
      [{ providentFundPercent: 16 }, 'providentFundPercent', 'tooLarge'],
      [{ providentFundPercent: 5.555 }, 'providentFundPercent', 'twoDecimals'],
      [{ providentFundEmployerPercent: 4 }, 'providentFundEmployerPercent', 'employerBelowEmployee'],
      [{ providentFundPercent: null, providentFundEmployerPercent: 5 }, 'providentFundPercent', 'required'],
      [{ companyEmail: 'not-an-email' }, 'companyEmail', 'email'],
      [{ employmentStatus: 'retired' }, 'employmentStatus', 'required'],
      [{ departmentId: refs.dept2 }, 'departmentId', 'invalid'],
      [{ supervisorId: refs.lead2 }, 'supervisorId', 'invalid'],
      [{ roleId: inactiveRole!.id }, 'roleId', 'invalid'],
      [{ salary: 50000 }, 'salary', 'unknownField'],
    ];
    for (const [over, field, code] of cases) {
      const res = await save(bodyFor(member, lead.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorsOf(res), JSON.stringify(over)).toContainEqual({ field, code });
    }
    const th = await save(bodyFor(member, lead.id, { probationPassDate: '2024-12-31' }), tokens.hr, 'th');
    expect(th.json().data.errors[0].text).toBe('วันที่ผ่านทดลองงานต้องไม่ก่อนวันที่เริ่มงาน');
  });

  it('keeps the supervisor line free of loops: not the employee, nor anyone below them, directly or not', async () => {
    // member reports to lead, who reports to boss.
    expect(errorsOf(await save(bodyFor(member, member.id)))).toContainEqual({ field: 'supervisorId', code: 'supervisorLoop' });
    expect(errorsOf(await save(bodyFor(lead, member.id)))).toContainEqual({ field: 'supervisorId', code: 'supervisorLoop' });
    expect(errorsOf(await save(bodyFor(boss, member.id)))).toContainEqual({ field: 'supervisorId', code: 'supervisorLoop' });
    expect(errorsOf(await save(bodyFor(boss, other.id, { assistantSupervisorId: lead.id })))).toContainEqual({ field: 'assistantSupervisorId', code: 'supervisorLoop' });
    const text = (await save(bodyFor(lead, member.id))).json().data.errors[0].text;
    expect(text).toBe('Supervisor cannot be the employee or someone who reports to them');
    const [b] = await h.db.select().from(employees).where(eq(employees.id, boss.id));
    expect(b!.supervisorId).toBeNull();
    // Someone beside them in the tree is fine.
    expect((await save(bodyFor(member, other.id))).statusCode).toBe(200);
    expect((await save(bodyFor(member, lead.id))).statusCode).toBe(200);
  });

  it('a leaving status needs the team moved first; it closes the account, and a status back in employment opens it again', async () => {
    expect(errorsOf(await save(bodyFor(lead, boss.id, { employmentStatus: 'resigned', resignDate: '2026-11-22' })))).toContainEqual({ field: 'employmentStatus', code: 'hasSubordinates' });
    // The member's session is in use (and so in the server's session cache) when the employment ends.
    expect((await h.get('/api/1.1/getProfile', tokens.member)).statusCode).toBe(200);
    const res = await save(bodyFor(member, lead.id, { employmentStatus: 'resigned', resignDate: '2026-11-22', changeReason: 'Moved to another province' }));
    expect(res.json().data).toEqual({ employeeCode: member.employeeCode, active: false });
    expect((await h.get('/api/1.1/getProfile', tokens.member)).statusCode).toBe(401);
    expect((await h.post('/api/1.2/login', { company: 'T01', employeeId: member.employeeCode, password: member.password })).json().success).toBe(false);
    // With the member gone, the lead has nobody left to move.
    const back = await save(bodyFor(member, lead.id, { employmentStatus: 'permanent', resignDate: null }));
    expect(back.json().data.active).toBe(true);
    tokens.member = await h.login(member);
  });

  it('a new supervisor takes over what waits for the old one: pending leave moves to their approval list, decided leave stays where it was decided', async () => {
    const mover = await h.person({ supervisorId: lead.id });
    const token = await h.login(mover);
    tokens.boss ??= await h.login(boss);
    const [sick] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK'));
    const file = async (date: string) => (await h.post('/api/1.0/insert/leaveForm', { leaveTypeId: sick!.id, duration: 'fullDay', dateFrom: date, dateTo: date }, token)).json().data.id as string;
    const waiting = await file('2026-12-21');
    const decided = await file('2026-12-23');
    expect((await h.post('/api/1.0/approve/leaveForm', { id: decided }, tokens.lead)).statusCode).toBe(200);
    const queue = async (who: string, status = 'pending') => (await h.post('/api/1.1/search/approve', { status }, who)).json().data.items.map((r: { id: string }) => r.id) as string[];
    expect(await queue(tokens.lead!)).toContain(waiting);

    expect((await save(bodyFor(mover, boss.id))).statusCode).toBe(200);
    expect(await queue(tokens.lead!)).not.toContain(waiting);
    expect(await queue(tokens.boss)).toContain(waiting);
    // What the old supervisor decided is still theirs to look back on.
    expect(await queue(tokens.lead!, 'approved')).toContain(decided);
    expect(code(await h.post('/api/1.0/approve/leaveForm', { id: waiting }, tokens.lead))).toBe(301007);
    expect((await h.post('/api/1.0/approve/leaveForm', { id: waiting }, tokens.boss)).statusCode).toBe(200);
  });

  it('a resignation withdraws the pending leave after the last day (reason, audit, out of the approver\'s queue); leave up to that day stays', async () => {
    const leaver = await h.person({ supervisorId: lead.id });
    const token = await h.login(leaver);
    await h.db.update(employees).set({ joiningDate: '2025-01-06' }).where(eq(employees.id, leaver.id));
    const [sick] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK'));
    const file = async (dateFrom: string, dateTo: string) => {
      const res = await h.post('/api/1.0/insert/leaveForm', { leaveTypeId: sick!.id, duration: 'fullDay', dateFrom, dateTo, fileIds: [] }, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as string;
    };
    // Wednesday 18th, Thursday worked, then Friday 20th to Monday 23rd (two days), then Wednesday 25th: three absences.
    const before = await file('2026-11-18', '2026-11-18');
    const spanning = await file('2026-11-20', '2026-11-23');
    const after = await file('2026-11-25', '2026-11-25');
    const queue = async () => (await h.post('/api/1.1/search/approve', {}, tokens.lead)).json().data.items.map((r: { id: string }) => r.id) as string[];
    expect(await queue()).toEqual(expect.arrayContaining([before, spanning, after]));

    expect((await save(bodyFor(leaver, lead.id, { employmentStatus: 'resigned', resignDate: '2026-11-20' }))).statusCode).toBe(200);
    const rows = await h.db.select({ id: leaveRequests.id, status: leaveRequests.status, cancelReason: leaveRequests.cancelReason, cancelledBy: leaveRequests.cancelledBy })
      .from(leaveRequests).where(eq(leaveRequests.employeeId, leaver.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(before)).toMatchObject({ status: 'pending' });
    for (const id of [spanning, after]) {
      expect(byId.get(id)).toEqual({ id, status: 'cancelled', cancelReason: 'Withdrawn: employment ended on 20 November 2026.', cancelledBy: hr.id });
    }
    const audits = await h.db.select({ targetId: auditLog.targetId, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.action, 'leave.withdraw'));
    expect(audits.map((a) => a.targetId).sort()).toEqual([spanning, after].sort());
    const left = await queue();
    expect(left).toContain(before);
    expect(left).not.toContain(spanning);
    expect(left).not.toContain(after);
    // The leaver is told of each withdrawal as of any cancellation by HR, with the reason: a notice
    // (their account is closed by a leaving status, so the mail is what reaches them) and a mail.
    const notices = await h.db.select({ objectId: notifications.objectId, params: notifications.params }).from(notifications)
      .where(and(eq(notifications.recipientId, leaver.id), eq(notifications.kind, 'leaveCancelled')));
    expect(notices.map((n) => n.objectId).sort()).toEqual([spanning, after].sort());
    for (const n of notices) expect(n.params).toMatchObject({ remark: 'Withdrawn: employment ended on 20 November 2026.' });
    const mails = await h.db.select({ text: mailOutbox.text }).from(mailOutbox).where(and(eq(mailOutbox.template, 'leaveCancelled'), eq(mailOutbox.to, leaver.companyEmail!)));
    expect(mails).toHaveLength(2);
    for (const m of mails) expect(m.text).toContain('Withdrawn: employment ended on 20 November 2026.');
  });

  it('moving to another company gives that company\'s next employee id; someone with a team cannot move', async () => {
    expect(errorsOf(await save(bodyFor(lead, refs.lead2, { companyId: refs.company2, departmentId: refs.dept2 })))).toContainEqual({ field: 'companyId', code: 'hasSubordinates' });
    const res = await save(bodyFor(other, refs.lead2, { companyId: refs.company2, departmentId: refs.dept2 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.employeeCode).toBe('T0200002');
    const [row] = await h.db.select().from(employees).where(eq(employees.id, other.id));
    expect(row).toMatchObject({ companyId: refs.company2, employeeCode: 'T0200002', supervisorId: refs.lead2 });
  });

  it('only HR\'s employee-working-management may save: an employee and a supervisor are refused, and the refusal is audited', async () => {
    for (const who of ['member', 'lead'] as const) {
      const res = await save(bodyFor(member, lead.id), tokens[who]);
      expect(res.statusCode, who).toBe(403);
      expect((await h.post('/api/1.2/get/employment', { id: member.id }, tokens[who])).statusCode).toBe(403);
    }
    const denied = (await h.db.select().from(auditLog).where(eq(auditLog.action, 'permission.denied')))
      .filter((a) => a.objectId === 'employment-management.employee-working-management');
    expect(denied.map((a) => a.actorId)).toEqual(expect.arrayContaining([member.id, lead.id]));
    expect((await save(bodyFor(member, lead.id, { id: '00000000-0000-4000-8000-000000000000' }))).json().msg.code).toBe(301007);
    expect((await h.post('/api/1.2/save/employment', bodyFor(member, lead.id))).statusCode).toBe(401);
  });

  it('the list of employment data: type and working time, filters, and its Excel export', async () => {
    const list = (await h.post('/api/1.0/search/employee/employment', { keyword: member.employeeCode }, tokens.hr)).json().data;
    expect(list.items).toEqual([expect.objectContaining({ id: member.id, department: 'Production', workingTimeType: 'general', employmentType: expect.any(String), workingTime: expect.any(String) })]);
    expect((await h.post('/api/1.0/search/employee/employment', { keyword: member.employeeCode, workingTimeType: 'shift' }, tokens.hr)).json().data.total).toBe(0);
    const [{ joiningDate }] = await h.db.select({ joiningDate: employees.joiningDate }).from(employees).where(eq(employees.id, member.id)) as [{ joiningDate: string | null }];
    if (!joiningDate) await h.db.update(employees).set({ joiningDate: '2024-05-01' }).where(eq(employees.id, member.id));
    const xlsx = await h.post('/api/1.0/excel/employee/employment', { keyword: member.employeeCode }, tokens.hr);
    expect(fileNameOf(xlsx)).toBe('employment.xlsx');
    const ws = (await openXlsx(xlsx)).worksheets[0]!;
    expectExportShape(ws);
    expect(ws.rowCount).toBe(2);
    const joined = columnCells(ws, 'Joining date')[0]!;
    expect([joined.value, joined.type, joined.numFmt]).toEqual([new Date(`${joiningDate ?? '2024-05-01'}T00:00:00Z`), ExcelJS.ValueType.Date, '[$-409]d mmm yyyy']);
    expect((await h.post('/api/1.0/search/employee/employment', {}, tokens.lead)).statusCode).toBe(403);
  });
});

describe('social security hospital choice', () => {
  it('keeps a migrant worker\'s social security number: 13 digits as the SSO issued them, one person\'s only, masked for the supervisor (issue 35 point 9)', async () => {
    const short = await save(bodyFor(member, lead.id, { ssoNumber: '12345' }), tokens.hr, 'th');
    expect(short.statusCode).toBe(400);
    expect(short.json().data.errors).toEqual([{ field: 'ssoNumber', code: 'ssoNumber', text: 'เลขที่ผู้ประกันตนต้องเป็นตัวเลข 13 หลักตามที่สำนักงานประกันสังคมออกให้' }]);
    // As printed on the card, with its dashes: kept as its 13 digits, and read back for the form and the record.
    expect((await save(bodyFor(member, lead.id, { ssoNumber: '1234-56789-0123' }))).statusCode).toBe(200);
    expect((await h.post('/api/1.2/get/employment', { id: member.id }, tokens.hr)).json().data.ssoNumber).toBe('1234567890123');
    expect((await h.post('/api/1.0/view/socialSecurityInfo', { id: member.id }, tokens.hr)).json().data.ssoNumber).toBe('1234567890123');
    // The supervisor reads the employment section with the number's last four only, and not the social security section (answered as missing).
    const seen = (await h.post('/api/1.0/view/current', { id: member.id }, tokens.lead)).json().data;
    expect(seen.ssoNumber).not.toContain('1234567890');
    expect(seen.ssoNumber).toMatch(/0123$/);
    expect((await h.post('/api/1.0/view/socialSecurityInfo', { id: member.id }, tokens.lead)).statusCode).toBe(404);
    const taken = await save(bodyFor(other, boss.id, { ssoNumber: '1234567890123' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.errors).toEqual([expect.objectContaining({ field: 'ssoNumber', code: 'duplicate', text: 'Social security number already exists in the system' })]);
    // Left out of the body, it is cleared, as every optional field of the form.
    expect((await save(bodyFor(member, lead.id))).statusCode).toBe(200);
    expect((await h.db.select().from(employees).where(eq(employees.id, member.id)))[0]!.ssoNumber).toBeNull();
  });

  it('HR sets a hospital from the master and clears it; each change is audited and shows on the record', async () => {
    const set = await h.post('/api/1.2/save/employee/social/hospital/choice', { id: member.id, hospitalId: refs.hospital }, tokens.hr);
    expect(set.statusCode, set.body).toBe(200);
    const view = (await h.post('/api/1.0/view/socialSecurityInfo', { id: member.id }, tokens.hr)).json().data;
    expect(view).toMatchObject({ ssHospitalId: refs.hospital, hospital: expect.stringMatching(/Hospital/) });
    expect((await h.post('/api/1.2/delete/employee/social/hospital/choice', { id: member.id }, tokens.hr)).statusCode).toBe(200);
    expect((await h.db.select().from(employees).where(eq(employees.id, member.id)))[0]!.ssHospitalId).toBeNull();
    const actions = (await h.db.select().from(auditLog).where(eq(auditLog.targetId, member.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['employee.save.hospital', 'employee.delete.hospital']));
  });

  it('refuses an inactive or unknown hospital on its field, an unknown employee, and anyone but HR', async () => {
    const [closed] = await h.db.insert(masterHospitals).values({ nameEn: 'Closed Hospital', nameTh: 'โรงพยาบาลที่ปิดแล้ว', active: false }).returning();
    const res = await h.post('/api/1.2/save/employee/social/hospital/choice', { id: member.id, hospitalId: closed!.id }, tokens.hr);
    expect(errorsOf(res)).toEqual([{ field: 'hospitalId', code: 'invalid' }]);
    expect((await h.post('/api/1.2/save/employee/social/hospital/choice', { id: member.id, hospitalId: 'x' }, tokens.hr)).statusCode).toBe(400);
    expect((await h.post('/api/1.2/delete/employee/social/hospital/choice', { id: '00000000-0000-4000-8000-000000000000' }, tokens.hr)).json().msg.code).toBe(301007);
    expect((await h.post('/api/1.2/save/employee/social/hospital/choice', { id: member.id, hospitalId: refs.hospital }, tokens.member)).statusCode).toBe(403);
    expect((await h.post('/api/1.2/delete/employee/social/hospital/choice', { id: member.id }, tokens.lead)).statusCode).toBe(403);
  });
});
