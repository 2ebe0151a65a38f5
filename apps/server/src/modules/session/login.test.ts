import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => { h = await createHarness({ LOGIN_LOCK_AFTER: 5, LOGIN_LOCK_MINUTES: [1, 5, 15] }); });
afterAll(async () => { await h?.close(); });

const WRONG = 'You entered an incorrect username or password';

describe('POST /api/1.2/login', () => {
  it('logs in with company abbreviation, employee id and password', async () => {
    const p = await h.person({ firstLogin: true });
    const res = await h.post('/api/1.2/login', { company: 't01', employeeId: p.employeeCode, password: p.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, msg: { code: 200000 }, data: { isFirstLogin: true, havePdpa: false } });
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(await h.auditActions(p.id)).toContain('login');
  });

  it('accepts the company id instead of the abbreviation', async () => {
    const p = await h.person();
    const res = await h.post('/api/1.2/login', { company: h.company.id, employeeId: p.employeeCode, password: p.password });
    expect(res.json().success).toBe(true);
  });

  it('gives the same answer for a wrong password, an unknown user and a disabled account', async () => {
    const p = await h.person();
    const wrong = await h.post('/api/1.2/login', { company: 'T01', employeeId: p.employeeCode, password: 'nope' });
    const unknown = await h.post('/api/1.2/login', { company: 'T01', employeeId: 'NOBODY', password: 'nope' });
    const noCompany = await h.post('/api/1.2/login', { company: 'ZZZ', employeeId: p.employeeCode, password: p.password });
    const off = await h.person();
    await h.post('/api/1.0/login/unlockPassword', {}, undefined); // unauthenticated: must not matter
    const { setEmployeeActive } = await import('./session.service');
    await setEmployeeActive(h.app.deps, off.id, false, p.id);
    const disabled = await h.post('/api/1.2/login', { company: 'T01', employeeId: off.employeeCode, password: off.password });
    for (const res of [wrong, unknown, noCompany, disabled]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, msg: { code: 200001, topic: 'Error', text: WRONG }, data: null });
    }
  });

  it('answers in the caller\'s language', async () => {
    const res = await h.post('/api/1.2/login', { company: 'T01', employeeId: 'X', password: 'y' }, undefined, { lang: 'th' });
    expect(res.json().msg.text).not.toBe(WRONG);
    expect(res.json().msg.text).toMatch(/[\u0E00-\u0E7F]/);
    const km = await h.post('/api/1.2/login', { company: 'T01', employeeId: 'X', password: 'y' }, undefined, { 'accept-language': 'km-KH,km;q=0.9' });
    expect(km.json().msg.text).toMatch(/[\u1780-\u17FF]/);
  });

  it('a success resets the failure count', async () => {
    const p = await h.person();
    for (let i = 0; i < 4; i++) await h.post('/api/1.2/login', { company: 'T01', employeeId: p.employeeCode, password: 'bad' });
    await h.login(p);
    for (let i = 0; i < 4; i++) await h.post('/api/1.2/login', { company: 'T01', employeeId: p.employeeCode, password: 'bad' });
    expect((await h.post('/api/1.2/login', { company: 'T01', employeeId: p.employeeCode, password: p.password })).json().success).toBe(true);
  });

  it('an employee may not unlock accounts: 403 and an audit row', async () => {
    const p = await h.person();
    const other = await h.person();
    const token = await h.login(p);
    const res = await h.post('/api/1.0/login/unlockPassword', { employeeId: other.id }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg.code).toBe(403001);
    expect(await h.auditActions(p.id)).toContain('permission.denied');
  });

  it('unlocking an unknown employee says the record is gone', async () => {
    const hr = await h.person({ role: 'HR' });
    const res = await h.post('/api/1.0/login/unlockPassword', { employeeId: '00000000-0000-4000-8000-000000000000' }, await h.login(hr));
    expect(res.json().msg.code).toBe(301007);
  });

  it('names every missing field, localized, and rejects unknown properties', async () => {
    const res = await h.post('/api/1.2/login', { isAdmin: true }, undefined, { lang: 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.msg.code).toBe(400001);
    const byField = Object.fromEntries(body.data.errors.map((e: { field: string; text: string }) => [e.field, e.text]));
    expect(byField).toMatchObject({
      company: 'Company is required', employeeId: 'Employee ID is required', password: 'Password is required', isAdmin: 'isAdmin is not an accepted field',
    });
    const th = (await h.post('/api/1.2/login', {}, undefined, { lang: 'th' })).json();
    expect(th.data.errors.find((e: { field: string }) => e.field === 'company').text).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('login rate limit', () => {
  it('answers 429 with the catalogue code past the per-minute limit', async () => {
    const limited = await createHarness({ LOGIN_RATE_LIMIT_PER_MINUTE: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.post('/api/1.2/login', { company: 'T01', employeeId: 'X', password: 'y' })).statusCode);
      expect(codes).toEqual([400, 400, 400, 429]);
      const last = await limited.post('/api/1.2/login', { company: 'T01', employeeId: 'X', password: 'y' });
      expect(last.json().msg.code).toBe(429001);
    } finally {
      await limited.close();
    }
  });
});
