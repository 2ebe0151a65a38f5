import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_IDS } from '@hr/domain';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createHarness, freshDb, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h?.close(); });

describe('route registry', () => {
  it('every API route declares a known permission and a data scope', () => {
    expect(h.app.registeredRoutes.length).toBeGreaterThanOrEqual(15);
    for (const r of h.app.registeredRoutes) {
      expect(r.access, `${r.method} ${r.url}`).toBeDefined();
      expect(['none', 'self', 'lead', 'hr']).toContain(r.access!.scope);
      for (const p of [r.access!.permission].flat()) expect(p === 'public' || p === 'member' || PERMISSION_IDS.has(p), `${r.url}: ${p}`).toBe(true);
    }
  });

  it('refuses to start with a route that declares no access', async () => {
    // From the run's template: a bare PGlite's own initdb took over 30 s on a busy machine.
    const handle = await freshDb();
    const app = await buildApp({ db: handle.db, config: testConfig() });
    expect(() => app.get('/api/1.0/undeclared', async () => 'x')).toThrow(/declares no access/);
    expect(() => app.get('/api/1.0/bogus', { config: { access: { permission: 'no.such.id', scope: 'hr' } } }, async () => 'x')).toThrow(/unknown permission/);
    await app.close();
    await handle.close();
  });

  it('only public routes answer without a token', async () => {
    for (const r of h.app.registeredRoutes.filter((x) => x.access!.permission !== 'public')) {
      const url = r.url.replace(':id', '00000000-0000-4000-8000-000000000000');
      const res = await h.app.inject({ method: r.method as 'GET', url, payload: r.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });
});

describe('HTTP surface', () => {
  it('serves /config.json', async () => {
    const res = await h.app.inject('/config.json');
    expect(res.json()).toEqual({ API_URL: '/api' });
  });

  it('publishes the OpenAPI document and its UI', async () => {
    const json = await h.app.inject('/api/docs/json');
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/1.2/login', '/1.1/getProfile', '/1.0/logout', '/1.0/maintenance']));
    expect(doc.paths['/1.2/login'].post.requestBody.content['application/json'].schema.required).toEqual(['company', 'employeeId', 'password']);
    const ui = await h.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('sets a strict CSP, nosniff and no-store on API answers, and no CORS header', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/1.0/maintenance', headers: { origin: 'https://evil.example' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Frames only of the app's own pages and of blobs it made (a letter's PDF preview).
    expect(res.headers['content-security-policy']).toContain("frame-src 'self' blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await h.get('/api/9.9/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, msg: { code: 404001, topic: 'Error', text: 'This page could not be found' }, data: null });
  });

  it('never shows a stack trace or SQL to a client', async () => {
    // From the run's template: a bare PGlite's own initdb took over 30 s on a busy machine.
    const handle = await freshDb();
    const app = await buildApp({ db: handle.db, config: testConfig() });
    app.get('/api/test/boom', { config: { access: { permission: 'public', scope: 'none' } } }, async () => {
      throw new Error('relation "secret_table" does not exist: SELECT password_hash FROM employees');
    });
    const res = await app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, msg: { code: 500001, topic: 'Error', text: 'An error occurred' }, data: null });
    expect(res.body).not.toMatch(/SELECT|secret_table|at .*\.ts/);
    await app.close();
    await handle.close();
  });

  it('turns malformed JSON into a bad-request envelope', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/1.2/login', payload: '{"company":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg.code).toBe(400002);
  });

  it('a duplicate key becomes "already exists in the system"', async () => {
    const p = await h.person({ code: 'DUP1' });
    await expect(h.person({ code: p.employeeCode })).rejects.toThrow();
    const app = await buildApp({ db: h.db, config: testConfig() });
    app.get('/api/test/dup', { config: { access: { permission: 'public', scope: 'none' } } }, async () => h.person({ code: 'DUP1' }));
    const res = await app.inject('/api/test/dup');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatchObject({ code: 409001, text: 'Employee ID already exists in the system' });
    expect(res.json().data.errors).toEqual([{ field: 'employeeId', code: 'duplicate', text: 'Employee ID already exists in the system' }]);
    await app.close();
  });
});
