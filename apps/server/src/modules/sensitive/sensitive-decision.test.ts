import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, employeeBankAccounts, employees, mailOutbox, masterBanks, sensitiveChangeRequests } from '@hr/db';
import { createHarness, pngBytes, thaiTaxId, type Harness } from '../../test/harness';
import { smtpPeer, type ReceivedMail } from '../../test/smtp-peer';

type Person = Awaited<ReturnType<Harness['person']>>;
let h: Harness;
let smtp: Awaited<ReturnType<typeof smtpPeer>>;
let received: ReceivedMail[] = [];
let hrPerson: Person, hr: string, scb: string, kbank: string;

beforeAll(async () => {
  // A real SMTP peer: the decision mail must leave only once the decision has committed.
  smtp = await smtpPeer();
  received = smtp.received;
  h = await createHarness({ SMTP_URL: smtp.url, MAIL_FROM: 'HR <hr@test.co.th>' });
  hrPerson = await h.person({ role: 'HR' });
  hr = await h.login(hrPerson);
  const banks = await h.db.select({ id: masterBanks.id, code: masterBanks.code }).from(masterBanks);
  scb = banks.find((b) => b.code === '014')!.id;
  kbank = banks.find((b) => b.code === '004')!.id;
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

/** An employee (with a mail address) who files a request; their token and the request's id. */
async function filed(proposal: Record<string, unknown>, opts: { lang?: string } = {}) {
  const p = await h.person();
  if (opts.lang) await h.db.update(employees).set({ preferredLang: opts.lang }).where(eq(employees.id, p.id));
  const token = await h.login(p);
  const file = (await h.upload('/api/1.0/user/upload/file', token, [await pngBytes('evidence.png')])).json().data[0].id;
  const res = await h.post('/api/1.0/request/sensitive', { ...proposal, supportingFileId: file }, token);
  expect(res.json().success, res.body).toBe(true);
  return { p, token, id: res.json().data.id as string, file };
}
const record = async (id: string) => (await h.db.select().from(employees).where(eq(employees.id, id)))[0]!;
const requestRow = async (id: string) => (await h.db.select().from(sensitiveChangeRequests).where(eq(sensitiveChangeRequests.id, id)))[0]!;

describe('HR approves: the change is applied in one transaction, then the employee is mailed', () => {
  it('names, title, citizen id, passport and expiry land on the record; status, decider and time are kept; audited; mailed in the employee\'s language', async () => {
    const citizenId = thaiTaxId(51001);
    const { p, token, id } = await filed({ title: 'mrs', lastNameTh: 'ศรีสุข', lastNameEn: 'Srisuk', citizenId, passportNumber: 'aa1234567', documentExpiry: '2031-05-31' }, { lang: 'th' });
    // HR sees each proposed value beside the one on record, and the file to download.
    const view = (await h.post('/api/1.0/get/request/sensitive', { id }, hr)).json().data;
    expect(view.changes).toEqual([
      { field: 'title', current: null, proposed: 'mrs' }, { field: 'lastNameTh', current: p.lastNameTh, proposed: 'ศรีสุข' },
      { field: 'lastNameEn', current: p.lastNameEn, proposed: 'Srisuk' }, { field: 'citizenId', current: null, proposed: citizenId },
      { field: 'passportNumber', current: null, proposed: 'AA1234567' }, { field: 'documentExpiry', current: null, proposed: '2031-05-31' },
    ]);
    expect((await h.get(`/api/1.0/file/${view.file.id}`, hr)).headers['content-type']).toBe('image/png');

    const before = received.length;
    const res = await h.post('/api/1.0/approve/request/sensitive', { id, remark: 'Checked against the marriage certificate' }, hr);
    expect(res.json(), res.body).toMatchObject({ success: true, data: { mailed: true } });
    expect(await record(p.id)).toMatchObject({ title: 'mrs', lastNameTh: 'ศรีสุข', lastNameEn: 'Srisuk', firstNameTh: p.firstNameTh, citizenId, passportNumber: 'AA1234567', documentExpiry: '2031-05-31' });
    expect(await requestRow(id)).toMatchObject({ status: 'approved', decidedBy: hrPerson.id, remark: 'Checked against the marriage certificate', decidedAt: h.clock.now() });
    const [row] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'sensitive.approve'), eq(auditLog.targetId, p.id)));
    expect(row).toMatchObject({ actorId: hrPerson.id, objectId: 'employment-management.sensitive-requests' });
    // The mail went out over SMTP after the commit, in Thai, to the employee.
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)!.to).toEqual([p.companyEmail]);
    const [mail] = await h.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, p.companyEmail!), eq(mailOutbox.template, 'sensitiveApproved')));
    expect(mail).toMatchObject({ status: 'sent', lang: 'th' });
    expect(mail!.text).toContain('Checked against the marriage certificate');
    expect(mail!.subject).toBe('คำขอแก้ไขข้อมูลสำคัญของคุณได้รับการอนุมัติ');
    // The employee sees the outcome and the new name through their own calls.
    const own = (await h.post('/api/1.0/search/request/sensitive/self', {}, token)).json().data;
    expect(own[0]).toMatchObject({ id, status: 'approved', remark: 'Checked against the marriage certificate' });
    expect((await h.post('/api/1.0/view/self/basicinfo', {}, token)).json().data.lastNameTh).toBe('ศรีสุข');
    // Decided once: a second decision is told so.
    expect((await h.post('/api/1.0/reject/request/sensitive', { id, remark: 'Too late' }, hr)).json().msg.code).toBe(409021);
  });

  it('the chosen account becomes the single primary (the old one cleared first); a new account is added as the primary', async () => {
    const p = await h.person();
    const [old, other] = await h.db.insert(employeeBankAccounts).values([
      { employeeId: p.id, bankId: kbank, accountNumber: '1110000001', accountName: p.firstNameEn, isPrimary: true },
      { employeeId: p.id, bankId: scb, accountNumber: '1110000002', accountName: p.firstNameEn, isPrimary: false },
    ]).returning();
    const token = await h.login(p);
    const file = (await h.upload('/api/1.0/user/upload/file', token, [await pngBytes('book-bank.png')])).json().data[0].id;
    // The account that is already primary is not a change.
    expect((await h.post('/api/1.0/request/sensitive', { primaryBankAccountId: old!.id, supportingFileId: file }, token)).json().data.errors[0]).toMatchObject({ field: 'primaryBankAccountId', code: 'sameAsCurrent' });
    const first = (await h.post('/api/1.0/request/sensitive', { primaryBankAccountId: other!.id, supportingFileId: file }, token)).json().data.id;
    const view = (await h.post('/api/1.0/get/request/sensitive', { id: first }, hr)).json().data;
    expect(view.bank).toMatchObject({ current: { id: old!.id, accountNumber: '1110000001', bank: 'Kasikornbank' }, proposed: { id: other!.id, accountNumber: '1110000002', isNew: false } });
    expect((await h.post('/api/1.0/approve/request/sensitive', { id: first }, hr)).json().success).toBe(true);
    const primaries = async () => (await h.db.select().from(employeeBankAccounts).where(and(eq(employeeBankAccounts.employeeId, p.id), eq(employeeBankAccounts.isPrimary, true)))).map((a) => a.accountNumber);
    expect(await primaries()).toEqual(['1110000002']);

    const second = (await h.post('/api/1.0/request/sensitive', { newBankAccount: { bankId: scb, accountNumber: '222-3-33333-4', accountName: 'New Account Name', branch: 'Silom' }, supportingFileId: file }, token)).json().data.id;
    expect((await h.post('/api/1.0/approve/request/sensitive', { id: second }, hr)).json().success).toBe(true);
    expect(await primaries()).toEqual(['2223333334']);
    const [added] = await h.db.select().from(employeeBankAccounts).where(eq(employeeBankAccounts.accountNumber, '2223333334'));
    expect(added).toMatchObject({ employeeId: p.id, accountName: 'New Account Name', branch: 'Silom', bankId: scb });
    expect((await requestRow(second)).bankAccountId).toBe(added!.id);
  });

  it('an account a pending request names cannot be deleted until the request is decided', async () => {
    const p = await h.person();
    const [, other] = await h.db.insert(employeeBankAccounts).values([
      { employeeId: p.id, bankId: kbank, accountNumber: '3330000001', accountName: p.firstNameEn, isPrimary: true },
      { employeeId: p.id, bankId: scb, accountNumber: '3330000002', accountName: p.firstNameEn, isPrimary: false },
    ]).returning();
    const token = await h.login(p);
    const file = (await h.upload('/api/1.0/user/upload/file', token, [await pngBytes('book-bank.png')])).json().data[0].id;
    const id = (await h.post('/api/1.0/request/sensitive', { primaryBankAccountId: other!.id, supportingFileId: file }, token)).json().data.id;
    const refused = await h.post('/api/1.0/delete/bankaccount', { id: other!.id }, hr, { lang: 'th' });
    expect([refused.statusCode, refused.json().msg.code]).toEqual([409, 409041]);
    expect(refused.json().msg.text).toContain('รอการพิจารณา');
    expect(await h.db.select().from(employeeBankAccounts).where(eq(employeeBankAccounts.id, other!.id))).toHaveLength(1);
    expect((await h.post('/api/1.0/reject/request/sensitive', { id, remark: 'Bank book unreadable' }, hr)).json().success).toBe(true);
    expect((await h.post('/api/1.0/delete/bankaccount', { id: other!.id }, hr)).json().success).toBe(true);
  });

  it('a citizen id someone else got meanwhile: "already exists in the system", nothing applied, still pending, no mail', async () => {
    const citizenId = thaiTaxId(52002);
    const { p, id } = await filed({ citizenId, firstNameEn: 'Changed' });
    const rival = await h.person();
    await h.db.update(employees).set({ citizenId }).where(eq(employees.id, rival.id));
    const before = received.length;
    const res = await h.post('/api/1.0/approve/request/sensitive', { id }, hr);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg.text).toBe('Thai ID number already exists in the system');
    expect(res.json().data.errors).toEqual([expect.objectContaining({ field: 'citizenId', code: 'duplicate' })]);
    expect(await record(p.id)).toMatchObject({ firstNameEn: p.firstNameEn, citizenId: null });
    expect(await requestRow(id)).toMatchObject({ status: 'pending', decidedBy: null, decidedAt: null });
    await h.app.deps.mail.flush();
    expect(received.length).toBe(before);
    expect(await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, p.companyEmail!))).toEqual([]);
    expect((await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'sensitive.approve'), eq(auditLog.targetId, p.id))))).toEqual([]);
  });

  it('ten approvals at once: exactly one wins, the others are told it was decided; one audit row, one mail', async () => {
    const { p, id } = await filed({ lastNameEn: 'Racer' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => h.post('/api/1.0/approve/request/sensitive', { id }, hr)));
    expect(answers.filter((a) => a.json().success)).toHaveLength(1);
    expect(answers.filter((a) => a.json().msg.code === 409021)).toHaveLength(9);
    expect(await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'sensitive.approve'), eq(auditLog.targetId, p.id)))).toHaveLength(1);
    expect(await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, p.companyEmail!))).toHaveLength(1);
    expect((await record(p.id)).lastNameEn).toBe('Racer');
  });
});

describe('HR rejects with a remark; the list and the bell', () => {
  it('a rejection needs a remark; it changes nothing on the record and mails the reason', async () => {
    const { p, token, id } = await filed({ firstNameTh: 'ใหม่' });
    const noRemark = await h.post('/api/1.0/reject/request/sensitive', { id, remark: '  ' }, hr);
    expect(noRemark.json().data.errors).toEqual([expect.objectContaining({ field: 'remark', code: 'required', text: 'Remark is required' })]);
    expect((await h.post('/api/1.0/reject/request/sensitive', { id, remark: 'The document is not readable' }, hr)).json().success).toBe(true);
    expect((await record(p.id)).firstNameTh).toBe(p.firstNameTh);
    expect(await requestRow(id)).toMatchObject({ status: 'rejected', remark: 'The document is not readable', decidedBy: hrPerson.id });
    expect(await h.auditActions(hrPerson.id)).toContain('sensitive.reject');
    const [mail] = await h.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, p.companyEmail!), eq(mailOutbox.template, 'sensitiveRejected')));
    expect(mail!.text).toContain('Reason: The document is not readable');
    // The employee cannot cancel what was decided.
    expect((await h.post('/api/1.0/cancel/request/sensitive', { id }, token)).json().msg.code).toBe(409021);
  });

  it('the list puts pending requests first (oldest on top), filters by status and employee, searches by name; HR\'s bell counts the pending ones', async () => {
    const a = await filed({ lastNameEn: 'Queue-A' });
    h.clock.advance(60_000);
    const b = await filed({ lastNameEn: 'Queue-B' });
    const all = (await h.post('/api/1.0/search/request/sensitive', { pageSize: 100 }, hr)).json().data;
    const statuses: string[] = all.items.map((i: { status: string }) => i.status);
    const waiting = statuses.filter((st) => st === 'pending').length;
    // (The request whose citizen id was taken above still waits too.)
    expect(waiting).toBe(3);
    expect(statuses.slice(0, waiting).every((st) => st === 'pending')).toBe(true);
    const ids = all.items.map((i: { id: string }) => i.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(all.items.find((i: { id: string }) => i.id === a.id)).toMatchObject({ employee: { id: a.p.id, employeeCode: a.p.employeeCode }, fields: ['lastNameEn'] });
    expect((await h.post('/api/1.0/search/request/sensitive', { status: 'pending' }, hr)).json().data.total).toBe(3);
    const byName = (await h.post('/api/1.0/search/request/sensitive', { keyword: b.p.firstNameTh }, hr)).json().data;
    expect(byName.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    expect((await h.post('/api/1.0/search/request/sensitive', { employeeId: a.p.id }, hr)).json().data.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    expect((await h.post('/api/1.0/search/request/sensitive', { status: 'waiting' }, hr)).json().data.errors[0]).toMatchObject({ field: 'status' });
    // HR's pending-approval count includes them; an employee's does not.
    expect((await h.get('/api/1.0/get/count/notification/self', hr)).json().data).toBe(3);
    expect((await h.get('/api/1.0/get/count/notification/self', a.token)).json().data).toBe(0);
  });
});

describe('nobody decides their own request (issue 35 point 4)', () => {
  it('an HR officer cannot approve or reject their own change of the account their pay goes to; another officer can', async () => {
    const officer = await h.person({ role: 'HR' });
    const token = await h.login(officer);
    const file = (await h.upload('/api/1.0/user/upload/file', token, [await pngBytes('book.png')])).json().data[0].id;
    const filed = await h.post('/api/1.0/request/sensitive', { newBankAccount: { bankId: scb, accountNumber: '777-8-88999-0', accountName: 'Officer Own', branch: 'Silom' }, supportingFileId: file }, token);
    expect(filed.json().success, filed.body).toBe(true);
    const id = filed.json().data.id as string;
    for (const action of ['approve', 'reject']) {
      const own = await h.post(`/api/1.0/${action}/request/sensitive`, { id, remark: 'mine' }, token, { lang: 'th' });
      expect(own.statusCode).toBe(403);
      expect(own.json().msg.code).toBe(403090);
    }
    expect(await requestRow(id)).toMatchObject({ status: 'pending', decidedBy: null });
    expect((await h.db.select().from(employeeBankAccounts).where(eq(employeeBankAccounts.employeeId, officer.id)))).toHaveLength(0);
    const other = await h.post('/api/1.0/approve/request/sensitive', { id, remark: 'Checked the book bank' }, hr);
    expect(other.json().success, other.body).toBe(true);
    expect(await requestRow(id)).toMatchObject({ status: 'approved', decidedBy: hrPerson.id });
  });
});

