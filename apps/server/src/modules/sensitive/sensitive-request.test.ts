import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, employeeBankAccounts, employees, masterBanks, sensitiveChangeRequests } from '@hr/db';
import { createHarness, pngBytes, thaiTaxId, type Harness } from '../../test/harness';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let me: Person, other: Person, hrPerson: Person, lead: Person;
let token: string, otherToken: string, hr: string, leadToken: string;
let kbank: string;

/** Uploads a picture as `who` through the content-checked upload call; the stored file's id. */
const upload = async (who: string) => (await h.upload('/api/1.0/user/upload/file', who, [await pngBytes('marriage-certificate.png')])).json().data[0].id as string;
const fieldsOf = (res: { json(): { data: { errors?: Array<{ field: string; code: string }> } } }) => (res.json().data.errors ?? []).map((e) => `${e.field}:${e.code}`).sort();

beforeAll(async () => {
  h = await createHarness();
  lead = await h.person({ role: 'SUPERVISOR' });
  me = await h.person({ supervisorId: lead.id });
  other = await h.person();
  hrPerson = await h.person({ role: 'HR' });
  [token, otherToken, hr, leadToken] = await Promise.all([me, other, hrPerson, lead].map((p) => h.login(p))) as [string, string, string, string];
  const [bank] = await h.db.select({ id: masterBanks.id }).from(masterBanks).where(eq(masterBanks.code, '004'));
  kbank = bank!.id;
});
afterAll(async () => { await h?.close(); });

describe('POST /api/1.0/request/sensitive (the employee asks)', () => {
  it('refuses a request that changes nothing, a bad citizen id check digit, a passport without its expiry; each named on its field', async () => {
    const file = await upload(token);
    expect(fieldsOf(await h.post('/api/1.0/request/sensitive', { supportingFileId: file }, token))).toEqual(['changes:sensitiveNothing']);
    // Empty fields are "no change", as a form sends them.
    expect(fieldsOf(await h.post('/api/1.0/request/sensitive', { lastNameTh: '', citizenId: null, supportingFileId: file }, token))).toEqual(['changes:sensitiveNothing']);
    const good = thaiTaxId(4711);
    const badDigit = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
    const res = await h.post('/api/1.0/request/sensitive', { citizenId: badDigit, passportNumber: 'x12', supportingFileId: file }, token, { lang: 'th' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['citizenId:citizenId', 'documentExpiry:required', 'passportNumber:passport']);
    expect(res.json().data.errors.find((e: { field: string }) => e.field === 'citizenId').text).toMatch(/^เลขประจำตัวประชาชนต้องเป็นตัวเลข 13 หลัก/);
    expect(fieldsOf(await h.post('/api/1.0/request/sensitive', { title: 'sir', supportingFileId: file }, token))).toEqual(['title:required']);
    // Unknown properties (an employee id, a status) are refused: a request is always the caller's own.
    expect(fieldsOf(await h.post('/api/1.0/request/sensitive', { lastNameEn: 'New', employeeId: other.id, status: 'approved', supportingFileId: file }, token)))
      .toEqual(['employeeId:unknownField', 'status:unknownField']);
    expect(await h.db.select().from(sensitiveChangeRequests)).toEqual([]);
  });

  it('the supporting file must be the caller\'s own upload; a value equal to the record is named', async () => {
    const theirs = await upload(otherToken);
    const res = await h.post('/api/1.0/request/sensitive', { lastNameEn: 'Smith', supportingFileId: theirs }, token);
    expect(fieldsOf(res)).toEqual(['supportingFileId:uploadNotFound']);
    expect(res.json().data.errors[0].text).toBe('Supporting document: the uploaded file was not found. Please upload it again.');
    // A name as people write it (the harness's Last<n> is not one: names are letters only).
    await h.db.update(employees).set({ lastNameEn: 'Jaidee' }).where(eq(employees.id, me.id));
    const same = await h.post('/api/1.0/request/sensitive', { lastNameEn: 'Jaidee', supportingFileId: await upload(token) }, token);
    expect(fieldsOf(same)).toEqual(['lastNameEn:sameAsCurrent']);
  });

  it('a citizen id another employee holds, an account number already on record, someone else\'s account: refused before HR sees them', async () => {
    const held = thaiTaxId(90001);
    await h.db.update(employees).set({ citizenId: held }).where(eq(employees.id, other.id));
    const [theirs] = await h.db.insert(employeeBankAccounts).values({ employeeId: other.id, bankId: kbank, accountNumber: '1234567890', accountName: 'Other', isPrimary: true }).returning();
    const file = await upload(token);
    const res = await h.post('/api/1.0/request/sensitive', {
      citizenId: held, newBankAccount: { bankId: kbank, accountNumber: '123-4-56789-0', accountName: 'Me', branch: '' }, supportingFileId: file,
    }, token);
    expect(fieldsOf(res)).toEqual(['citizenId:duplicate', 'newBankAccount.accountNumber:duplicate']);
    expect(res.json().data.errors.find((e: { field: string }) => e.field === 'citizenId').text).toBe('Thai ID number already exists in the system');
    expect(fieldsOf(await h.post('/api/1.0/request/sensitive', { primaryBankAccountId: theirs!.id, supportingFileId: file }, token))).toEqual(['primaryBankAccountId:invalid']);
    expect(fieldsOf(await h.post('/api/1.0/request/sensitive', { newBankAccount: { bankId: kbank, accountNumber: '12ab', accountName: 'Me' }, supportingFileId: file }, token)))
      .toEqual(['newBankAccount.accountNumber:numericOnly']);
    expect(fieldsOf(await h.post('/api/1.0/request/sensitive', { newBankAccount: { bankId: kbank, accountNumber: '123456789012', accountName: 'Me' }, supportingFileId: file }, token)))
      .toEqual(['newBankAccount.accountNumber:bankAccountDigits']);
    expect(fieldsOf(await h.post('/api/1.0/request/sensitive', { primaryBankAccountId: theirs!.id, newBankAccount: { bankId: kbank, accountNumber: '9876543210', accountName: 'Me' }, supportingFileId: file }, token)))
      .toContain('primaryBankAccountId:bankEitherOr');
  });

  it('files a request (audited); a second pending one is refused with a clear message until the first is cancelled', async () => {
    const file = await upload(token);
    const res = await h.post('/api/1.0/request/sensitive', { lastNameTh: 'ใจดีมาก', title: 'mrs', reason: 'Married in May', supportingFileId: file }, token);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    const [row] = await h.db.select().from(sensitiveChangeRequests).where(eq(sensitiveChangeRequests.id, id));
    expect(row).toMatchObject({ employeeId: me.id, status: 'pending', lastNameTh: 'ใจดีมาก', title: 'mrs', firstNameTh: null, citizenId: null, reason: 'Married in May' });
    expect(await h.auditActions(me.id)).toContain('sensitive.request');
    // Nothing on the record changes before HR decides.
    expect((await h.db.select().from(employees).where(eq(employees.id, me.id)))[0]!.lastNameTh).toBe(me.lastNameTh);

    const second = await h.post('/api/1.0/request/sensitive', { firstNameEn: 'Another', supportingFileId: file }, token, { lang: 'km' });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg.code).toBe(409020);
    expect(second.json().msg.text).toMatch(/[\u1780-\u17FF]/);

    const list = (await h.post('/api/1.0/search/request/sensitive/self', {}, token)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, status: 'pending', remark: null, reason: 'Married in May', file: { id: file, mime: 'image/png', name: 'marriage-certificate.png' } });
    expect(list[0].changes).toEqual([{ field: 'title', current: null, proposed: 'mrs' }, { field: 'lastNameTh', current: me.lastNameTh, proposed: 'ใจดีมาก' }]);

    expect((await h.post('/api/1.0/cancel/request/sensitive', { id }, token)).json().success).toBe(true);
    expect((await h.post('/api/1.0/cancel/request/sensitive', { id }, token)).json().msg.code).toBe(409021);
    expect(await h.auditActions(me.id)).toContain('sensitive.cancel');
    const again = await h.post('/api/1.0/request/sensitive', { firstNameEn: 'Another', supportingFileId: file }, token);
    expect(again.json().success).toBe(true);
    expect((await h.post('/api/1.0/cancel/request/sensitive', { id: again.json().data.id }, token)).json().success).toBe(true);
  });

  it('two submissions at once: exactly one is filed, the other is told one is pending', async () => {
    const file = await upload(otherToken);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => h.post('/api/1.0/request/sensitive', { firstNameEn: `Parallel ${'ABCD'[n - 1]}`, supportingFileId: file }, otherToken)));
    expect(answers.filter((a) => a.json().success)).toHaveLength(1);
    expect(answers.filter((a) => a.json().msg.code === 409020)).toHaveLength(3);
    const pending = await h.db.select().from(sensitiveChangeRequests).where(and(eq(sensitiveChangeRequests.employeeId, other.id), eq(sensitiveChangeRequests.status, 'pending')));
    expect(pending).toHaveLength(1);
  });
});

describe('scope: one\'s own requests only', () => {
  it('an employee cannot list, cancel, read or decide another\'s request; a supervisor cannot decide; refusals are audited', async () => {
    const [theirs] = await h.db.select().from(sensitiveChangeRequests).where(and(eq(sensitiveChangeRequests.employeeId, other.id), eq(sensitiveChangeRequests.status, 'pending')));
    // The self list holds only the caller's own.
    const mine = (await h.post('/api/1.0/search/request/sensitive/self', {}, token)).json().data;
    expect(mine.every((r: { employee: { id: string } }) => r.employee.id === me.id)).toBe(true);
    // Cancelling someone else's answers like a missing record and leaves it pending.
    expect((await h.post('/api/1.0/cancel/request/sensitive', { id: theirs!.id }, token)).json().msg.code).toBe(301007);
    for (const [path, body] of [
      ['/api/1.0/search/request/sensitive', {}], ['/api/1.0/get/request/sensitive', { id: theirs!.id }],
      ['/api/1.0/approve/request/sensitive', { id: theirs!.id }], ['/api/1.0/reject/request/sensitive', { id: theirs!.id, remark: 'No' }],
    ] as const) {
      expect((await h.post(path, body, token)).statusCode, path).toBe(403);
      expect((await h.post(path, body, leadToken)).statusCode, path).toBe(403);
    }
    const denied = await h.db.select().from(auditLog).where(and(eq(auditLog.actorId, lead.id), eq(auditLog.action, 'permission.denied')));
    expect(denied.map((d) => d.objectId)).toContain('employment-management.sensitive-requests');
    expect((await h.db.select().from(sensitiveChangeRequests).where(eq(sensitiveChangeRequests.id, theirs!.id)))[0]!.status).toBe('pending');
    // HR reads it (a sensitive read, audited).
    const view = await h.post('/api/1.0/get/request/sensitive', { id: theirs!.id }, hr);
    expect(view.json().data.employee).toMatchObject({ id: other.id, employeeCode: other.employeeCode });
    expect(await h.auditActions(hrPerson.id)).toContain('employee.sensitive.read');
  });
});
