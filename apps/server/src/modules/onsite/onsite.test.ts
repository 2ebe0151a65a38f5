import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { employees, notifications, sessions, workingTimes } from '@hr/db';
import { createHarness, pngBytes, type Harness } from '../../test/harness';

/*
 * On-site work and work from home on the approval module (issue 17 point 3). Today is Sunday
 * 22 November 2026; everyone works D08 Monday to Friday and records time. The line: top → boss →
 * (me, peer); a stranger leads nobody.
 */
let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let top: Person, boss: Person, me: Person, peer: Person, stranger: Person, hrPerson: Person;
let topT: string, bossT: string, meT: string, peerT: string, strangerT: string, hrT: string;

const code = (res: { body: string }) => (JSON.parse(res.body) as { msg: { code: number } }).msg.code;
const base = { dateFrom: '2026-11-23', dateTo: '2026-11-24', duration: 'fullDay', workType: 'onSite', subType: 'training', description: 'Fire-safety training at the Rayong plant' };
const save = (token: string, body: Record<string, unknown>) => h.post('/api/1.0/save/onSiteWork', { ...base, ...body }, token);
const errorsOf = (res: { json: () => { data: { errors: Array<{ field: string; text: string }> } } }) => res.json().data.errors;
const statusOn = async (token: string, date: string) =>
  ((await h.post('/api/1.0/search/meTimeStamp', { month: date.slice(0, 7) }, token)).json().data.days as Array<{ date: string; status: string | null }>).find((d) => d.date === date)!.status;
const decide = (token: string, id: string, action = 'approve', remark?: string) =>
  h.post('/api/1.1/approveAndReject/approval', { requestType: 'onSite', ids: [id], action, ...(remark ? { remark } : {}) }, token);

beforeAll(async () => {
  h = await createHarness();
  top = await h.person({ role: 'SUPERVISOR' });
  boss = await h.person({ role: 'SUPERVISOR', supervisorId: top.id });
  me = await h.person({ supervisorId: boss.id });
  peer = await h.person({ supervisorId: boss.id });
  stranger = await h.person({ role: 'SUPERVISOR' });
  hrPerson = await h.person({ role: 'HR', supervisorId: top.id });
  [topT, bossT, meT, peerT, strangerT, hrT] = await Promise.all([top, boss, me, peer, stranger, hrPerson].map((p) => h.login(p))) as [string, string, string, string, string, string];
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01' });
});
afterAll(async () => { await h?.close(); });

describe('on-site work', () => {
  it('the form\'s rules: dates in order, a half day on one date, a description, members within the caller\'s reach, their own upload', async () => {
    expect(errorsOf(await save(meT, { memberIds: [me.id], dateTo: '2026-11-20' }))).toEqual([expect.objectContaining({ field: 'dateTo', text: 'To must not be before the start date' })]);
    expect(errorsOf(await save(meT, { memberIds: [me.id], duration: 'morning' }))).toEqual([expect.objectContaining({ field: 'dateTo' })]);
    expect(errorsOf(await save(meT, { memberIds: [me.id], description: ' ' }))).toEqual([expect.objectContaining({ field: 'description' })]);
    expect(errorsOf(await save(meT, { memberIds: [] }))).toEqual([expect.objectContaining({ field: 'memberIds' })]);
    expect(errorsOf(await save(meT, { memberIds: [me.id], workType: 'beach' }))).toEqual([expect.objectContaining({ field: 'workType' })]);
    // An employee puts themselves on a request, not a colleague; a supervisor their team, not a stranger.
    expect(errorsOf(await save(meT, { memberIds: [me.id, peer.id] }))).toEqual([expect.objectContaining({ field: 'memberIds' })]);
    expect(errorsOf(await save(bossT, { memberIds: [me.id, stranger.id] }))).toEqual([expect.objectContaining({ field: 'memberIds' })]);
    const [upload] = (await h.upload('/api/1.0/user/upload/onsite', peerT, [await pngBytes('agenda.png')])).json().data as Array<{ id: string }>;
    expect(errorsOf(await save(meT, { memberIds: [me.id], fileId: upload!.id }))).toEqual([expect.objectContaining({ field: 'fileId' })]);
  });

  it('a supervisor files for three people with an attachment; their supervisor approves; each member\'s days are "on site" and each is told', async () => {
    const [upload] = (await h.upload('/api/1.0/user/upload/onsite', bossT, [await pngBytes('agenda.png')])).json().data as Array<{ id: string }>;
    const res = await save(bossT, { memberIds: [boss.id, me.id, peer.id], fileId: upload!.id });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as string;
    expect(await statusOn(meT, '2026-11-23')).not.toBe('onSite');
    const view = (await h.post('/api/1.0/get/onSiteWorkDetail', { id }, meT)).json().data;
    expect(view).toMatchObject({ status: 'pending', workType: 'onSite', subType: 'training', file: { name: 'agenda.png' }, canDecide: false, canEdit: false });
    expect(view.members.map((m: { id: string }) => m.id).sort()).toEqual([boss.id, me.id, peer.id].sort());
    expect(view.steps).toEqual([expect.objectContaining({ kind: 'supervisorOrAssistant', status: 'open', approvers: [expect.objectContaining({ id: top.id })] })]);
    // A member downloads the attachment; a stranger cannot.
    expect((await h.get(`/api/1.0/file/onsite/${id}`, peerT)).statusCode).toBe(200);
    expect((await h.get(`/api/1.0/file/onsite/${id}`, strangerT)).statusCode).toBe(404);
    // Nobody decides their own request: boss is a member and the filer.
    expect((await decide(bossT, id)).json().data[0]).toMatchObject({ ok: false, code: 403090 });
    expect((await decide(topT, id)).json().data[0]).toMatchObject({ ok: true });
    for (const [token, date] of [[meT, '2026-11-23'], [peerT, '2026-11-24'], [bossT, '2026-11-23']] as const) expect(await statusOn(token, date)).toBe('onSite');
    expect(await statusOn(meT, '2026-11-25')).not.toBe('onSite');
    const told = await h.db.select({ to: notifications.recipientId }).from(notifications).where(and(eq(notifications.objectId, id), eq(notifications.kind, 'onSiteApproved')));
    expect(told.map((n) => n.to).sort()).toEqual([boss.id, me.id, peer.id].sort());
    // The lists: mine as a member, the filer's own, the team's for top; a stranger sees none.
    expect((await h.post('/api/1.0/search/meOnSiteWork', {}, meT)).json().data.items.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await h.post('/api/1.0/search/workonsiteself', {}, meT)).json().data.total).toBe(0);
    expect((await h.post('/api/1.0/search/workonsiteself', {}, bossT)).json().data.items.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await h.post('/api/1.0/search/workonsitehrorlead', {}, topT)).json().data.items.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await h.post('/api/1.0/search/workonsitehrorlead', {}, strangerT)).json().data.total).toBe(0);
    expect((await h.post('/api/1.0/search/workonsitehrorlead', {}, meT)).statusCode).toBe(403);
    expect(code(await h.post('/api/1.0/get/onSiteWorkDetail', { id }, strangerT))).toBe(301007);
    // HR cancels the approved request: the days are working days again, and the members are told.
    expect(code(await h.post('/api/1.0/cancel/workonsite', { id }, bossT))).toBe(409090);
    expect((await h.post('/api/1.0/cancel/workonsite', { id, reason: 'Training moved' }, hrT)).statusCode).toBe(200);
    expect(await statusOn(meT, '2026-11-23')).not.toBe('onSite');
    expect((await h.db.select().from(notifications).where(and(eq(notifications.objectId, id), eq(notifications.kind, 'onSiteCancelled')))).length).toBe(3);
    expect((await h.auditActions()).filter((a) => a.startsWith('onSite.'))).toEqual(expect.arrayContaining(['onSite.create', 'onSite.approve', 'onSite.cancel']));
  });

  it('work from home for half a day, edited before any decision, rejected with a remark', async () => {
    const res = await save(meT, { memberIds: [me.id], dateFrom: '2026-11-26', dateTo: '2026-11-26', duration: 'afternoon', workType: 'workFromHome', subType: 'other' });
    const id = res.json().data.id as string;
    expect((await save(meT, { id, memberIds: [me.id], dateFrom: '2026-11-27', dateTo: '2026-11-27', duration: 'morning', workType: 'workFromHome', subType: 'meeting' })).statusCode).toBe(200);
    expect((await h.post('/api/1.0/get/onSiteWorkDetail', { id }, meT)).json().data).toMatchObject({ dateFrom: '2026-11-27', duration: 'morning', subType: 'meeting', canEdit: true, canCancel: true });
    expect((await decide(bossT, id, 'reject')).json().data.errors).toEqual([expect.objectContaining({ field: 'remark' })]);
    expect((await decide(bossT, id, 'reject', 'Team meeting on site')).json().data[0]).toMatchObject({ ok: true });
    expect((await h.post('/api/1.0/get/onSiteWorkDetail', { id }, meT)).json().data).toMatchObject({ status: 'rejected', decisionRemark: 'Team meeting on site' });
    expect(code(await save(meT, { id, memberIds: [me.id] }))).toBe(409090);
  });
});
