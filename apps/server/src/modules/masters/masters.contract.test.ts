import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { MASTERS, type FieldDef, type MasterDef } from '@hr/domain';
import { eq } from 'drizzle-orm';
import { companies, employees } from '@hr/db';
import { createHarness, pngBytes, thaiTaxId, type Harness } from '../../test/harness';
import { expectExportShape } from '../../test/xlsx';

let h: Harness;
let admin: string;
let employee: string;
/** An existing row for each master a 'ref' field points at. */
const refIds: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login(await h.person({ role: 'ADMINISTRATOR' }));
  employee = await h.login(await h.person());
  refIds.company = h.company.id;
  refIds.image = (await h.upload('/api/1.0/master/upload/company', admin, [await pngBytes()])).json().data.id;
  for (const ref of new Set(MASTERS.flatMap((m) => Object.values(m.fields).map((f) => f.ref)).filter((r): r is string => !!r && r !== 'company'))) {
    const def = MASTERS.find((m) => m.name === ref)!;
    refIds[ref] = (await call(def, 'insert', valid(def))).json().data.id;
  }
});
afterAll(async () => { await h?.close(); });

let seq = 0;
/** A real Thai address (the dataset checks the combination). */
const ADDRESS: Record<string, string> = { province: 'กรุงเทพมหานคร', district: 'ปทุมวัน', subDistrict: 'ลุมพินี', zipCode: '10330' };
/** Values of the shared text patterns that pass their checks; `n` keeps them apart. */
const PATTERNED: Record<string, (n: number, max: number) => string> = {
  email: (n) => `contact${n}@example.co.th`,
  phone: (n) => `02${String(1_000_000 + n).slice(-7)}`,
  website: (n) => `https://www.example${n}.co.th`,
  taxId: (n) => thaiTaxId(n),
  numeric: (n, max) => String(900 + n).slice(-max).padStart(Math.min(max, 3), '9'),
  code: (n, max) => `ZZ${n}`.slice(0, max),
};
/** Times that make a valid day shift whatever master holds them. */
const TIMES: Record<string, string> = { workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00' };
/** Text fields with a shape of their own (the company's PND 1 columns are column ids). */
const TEXTS: Record<string, string> = { pnd1Columns: 'rowNo, taxId, income, tax' };
/**
 * A valid value for a field; `n` keeps unique fields apart. Thai names carry Thai script.
 * Numbers grow with the field's position, so a ceiling declared after its floor is above it;
 * optional numbers are left empty.
 */
function sample(name: string, f: FieldDef, n: number, pos: number): unknown {
  switch (f.type) {
    case 'integer': case 'decimal': return f.required ? (f.min ?? 0) + (f.exclusiveMin ? 1 : 0) + 1 + pos : null;
    case 'boolean': return true;
    case 'date': return new Date(Date.UTC(2030, 0, 1 + n)).toISOString().slice(0, 10);
    case 'time': return TIMES[name] ?? '08:30';
    case 'ref': return refIds[f.ref!];
    case 'image': return refIds.image;
    case 'choice': return f.choices![0];
  }
  if (f.address) return ADDRESS[f.address];
  if (TEXTS[name]) return TEXTS[name];
  if (f.pattern) return PATTERNED[f.pattern]!(n, f.max ?? 10);
  if (name.endsWith('Th')) return `ทดสอบ${n}ตัวอย่าง`;
  return `Sample ${n} ${name}`.slice(0, f.max ?? 200);
}
const valid = (def: MasterDef) => {
  const n = ++seq;
  return Object.fromEntries(Object.entries(def.fields).filter(([, f]) => !f.computed).map(([k, f], pos) => [k, sample(k, f, n, pos)]));
};
const call = (def: MasterDef, verb: string, body: unknown, token = admin, lang = 'en') =>
  h.post(`/api/1.0/${verb}/master/${def.name}`, body, token, { lang });

describe.each(MASTERS.map((m) => [m.name, m] as const))('master %s', (_name, def) => {
  let created: Record<string, unknown>;

  it('adds a row and reads it back', async () => {
    const body = valid(def);
    const res = await call(def, 'insert', body);
    expect(res.statusCode, res.body).toBe(200);
    created = res.json().data;
    expect(created).toMatchObject({ ...body, active: true });
    expect((await call(def, 'get', { id: created.id })).json().data).toMatchObject(body);
  });

  // Registered only for masters that have references, so nothing is reported as skipped.
  if (Object.values(def.fields).some((f) => f.type === 'ref')) it('a reference to a row that does not exist is refused on its field; lists filter by it', async () => {
    for (const [field] of Object.entries(def.fields).filter(([, f]) => f.type === 'ref')) {
      const res = await call(def, 'insert', { ...valid(def), [field]: '00000000-0000-4000-8000-000000000000' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().data.errors).toEqual([expect.objectContaining({ field, code: 'invalid' })]);
      const list = (await call(def, 'search', { [field]: created[field], pageSize: 200 })).json().data.items;
      expect(list.map((r: { id: string }) => r.id)).toContain(created.id);
      expect(list.every((r: Record<string, unknown>) => r[field] === created[field])).toBe(true);
      expect(list[0][`${field}Label`]).toEqual(expect.any(String));
      expect((await call(def, 'search', { [field]: '00000000-0000-4000-8000-000000000000' })).json().data.total).toBe(0);
    }
  });

  it('refuses a duplicate of each unique field, naming it', async () => {
    for (const [field, f] of Object.entries(def.fields).filter(([, f]) => f.unique)) {
      const body = { ...valid(def), [field]: typeof created[field] === 'string' && f.type === 'text' ? String(created[field]).toUpperCase() : created[field] };
      const res = await call(def, 'insert', body);
      expect(res.statusCode, field).toBe(409);
      expect(res.json().data.errors[0]).toMatchObject({ field, code: 'duplicate' });
      expect(res.json().msg.text).toMatch(/already exists in the system$/);
    }
  });

  it('names each missing required field, in the caller\'s language', async () => {
    for (const [field] of Object.entries(def.fields).filter(([, f]) => f.required)) {
      const { [field]: _drop, ...body } = valid(def);
      const res = await call(def, 'insert', body, admin, 'th');
      expect(res.statusCode, field).toBe(400);
      const err = res.json().data.errors.find((e: { field: string }) => e.field === field);
      expect(err, field).toMatchObject({ code: 'required' });
      expect(err.text).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await call(def, 'insert', { ...valid(def), hacked: true })).json().data.errors).toContainEqual(expect.objectContaining({ field: 'hacked', code: 'unknownField' }));
  });

  it('searches in English and Thai, pages and sorts', async () => {
    const en = Object.entries(def.fields).find(([k]) => def.search.includes(k) && !k.endsWith('Th'))?.[0];
    const th = def.search.find((k) => k.endsWith('Th'));
    for (const field of [en, th].filter(Boolean) as string[]) {
      const keyword = String(created[field]).slice(0, 12);
      const res = (await call(def, 'search', { keyword })).json().data;
      expect(res.items.map((r: { id: string }) => r.id), `${field}: ${keyword}`).toContain(created.id);
    }
    const page = (await call(def, 'search', { page: 1, pageSize: 1 })).json().data;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    const sorted = (await call(def, 'search', { pageSize: 200, sort: { field: def.list[0], dir: 'desc' } })).json().data.items.map((r: Record<string, unknown>) => r[def.list[0]!]);
    expect(sorted).toEqual([...sorted].sort((a, b) => (String(a) < String(b) ? 1 : String(a) > String(b) ? -1 : 0)));
    expect((await call(def, 'search', { sort: { field: 'passwordHash', dir: 'asc' } })).statusCode).toBe(400);
  });

  it('edits a row; an unknown id says the record is gone', async () => {
    const changes = valid(def);
    const res = await call(def, 'update', { id: created.id, ...changes });
    expect(res.json().data).toMatchObject(changes);
    created = res.json().data;
    const gone = await call(def, 'update', { id: '00000000-0000-4000-8000-000000000000', ...valid(def) });
    expect(gone.json().msg.code).toBe(301007);
  });

  it('deactivates and reactivates; the active filter follows', async () => {
    const off = await h.post(`/api/1.0/update/master/${def.name}/status`, { id: created.id, active: false }, admin);
    expect(off.json().data.active).toBe(false);
    const active = (await call(def, 'search', { active: true, pageSize: 200 })).json().data.items.map((r: { id: string }) => r.id);
    expect(active).not.toContain(created.id);
    if (def.cancel) {
      await h.post(`/api/1.0/update/master/${def.name}/status`, { id: created.id, active: true }, admin);
      expect((await call(def, 'cancel', { id: created.id })).json().data.active).toBe(false);
    }
  });

  it('exports to Excel with formula-like cells escaped', async () => {
    const text = Object.entries(def.fields).find(([k, f]) => f.type === 'text' && !f.pattern && !k.endsWith('Th'))![0];
    const evil = { ...valid(def), [text]: `=HYPERLINK("http://x")${seq}` };
    expect((await call(def, 'insert', evil)).statusCode).toBe(200);
    const res = await call(def, 'excel', { keyword: 'HYPERLINK' });
    expect(res.headers['content-type'], res.body.slice(0, 300)).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const values = ws.getSheetValues().flat().map(String);
    expect(values.some((v) => v.startsWith(`'=HYPERLINK`))).toBe(true);
    expect(values.some((v) => v.startsWith('=HYPERLINK'))).toBe(false);
    expectExportShape(ws);
    // Columns in the registry's order (pictures left out): dates are date cells, numbers number cells, each with its display format.
    const fields = Object.entries(def.fields).filter(([, f]) => f.type !== 'image');
    const row = ws.getRow(2);
    fields.forEach(([k, f], i) => {
      const cell = row.getCell(i + 1);
      if (f.type === 'date') expect([k, cell.type, cell.numFmt]).toEqual([k, ExcelJS.ValueType.Date, '[$-409]d mmm yyyy']);
      if ((f.type === 'integer' || f.type === 'decimal') && evil[k] != null) expect([k, cell.type]).toEqual([k, ExcelJS.ValueType.Number]);
      if (f.type === 'integer') expect([k, cell.numFmt]).toEqual([k, '#,##0']);
      if (f.type === 'decimal') expect([k, cell.numFmt]).toEqual([k, `#,##0.${'0'.repeat(f.scale ?? 2)}`]);
    });
  });

  it('deletes a row; deleting again says it is gone', async () => {
    expect((await call(def, 'delete', { id: created.id })).json().success).toBe(true);
    expect((await call(def, 'delete', { id: created.id })).json().msg.code).toBe(301007);
  });

  it('refuses an employee every call, with an audit row', async () => {
    for (const verb of ['search', 'insert', 'update', 'delete', 'excel']) {
      const res = await call(def, verb, {}, employee);
      expect(res.statusCode, verb).toBe(403);
    }
    expect((await h.auditActions()).filter((a) => a === 'permission.denied').length).toBeGreaterThan(0);
  });
});

describe('seeded reference data', () => {
  it('has the Thai banks with their clearing codes', async () => {
    const res = (await h.post('/api/1.0/search/master/bank', { keyword: 'กสิกร' }, admin)).json().data;
    expect(res.items[0]).toMatchObject({ code: '004', abbreviation: 'KBANK', nameEn: 'Kasikornbank' });
  });

  it('the spec\'s /1.1/save/master/bank inserts without id and updates with one', async () => {
    const added = (await h.post('/api/1.1/save/master/bank', { code: '098', abbreviation: 'TEST', nameEn: 'Test Bank', nameTh: 'ธนาคารทดสอบ' }, admin)).json().data;
    const changed = (await h.post('/api/1.1/save/master/bank', { id: added.id, code: '098', abbreviation: 'TEST', nameEn: 'Test Bank PCL', nameTh: 'ธนาคารทดสอบ' }, admin)).json().data;
    expect(changed).toMatchObject({ id: added.id, nameEn: 'Test Bank PCL' });
    const letters = await h.post('/api/1.1/save/master/bank', { code: '09A', abbreviation: 'T2', nameEn: 'X', nameTh: 'ก' }, admin);
    expect(letters.json().data.errors[0]).toMatchObject({ field: 'code', code: 'numericOnly' });
  });
});

describe('rows in use', () => {
  it('a department an employee belongs to cannot be deleted, only deactivated, and the message says why', async () => {
    const dept = (await h.post('/api/1.0/insert/master/department', { companyId: h.company.id, nameEn: 'Quality Assurance', nameTh: 'ฝ่ายประกันคุณภาพ' }, admin)).json().data;
    const person = await h.person({ code: 'QA001' });
    await h.db.update(employees).set({ departmentId: dept.id }).where(eq(employees.id, person.id));
    const del = await h.post('/api/1.0/delete/master/department', { id: dept.id }, admin);
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toMatchObject({ code: 409002, text: expect.stringMatching(/in use.*Deactivate it instead/) });
    expect((await h.post('/api/1.0/get/master/department', { id: dept.id }, admin)).json().data.active).toBe(true);
    expect((await h.post('/api/1.0/cancel/master/department', { id: dept.id }, admin)).json().data.active).toBe(false);
  });

  it('department names are unique within a company, not across companies', async () => {
    const [other] = await h.db.insert(companies).values({ abbreviation: 'T02', nameEn: 'Other Co., Ltd.', nameTh: 'บริษัท อื่น จำกัด' }).returning();
    const body = { nameEn: 'Logistics', nameTh: 'ฝ่ายโลจิสติกส์' };
    expect((await h.post('/api/1.0/insert/master/department', { companyId: h.company.id, ...body }, admin)).statusCode).toBe(200);
    expect((await h.post('/api/1.0/insert/master/department', { companyId: other!.id, ...body }, admin)).statusCode).toBe(200);
    const again = await h.post('/api/1.0/insert/master/department', { companyId: other!.id, ...body, nameTh: 'อื่น' }, admin);
    expect(again.json().data.errors[0]).toMatchObject({ field: 'nameEn', code: 'duplicate' });
  });
});
