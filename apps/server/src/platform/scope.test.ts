import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { loadUser } from './auth-hook';
import { assertLeadScope, isSubordinate } from './scope';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h?.close(); });

describe('data scope', () => {
  it('a lead reaches direct and indirect subordinates through either line, nobody else', async () => {
    const boss = await h.person({ role: 'SUPERVISOR' });
    const lead = await h.person({ role: 'SUPERVISOR', supervisorId: boss.id });
    const asst = await h.person({ role: 'ASSISTANT_SUPERVISOR' });
    const worker = await h.person({ supervisorId: lead.id, assistantId: asst.id });
    const stranger = await h.person();
    expect(await isSubordinate(h.db, boss.id, worker.id)).toBe(true);
    expect(await isSubordinate(h.db, asst.id, worker.id)).toBe(true);
    expect(await isSubordinate(h.db, lead.id, boss.id)).toBe(false);
    expect(await isSubordinate(h.db, boss.id, stranger.id)).toBe(false);

    const asUser = async (p: { employeeCode: string; password: string }) => (await loadUser(h.app.deps, await h.login(p)))!;
    await expect(assertLeadScope(h.db, await asUser(boss), worker.id)).resolves.toBeUndefined();
    await expect(assertLeadScope(h.db, await asUser(worker), worker.id)).resolves.toBeUndefined();
    await expect(assertLeadScope(h.db, await asUser(worker), lead.id)).rejects.toMatchObject({ name: 'RECORD_GONE' });
    await expect(assertLeadScope(h.db, await asUser(lead), stranger.id)).rejects.toMatchObject({ name: 'RECORD_GONE' });
    const hr = await h.person({ role: 'HR' });
    await expect(assertLeadScope(h.db, await asUser(hr), stranger.id)).resolves.toBeUndefined();
  });

  it('a role change applies at the next request: a change of a role\'s ids clears every session the server remembers', async () => {
    const p = await h.person();
    const token = await h.login(p);
    expect((await h.post('/api/1.0/search/mailOutbox', {}, token)).statusCode).toBe(403);
    const admin = await h.login(await h.person({ role: 'ADMINISTRATOR' }));
    const before = (await h.post('/api/1.0/get/master/role/permissions', { id: h.roleIds.EMPLOYEE }, admin)).json().data.objectIds as string[];
    const granted = await h.post('/api/1.0/update/master/role/permissions', { id: h.roleIds.EMPLOYEE, objectIds: [...before, 'system-settings.mail-outbox'] }, admin);
    expect(granted.statusCode).toBe(200);
    expect((await h.post('/api/1.0/search/mailOutbox', {}, token)).statusCode).toBe(200);
  });
});
