import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login(await h.person({ role: 'ADMINISTRATOR' }));
});
afterAll(async () => { await h?.close(); });

const menuOf = async (token: string) => (await h.get('/api/1.1/getProfile', token)).json().data.menuList as string[];

describe('role permissions (SPEC section 6)', () => {
  it('a change to a role applies to its users at their next profile load', async () => {
    const employee = await h.login(await h.person());
    expect(await menuOf(employee)).not.toContain('system-settings.brand-master');
    const before = (await h.post('/api/1.0/get/master/role/permissions', { id: h.roleIds.EMPLOYEE }, admin)).json().data.objectIds as string[];
    expect(before).toContain('self-service');
    const res = await h.post('/api/1.0/update/master/role/permissions', { id: h.roleIds.EMPLOYEE, objectIds: [...before, 'system-settings.brand-master'] }, admin);
    expect(res.json().data.objectIds).toContain('system-settings.brand-master');
    expect(await menuOf(employee)).toEqual(expect.arrayContaining(['system-settings', 'system-settings.brand-master']));
    expect((await h.post('/api/1.0/search/master/brand', {}, employee)).statusCode).toBe(200);
    expect(await h.auditActions()).toContain('role.permissions');
  });

  it('an id outside the catalogue is refused by position, and nothing changes', async () => {
    const res = await h.post('/api/1.0/update/master/role/permissions', { id: h.roleIds.EMPLOYEE, objectIds: ['dashboard', 'everything'] }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([expect.objectContaining({ field: 'objectIds.1', code: 'invalid' })]);
    expect((await h.post('/api/1.0/get/master/role/permissions', { id: h.roleIds.EMPLOYEE }, admin)).json().data.objectIds).toContain('system-settings.brand-master');
  });

  it('nobody can take role management away from their own role (nor change their own role at all, issue 13)', async () => {
    const res = await h.post('/api/1.0/update/master/role/permissions', { id: h.roleIds.ADMINISTRATOR, objectIds: ['dashboard'] }, admin, { lang: 'th' });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toMatchObject({ code: 403031, text: expect.stringMatching(/[\u0E00-\u0E7F]/) });
    expect((await h.post('/api/1.0/get/master/role/permissions', { id: h.roleIds.ADMINISTRATOR }, admin)).json().data.objectIds).toContain('system-settings.role-permission-master');
  });

  it('a role in use cannot be deleted; an employee cannot read or change role permissions', async () => {
    const del = await h.post('/api/1.0/delete/master/role', { id: h.roleIds.EMPLOYEE }, admin);
    expect(del.json().msg.code).toBe(409002);
    const employee = await h.login(await h.person());
    expect((await h.post('/api/1.0/get/master/role/permissions', { id: h.roleIds.HR }, employee)).statusCode).toBe(403);
    expect((await h.post('/api/1.0/update/master/role/permissions', { id: h.roleIds.EMPLOYEE, objectIds: [] }, employee)).statusCode).toBe(403);
  });
});
