import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { departments, employeeSalaryHistory, employees, mailOutbox, masterEmploymentTypes, positions, rolePermissions, workingTimes } from '@hr/db';
import { createHarness, thaiTaxId, type Harness } from '../../test/harness';

let h: Harness;
let hr: string;
let employee: string;
let base: Record<string, unknown>;
beforeAll(async () => {
  h = await createHarness();
  hr = await h.login(await h.person({ role: 'HR' }));
  employee = await h.login(await h.person());
  const boss = await h.person({ role: 'SUPERVISOR' });
  const [dept] = await h.db.insert(departments).values({ companyId: h.company.id, nameEn: 'Production', nameTh: 'ฝ่ายผลิต' }).returning();
  const [pos] = await h.db.insert(positions).values({ nameEn: 'Operator', nameTh: 'พนักงานฝ่ายผลิต' }).returning();
  const [type] = await h.db.select().from(masterEmploymentTypes).limit(1);
  const [wt] = await h.db.select().from(workingTimes).where(eq(workingTimes.dayType, 'workingDay')).limit(1);
  base = {
    title: 'mr', firstNameTh: 'สมชาย', lastNameTh: 'ใจดี', firstNameEn: 'Somchai', lastNameEn: 'Jaidee', phone: '081 234 5678', email: 'somchai@mail.com',
    companyId: h.company.id, employmentTypeId: type!.id, departmentId: dept!.id, positionId: pos!.id, supervisorId: boss.id, assistantSupervisorId: null,
    companyEmail: 'somchai@test.co.th', baseSalary: 18000, nationality: 'thai', citizenId: thaiTaxId(123), passportNumber: null, cambodianId: null,
    documentExpiry: null, joiningDate: '2026-12-01', workingTimeType: 'general', workingTimeId: wt!.id,
  };
});
afterAll(async () => { await h?.close(); });

const save = (body: unknown, token = hr, lang = 'en') => h.post('/api/1.0/save/employeeInfo', body, token, { lang });
const errors = (res: { json: () => { data: { errors: Array<{ field: string; code: string; text: string }> } } }) => res.json().data.errors;

describe('add-employee (SPEC section 5 rules)', () => {
  it('creates the employee with a generated id, the first salary row and a welcome mail with a set-password link', async () => {
    const next = (await h.post('/api/1.0/get/employee/nextCode', { companyId: h.company.id }, hr)).json().data.employeeCode;
    const res = await save(base);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ employeeCode: next, welcomeMailed: true });
    expect(next).toMatch(/^T01\d{5}$/);
    const [row] = await h.db.select().from(employees).where(eq(employees.id, created.id));
    expect(row).toMatchObject({ firstNameTh: 'สมชาย', isFirstLogin: true, passwordHash: null, employmentStatus: 'probation', citizenId: base.citizenId });
    const salary = await h.db.select().from(employeeSalaryHistory).where(eq(employeeSalaryHistory.employeeId, created.id));
    expect(salary).toEqual([expect.objectContaining({ incrementType: 'initial', baseSalary: 18000, adjustedSalary: 18000, effectiveDate: '2026-12-01' })]);
    const mail = (await h.db.select().from(mailOutbox)).filter((m) => m.to === 'somchai@test.co.th');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toMatch(/auth\/setting-password\?token=/);
    // The next one gets the next number.
    const second = (await save({ ...base, citizenId: thaiTaxId(124), companyEmail: 'second@test.co.th' })).json().data;
    expect(Number(second.employeeCode.slice(3))).toBe(Number(created.employeeCode.slice(3)) + 1);
  });

  it('names every missing required field; the assistant supervisor is the only optional one', async () => {
    const res = await save({}, hr, 'th');
    expect(res.statusCode).toBe(400);
    const fields = errors(res).map((e) => e.field);
    for (const f of ['title', 'firstNameTh', 'lastNameTh', 'firstNameEn', 'lastNameEn', 'phone', 'email', 'companyId', 'employmentTypeId', 'departmentId',
      'positionId', 'supervisorId', 'companyEmail', 'baseSalary', 'nationality', 'joiningDate', 'workingTimeType']) expect(fields, f).toContain(f);
    expect(fields).not.toContain('assistantSupervisorId');
    expect(errors(res).find((e) => e.field === 'firstNameTh')!.text).toMatch(/จำเป็น.*ชื่อ \(ภาษาไทย\)|ชื่อ \(ภาษาไทย\).*จำเป็น/);
  });

  it('checks email length and format, the phone, and the Thai ID check digit', async () => {
    const res = await save({ ...base, email: 'a@b.c', companyEmail: 'this-address-is-far-too-long@test.co.th', phone: '12345', citizenId: '1234567890123' });
    expect(errors(res).map((e) => [e.field, e.code])).toEqual(expect.arrayContaining([['citizenId', 'citizenId'], ['companyEmail', 'emailLength'], ['email', 'emailLength'], ['phone', 'phone']]));
    expect(new Set(errors(res).map((e) => e.field))).toEqual(new Set(['citizenId', 'companyEmail', 'email', 'phone']));
    expect(errors(await save({ ...base, email: 'not-an-email' })).map((e) => e.code)).toEqual(['email']);
  });

  it('a passport given is checked whatever the nationality: a Thai employee\'s too (issue 13 point 6)', async () => {
    const res = await save({ ...base, passportNumber: 'Y8' });
    expect(res.statusCode).toBe(400);
    expect(errors(res).map((e) => [e.field, e.code]).sort()).toEqual([['documentExpiry', 'required'], ['passportNumber', 'passport']]);
    expect(errors(res).find((e) => e.field === 'passportNumber')!.text).toBe('Passport number must be 1 or 2 letters followed by 6 to 8 digits (7 to 9 characters in all)');
    const th = await save({ ...base, passportNumber: 'Y8' }, hr, 'th');
    expect(errors(th).find((e) => e.field === 'passportNumber')!.text).toMatch(/ตัวอักษรภาษาอังกฤษ 1 หรือ 2 ตัว ตามด้วยตัวเลข 6 ถึง 8 หลัก/);
    expect(errors(await save({ ...base, passportNumber: 'AA1234567' })).map((e) => [e.field, e.code])).toEqual([['documentExpiry', 'required']]);
  });

  it('names take the letters of their language only: English in Latin letters, Thai in Thai script (issue 13 point 6)', async () => {
    const res = await save({ ...base, firstNameEn: '123', lastNameEn: 'Jai-dee Jr.', firstNameTh: 'Somchai', lastNameTh: 'ใจดี๑' });
    expect(errors(res).map((e) => [e.field, e.code]).sort()).toEqual([['firstNameEn', 'charactersOnly'], ['firstNameTh', 'charactersOnly'], ['lastNameTh', 'charactersOnly']]);
    expect(errors(res).find((e) => e.field === 'firstNameEn')!.text).toBe('First name (English) must contain characters only');
    const th = await save({ ...base, firstNameTh: 'Somchai' }, hr, 'th');
    expect(errors(th)).toEqual([expect.objectContaining({ field: 'firstNameTh', code: 'charactersOnly', text: expect.stringMatching(/^ชื่อ \(ภาษาไทย\)/) })]);
  });

  it('an empty select, date or amount is "required", as the forms say (issue 13 point 6)', async () => {
    const res = await save({ ...base, baseSalary: '', joiningDate: '', departmentId: '', title: '' });
    expect(errors(res).map((e) => [e.field, e.code]).sort()).toEqual([['baseSalary', 'required'], ['departmentId', 'required'], ['joiningDate', 'required'], ['title', 'required']]);
    expect(errors(res).find((e) => e.field === 'baseSalary')!.text).toMatch(/ is required$/);
    const th = await save({ ...base, baseSalary: '' }, hr, 'th');
    expect(errors(th)).toEqual([expect.objectContaining({ field: 'baseSalary', code: 'required', text: expect.stringMatching(/[\u0E00-\u0E7F]/) })]);
  });

  it('a migrant worker needs a passport (7–9 characters) with its expiry; a Cambodian ID is 9–10 digits', async () => {
    const cambodian = { ...base, nationality: 'cambodian', citizenId: null };
    expect(errors(await save(cambodian)).map((e) => [e.field, e.code]).sort()).toEqual([['documentExpiry', 'required'], ['passportNumber', 'required']]);
    expect(errors(await save({ ...cambodian, passportNumber: 'N123', documentExpiry: '2030-01-31', cambodianId: '12345' })).map((e) => [e.field, e.code]).sort())
      .toEqual([['cambodianId', 'cambodianId'], ['passportNumber', 'passport']]);
    const ok = await save({ ...cambodian, passportNumber: 'n01234567', documentExpiry: '2030-01-31', cambodianId: '123456789', companyEmail: 'sokha@test.co.th', firstNameEn: 'Sokha' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await h.db.select().from(employees).where(eq(employees.id, ok.json().data.id));
    expect(row!.passportNumber).toBe('N01234567');
  });

  it('duplicates of an identity number answer "already exists in the system" and nothing is written', async () => {
    const before = (await h.db.select().from(employees)).length;
    const dup = await save({ ...base, companyEmail: 'dup@test.co.th' });
    expect(dup.statusCode).toBe(409);
    expect(errors(dup)[0]).toMatchObject({ field: 'citizenId', code: 'duplicate' });
    expect(dup.json().msg.text).toMatch(/already exists in the system$/);
    const passport = await save({ ...base, nationality: 'myanmar', citizenId: null, passportNumber: 'N01234567', documentExpiry: '2031-01-01', companyEmail: 'dup2@test.co.th' });
    expect(errors(passport)[0]).toMatchObject({ field: 'passportNumber', code: 'duplicate' });
    expect((await h.db.select().from(employees)).length).toBe(before);
  });

  it('refuses choices that do not fit: a department of another company, a supervisor who is the assistant, a general worker without a pattern', async () => {
    const [otherDept] = await h.db.insert(departments).values({ companyId: h.company.id, nameEn: 'Closed', nameTh: 'ปิด', active: false }).returning();
    expect(errors(await save({ ...base, departmentId: otherDept!.id, citizenId: thaiTaxId(200) }))).toEqual([expect.objectContaining({ field: 'departmentId', code: 'invalid' })]);
    expect(errors(await save({ ...base, assistantSupervisorId: base.supervisorId }))).toEqual([expect.objectContaining({ field: 'assistantSupervisorId', code: 'sameAsSupervisor' })]);
    expect(errors(await save({ ...base, workingTimeId: null }))).toEqual([expect.objectContaining({ field: 'workingTimeId', code: 'required' })]);
    expect((await save({ ...base, salary: 1 })).json().data.errors).toContainEqual(expect.objectContaining({ field: 'salary', code: 'unknownField' }));
  });

  it('the welcome mail can be sent again until the password is set; an employee cannot create anyone', async () => {
    const created = (await save({ ...base, citizenId: thaiTaxId(300), companyEmail: 'again@test.co.th' })).json().data;
    expect((await h.post('/api/1.0/resend/email', { id: created.id }, hr)).json().data).toEqual({ mailed: true });
    expect((await h.db.select().from(mailOutbox)).filter((m) => m.to === 'again@test.co.th')).toHaveLength(2);
    await h.db.update(employees).set({ isFirstLogin: false }).where(eq(employees.id, created.id));
    expect((await h.post('/api/1.0/resend/email', { id: created.id }, hr)).json().msg.code).toBe(200007);
    expect((await save(base, employee)).statusCode).toBe(403);
    expect((await h.post('/api/1.0/resend/email', { id: created.id }, employee)).statusCode).toBe(403);
  });

  it('the supervisor picker serves every page that picks a person (any one of their permissions admits), and no one else', async () => {
    // The EMPLOYEE role given employee-working-management alone, for this test.
    await h.db.insert(rolePermissions).values({ roleId: h.roleIds.EMPLOYEE!, objectId: 'employment-management.employee-working-management' });
    const officer = await h.login(await h.person());
    const options = await h.post('/api/1.0/search/employee/options', { companyId: h.company.id }, officer);
    expect(options.json().data.length).toBeGreaterThan(0);
    await h.db.delete(rolePermissions).where(eq(rolePermissions.objectId, 'employment-management.employee-working-management'));
    const plain = await h.person();
    const refused = await h.post('/api/1.0/search/employee/options', { companyId: h.company.id }, await h.login(plain));
    expect(refused.statusCode).toBe(403);
    expect(await h.auditActions(plain.id)).toContain('permission.denied');
  });
});
