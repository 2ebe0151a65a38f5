import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, employeeBankAccounts, employeeSalaryHistory, employeeSavingsCooperative, masterBanks } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: string, hrPerson: Person, lead: string, leadPerson: Person, member: Person, me: string;
const bank: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness();
  hrPerson = await h.person({ role: 'HR' });
  leadPerson = await h.person({ role: 'SUPERVISOR' });
  member = await h.person({ supervisorId: leadPerson.id });
  [hr, lead, me] = [await h.login(hrPerson), await h.login(leadPerson), await h.login(member)];
  for (const b of await h.db.select({ id: masterBanks.id, code: masterBanks.code }).from(masterBanks)) bank[String(b.code)] = b.id;
});
afterAll(async () => { await h?.close(); });

type Json = Record<string, unknown>;
const errorsOf = (res: { json: () => { data: { errors: Json[] } } }) => res.json().data.errors.map((e) => ({ field: e.field, code: e.code, text: e.text }));
const account = (employeeId: string, over: Json = {}) => ({ employeeId, bankId: bank['004'], accountNumber: '123-4-56789-0', accountName: 'Somchai Jaidee', branch: 'Silom', isPrimary: false, ...over });
const primaries = async (employeeId: string) =>
  (await h.db.select().from(employeeBankAccounts).where(and(eq(employeeBankAccounts.employeeId, employeeId), eq(employeeBankAccounts.isPrimary, true)))).map((r) => r.id);
const accounts = async (employeeId: string) => (await h.post('/api/1.0/view/bankaccounts', { id: employeeId }, hr)).json().data as Json[];

describe('bank accounts (HR): exactly one primary account while there are any', () => {
  it('the first account is the primary one whatever the form said; marking another primary un-marks it; the list shows the primary first', async () => {
    const p = await h.person();
    const first = await h.post('/api/1.0/save/bankaccount', account(p.id), hr);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ accountNumber: '1234567890', isPrimary: true });
    const second = (await h.post('/api/1.0/save/bankaccount', account(p.id, { bankId: bank['014'], accountNumber: '4051234567', isPrimary: true }), hr)).json().data;
    expect(await primaries(p.id)).toEqual([second.id]);
    expect((await accounts(p.id)).map((a) => [a.bank, a.accountNumber, a.isPrimary])).toEqual([['Siam Commercial Bank', '4051234567', true], ['Kasikornbank', '1234567890', false]]);
    // Changing the other fields of the non-primary account leaves the primary where it is.
    expect((await h.post('/api/1.0/save/bankaccount', { ...account(p.id), id: first.json().data.id, branch: 'Sathorn' }, hr)).json().data).toMatchObject({ branch: 'Sathorn', isPrimary: false });
    expect(await primaries(p.id)).toEqual([second.id]);
  });

  it('the primary flag is not simply taken off (the salary would have nowhere to go): another account is made primary instead', async () => {
    const p = await h.person();
    const a = (await h.post('/api/1.0/save/bankaccount', account(p.id, { accountNumber: '1110000001' }), hr)).json().data;
    await h.post('/api/1.0/save/bankaccount', account(p.id, { accountNumber: '1110000002' }), hr);
    const res = await h.post('/api/1.0/save/bankaccount', { ...account(p.id, { accountNumber: '1110000001' }), id: a.id, isPrimary: false }, hr, { lang: 'th' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ field: 'isPrimary', code: 'primaryStays', text: 'เงินเดือนโอนเข้าบัญชีหลัก กรุณาตั้งบัญชีอื่นเป็นบัญชีหลักแทน' }]);
    expect(await primaries(p.id)).toEqual([a.id]);
  });

  it('ten "make primary" calls at once leave exactly one primary account', async () => {
    const p = await h.person();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await h.post('/api/1.0/save/bankaccount', account(p.id, { accountNumber: `22200000${String(i).padStart(2, '0')}` }), hr)).json().data.id);
    const rows = await h.db.select().from(employeeBankAccounts).where(eq(employeeBankAccounts.employeeId, p.id));
    const results = await Promise.all(rows.map((r) => h.post('/api/1.0/save/bankaccount',
      { employeeId: p.id, id: r.id, bankId: r.bankId, accountNumber: r.accountNumber, accountName: r.accountName, branch: r.branch, isPrimary: true }, hr)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const after = await primaries(p.id);
    expect(after).toHaveLength(1);
    expect(ids).toContain(after[0]);
  });

  it('bad input is named field by field, in the reader\'s language', async () => {
    const p = await h.person();
    const fields = async (over: Json, lang = 'en') => errorsOf(await h.post('/api/1.0/save/bankaccount', account(p.id, over), hr, { lang }));
    expect(await fields({ accountNumber: '12345O7890' })).toEqual([{ field: 'accountNumber', code: 'numericOnly', text: 'Account number must contain numbers only' }]);
    expect(await fields({ accountNumber: '123456789', bankId: bank['067'] })).toEqual([{ field: 'accountNumber', code: 'bankAccount', text: 'Account number must be 10 to 15 digits' }]);
    // KBank's payroll file carries 10 digits; the Government Savings Bank numbers its accounts with 12.
    expect(await fields({ accountNumber: '123456789012' }, 'th')).toEqual([{ field: 'accountNumber', code: 'bankAccountDigits', text: 'เลขที่บัญชีของธนาคารนี้ต้องเป็นตัวเลข 10 หลัก' }]);
    expect(await fields({ accountNumber: '0200123456', bankId: bank['030'] })).toEqual([{ field: 'accountNumber', code: 'bankAccountDigits', text: 'Account number must be 12 digits at this bank' }]);
    expect(await fields({ bankId: '00000000-0000-4000-8000-000000000000' })).toEqual([{ field: 'bankId', code: 'invalid', text: 'Bank is not valid' }]);
    expect((await fields({ accountName: '', isPrimary: 'yes' })).map((e) => `${e.field}:${e.code}`).sort()).toEqual(['accountName:required', 'isPrimary:required']);
    expect(await fields({ employeeCode: 'X' })).toEqual([expect.objectContaining({ field: 'employeeCode', code: 'unknownField' })]);
    // A bank that was deactivated cannot be chosen for a new account.
    await h.db.update(masterBanks).set({ active: false }).where(eq(masterBanks.id, bank['073']!));
    expect(await fields({ bankId: bank['073'] })).toEqual([{ field: 'bankId', code: 'invalid', text: 'Bank is not valid' }]);
    expect(await h.db.select().from(employeeBankAccounts).where(eq(employeeBankAccounts.employeeId, p.id))).toEqual([]);
  });

  it('the same number at the same bank already exists in the system (anyone\'s); at another bank it is another account', async () => {
    const [p, q] = [await h.person(), await h.person()];
    expect((await h.post('/api/1.0/save/bankaccount', account(p.id, { accountNumber: '3330000001' }), hr)).statusCode).toBe(200);
    const again = await h.post('/api/1.0/save/bankaccount', account(q.id, { accountNumber: '333-0-00000-1' }), hr);
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)).toEqual([{ field: 'accountNumber', code: 'duplicate', text: 'Account number already exists in the system' }]);
    expect((await h.post('/api/1.0/save/bankaccount', account(q.id, { accountNumber: '3330000001', bankId: bank['006'] }), hr)).statusCode).toBe(200);
  });

  it('deleting: the primary account goes last (HR chooses where the salary goes next); another employee\'s account is out of reach by id', async () => {
    const [p, q] = [await h.person(), await h.person()];
    const a = (await h.post('/api/1.0/save/bankaccount', account(p.id, { accountNumber: '4440000001' }), hr)).json().data;
    const b = (await h.post('/api/1.0/save/bankaccount', account(p.id, { accountNumber: '4440000002' }), hr)).json().data;
    const refused = await h.post('/api/1.0/delete/bankaccount', { id: a.id }, hr, { lang: 'th' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatchObject({ code: 409040, text: 'บัญชีนี้เป็นบัญชีหลักที่ใช้รับเงินเดือน กรุณาตั้งบัญชีอื่นเป็นบัญชีหลักก่อนลบ' });
    // Changing q's record with p's account id: the account is not q's.
    expect((await h.post('/api/1.0/save/bankaccount', { ...account(q.id, { accountNumber: '4440000002' }), id: b.id, isPrimary: true }, hr)).json().msg.code).toBe(301007);
    expect((await h.post('/api/1.0/delete/bankaccount', { id: b.id }, hr)).json().success).toBe(true);
    expect((await h.post('/api/1.0/delete/bankaccount', { id: a.id }, hr)).json().success).toBe(true);
    expect(await accounts(p.id)).toEqual([]);
    const actions = (await h.db.select().from(auditLog).where(and(eq(auditLog.actorId, hrPerson.id), eq(auditLog.targetId, p.id)))).map((r) => r.action);
    expect(actions.filter((x) => x === 'employee.save.bankaccount')).toHaveLength(2);
    expect(actions.filter((x) => x === 'employee.delete.bankaccount')).toHaveLength(2);
  });
});

describe('salary history (HR): rows only ever added, figures worked out by the server', () => {
  const change = (employeeId: string, over: Json = {}) => ({ employeeId, incrementType: 'annual', baseSalary: 21000, effectiveDate: '2026-04-01', summary: 'Annual review', remark: '', ...over });
  const history = async (id: string) => (await h.post('/api/1.0/view/salary', { id }, hr)).json().data as Json[];
  const last = async (id: string, effectiveDate?: string) => (await h.post('/api/1.0/get/employment/lastBaseSalary', { id, ...(effectiveDate ? { effectiveDate } : {}) }, hr)).json().data;

  it('a change is worked out from the onboarding salary: the amount and the percentage; the client\'s figures are not accepted', async () => {
    const p = await h.person();
    // What the add-employee form stores (employee-create.service): the first row, adjusted from nothing.
    await h.db.insert(employeeSalaryHistory).values({ employeeId: p.id, incrementType: 'initial', baseSalary: 20000, effectiveDate: '2026-01-05', adjustedSalary: 20000 });
    const res = await h.post('/api/1.0/save/salary', change(p.id, { baseSalary: 21000.5 }), hr);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ baseSalary: 21000.5, adjustedSalary: 1000.5, percentChange: 5, effectiveDate: '2026-04-01', remark: null });
    const sneaky = await h.post('/api/1.0/save/salary', change(p.id, { adjustedSalary: 99999, percentChange: 50, id: res.json().data.id }), hr);
    expect(errorsOf(sneaky).map((e) => `${e.field}:${e.code}`).sort()).toEqual(['adjustedSalary:unknownField', 'id:unknownField', 'percentChange:unknownField']);
    expect((await history(p.id)).map((r) => [r.incrementType, r.baseSalary, r.adjustedSalary, r.percentChange])).toEqual([['annual', 21000.5, 1000.5, 5], ['initial', 20000, 20000, null]]);
  });

  it('there is no call to change or delete a salary row; an employee\'s first row adjusts from nothing', async () => {
    const p = await h.person();
    expect((await h.post('/api/1.0/delete/salary', { id: p.id }, hr)).statusCode).toBe(404);
    expect((await h.post('/api/1.0/delete/employment/salary', { id: p.id }, hr)).statusCode).toBe(404);
    const first = (await h.post('/api/1.0/save/salary', change(p.id, { incrementType: 'initial', baseSalary: 15000 }), hr)).json().data;
    expect(first).toMatchObject({ baseSalary: 15000, adjustedSalary: 15000, percentChange: null });
  });

  it('a correction is a new row of the same day: worked out from the salary before that day, and the one in force from then', async () => {
    const p = await h.person();
    await h.post('/api/1.0/save/salary', change(p.id, { incrementType: 'initial', baseSalary: 30000, effectiveDate: '2026-01-01' }), hr);
    await h.post('/api/1.0/save/salary', change(p.id, { baseSalary: 33000 }), hr);
    const fix = (await h.post('/api/1.0/save/salary', change(p.id, { incrementType: 'adjustment', baseSalary: 31500, remark: 'Typing error in the April row' }), hr)).json().data;
    expect(fix).toMatchObject({ adjustedSalary: 1500, percentChange: 5 });
    expect(await last(p.id)).toEqual({ baseSalary: 31500, effectiveDate: '2026-04-01', incrementType: 'adjustment' });
    expect((await history(p.id)).map((r) => r.baseSalary)).toEqual([31500, 33000, 30000]);
    // Dated before the latest change: refused, the figures of the rows after it would be wrong.
    const early = await h.post('/api/1.0/save/salary', change(p.id, { effectiveDate: '2026-03-31' }), hr);
    expect(errorsOf(early)).toEqual([{ field: 'effectiveDate', code: 'salaryBeforeLatest', text: 'Effective date must not be before the latest salary change' }]);
  });

  it('lastBaseSalary: the one in force today (a future-dated change is scheduled, not current), or the day before a given date; audited', async () => {
    const p = await h.person();
    expect(await last(p.id)).toBeNull();
    await h.post('/api/1.0/save/salary', change(p.id, { incrementType: 'initial', baseSalary: 18000, effectiveDate: '2026-02-01' }), hr);
    const next = (await h.post('/api/1.0/save/salary', change(p.id, { incrementType: 'promotion', baseSalary: 22500, effectiveDate: '2027-01-01' }), hr)).json().data;
    expect(next).toMatchObject({ adjustedSalary: 4500, percentChange: 25 });
    // The harness's today is 2026-11-22 in Bangkok.
    expect(await last(p.id)).toEqual({ baseSalary: 18000, effectiveDate: '2026-02-01', incrementType: 'initial' });
    expect(await last(p.id, '2027-01-01')).toMatchObject({ baseSalary: 18000 });
    expect(await last(p.id, '2027-01-02')).toMatchObject({ baseSalary: 22500 });
    // On 2 January 2027 (Bangkok) the promotion is the current salary. The clock goes back after, for the sessions of the other tests.
    const now = h.clock.current;
    h.clock.current = new Date('2027-01-01T17:30:00Z');
    hr = await h.login(hrPerson);
    expect(await last(p.id)).toMatchObject({ baseSalary: 22500, effectiveDate: '2027-01-01' });
    h.clock.current = now;
    hr = await h.login(hrPerson);
    const reads = await h.db.select().from(auditLog).where(and(eq(auditLog.targetId, p.id), eq(auditLog.targetType, 'employee.lastBaseSalary')));
    expect(reads.length).toBe(5);
    expect(reads.every((r) => r.action === 'employee.sensitive.read' && r.actorId === hrPerson.id)).toBe(true);
    expect((await h.post('/api/1.0/get/employment/lastBaseSalary', { id: p.id, effectiveDate: '1/1/2027' }, hr)).json().data.errors[0]).toMatchObject({ field: 'effectiveDate', code: 'invalid' });
  });

  it('bad input is named field by field', async () => {
    const p = await h.person();
    const codes = async (over: Json, lang = 'en') => errorsOf(await h.post('/api/1.0/save/salary', change(p.id, over), hr, { lang }));
    expect(await codes({ incrementType: 'bonus' })).toEqual([{ field: 'incrementType', code: 'required', text: 'Type of change is required' }]);
    expect(await codes({ baseSalary: 0 }, 'th')).toEqual([{ field: 'baseSalary', code: 'tooSmall', text: expect.stringContaining('เงินเดือนพื้นฐาน') }]);
    expect(await codes({ baseSalary: 21000.555 })).toEqual([{ field: 'baseSalary', code: 'twoDecimals', text: 'Base salary (THB) can have at most two decimal places' }]);
    expect(await codes({ baseSalary: '21000' })).toEqual([expect.objectContaining({ field: 'baseSalary', code: 'numericOnly' })]);
    expect(await codes({ effectiveDate: '' })).toEqual([expect.objectContaining({ field: 'effectiveDate', code: 'required' })]);
    // A base salary so far from the one before that its percentage does not fit: a slipped key.
    await h.post('/api/1.0/save/salary', change(p.id, { baseSalary: 1 }), hr);
    expect(await codes({ baseSalary: 5_000_000, effectiveDate: '2026-05-01' })).toEqual([expect.objectContaining({ field: 'baseSalary', code: 'tooLarge' })]);
    expect((await history(p.id)).length).toBe(1);
  });
});

describe('savings cooperative (HR): membership and beneficiaries', () => {
  it('membership saved in place, all empty is not a member; shares are a whole number', async () => {
    const p = await h.person();
    expect((await h.post('/api/1.0/view/savingsCooperative', { id: p.id }, hr)).json().data).toEqual({ memberDate: null, sharesHeld: null, memberNumber: null, beneficiaries: [] });
    for (const shares of [120, 150]) {
      expect((await h.post('/api/1.0/save/savingsCooperative', { id: p.id, memberDate: '2025-06-01', sharesHeld: shares, memberNumber: 'SC-0042' }, hr)).json().success).toBe(true);
    }
    expect((await h.db.select().from(employeeSavingsCooperative).where(eq(employeeSavingsCooperative.employeeId, p.id)))).toEqual([expect.objectContaining({ sharesHeld: 150, memberNumber: 'SC-0042' })]);
    const bad = await h.post('/api/1.0/save/savingsCooperative', { id: p.id, memberDate: '2025-06-01', sharesHeld: 1.5, memberNumber: 'SC-0042' }, hr, { lang: 'km' });
    expect(errorsOf(bad)).toEqual([{ field: 'sharesHeld', code: 'wholeNumber', text: 'ចំនួនភាគហ៊ុន ត្រូវតែជាចំនួនគត់' }]);
  });

  it('beneficiaries added, changed and deleted on the spec\'s path; the relationship comes from the list', async () => {
    const p = await h.person();
    const add = await h.post('/api/1.0/save/savingsBeneficiary', { employeeId: p.id, name: 'Malee Jaidee', relationship: 'spouse' }, hr);
    expect(add.statusCode, add.body).toBe(200);
    const id = add.json().data.id;
    expect((await h.post('/api/1.0/save/savingsBeneficiary', { employeeId: p.id, id, name: 'Malee Jaidee', relationship: 'mother' }, hr)).json().data.relationship).toBe('mother');
    expect(errorsOf(await h.post('/api/1.0/save/savingsBeneficiary', { employeeId: p.id, name: '', relationship: 'boss' }, hr)).map((e) => e.field).sort()).toEqual(['name', 'relationship']);
    expect((await h.post('/api/1.0/view/savingsCooperative', { id: p.id }, hr)).json().data.beneficiaries).toEqual([{ id, name: 'Malee Jaidee', relationship: 'mother' }]);
    expect((await h.post('/api/1.0/delete/employment/savingsBeneficiary', { id }, hr)).json().success).toBe(true);
    expect((await h.post('/api/1.0/view/savingsCooperative', { id: p.id }, hr)).json().data.beneficiaries).toEqual([]);
  });
});

describe('pay and bank data are HR\'s to change', () => {
  it('there are no self calls to change them: an employee asks for a bank change through a sensitive-information change', async () => {
    for (const path of ['save/self/bankaccount', 'delete/self/bankaccount', 'save/self/salary', 'save/self/savingsCooperative', 'save/self/savingsBeneficiary',
      'delete/self/employment/savingsBeneficiary']) {
      expect((await h.post(`/api/1.0/${path}`, {}, me)).statusCode, path).toBe(404);
    }
  });

  it('an employee (even on their own record) and a supervisor (on a subordinate\'s) are refused HR\'s calls, and the refusals are audited', async () => {
    const [theirs] = await h.db.insert(employeeBankAccounts).values({ employeeId: member.id, bankId: bank['002']!, accountNumber: '5550000001', accountName: 'Member', isPrimary: true }).returning();
    const calls: Array<[string, Json]> = [
      ['save/bankaccount', account(member.id, { accountNumber: '5550000002', isPrimary: true })],
      ['save/bankaccount', { ...account(member.id, { accountNumber: '5550000001', bankId: bank['002'] }), id: theirs!.id, accountName: 'Changed' }],
      ['delete/bankaccount', { id: theirs!.id }],
      ['save/salary', { employeeId: member.id, incrementType: 'annual', baseSalary: 99000, effectiveDate: '2026-12-01', summary: null, remark: null }],
      ['get/employment/lastBaseSalary', { id: member.id }],
      ['save/savingsCooperative', { id: member.id, memberDate: null, sharesHeld: 1, memberNumber: null }],
      ['save/savingsBeneficiary', { employeeId: member.id, name: 'X', relationship: 'friend' }],
    ];
    for (const [who, token, person] of [['employee', me, member], ['supervisor', lead, leadPerson]] as const) {
      for (const [path, body] of calls) expect((await h.post(`/api/1.0/${path}`, body, token)).statusCode, `${who} ${path}`).toBe(403);
      const denied = (await h.db.select().from(auditLog).where(and(eq(auditLog.actorId, person.id), eq(auditLog.action, 'permission.denied'))));
      expect(denied.length, who).toBe(calls.length);
      expect(denied.every((d) => d.objectId === 'employment-management.all-employee')).toBe(true);
    }
    expect(await h.db.select().from(employeeBankAccounts).where(eq(employeeBankAccounts.employeeId, member.id))).toEqual([expect.objectContaining({ accountName: 'Member', isPrimary: true })]);
    expect(await h.db.select().from(employeeSalaryHistory).where(eq(employeeSalaryHistory.employeeId, member.id))).toEqual([]);
    // Reading their own stays open to the employee.
    expect((await h.post('/api/1.0/view/self/bankaccounts', {}, me)).json().data).toEqual([expect.objectContaining({ accountNumber: '5550000001', isPrimary: true })]);
  });
});
