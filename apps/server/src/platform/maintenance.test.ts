import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
// 2026-11-29 is the closure day; the harness clock starts at 2026-11-22 10:00 Bangkok time.
beforeAll(async () => { h = await createHarness({ MAINTENANCE_DATES: '2026-11-29,2026-12-27', SESSION_TTL_HOURS: 24 * 30 }); });
afterAll(async () => { await h?.close(); });

describe('maintenance', () => {
  it('announces the next closure while open', async () => {
    const res = await h.get('/api/1.0/maintenance');
    expect(res.json().data).toEqual({ closed: false, date: '2026-11-29', from: '01:00', to: '24:00', timezone: 'Asia/Bangkok', contactUrl: null });
  });

  it('answers every other call with HTTP 503 and code 503 on the closure day from 01:00, in local time', async () => {
    const p = await h.person();
    const token = await h.login(p);
    h.clock.current = new Date('2026-11-28T17:59:00Z'); // 00:59 on the 29th in Bangkok: still open
    expect((await h.get('/api/1.1/getProfile', token)).statusCode).toBe(200);
    h.clock.current = new Date('2026-11-28T18:00:00Z'); // 01:00 in Bangkok
    const closed = await h.get('/api/1.1/getProfile', token);
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toMatchObject({ success: false, msg: { code: 503, topic: 'Temporarily closed' } });
    expect(closed.json().msg.text).toContain('2026-11-29');
    const login = await h.post('/api/1.2/login', { company: 'T01', employeeId: p.employeeCode, password: p.password });
    expect(login.statusCode).toBe(503);
    const status = await h.get('/api/1.0/maintenance');
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({ closed: true, date: '2026-11-29' });
    expect((await h.app.inject('/config.json')).statusCode).toBe(200);
    h.clock.current = new Date('2026-11-29T16:59:00Z'); // 23:59 in Bangkok
    expect((await h.get('/api/1.1/getProfile', token)).statusCode).toBe(503);
    h.clock.current = new Date('2026-11-29T17:00:00Z'); // midnight: open again
    expect((await h.get('/api/1.1/getProfile', token)).statusCode).toBe(200);
    expect((await h.get('/api/1.0/maintenance')).json().data).toMatchObject({ closed: false, date: '2026-12-27' });
  });
});
