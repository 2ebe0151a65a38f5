import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { approvalDelegates, employees, workingTimes } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

/*
 * The approval module's own calls (issue 17 point 1): the chain settings refuse what cannot be
 * routed, the routing check names the people of each step and falls back to HR, an approver sets
 * and clears their delegate. Overtime's tests (overtime.test.ts) cover the decisions themselves.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let boss: Person, lone: Person, hrPerson: Person;
let bossT: string, hrT: string;
const errorsOf = (res: { json: () => { data: { errors: Array<{ field: string; text: string }> } } }) => res.json().data.errors;

beforeAll(async () => {
  h = await createHarness();
  boss = await h.person({ role: 'SUPERVISOR' });
  lone = await h.person();
  hrPerson = await h.person({ role: 'HR' });
  [bossT, hrT] = await Promise.all([boss, hrPerson].map((p) => h.login(p))) as [string, string];
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01' });
});
afterAll(async () => { await h?.close(); });

describe('chains, routing check, delegates', () => {
  it('a chain naming a role needs a role that exists; too many steps and unknown kinds are refused, each named', async () => {
    const save = (steps: unknown[]) => h.post('/api/1.1/save/approval/chain', { companyId: null, requestType: 'overtime', steps }, hrT);
    expect(errorsOf(await save([{ kind: 'role' }]))).toEqual([expect.objectContaining({ field: 'steps.0.roleId' })]);
    expect(errorsOf(await save([{ kind: 'hr' }, { kind: 'role', roleId: '00000000-0000-4000-8000-000000000000' }]))).toEqual([expect.objectContaining({ field: 'steps.1.roleId' })]);
    expect(errorsOf(await save([{ kind: 'boss' }]))).toEqual([expect.objectContaining({ field: 'steps.0.kind' })]);
    expect(errorsOf(await save(Array(7).fill({ kind: 'hr' })))).toEqual([expect.objectContaining({ field: 'steps' })]);
    expect(errorsOf(await save([{ kind: 'hr', when: { measure: 'weekOvertimeHours', op: 'gt', value: -1 } }]))).toEqual([expect.objectContaining({ field: 'steps.0.when.value' })]);
    const ok = await save([{ kind: 'role', roleId: h.roleIds.SUPERVISOR }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const got = (await h.post('/api/1.1/get/approval/chain', { companyId: h.company.id, requestType: 'overtime' }, hrT)).json().data;
    expect(got).toMatchObject({ source: 'all', steps: [{ kind: 'role', roleId: h.roleIds.SUPERVISOR }] });
    // The routing check names the role's holders; HR restores the default.
    const routed = (await h.post('/api/1.1/test/approval/chain', { employeeId: lone.id, requestType: 'overtime' }, hrT)).json().data;
    expect(routed.steps[0].approvers.map((a: { id: string }) => a.id)).toEqual([boss.id]);
    expect((await save([])).statusCode).toBe(200);
    expect((await h.post('/api/1.1/get/approval/chain', { companyId: null, requestType: 'overtime' }, hrT)).json().data.source).toBe('default');
  });

  it('someone without a supervisor on record: the routing check says the step is skipped and HR decides', async () => {
    const routed = (await h.post('/api/1.1/test/approval/chain', { employeeId: lone.id, requestType: 'overtime' }, hrT)).json().data;
    expect(routed).toMatchObject({ source: 'default', fallback: true, skipped: [{ kind: 'supervisorOrAssistant', reason: 'noApprover' }] });
    expect(routed.steps).toEqual([expect.objectContaining({ kind: 'hr', approvers: [expect.objectContaining({ id: hrPerson.id })] })]);
  });

  it('an approver sets and clears their delegate; an unknown delegate is named as the field', async () => {
    expect(errorsOf(await h.post('/api/1.1/save/approval/delegate', { delegateId: '00000000-0000-4000-8000-000000000000' }, bossT))).toEqual([expect.objectContaining({ field: 'delegateId' })]);
    // The candidates are colleagues who approve themselves: HR yes, an employee without the approval page no, never oneself.
    const candidates = (await h.post('/api/1.1/search/approval/delegates', {}, bossT)).json().data.map((p: { id: string }) => p.id);
    expect(candidates).toContain(hrPerson.id);
    expect(candidates).not.toContain(lone.id);
    expect(candidates).not.toContain(boss.id);
    expect((await h.post('/api/1.1/search/approval/delegates', { keyword: hrPerson.employeeCode }, bossT)).json().data).toEqual([expect.objectContaining({ id: hrPerson.id })]);
    expect((await h.post('/api/1.1/save/approval/delegate', { delegateId: hrPerson.id }, bossT)).statusCode).toBe(200);
    expect((await h.post('/api/1.1/get/approval/delegate', {}, bossT)).json().data.delegate).toMatchObject({ id: hrPerson.id });
    expect((await h.post('/api/1.1/save/approval/delegate', { delegateId: null }, bossT)).statusCode).toBe(200);
    expect(await h.db.select().from(approvalDelegates)).toEqual([]);
    expect((await h.auditActions(boss.id)).filter((a) => a === 'approval.delegate.save')).toHaveLength(2);
  });
});
