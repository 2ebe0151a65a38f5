import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, leaveTypes, sessions, workingTimes } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

/*
 * Issue 17 point 5: who may call what on the approval module and its request types (data scope
 * matrix). A member of lead's team has a pending overtime request, on-site request, punch
 * request and leave request; a stranger leads nobody; HR sees everyone. A refusal by permission is 403; a request
 * outside the caller's scope reads as gone (404, 301007), so ids cannot be probed.
 */
let h: Harness;
const tokens: Record<string, string> = {};
let member: Awaited<ReturnType<Harness['person']>>;
let ids: { ot: string; onSite: string; punch: string; leave: string };

beforeAll(async () => {
  h = await createHarness();
  const lead = await h.person({ role: 'SUPERVISOR' });
  member = await h.person({ supervisorId: lead.id });
  const stranger = await h.person({ role: 'SUPERVISOR' });
  const hr = await h.person({ role: 'HR', supervisorId: lead.id });
  const peer = await h.person({ supervisorId: lead.id });
  for (const [k, p] of Object.entries({ lead, member, stranger, hr, peer })) tokens[k] = await h.login(p);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01' });
  const post = async (url: string, body: object) => {
    const res = await h.post(url, body, tokens.member);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  };
  ids = {
    ot: await post('/api/1.0/save/empOverTime', { date: '2026-11-24', startTime: '17:00', endTime: '19:00', reason: 'Audit' }),
    onSite: await post('/api/1.0/save/onSiteWork', { dateFrom: '2026-11-25', dateTo: '2026-11-25', duration: 'fullDay', workType: 'onSite', subType: 'meeting', description: 'Client', memberIds: [member.id] }),
    punch: await post('/api/1.0/save/punchRequest', { date: '2026-11-20', time: '08:00', kind: 'in', reason: 'Forgot' }),
    leave: await post('/api/1.0/insert/leaveForm', { leaveTypeId: (await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'SICK')))[0]!.id,
      duration: 'fullDay', dateFrom: '2026-11-26', dateTo: '2026-11-26' }),
  };
});
afterAll(async () => { await h?.close(); });

describe('who may call what on the approval module (data scope matrix)', () => {
  const get = (k: 'ot' | 'onSite' | 'punch' | 'leave') => () => ({ id: ids[k] });
  it.each([
    // [who, call, expected HTTP status, body]
    ['member', '/api/1.0/search/empOverTime/self', 200, () => ({})],
    ['member', '/api/1.0/search/empOverTime/hrorlead', 403, () => ({})],
    ['member', '/api/1.0/get/empOverTime', 200, get('ot')],
    ['peer', '/api/1.0/get/empOverTime', 404, get('ot')],
    ['stranger', '/api/1.0/get/empOverTime', 404, get('ot')],
    ['lead', '/api/1.0/get/empOverTime', 200, get('ot')],
    ['hr', '/api/1.0/get/empOverTime', 200, get('ot')],
    ['lead', '/api/1.0/search/empOverTime/hrorlead', 200, () => ({})],
    ['stranger', '/api/1.0/cancel/empOverTime', 404, get('ot')],
    ['peer', '/api/1.0/cancel/empOverTime', 404, get('ot')],
    ['member', '/api/1.0/search/meOnSiteWork', 200, () => ({})],
    ['member', '/api/1.0/search/workonsitehrorlead', 403, () => ({})],
    ['lead', '/api/1.0/search/workonsitehrorlead', 200, () => ({})],
    ['member', '/api/1.0/get/onSiteWorkDetail', 200, get('onSite')],
    ['peer', '/api/1.0/get/onSiteWorkDetail', 404, get('onSite')],
    ['stranger', '/api/1.0/get/onSiteWorkDetail', 404, get('onSite')],
    ['lead', '/api/1.0/get/onSiteWorkDetail', 200, get('onSite')],
    ['stranger', '/api/1.0/cancel/workonsite', 404, get('onSite')],
    ['member', '/api/1.0/search/punchRequest/self', 200, () => ({})],
    ['member', '/api/1.0/get/punchRequest', 200, get('punch')],
    ['peer', '/api/1.0/get/punchRequest', 404, get('punch')],
    ['stranger', '/api/1.0/get/punchRequest', 404, get('punch')],
    ['hr', '/api/1.0/get/punchRequest', 200, get('punch')],
    ['stranger', '/api/1.0/cancel/punchRequest', 404, get('punch')],
    ['peer', '/api/1.1/view/leaveForm', 404, get('leave')],
    ['stranger', '/api/1.1/view/leaveForm', 404, get('leave')],
    ['lead', '/api/1.1/view/approveDetail', 200, get('leave')],
    ['stranger', '/api/1.1/view/approveDetail', 404, get('leave')],
    ['member', '/api/1.0/approve/leaveForm', 403, get('leave')],
    ['stranger', '/api/1.0/approve/leaveForm', 404, get('leave')],
    ['member', '/api/1.1/approveAndReject/approval', 403, () => ({ requestType: 'leave', ids: [ids.leave], action: 'approve' })],
    ['lead', '/api/1.1/search/approval/inbox', 200, () => ({ requestType: 'leave' })],
    ['member', '/api/1.1/search/approval/counts', 403, () => ({})],
    ['member', '/api/1.1/search/approval/inbox', 403, () => ({ requestType: 'overtime' })],
    ['member', '/api/1.1/approveAndReject/approval', 403, () => ({ requestType: 'overtime', ids: [ids.ot], action: 'approve' })],
    ['lead', '/api/1.1/search/approval/inbox', 200, () => ({ requestType: 'onSite' })],
    ['member', '/api/1.1/get/approval/chain', 403, () => ({ companyId: null, requestType: 'overtime' })],
    ['lead', '/api/1.1/get/approval/chain', 403, () => ({ companyId: null, requestType: 'overtime' })],
    ['hr', '/api/1.1/get/approval/chain', 200, () => ({ companyId: null, requestType: 'overtime' })],
    ['lead', '/api/1.1/save/approval/chain', 403, () => ({ companyId: null, requestType: 'overtime', steps: [] })],
    ['member', '/api/1.1/test/approval/chain', 403, () => ({ employeeId: member.id, requestType: 'overtime' })],
    ['lead', '/api/1.1/test/approval/chain', 200, () => ({ employeeId: member.id, requestType: 'overtime' })],
    ['stranger', '/api/1.1/test/approval/chain', 404, () => ({ employeeId: member.id, requestType: 'overtime' })],
    ['member', '/api/1.1/search/approval/delegates', 403, () => ({})],
    ['member', '/api/1.1/save/approval/delegate', 403, () => ({ delegateId: null })],
  ] as const)('%s → %s answers %i', async (who, url, status, body) => {
    const res = await h.post(url, body(), tokens[who]);
    expect(res.statusCode, res.body).toBe(status);
  });

  it('decisions outside the step are refused one by one, and nothing is decided', async () => {
    const res = await h.post('/api/1.1/approveAndReject/approval', { requestType: 'overtime', ids: [ids.ot], action: 'approve' }, tokens.stranger);
    expect(res.json().data).toEqual([expect.objectContaining({ ok: false, code: 301007 })]);
    expect((await h.post('/api/1.0/get/empOverTime', { id: ids.ot }, tokens.member)).json().data.status).toBe('pending');
    expect((await h.get(`/api/1.0/file/onsite/${ids.onSite}`, tokens.stranger)).statusCode).toBe(404);
    // Leave through the module's call: the stranger is told it is gone; the lead decides it there.
    expect((await h.post('/api/1.1/approveAndReject/approval', { requestType: 'leave', ids: [ids.leave], action: 'approve' }, tokens.stranger)).json().data)
      .toEqual([expect.objectContaining({ ok: false, code: 301007 })]);
    expect((await h.post('/api/1.1/approveAndReject/approval', { requestType: 'leave', ids: [ids.leave], action: 'approve' }, tokens.lead)).json().data).toEqual([{ id: ids.leave, ok: true }]);
  });
});
