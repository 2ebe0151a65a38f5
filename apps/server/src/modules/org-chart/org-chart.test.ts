import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, employees } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

type Node = { id: string; employeeCode: string; name: string; subordinates: number };
let h: Harness;
let hr: string;
const ids: Record<string, string> = {};
/*
 * O001 (HR, top) ─┬─ O002 ─┬─ O004 ─── O006
 *                 │        └─ O005 (left the company)
 *                 └─ O003
 * O007 reports to O008, who has left: O007 starts its own line. O009 (another company) reports to O002.
 */
beforeAll(async () => {
  h = await createHarness();
  const add = async (code: string, supervisor?: string, role?: string) => { const p = await h.person({ code, role, supervisorId: supervisor ? ids[supervisor] : undefined }); ids[code] = p.id; return p; };
  const top = await add('O001', undefined, 'HR');
  hr = await h.login(top);
  await add('O002', 'O001'); await add('O003', 'O001'); await add('O004', 'O002'); await add('O005', 'O002'); await add('O006', 'O004');
  await add('O008'); await add('O007', 'O008'); await add('O009', 'O002');
  await h.db.update(employees).set({ active: false }).where(eq(employees.id, ids.O005!));
  await h.db.update(employees).set({ active: false }).where(eq(employees.id, ids.O008!));
  const [other] = await h.db.insert(companies).values({ abbreviation: 'T02', nameEn: 'Other Co.', nameTh: 'บริษัทอื่น' }).returning();
  await h.db.update(employees).set({ companyId: other!.id }).where(eq(employees.id, ids.O009!));
});
afterAll(async () => { await h?.close(); });

const level = async (body: object, token = hr, lang = 'en') => (await h.post('/api/1.0/search/orgChart', body, token, { lang })).json().data as Node[];
const codes = (nodes: Node[]) => nodes.map((n) => [n.employeeCode, n.subordinates]);

describe('organisation chart', () => {
  it('starts at the people with no active supervisor in the company, counting each one\'s active direct reports', async () => {
    const companyId = h.company.id;
    // The harness's own people (none here but ours) and those whose supervisor left start lines.
    const roots = codes(await level({ companyId })).filter(([c]) => String(c).startsWith('O'));
    expect(roots).toEqual([['O001', 2], ['O007', 0]]);
    expect(codes(await level({ companyId, parentId: ids.O001 }))).toEqual([['O002', 1], ['O003', 0]]);
    // O005 has left and O009 is in another company: neither is drawn under O002 in this company.
    expect(codes(await level({ companyId, parentId: ids.O002 }))).toEqual([['O004', 1]]);
    // Without a company the chart crosses companies.
    expect(codes(await level({ parentId: ids.O002 }))).toEqual([['O004', 1], ['O009', 0]]);
  });

  it('names people in the reader\'s language', async () => {
    const [th] = await level({ companyId: h.company.id, parentId: ids.O004 }, hr, 'th');
    expect(th!.name).toMatch(/^ชื่อ\d+ สกุล\d+$/);
    const [en] = await level({ companyId: h.company.id, parentId: ids.O004 });
    expect(en!.name).toMatch(/^First\d+ Last\d+$/);
  });

  it('gives the way down to a searched person, top first, stopping where the chart\'s lines start', async () => {
    const path = async (id: string, companyId?: string) => (await h.post('/api/1.0/search/orgChart/path', { id, ...(companyId ? { companyId } : {}) }, hr)).json();
    expect((await path(ids.O006!, h.company.id)).data).toEqual([ids.O001, ids.O002, ids.O004, ids.O006]);
    expect((await path(ids.O007!, h.company.id)).data).toEqual([ids.O007]);
    // Someone who left is not on the chart.
    expect((await path(ids.O005!, h.company.id)).msg.code).toBe(301007);
  });

  it('is HR\'s: an employee without the page is refused and the refusal audited', async () => {
    const emp = await h.person();
    const res = await h.post('/api/1.0/search/orgChart', {}, await h.login(emp));
    expect(res.statusCode).toBe(403);
    expect(await h.auditActions(emp.id)).toContain('permission.denied');
    expect((await h.post('/api/1.0/search/orgChart', { parentId: 'x' }, hr)).json().data.errors[0]).toMatchObject({ field: 'parentId' });
  });
});
