import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, leaveRequests, leaveTypes, onsiteRequests, overtimeRequests, punchRequests, sensitiveChangeRequests, sessions, workingTimes } from '@hr/db';
import { createHarness, pngBytes, type Harness } from '../../test/harness';
import { expireFilingKeys } from './approval-filing-key';

/*
 * Filing with an Idempotency-Key (issue 34 point 8): a double click or a retry of any filing call
 * answers the first result and files one request. Today is Sunday 22 November 2026 (10:00 in
 * Bangkok); everyone works D08 and records time; boss leads me.
 */
let h: Harness;
let meT: string;
let meId: string;
const send = (url: string, body: object, key: string) => h.post(url, body, meT, { 'idempotency-key': key });

beforeAll(async () => {
  h = await createHarness();
  const boss = await h.person({ role: 'SUPERVISOR' });
  const me = await h.person({ supervisorId: boss.id });
  meId = me.id;
  meT = await h.login(me);
  await h.db.update(sessions).set({ expiresAt: new Date('2030-01-01T00:00:00Z') });
  const [d08] = await h.db.select({ id: workingTimes.id }).from(workingTimes).where(eq(workingTimes.shiftPrefix, 'D08'));
  await h.db.update(employees).set({ workingTimeId: d08!.id, recordTime: true, joiningDate: '2020-01-01' });
  h.clock.current = new Date('2026-11-22T03:00:00Z');
});
afterAll(async () => { await h?.close(); });

describe('filing with an idempotency key', () => {
  it('two identical punch corrections at once (a double click) file one request, and both answers are the first one', async () => {
    const key = randomUUID();
    const body = { date: '2026-11-19', time: '08:01', kind: 'in', reason: 'Forgot my card' };
    const [a, b] = await Promise.all([send('/api/1.0/save/punchRequest', body, key), send('/api/1.0/save/punchRequest', body, key)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    const rows = await h.db.select({ id: punchRequests.id }).from(punchRequests).where(eq(punchRequests.employeeId, meId));
    expect(rows.filter((r) => r.id === a.json().data.id)).toHaveLength(1);
    expect(rows).toHaveLength(1);
    // A retry later with the same key (after a timeout) still answers the first request.
    expect((await send('/api/1.0/save/punchRequest', body, key)).json().data).toEqual(a.json().data);
  });

  it('the same key with another body, or for another call, is refused and files nothing', async () => {
    const key = randomUUID();
    const body = { date: '2026-11-18', time: '08:03', kind: 'in', reason: 'Forgot my card' };
    expect((await send('/api/1.0/save/punchRequest', body, key)).statusCode).toBe(200);
    const other = await send('/api/1.0/save/punchRequest', { ...body, time: '08:04' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().msg).toMatchObject({ code: 409160, text: expect.stringContaining('already sent with different details') });
    const elsewhere = await send('/api/1.0/save/empOverTime', { date: '2026-11-19', startTime: '17:30', endTime: '19:30', reason: 'Month-end close' }, key);
    expect(elsewhere.json().msg.code).toBe(409160);
    expect(await h.db.select().from(overtimeRequests).where(eq(overtimeRequests.employeeId, meId))).toHaveLength(0);
    expect((await h.db.select().from(punchRequests).where(eq(punchRequests.time, '08:04')))).toHaveLength(0);
    // A key that is no uuid is named.
    const bad = await send('/api/1.0/save/punchRequest', { ...body, time: '08:09' }, 'not-a-key');
    expect(bad.json().data.errors).toEqual([expect.objectContaining({ field: 'idempotency-key' })]);
  });

  it('a filing that failed stores nothing: the same key files once the request is right', async () => {
    const key = randomUUID();
    const body = { date: '2026-11-17', time: '08:02', kind: 'in', reason: ' ' };
    expect((await send('/api/1.0/save/punchRequest', body, key)).statusCode).toBe(400);
    expect((await send('/api/1.0/save/punchRequest', { ...body, reason: 'Forgot' }, key)).statusCode).toBe(200);
  });

  it('a key is forgotten after a day (the hourly job): only then may it come back with another request', async () => {
    const key = randomUUID();
    const body = { date: '2026-11-16', time: '08:04', kind: 'in', reason: 'Forgot my card' };
    expect((await send('/api/1.0/save/punchRequest', body, key)).statusCode).toBe(200);
    await expireFilingKeys(h.db, new Date(Date.now() + 23 * 3_600_000));
    expect((await send('/api/1.0/save/punchRequest', { ...body, time: '08:06' }, key)).json().msg.code).toBe(409160);
    await expireFilingKeys(h.db, new Date(Date.now() + 25 * 3_600_000));
    expect((await send('/api/1.0/save/punchRequest', { ...body, time: '08:06' }, key)).statusCode).toBe(200);
  });

  it('overtime, on-site work, leave and a sensitive-information change: a double submit files one request with one answer', async () => {
    const twice = async (url: string, body: object) => {
      const key = randomUUID();
      const [a, b] = await Promise.all([send(url, body, key), send(url, body, key)]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.json()).toEqual(a.json());
      return a.json().data.id as string;
    };
    await twice('/api/1.0/save/empOverTime', { date: '2026-11-20', startTime: '17:30', endTime: '19:30', reason: 'Month-end close' });
    expect(await h.db.select().from(overtimeRequests).where(eq(overtimeRequests.employeeId, meId))).toHaveLength(1);
    await twice('/api/1.0/save/onSiteWork', { dateFrom: '2026-11-23', dateTo: '2026-11-23', duration: 'fullDay', workType: 'onSite', subType: 'meeting', description: 'Client visit', memberIds: [meId] });
    expect(await h.db.select().from(onsiteRequests).where(eq(onsiteRequests.requesterId, meId))).toHaveLength(1);
    const [personal] = await h.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'PERSONAL'));
    await twice('/api/1.0/insert/leaveForm', { leaveTypeId: personal!.id, duration: 'fullDay', dateFrom: '2026-12-14', dateTo: '2026-12-14', reason: 'Family matter' });
    expect(await h.db.select().from(leaveRequests).where(eq(leaveRequests.employeeId, meId))).toHaveLength(1);
    const file = (await h.upload('/api/1.0/user/upload/file', meT, [await pngBytes('certificate.png')])).json().data[0].id as string;
    await twice('/api/1.0/request/sensitive', { lastNameEn: 'Newname', supportingFileId: file });
    expect(await h.db.select().from(sensitiveChangeRequests).where(eq(sensitiveChangeRequests.employeeId, meId))).toHaveLength(1);
  });
});
