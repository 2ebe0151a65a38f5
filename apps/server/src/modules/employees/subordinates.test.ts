import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, employees } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let boss: Person, lead: Person, asst: Person, member: Person, assisted: Person, stranger: Person, strangersLead: Person, idle: Person, plain: Person, hr: Person;
const tokens: Record<string, string> = {};
const team = (who: string, body: Record<string, unknown> = {}) => h.post('/api/1.0/search/employee/subordinates', body, tokens[who]);
const codes = async (who: string, body: Record<string, unknown> = {}) => ((await team(who, body)).json().data.items as Array<{ employeeCode: string }>).map((i) => i.employeeCode).sort();

beforeAll(async () => {
  h = await createHarness();
  boss = await h.person({ role: 'SUPERVISOR' });
  lead = await h.person({ role: 'SUPERVISOR', supervisorId: boss.id });
  asst = await h.person({ role: 'ASSISTANT_SUPERVISOR' });
  member = await h.person({ supervisorId: lead.id });
  assisted = await h.person({ supervisorId: lead.id, assistantId: asst.id });
  strangersLead = await h.person({ role: 'SUPERVISOR' });
  stranger = await h.person({ supervisorId: strangersLead.id });
  idle = await h.person({ role: 'SUPERVISOR' });
  plain = await h.person();
  hr = await h.person({ role: 'HR' });
  for (const [k, p] of Object.entries({ boss, lead, asst, idle, plain, hr })) tokens[k] = await h.login(p);
});
afterAll(async () => { await h?.close(); });

describe('view-employee-info: a supervisor\'s team', () => {
  it('a supervisor sees their direct and indirect subordinates, never themselves or anyone else', async () => {
    expect(await codes('boss')).toEqual([lead, member, assisted].map((p) => p.employeeCode).sort());
    expect(await codes('lead')).toEqual([member, assisted].map((p) => p.employeeCode).sort());
    const page = (await team('lead', { pageSize: 1, sort: { field: 'employeeCode', dir: 'desc' } })).json().data;
    expect(page).toMatchObject({ total: 2, pageSize: 1, items: [{ employeeCode: assisted.employeeCode, supervisor: `${lead.firstNameEn} ${lead.lastNameEn}` }] });
  });

  it('an assistant supervisor sees whom they assist', async () => {
    expect(await codes('asst')).toEqual([assisted.employeeCode]);
  });

  it('a supervisor with nobody under them, and HR (who has all-employee), see an empty list', async () => {
    expect((await team('idle')).json().data).toMatchObject({ total: 0, items: [] });
    expect((await team('hr')).json().data.total).toBe(0);
  });

  it('no filter reaches outside the team: another\'s supervisor, company-wide filters, a stranger\'s name or id', async () => {
    expect(await codes('lead', { supervisorId: strangersLead.id })).toEqual([]);
    expect(await codes('lead', { companyId: h.company.id })).toEqual([member, assisted].map((p) => p.employeeCode).sort());
    expect(await codes('lead', { keyword: stranger.employeeCode })).toEqual([]);
    expect(await codes('lead', { keyword: stranger.firstNameEn })).toEqual([]);
    // The record itself stays out of reach too.
    expect((await h.post('/api/1.0/view/basicinfo', { id: stranger.id }, tokens.lead)).json().msg.code).toBe(301007);
  });

  it('filters narrow within the team; someone who left is listed only when asked for', async () => {
    await h.db.update(employees).set({ active: false, employmentStatus: 'resigned' }).where(eq(employees.id, member.id));
    expect(await codes('lead', { active: true })).toEqual([assisted.employeeCode]);
    expect(await codes('lead', { employmentStatus: 'resigned' })).toEqual([member.employeeCode]);
  });

  it('an employee without the page is refused, and the refusal is audited', async () => {
    const res = await team('plain');
    expect(res.statusCode).toBe(403);
    const denied = await h.db.select().from(auditLog).where(eq(auditLog.actorId, plain.id));
    expect(denied).toContainEqual(expect.objectContaining({ action: 'permission.denied', objectId: 'employment-management.view-employee-info' }));
    expect((await h.post('/api/1.0/search/employee/subordinates', {})).statusCode).toBe(401);
  });
});
