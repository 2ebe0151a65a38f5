import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createHarness, type Harness } from '../test/harness';
import { operationIdOf } from './openapi';

type Operation = { operationId?: string; summary?: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
let h: Harness;
let doc: { servers?: Array<{ url: string }>; paths: Record<string, Record<string, Operation>> };
let raw = '';
const operations = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

beforeAll(async () => {
  h = await createHarness();
  const res = await h.app.inject('/api/docs/json');
  raw = res.body;
  doc = res.json();
});
afterAll(async () => h?.close());

describe('the OpenAPI document (issue 13 point 7)', () => {
  it('has no error or warning under Redocly\'s recommended rules', async () => {
    // The project states no licence, so the document cannot name one: that one rule is off.
    const config = await createConfig({ extends: ['recommended'], rules: { 'info-license': 'off' } });
    const problems = await lintFromString({ source: raw, absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('names the /api server, and its paths are relative to it', async () => {
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(doc.paths['/1.2/login']?.post).toBeDefined();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/') || !/^\/\d\.\d\//.test(p))).toEqual([]);
    const login = await h.app.inject({ method: 'POST', url: `${doc.servers![0]!.url}/1.2/login`, payload: {} });
    expect(login.statusCode).toBe(400);
  });

  it('gives every operation a unique operationId made of its method and path', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(300);
    for (const { path, method, op } of ops) expect(op.operationId, `${method} ${path}`).toBe(operationIdOf(method, path));
    expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(ops.length);
    expect(doc.paths['/1.0/search/employee']!.post!.operationId).toBe('post_1_0_search_employee');
    expect(doc.paths['/1.0/file/{id}']!.get!.operationId).toBe('get_1_0_file_by_id');
  });

  it('documents the error envelope for invalid input on every operation, and 401 and 403 where a token and a permission are needed', () => {
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      expect(op.summary, where).toBeTruthy();
      const answer = op.responses['400']?.content?.['application/json']?.schema as { properties?: Record<string, unknown>; required?: string[] };
      expect(answer?.required, where).toEqual(['success', 'msg', 'data']);
    }
    const login = doc.paths['/1.2/login']!.post!.responses;
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['200', '400', '429', '500', '503']));
    expect(login['401']).toBeUndefined();
    const profile = doc.paths['/1.1/getProfile']!.get!.responses;
    expect(Object.keys(profile)).toEqual(expect.arrayContaining(['200', '400', '401', '500']));
    expect(profile['403']).toBeUndefined();
    const search = doc.paths['/1.0/search/employee']!.post!.responses;
    expect(Object.keys(search)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '500', '503']));
    expect(Object.keys(doc.paths['/1.0/maintenance']!.get!.responses)).not.toContain('503');
  });

  it('leaves the forms\' metadata (ref, image, money) out of every schema', () => {
    expect(raw).not.toMatch(/"(ref|image|money)":/);
    const bank = doc.paths['/1.0/save/bankaccount']!.post! as unknown as { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } };
    expect(bank.requestBody.content['application/json']!.schema.properties.bankId).toMatchObject({ type: 'string', format: 'uuid' });
  });
});

describe('operationIdOf', () => {
  it('reads the method and path, path parameters as by_<name>', () => {
    expect(operationIdOf('post', '/1.2/login')).toBe('post_1_2_login');
    expect(operationIdOf('get', '/1.1/file/leave/{requestId}/{fileId}')).toBe('get_1_1_file_leave_by_requestId_by_fileId');
    expect(operationIdOf('post', '/1.0/get/AnnouncementAfterLogin')).toBe('post_1_0_get_AnnouncementAfterLogin');
  });
});
