import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, employeeHealth, employeeSalaryHistory, employees } from '@hr/db';
import { createHarness, thaiTaxId, type Harness } from '../../test/harness';
import { LEAD_VIEW_SECTIONS, VIEW_SECTION_NAMES } from '@hr/domain';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: Person, lead: Person, member: Person, stranger: Person;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness();
  hr = await h.person({ role: 'HR' });
  lead = await h.person({ role: 'SUPERVISOR' });
  member = await h.person({ supervisorId: lead.id });
  stranger = await h.person();
  for (const [k, p] of Object.entries({ hr, lead, member, stranger })) tokens[k] = await h.login(p);
  await h.db.update(employees).set({ citizenId: thaiTaxId(777), gender: 'female' }).where(eq(employees.id, member.id));
  await h.db.insert(employeeSalaryHistory).values({ employeeId: member.id, incrementType: 'initial', baseSalary: 21000, effectiveDate: '2026-01-01', adjustedSalary: 21000 });
  await h.db.insert(employeeHealth).values({ employeeId: member.id, drugAllergy: 'Penicillin' });
});
afterAll(async () => { await h?.close(); });

const view = (name: string, id: string, who: string) => h.post(`/api/1.0/view/${name}`, { id }, tokens[who]);
const SECTIONS: string[] = [...VIEW_SECTION_NAMES];
const LEAD_SECTIONS: string[] = [...LEAD_VIEW_SECTIONS];

describe('who may read which section of whose record (SPEC section 6, DESIGN section 4)', () => {
  it('an employee reads every section of their own record, by the self calls and by their own id', async () => {
    for (const name of SECTIONS) {
      expect((await h.post(`/api/1.0/view/self/${name}`, {}, tokens.member)).statusCode, name).toBe(200);
      expect((await view(name, member.id, 'member')).statusCode, name).toBe(200);
    }
    expect((await view('salary', member.id, 'member')).json().data[0]).toMatchObject({ baseSalary: 21000 });
  });

  it('an employee cannot read anyone else\'s record by changing the id: it looks like a missing record, and is audited', async () => {
    for (const name of SECTIONS) {
      const res = await view(name, stranger.id, 'member');
      expect(res.json().msg.code, name).toBe(301007);
    }
    const denied = await h.db.select().from(auditLog).where(eq(auditLog.actorId, member.id));
    expect(denied.filter((a) => a.action === 'permission.denied').length).toBe(SECTIONS.length);
  });

  it('a supervisor reads the employment summary of a subordinate, with ID numbers masked, but not salary, bank, medical, family or documents', async () => {
    for (const name of SECTIONS) {
      const res = await view(name, member.id, 'lead');
      expect(res.json().success, name).toBe(LEAD_SECTIONS.includes(name));
    }
    const basic = (await view('basicinfo', member.id, 'lead')).json().data;
    expect(basic.citizenId).toBe(`•••••••••${thaiTaxId(777).slice(-4)}`);
    expect(basic.gender).toBe('female');
    expect((await view('salary', member.id, 'lead')).json().msg.code).toBe(301007);
    expect((await view('medicalCondition', member.id, 'lead')).json().msg.code).toBe(301007);
  });

  it('a supervisor cannot read someone outside the team', async () => {
    for (const name of LEAD_SECTIONS) expect((await view(name, stranger.id, 'lead')).json().msg.code, name).toBe(301007);
  });

  it('HR reads every section of anyone; reads of ID numbers, salary and medical data are audited', async () => {
    for (const name of SECTIONS) expect((await view(name, member.id, 'hr')).statusCode, name).toBe(200);
    expect((await view('basicinfo', member.id, 'hr')).json().data.citizenId).toBe(thaiTaxId(777));
    expect((await view('medicalCondition', member.id, 'hr')).json().data.drugAllergy).toBe('Penicillin');
    const reads = (await h.db.select().from(auditLog).where(eq(auditLog.actorId, hr.id))).filter((a) => a.action === 'employee.sensitive.read');
    expect(new Set(reads.map((r) => r.targetType))).toEqual(new Set(['employee.basicinfo', 'employee.medicalCondition', 'employee.salary', 'employee.bankaccounts']));
    expect(reads.every((r) => r.targetId === member.id)).toBe(true);
  });

  it('an unknown id is a missing record; the self calls need a login', async () => {
    expect((await view('basicinfo', '00000000-0000-4000-8000-000000000000', 'hr')).json().msg.code).toBe(301007);
    expect((await h.post('/api/1.0/view/self/basicinfo', {})).statusCode).toBe(401);
  });

  it('profile completeness by section: what is filled counts', async () => {
    const before = (await h.post('/api/1.0/view/employeeInfo/progess', { id: member.id }, tokens.hr)).json().data;
    expect(before.sections).toMatchObject({ medicalCondition: true, basicinfo: false, bankaccounts: false });
    await h.db.update(employees).set({ birthDate: '1995-03-02', religion: 'buddhism', bloodGroup: 'O' }).where(eq(employees.id, member.id));
    const after = (await h.post('/api/1.0/view/employeeInfo/progess', { id: member.id }, tokens.lead)).json().data;
    expect(after.sections.basicinfo).toBe(true);
    expect(after.percent).toBeGreaterThan(before.percent);
    expect((await h.post('/api/1.0/view/employeeInfo/progess', { id: member.id }, tokens.stranger)).json().msg.code).toBe(301007);
  });
});
