import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, departments, employees, masterEmploymentTypes, positions, rolePermissions, roles, workingTimes } from '@hr/db';
import { loadResources } from '@hr/i18n';
import { createHarness, thaiTaxId, type Harness } from '../../test/harness';

// Issue 13 point 1: nobody grants what they do not hold, nobody changes their own role, and
// roles with administrator-only ids need action.role.assign; each refusal with its own code.
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let admin: Person, hrPerson: Person, boss: Person, target: Person, otherAdmin: Person;
let adminToken: string, hrToken: string;
let refs: { dept: string; pos: string; type: string; wt: string };

const LOCALES = loadResources();
const SCRIPTS = { en: /^[\x20-\x7E]+$/, th: /[\u0E00-\u0E7F]/, km: /[\u1780-\u17FF]/, my: /[\u1000-\u109F]/ } as const;
type Res = Awaited<ReturnType<Harness['post']>>;

/** The refusal's status, code and text in the caller's language, as the catalogue names them. */
function expectRefused(res: Res, code: number, key: string, lang: keyof typeof SCRIPTS = 'en') {
  expect(res.statusCode, res.body).toBe(403);
  const msg = res.json().msg as { code: number; text: string };
  expect(msg.code).toBe(code);
  expect(msg.text).toBe(LOCALES[lang].errors![key]);
  expect(msg.text).toMatch(SCRIPTS[lang]);
}

const idsOf = async (roleId: string) => (await h.db.select({ id: rolePermissions.objectId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId))).map((r) => r.id).sort();
const roleOf = async (p: Person) => (await h.db.select({ roleId: employees.roleId }).from(employees).where(eq(employees.id, p.id)))[0]!.roleId;
const setPermissions = (id: string, objectIds: string[], token: string, lang = 'en') =>
  h.post('/api/1.0/update/master/role/permissions', { id, objectIds }, token, { lang });

/** A complete employment body for `who` with the given role. */
const employment = (who: Person, roleId: string) => ({
  id: who.id, employmentStatus: 'permanent', employmentTypeId: refs.type, workingTimeType: 'general', workingTimeId: refs.wt,
  joiningDate: '2025-01-06', probationPassDate: '2025-05-06', resignDate: null, effectiveDate: '2026-11-01', changeReason: 'Role review',
  companyId: h.company.id, departmentId: refs.dept, positionId: refs.pos, supervisorId: boss.id, assistantSupervisorId: null, roleId,
  recordTime: true, companyEmail: who.companyEmail, workPermitNumber: null, workPermitIssueDate: null, workPermitExpiryDate: null,
  taxpayerNumber: thaiTaxId(Number(who.employeeCode.slice(1))), jobInfoSource: null, providentFundPercent: null, kpi: null,
});
const saveEmployment = (who: Person, roleId: string, token: string, lang = 'en') =>
  h.post('/api/1.2/save/employment', employment(who, roleId), token, { lang });

beforeAll(async () => {
  h = await createHarness();
  admin = await h.person({ role: 'ADMINISTRATOR' });
  otherAdmin = await h.person({ role: 'ADMINISTRATOR' });
  hrPerson = await h.person({ role: 'HR' });
  boss = await h.person({ role: 'SUPERVISOR' });
  target = await h.person({ supervisorId: boss.id });
  adminToken = await h.login(admin);
  hrToken = await h.login(hrPerson);
  const [dept] = await h.db.insert(departments).values({ companyId: h.company.id, nameEn: 'Production', nameTh: 'ฝ่ายผลิต' }).returning();
  const [pos] = await h.db.insert(positions).values({ nameEn: 'Operator', nameTh: 'พนักงานฝ่ายผลิต' }).returning();
  const [type] = await h.db.select().from(masterEmploymentTypes).limit(1);
  const [wt] = await h.db.select().from(workingTimes).where(eq(workingTimes.dayType, 'workingDay')).limit(1);
  refs = { dept: dept!.id, pos: pos!.id, type: type!.id, wt: wt!.id };
});
afterAll(async () => { await h?.close(); });

describe('separation of duties: the base data', () => {
  it('only the Administrator role holds action.role.assign', async () => {
    const holders = await h.db.select({ code: roles.code }).from(rolePermissions).innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .where(eq(rolePermissions.objectId, 'action.role.assign'));
    expect(holders.map((r) => r.code)).toEqual(['ADMINISTRATOR']);
  });
});

describe('separation of duties: a role\'s permissions', () => {
  it('HR cannot grant an id it does not hold (403030), in four languages, and nothing changes', async () => {
    const before = await idsOf(h.roleIds.EMPLOYEE!);
    expectRefused(await setPermissions(h.roleIds.EMPLOYEE!, [...before, 'action.audit.read'], hrToken), 403030, 'roleNotHeld');
    for (const lang of ['th', 'km', 'my'] as const) {
      expectRefused(await setPermissions(h.roleIds.EMPLOYEE!, [...before, 'payroll.salary-period'], hrToken, lang), 403030, 'roleNotHeld', lang);
    }
    expect(await idsOf(h.roleIds.EMPLOYEE!)).toEqual(before);
  });

  it('nobody edits their own role\'s permissions (403031), not even an Administrator', async () => {
    const hrIds = await idsOf(h.roleIds.HR!);
    expectRefused(await setPermissions(h.roleIds.HR!, hrIds.filter((i) => i !== 'dashboard'), hrToken, 'th'), 403031, 'roleOwn', 'th');
    const adminIds = await idsOf(h.roleIds.ADMINISTRATOR!);
    expectRefused(await setPermissions(h.roleIds.ADMINISTRATOR!, adminIds, adminToken, 'km'), 403031, 'roleOwn', 'km');
    expect(await idsOf(h.roleIds.HR!)).toEqual(hrIds);
  });

  it('an administrator-only id HR holds (role permissions) still needs action.role.assign (403032)', async () => {
    const before = await idsOf(h.roleIds.SUPERVISOR!);
    const res = await setPermissions(h.roleIds.SUPERVISOR!, [...before, 'system-settings.role-permission-master'], hrToken, 'my');
    expectRefused(res, 403032, 'roleAssignRequired', 'my');
    // Nor may HR touch a role that already holds administrator rights, whatever it changes.
    expectRefused(await setPermissions(h.roleIds.ADMINISTRATOR!, ['dashboard'], hrToken), 403030, 'roleNotHeld');
    expect(await idsOf(h.roleIds.SUPERVISOR!)).toEqual(before);
  });

  it('HR edits a role within its own ids; the audit row keeps who, before and after', async () => {
    const before = await idsOf(h.roleIds.SUPERVISOR!);
    const res = await setPermissions(h.roleIds.SUPERVISOR!, [...before, 'employment-management.org-chart'], hrToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.objectIds).toContain('employment-management.org-chart');
    const [row] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'role.permissions'), eq(auditLog.targetId, h.roleIds.SUPERVISOR!)));
    expect(row).toMatchObject({ actorId: hrPerson.id, targetType: 'role' });
    const detail = row!.detail as { before: string[]; after: string[]; added: string[] };
    expect([...detail.before].sort()).toEqual(before);
    expect(detail.after).toContain('employment-management.org-chart');
    expect(detail.added).toEqual(['employment-management.org-chart']);
  });

  it('an Administrator grants administrator-only ids to another role', async () => {
    const before = await idsOf(h.roleIds.ACCOUNTANT!);
    const res = await setPermissions(h.roleIds.ACCOUNTANT!, [...before, 'action.audit.read'], adminToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(await idsOf(h.roleIds.ACCOUNTANT!)).toContain('action.audit.read');
  });
});

describe('separation of duties: the role of an employee', () => {
  it('HR cannot make anyone an Administrator, itself included; nothing changes', async () => {
    // The Administrator role holds ids HR does not: refused as a grant beyond HR's own rights.
    expectRefused(await saveEmployment(target, h.roleIds.ADMINISTRATOR!, hrToken, 'th'), 403030, 'roleNotHeld', 'th');
    expectRefused(await saveEmployment(hrPerson, h.roleIds.ADMINISTRATOR!, hrToken), 403031, 'roleOwn');
    expect(await roleOf(target)).toBe(h.roleIds.EMPLOYEE);
    expect(await roleOf(hrPerson)).toBe(h.roleIds.HR);
  });

  it('HR cannot give its own HR role (it holds role-permission editing) without action.role.assign (403032)', async () => {
    expectRefused(await saveEmployment(target, h.roleIds.HR!, hrToken, 'km'), 403032, 'roleAssignRequired', 'km');
  });

  it('nobody changes the role on their own record, an Administrator included (403031)', async () => {
    expectRefused(await saveEmployment(admin, h.roleIds.HR!, adminToken, 'my'), 403031, 'roleOwn', 'my');
    expect(await roleOf(admin)).toBe(h.roleIds.ADMINISTRATOR);
  });

  it('HR cannot take the Administrator role away from an administrator', async () => {
    expectRefused(await saveEmployment(otherAdmin, h.roleIds.EMPLOYEE!, hrToken), 403030, 'roleNotHeld');
    expect(await roleOf(otherAdmin)).toBe(h.roleIds.ADMINISTRATOR);
  });

  it('HR gives the Supervisor and Employee roles; each change has an audit row with who, before and after', async () => {
    expect((await saveEmployment(target, h.roleIds.SUPERVISOR!, hrToken)).statusCode).toBe(200);
    expect(await roleOf(target)).toBe(h.roleIds.SUPERVISOR);
    expect((await saveEmployment(target, h.roleIds.EMPLOYEE!, hrToken)).statusCode).toBe(200);
    const rows = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'employee.role'), eq(auditLog.targetId, target.id))).orderBy(auditLog.id);
    expect(rows.map((r) => ({ actorId: r.actorId, detail: r.detail }))).toEqual([
      { actorId: hrPerson.id, detail: { before: h.roleIds.EMPLOYEE, after: h.roleIds.SUPERVISOR } },
      { actorId: hrPerson.id, detail: { before: h.roleIds.SUPERVISOR, after: h.roleIds.EMPLOYEE } },
    ]);
    // HR saving its own record without changing its role is an ordinary save.
    expect((await saveEmployment(hrPerson, h.roleIds.HR!, hrToken)).statusCode).toBe(200);
  });

  it('an Administrator gives the Administrator role to someone else', async () => {
    const res = await saveEmployment(target, h.roleIds.ADMINISTRATOR!, adminToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(await roleOf(target)).toBe(h.roleIds.ADMINISTRATOR);
    expect((await saveEmployment(target, h.roleIds.EMPLOYEE!, adminToken)).statusCode).toBe(200);
  });
});

describe('separation of duties: what the forms read', () => {
  it('the profile names the caller\'s role; the role choices carry each role\'s ids, for HR and not for an employee', async () => {
    expect((await h.get('/api/1.1/getProfile', hrToken)).json().data.roleId).toBe(h.roleIds.HR);
    const res = await h.post('/api/1.0/get/master/role/choices', {}, hrToken, { lang: 'th' });
    expect(res.statusCode, res.body).toBe(200);
    const admin = (res.json().data as Array<{ value: string; label: string; objectIds: string[] }>).find((c) => c.value === h.roleIds.ADMINISTRATOR);
    expect(admin).toMatchObject({ label: 'ผู้ดูแลระบบ', objectIds: expect.arrayContaining(['action.role.assign', 'action.audit.read']) });
    expect((await h.post('/api/1.0/get/master/role/choices', {}, await h.login(target))).statusCode).toBe(403);
  });
});

describe('separation of duties: the role master\'s rows', () => {
  it('HR can neither rename nor deactivate nor delete its own role or the Administrator role', async () => {
    expectRefused(await h.post('/api/1.0/update/master/role/status', { id: h.roleIds.HR, active: false }, hrToken), 403031, 'roleOwn');
    expectRefused(await h.post('/api/1.0/update/master/role/status', { id: h.roleIds.ADMINISTRATOR, active: false }, hrToken), 403030, 'roleNotHeld');
    expectRefused(await h.post('/api/1.0/update/master/role', { id: h.roleIds.ADMINISTRATOR, code: 'ADMINISTRATOR', nameEn: 'Nobody', nameTh: 'ไม่มีใคร' }, hrToken), 403030, 'roleNotHeld');
    expectRefused(await h.post('/api/1.0/delete/master/role', { id: h.roleIds.HR }, hrToken), 403031, 'roleOwn');
    const [row] = await h.db.select().from(roles).where(eq(roles.id, h.roleIds.ADMINISTRATOR!));
    expect(row).toMatchObject({ active: true, nameEn: 'Administrator' });
  });

  it('HR renames a role within its rights; the audit row keeps the names before and after', async () => {
    const res = await h.post('/api/1.0/update/master/role', { id: h.roleIds.SUPERVISOR, code: 'SUPERVISOR', nameEn: 'Team lead', nameTh: 'หัวหน้างาน' }, hrToken);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'master.update'), eq(auditLog.targetId, h.roleIds.SUPERVISOR!)));
    expect(row).toMatchObject({ actorId: hrPerson.id, detail: expect.objectContaining({ before: expect.objectContaining({ nameEn: 'Supervisor' }), after: expect.objectContaining({ nameEn: 'Team lead' }) }) });
  });
});

describe('separation of duties: a new employee\'s first role', () => {
  it('HR cannot create employees once the Employee role holds more than HR does', async () => {
    const before = await idsOf(h.roleIds.EMPLOYEE!);
    expect((await setPermissions(h.roleIds.EMPLOYEE!, [...before, 'payroll.salary-period'], adminToken)).statusCode).toBe(200);
    const body = {
      title: 'mr', firstNameTh: 'สมชาย', lastNameTh: 'ใจดี', firstNameEn: 'Somchai', lastNameEn: 'Jaidee', phone: '081 234 5678', email: 'somchai@mail.com',
      companyId: h.company.id, employmentTypeId: refs.type, departmentId: refs.dept, positionId: refs.pos, supervisorId: boss.id, assistantSupervisorId: null,
      companyEmail: 'somchai@test.co.th', baseSalary: 18000, nationality: 'thai', citizenId: thaiTaxId(123), passportNumber: null, cambodianId: null,
      documentExpiry: null, joiningDate: '2026-12-01', workingTimeType: 'general', workingTimeId: refs.wt,
    };
    expectRefused(await h.post('/api/1.0/save/employeeInfo', body, hrToken, { lang: 'th' }), 403030, 'roleNotHeld', 'th');
    expect(await h.db.select().from(employees).where(eq(employees.companyEmail, 'somchai@test.co.th'))).toEqual([]);
    expect((await h.post('/api/1.0/save/employeeInfo', body, adminToken)).statusCode).toBe(200);
  });
});
