import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';
import { setEmployeeActive } from './session.service';

let h: Harness;
beforeAll(async () => { h = await createHarness({ SESSION_TTL_HOURS: 12 }); });
afterAll(async () => { await h?.close(); });

const expect401 = (res: { statusCode: number; json: () => { msg: { code: number } } }) => {
  expect(res.statusCode).toBe(401);
  expect(res.json().msg.code).toBe(200005);
};

describe('GET /api/1.1/getProfile', () => {
  it('returns the profile and the menu the role holds', async () => {
    const p = await h.person({ role: 'SUPERVISOR' });
    const res = await h.get('/api/1.1/getProfile', await h.login(p));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const d = res.json().data;
    expect(d).toMatchObject({ id: p.id, username: p.employeeCode, shortNameCompany: 'T01', employeeName: `${p.firstNameEn} ${p.lastNameEn}`, imageProfileUrl: null, isFirstLogin: false, havePdpa: false });
    expect(d.menuList).toEqual(expect.arrayContaining(['dashboard', 'self-service', 'self-service.leave-request', 'employment-management', 'employment-management.approval']));
    expect(d.menuList).not.toContain('system-settings.company-master');
    const approval = d.permission.find((e: { objectID: string }) => e.objectID === 'employment-management.approval');
    expect(approval).toMatchObject({ parentID: 'employment-management', objectName: 'Employment management > Approvals', route: '/employment-management/approval' });
    expect(d.permission.find((e: { objectID: string }) => e.objectID === 'self-service').icon).toBe('UserOutlined');
  });

  it('shows the Thai name to a Thai reader', async () => {
    const p = await h.person();
    const res = await h.get('/api/1.1/getProfile', await h.login(p), { lang: 'th' });
    expect(res.json().data.employeeName).toBe(`${p.firstNameTh} ${p.lastNameTh}`);
  });

  it('an employee\'s menu holds only self service', async () => {
    const p = await h.person();
    const d = (await h.get('/api/1.1/getProfile', await h.login(p))).json().data;
    expect(d.menuList).toContain('self-service.my-profile');
    expect(d.menuList).not.toContain('employment-management.all-employee');
    expect(d.menuList).not.toContain('action.account.unlock');
  });

  it('answers 401 with code 200005 without a token or with a made-up one', async () => {
    expect401(await h.get('/api/1.1/getProfile'));
    expect401(await h.get('/api/1.1/getProfile', 'made-up-token'));
  });

  it('accepts the raw token with or without "Bearer"', async () => {
    const p = await h.person();
    const token = await h.login(p);
    expect((await h.get('/api/1.1/getProfile', `Bearer ${token}`)).statusCode).toBe(200);
  });
});

describe('token revocation', () => {
  it('logout revokes the token server-side', async () => {
    const p = await h.person();
    const token = await h.login(p);
    const other = await h.login(p);
    const res = await h.post('/api/1.0/logout', {}, token);
    expect(res.json().success).toBe(true);
    expect401(await h.get('/api/1.1/getProfile', token));
    expect((await h.get('/api/1.1/getProfile', other)).statusCode).toBe(200);
    expect(await h.auditActions(p.id)).toContain('logout');
  });

  it('disabling a user revokes all of their tokens', async () => {
    const p = await h.person();
    const hr = await h.person({ role: 'HR' });
    const t1 = await h.login(p);
    const t2 = await h.login(p);
    await setEmployeeActive(h.app.deps, p.id, false, hr.id);
    expect401(await h.get('/api/1.1/getProfile', t1));
    expect401(await h.get('/api/1.1/getProfile', t2));
    await setEmployeeActive(h.app.deps, p.id, true, hr.id);
    expect401(await h.get('/api/1.1/getProfile', t1));
  });

  it('a token expires after the session lifetime', async () => {
    const p = await h.person();
    const token = await h.login(p);
    h.clock.advance(11 * 3600_000);
    expect((await h.get('/api/1.1/getProfile', token)).statusCode).toBe(200);
    h.clock.advance(2 * 3600_000);
    expect401(await h.get('/api/1.1/getProfile', token));
  });
});

describe('POST /api/1.0/accept/pdpa', () => {
  it('records consent once and login reports it', async () => {
    const p = await h.person();
    const token = await h.login(p);
    const res = await h.post('/api/1.0/accept/pdpa', {}, token);
    expect(res.json()).toMatchObject({ success: true, data: { noticeVersion: h.config.PDPA_NOTICE_VERSION } });
    await h.post('/api/1.0/accept/pdpa', {}, token);
    expect((await h.auditActions(p.id)).filter((a) => a === 'pdpa.accepted')).toHaveLength(1);
    const again = await h.post('/api/1.2/login', { company: 'T01', employeeId: p.employeeCode, password: p.password });
    expect(again.json().data.havePdpa).toBe(true);
    expect((await h.get('/api/1.1/getProfile', token)).json().data.havePdpa).toBe(true);
  });

  it('needs a login', async () => {
    expect401(await h.post('/api/1.0/accept/pdpa', {}));
  });
});

describe('GET /api/1.0/get/count/notification/self', () => {
  it('answers the pending-approval count as a number', async () => {
    const p = await h.person({ role: 'SUPERVISOR' });
    const res = await h.get('/api/1.0/get/count/notification/self', await h.login(p));
    expect(res.json()).toMatchObject({ success: true, data: 0 });
  });

  it('sums what the registered sources report', async () => {
    const { registerNotificationCounter } = await import('../notification/notification.registry');
    registerNotificationCounter(h.app.deps, { name: 'test-source', count: async (_d, user) => (user.employeeCode === 'COUNT7' ? 7 : 0) });
    const p = await h.person({ code: 'COUNT7' });
    expect((await h.get('/api/1.0/get/count/notification/self', await h.login(p))).json().data).toBe(7);
  });

  it('needs a login', async () => {
    expect401(await h.get('/api/1.0/get/count/notification/self'));
  });
});
