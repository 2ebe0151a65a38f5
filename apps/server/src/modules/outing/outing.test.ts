import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companies, companyOutings, employees, mailOutbox } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';
import { expectExportShape, fileNameOf, openXlsx } from '../../test/xlsx';

let h: Harness;
let hr: string;
/** People of the test company: two with an address (one reads Thai), one without, one more. */
let withMail: Awaited<ReturnType<Harness['person']>>;
let thaiReader: Awaited<ReturnType<Harness['person']>>;
let noMail: Awaited<ReturnType<Harness['person']>>;
let extra: Awaited<ReturnType<Harness['person']>>;
/** An employee of another company. */
let stranger: string;

beforeAll(async () => {
  h = await createHarness();
  hr = await h.login(await h.person({ role: 'HR' }));
  withMail = await h.person({ email: 'somchai@test.co.th' });
  thaiReader = await h.person({ email: 'malee@test.co.th' });
  noMail = await h.person({ email: null });
  extra = await h.person({ email: 'extra@test.co.th' });
  await h.db.update(employees).set({ preferredLang: 'th' }).where(eq(employees.id, thaiReader.id));
  const [other] = await h.db.insert(companies).values({ abbreviation: 'O02', nameEn: 'Other Co., Ltd.', nameTh: 'บริษัท อื่น จำกัด' }).returning();
  const [e] = await h.db.insert(employees).values({
    companyId: other!.id, employeeCode: 'X0001', firstNameEn: 'Out', lastNameEn: 'Sider', firstNameTh: 'นอก', lastNameTh: 'บริษัท', companyEmail: 'out@other.co.th', roleId: h.roleIds.EMPLOYEE!,
  }).returning();
  stranger = e!.id;
});
afterAll(async () => { await h?.close(); });

const api = (path: string, body: unknown, token = hr, lang = 'en') => h.post(`/api/1.0/${path}`, body, token, { lang });
let seq = 0;
/** A valid outing body; `over` changes or adds fields. */
const outing = (over: Record<string, unknown> = {}) => ({
  nameEn: `Annual trip ${++seq}`, nameTh: `ทริปประจำปี ${seq}`, companyId: h.company.id, location: 'Khao Yai, Nakhon Ratchasima',
  startDate: '2027-03-12', endDate: '2027-03-14', startTime: '08:00', endTime: '17:00', registrationDeadline: '2027-02-28',
  description: 'Two nights at a resort.\nBus leaves from the office.', budgetPerHead: 1500.5,
  memberIds: [withMail.id, thaiReader.id, noMail.id], ...over,
});
const create = async (over: Record<string, unknown> = {}) => {
  const res = await api('save/companyOuting', outing(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string } & Record<string, unknown>;
};
const errorsOf = (res: { json: () => { data: { errors: { field: string; code: string; text: string }[] } } }) => res.json().data.errors;
const mails = async (template: string, to?: string) =>
  (await h.db.select().from(mailOutbox).where(to ? and(eq(mailOutbox.template, template), eq(mailOutbox.to, to)) : eq(mailOutbox.template, template)));

describe('save a company outing (POST /1.0/save/companyOuting)', () => {
  it('creates an outing with its name list and reads it back', async () => {
    const body = outing();
    const res = await api('save/companyOuting', body);
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().data;
    expect(o).toMatchObject({
      nameEn: body.nameEn, nameTh: body.nameTh, companyLabel: 'T01 - Test Co., Ltd.', location: body.location, startDate: '2027-03-12', endDate: '2027-03-14',
      startTime: '08:00', endTime: '17:00', registrationDeadline: '2027-02-28', budgetPerHead: 1500.5, totalBudget: 4501.5, status: 'active',
      memberCount: 3, mailCounts: { notSent: 3, sent: 0, noEmail: 0 }, editable: true, deletable: true, finished: false,
    });
    const details = await api('get/companyOuting/details', { id: o.id }, hr, 'th');
    expect(details.json().data).toMatchObject({ id: o.id, companyLabel: 'T01 - บริษัท ทดสอบ จำกัด', memberCount: 3 });
    expect(await h.auditActions()).toContain('outing.insert');
  });

  it('refuses each broken rule on its field, in the caller\'s language', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ nameEn: '  ' }, 'nameEn', 'required'],
      [{ nameTh: undefined }, 'nameTh', 'required'],
      [{ location: '' }, 'location', 'required'],
      [{ companyId: '' }, 'companyId', 'required'],
      [{ startDate: '2027-02-30' }, 'startDate', 'invalid'],
      [{ endDate: '2027-03-11' }, 'endDate', 'endNotBeforeStart'],
      [{ endDate: '2027-03-12', startTime: '15:00', endTime: '09:00' }, 'endTime', 'endAfterStart'],
      [{ endDate: '2027-03-12', startTime: '09:00', endTime: '09:00' }, 'endTime', 'endAfterStart'],
      [{ endTime: null }, 'endTime', 'required'],
      [{ startTime: '25:00' }, 'startTime', 'invalid'],
      [{ registrationDeadline: '2027-03-13' }, 'registrationDeadline', 'deadlineNotAfterStart'],
      [{ budgetPerHead: -1 }, 'budgetPerHead', 'tooSmall'],
      [{ budgetPerHead: 10.005 }, 'budgetPerHead', 'twoDecimals'],
      [{ memberIds: [] }, 'memberIds', 'manageEmployeeList'],
      [{ memberIds: ['not-an-id'] }, 'memberIds.0', 'invalid'],
      [{ bonus: 1 }, 'bonus', 'unknownField'],
    ];
    for (const [over, field, code] of cases) {
      const res = await api('save/companyOuting', outing(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().msg.code).toBe(400001);
      expect(errorsOf(res), JSON.stringify(over)).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    }
    const empty = await api('save/companyOuting', outing({ memberIds: [] }));
    expect(errorsOf(empty)[0]!.text).toBe('Please manage employee list before save your changes');
    const th = await api('save/companyOuting', outing({ endDate: '2027-03-01' }), hr, 'th');
    expect(errorsOf(th)[0]).toMatchObject({ field: 'endDate', text: expect.stringMatching(/^วันที่สิ้นสุด/) });
    // A one-day outing without times, and an end time later on the same day, are fine.
    await create({ endDate: '2027-03-12', startTime: null, endTime: null });
    await create({ endDate: '2027-03-12', startTime: '08:00', endTime: '08:05', registrationDeadline: '2027-03-12' });
  });

  it('refuses employees of another company and a company that does not exist, saving nothing', async () => {
    const before = (await h.db.select().from(companyOutings)).length;
    const res = await api('save/companyOuting', outing({ memberIds: [withMail.id, stranger] }));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([expect.objectContaining({ field: 'memberIds.1', code: 'memberNotInCompany', text: "This employee does not belong to the outing's company" })]);
    const ghost = await api('save/companyOuting', outing({ companyId: '00000000-0000-4000-8000-000000000000' }));
    expect(errorsOf(ghost)).toEqual([expect.objectContaining({ field: 'companyId', code: 'invalid' })]);
    expect((await h.db.select().from(companyOutings)).length).toBe(before);
  });

  it('updates the outing and replaces the name list as a set; people who stay keep their mail status', async () => {
    const o = await create();
    await api('sendmail/companyOuting/all', { id: o.id });
    const res = await api('save/companyOuting', { ...outing({ memberIds: [withMail.id, extra.id, extra.id] }), id: o.id, nameEn: 'Renamed trip' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ nameEn: 'Renamed trip', memberCount: 2, mailCounts: { sent: 1, notSent: 1, noEmail: 0 } });
    const list = (await api('get/companyOuting/nameLists', { id: o.id })).json().data.items;
    expect(list.map((m: { employeeId: string; mailStatus: string }) => [m.employeeId, m.mailStatus])).toEqual([[withMail.id, 'sent'], [extra.id, 'notSent']]);
    expect(await h.auditActions()).toContain('outing.update');
  });
});

describe('search and name list', () => {
  it('searches by keyword in English, Thai and location, by status, company and period, sorted and paged', async () => {
    const a = await create({ nameEn: 'Pattaya beach day', nameTh: 'เที่ยวทะเลพัทยา', location: 'Pattaya', startDate: '2027-06-01', endDate: '2027-06-01', startTime: null, endTime: null, registrationDeadline: null });
    const b = await create({ nameEn: 'Chiang Mai retreat', nameTh: 'สัมมนาเชียงใหม่', location: 'Chiang Mai', startDate: '2027-07-10', endDate: '2027-07-12', registrationDeadline: null });
    const ids = async (body: Record<string, unknown>) => (await api('search/companyOuting', { pageSize: 200, ...body })).json().data.items.map((r: { id: string }) => r.id);
    expect(await ids({ keyword: 'pattaya BEACH' })).toEqual([a.id]);
    expect(await ids({ keyword: 'เชียงใหม่' })).toEqual([b.id]);
    expect(await ids({ keyword: 'Chiang' })).toEqual([b.id]);
    expect(await ids({ dateFrom: '2027-07-11', dateTo: '2027-07-11' })).toEqual([b.id]);
    expect(await ids({ dateFrom: '2027-06-01', dateTo: '2027-06-30' })).toEqual([a.id]);
    expect(await ids({ companyId: h.company.id, keyword: 'Pattaya' })).toEqual([a.id]);
    expect(await ids({ status: 'cancelled', keyword: 'Pattaya' })).toEqual([]);
    const sorted = (await api('search/companyOuting', { keyword: 'a', sort: { field: 'startDate', dir: 'desc' }, page: 1, pageSize: 2 })).json().data;
    expect(sorted.items.map((r: { id: string }) => r.id)).toEqual([b.id, a.id]);
    expect(sorted).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(sorted.items[0]).toMatchObject({ memberCount: 3, mailCounts: { notSent: 3, sent: 0, noEmail: 0 }, companyLabel: 'T01 - Test Co., Ltd.' });
    const bad = await api('search/companyOuting', { dateFrom: '2027-07-11', dateTo: '2027-07-01', sort: { field: 'password', dir: 'asc' } });
    expect(errorsOf(bad).map((e) => e.field).sort()).toEqual(['sort.field']);
    const backwards = await api('search/companyOuting', { dateFrom: '2027-07-11', dateTo: '2027-07-01' });
    expect(errorsOf(backwards)).toEqual([expect.objectContaining({ field: 'dateTo', code: 'endNotBeforeStart' })]);
  });

  it('lists the members with code, names, department, address and mail status, searchable', async () => {
    const o = await create();
    const res = await api('get/companyOuting/nameLists', { id: o.id, page: 1, pageSize: 10 }, hr, 'th');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 3, counts: { notSent: 3, sent: 0, noEmail: 0 } });
    expect(data.items[0]).toMatchObject({
      employeeId: withMail.id, employeeCode: withMail.employeeCode, name: `${withMail.firstNameTh} ${withMail.lastNameTh}`, nameEn: `${withMail.firstNameEn} ${withMail.lastNameEn}`,
      departmentLabel: null, email: 'somchai@test.co.th', mailedTo: null, mailStatus: 'notSent', mailCount: 0,
    });
    expect(data.items.find((m: { employeeId: string }) => m.employeeId === noMail.id).email).toBeNull();
    const found = (await api('get/companyOuting/nameLists', { id: o.id, keyword: thaiReader.employeeCode })).json().data;
    expect(found.items.map((m: { employeeId: string }) => m.employeeId)).toEqual([thaiReader.id]);
    expect((await api('get/companyOuting/nameLists', { id: '00000000-0000-4000-8000-000000000000' })).json().msg.code).toBe(301007);
  });

  it('the picker lists active employees of the chosen company only', async () => {
    const res = await api('search/companyOuting/employees', { companyId: h.company.id, keyword: noMail.employeeCode });
    expect(res.json().data.items).toEqual([expect.objectContaining({ id: noMail.id, email: null })]);
    const all = (await api('search/companyOuting/employees', { companyId: h.company.id, pageSize: 200 })).json().data.items.map((e: { id: string }) => e.id);
    expect(all).toContain(withMail.id);
    expect(all).not.toContain(stranger);
  });
});

describe('mail', () => {
  it('send all queues one mail per member with an address and lists those without one', async () => {
    const o = await create();
    const res = await api('sendmail/companyOuting/all', { id: o.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true, msg: { code: 200008, text: 'Missing email addresses found for some employees' },
      data: { queued: 2, missing: [{ employeeId: noMail.id, employeeCode: noMail.employeeCode, name: `${noMail.firstNameEn} ${noMail.lastNameEn}` }] },
    });
    const invites = (await mails('outingInvitation')).filter((m) => m.subject.includes(String(o.nameEn)) || m.subject.includes(String(o.nameTh)));
    expect(invites.map((m) => m.to).sort()).toEqual(['malee@test.co.th', 'somchai@test.co.th']);
    const en = invites.find((m) => m.to === 'somchai@test.co.th')!;
    expect(en.text).toContain('12 March 2027');
    expect(en.text).toContain('Khao Yai');
    // The Thai reader gets Thai, with the Buddhist-era year.
    const th = invites.find((m) => m.to === 'malee@test.co.th')!;
    expect(th).toMatchObject({ lang: 'th', subject: `กิจกรรมท่องเที่ยวบริษัท: ${o.nameTh}` });
    expect(th.text).toContain('2570');
    const list = (await api('get/companyOuting/nameLists', { id: o.id })).json().data;
    expect(list.counts).toEqual({ notSent: 0, sent: 2, noEmail: 1 });
    expect(list.items.find((m: { employeeId: string }) => m.employeeId === withMail.id)).toMatchObject({ mailStatus: 'sent', mailedTo: 'somchai@test.co.th', mailCount: 1, mailedAt: expect.any(String) });
    // A second send-all mails nobody again; the one without an address is reported again.
    const again = await api('sendmail/companyOuting/all', { id: o.id });
    expect(again.json().data).toMatchObject({ queued: 0, missing: [expect.objectContaining({ employeeId: noMail.id })] });
    expect((await mails('outingInvitation', 'somchai@test.co.th')).filter((m) => m.subject.includes(String(o.nameEn)))).toHaveLength(1);
    expect(await h.auditActions()).toContain('outing.mail');
  });

  it('send all with everyone mailed says so', async () => {
    const o = await create({ memberIds: [extra.id] });
    expect((await api('sendmail/companyOuting/all', { id: o.id })).json()).toMatchObject({ msg: { code: 200009, text: 'Mail sent to 1 employees' }, data: { queued: 1, missing: [] } });
    expect((await api('sendmail/companyOuting/all', { id: o.id })).json()).toMatchObject({ msg: { code: 200010 }, data: { queued: 0, missing: [] } });
  });

  it('resend mails the chosen members again; people not on the list are refused', async () => {
    const o = await create();
    await api('sendmail/companyOuting/all', { id: o.id });
    const res = await api('resendmail/companyOuting', { id: o.id, employeeIds: [withMail.id] });
    expect(res.json()).toMatchObject({ success: true, data: { queued: 1, missing: [] } });
    expect((await mails('outingInvitation', 'somchai@test.co.th')).filter((m) => m.subject.includes(String(o.nameEn)))).toHaveLength(2);
    const list = (await api('get/companyOuting/nameLists', { id: o.id, keyword: withMail.employeeCode })).json().data.items;
    expect(list[0]).toMatchObject({ mailStatus: 'sent', mailCount: 2 });
    const bad = await api('resendmail/companyOuting', { id: o.id, employeeIds: [withMail.id, extra.id] });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([expect.objectContaining({ field: 'employeeIds.1', code: 'notMember' })]);
    expect(errorsOf(await api('resendmail/companyOuting', { id: o.id, employeeIds: [] }))).toEqual([expect.objectContaining({ field: 'employeeIds', code: 'required' })]);
  });
});

describe('cancel and delete', () => {
  it('cancels once with a reason and mails the notice to every member; a second cancel is refused', async () => {
    const o = await create();
    const noReason = await api('cancel/companyOuting', { id: o.id, reason: '   ' });
    expect(errorsOf(noReason)).toEqual([expect.objectContaining({ field: 'reason', code: 'required', text: 'Reason is required' })]);
    const res = await api('cancel/companyOuting', { id: o.id, reason: 'Storm warning for the region' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ msg: { code: 200008 }, data: { queued: 2, missing: [expect.objectContaining({ employeeId: noMail.id })], outing: { status: 'cancelled', cancelReason: 'Storm warning for the region', editable: false } } });
    const notices = (await mails('outingCancelled')).filter((m) => m.text.includes(String(o.nameEn)) || m.text.includes(String(o.nameTh)));
    expect(notices.map((m) => m.to).sort()).toEqual(['malee@test.co.th', 'somchai@test.co.th']);
    expect(notices.find((m) => m.to === 'somchai@test.co.th')!.text).toContain('Storm warning for the region');
    const details = (await api('get/companyOuting/details', { id: o.id })).json().data;
    expect(details).toMatchObject({ status: 'cancelled', cancelledByName: expect.any(String), cancelledAt: expect.any(String) });

    const twice = await api('cancel/companyOuting', { id: o.id, reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toMatchObject({ code: 409010, text: 'This company outing has already been cancelled.' });
    // A cancelled outing is no longer edited or invited to.
    expect((await api('save/companyOuting', { ...outing(), id: o.id })).json().msg.code).toBe(409011);
    expect((await api('sendmail/companyOuting/all', { id: o.id })).json().msg.code).toBe(409011);
    expect((await api('resendmail/companyOuting', { id: o.id, employeeIds: [withMail.id] })).json().msg.code).toBe(409011);
    // The spec's "send mail (cancel)" sends the notice again.
    const resent = await api('sendmail/companyOuting/cancel', { id: o.id });
    expect(resent.json().data.queued).toBe(2);
    expect((await mails('outingCancelled', 'somchai@test.co.th')).filter((m) => m.text.includes(String(o.nameEn)))).toHaveLength(2);
    expect(await h.auditActions()).toEqual(expect.arrayContaining(['outing.cancel', 'outing.cancelMail']));
  });

  it('the cancellation-notice alias refuses an outing that is not cancelled', async () => {
    const o = await create();
    expect((await api('sendmail/companyOuting/cancel', { id: o.id })).json().msg.code).toBe(409014);
  });

  it('of 10 cancellations at once exactly one succeeds, and each member gets exactly one notice', async () => {
    const o = await create({ memberIds: [withMail.id, thaiReader.id, extra.id] });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => api('cancel/companyOuting', { id: o.id, reason: `Reason ${i}` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409 && r.json().msg.code === 409010)).toHaveLength(9);
    const notices = (await mails('outingCancelled')).filter((m) => m.text.includes(String(o.nameEn)) || m.text.includes(String(o.nameTh)));
    expect(notices.map((m) => m.to).sort()).toEqual(['extra@test.co.th', 'malee@test.co.th', 'somchai@test.co.th']);
  });

  it('deletes an outing nobody was mailed about; once mail went out it must be cancelled instead', async () => {
    const quiet = await create();
    expect((await api('delete/companyOuting', { id: quiet.id })).json()).toMatchObject({ success: true });
    expect((await api('get/companyOuting/details', { id: quiet.id })).json().msg.code).toBe(301007);
    expect((await api('delete/companyOuting', { id: quiet.id })).json().msg.code).toBe(301007);

    const mailed = await create();
    await api('sendmail/companyOuting/all', { id: mailed.id });
    const res = await api('delete/companyOuting', { id: mailed.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatchObject({ code: 409013, text: expect.stringContaining('Cancel it instead') });
    expect((await api('get/companyOuting/details', { id: mailed.id })).json().data.deletable).toBe(false);
    expect(await h.auditActions()).toContain('outing.delete');
  });

  it('an outing that is over is no longer edited or cancelled', async () => {
    const past = await create({ startDate: '2026-10-01', endDate: '2026-10-02', registrationDeadline: null });
    expect((await api('get/companyOuting/details', { id: past.id })).json().data).toMatchObject({ finished: true, editable: false });
    expect((await api('save/companyOuting', { ...outing(), id: past.id })).json().msg.code).toBe(409012);
    expect((await api('cancel/companyOuting', { id: past.id, reason: 'Too late' })).json().msg.code).toBe(409012);
  });
});

describe('access', () => {
  it('an employee is refused every outing call (403), and the refusal is audited', async () => {
    const emp = await h.person();
    const token = await h.login(emp);
    const o = await create();
    for (const [path, body] of [
      ['search/companyOuting', {}], ['save/companyOuting', outing()], ['get/companyOuting/details', { id: o.id }], ['get/companyOuting/nameLists', { id: o.id }],
      ['search/companyOuting/employees', { companyId: h.company.id }], ['sendmail/companyOuting/all', { id: o.id }], ['resendmail/companyOuting', { id: o.id, employeeIds: [withMail.id] }],
      ['sendmail/companyOuting/cancel', { id: o.id }], ['cancel/companyOuting', { id: o.id, reason: 'x' }], ['delete/companyOuting', { id: o.id }], ['excel/companyOuting', {}],
    ] as const) {
      const res = await api(path, body, token);
      expect(res.statusCode, path).toBe(403);
    }
    expect(await h.auditActions(emp.id)).toContain('permission.denied');
    expect((await api('get/companyOuting/details', { id: o.id })).json().data.status).toBe('active');
  });

  it('HR exports the list to Excel: dates, times, money and counts as real cells', async () => {
    await create({ nameEn: 'Excel check trip' });
    const res = await api('excel/companyOuting', { keyword: 'Excel check' });
    expect(fileNameOf(res)).toBe('company-outing.xlsx');
    const ws = (await openXlsx(res)).worksheets[0]!;
    expectExportShape(ws);
    expect(ws.rowCount).toBe(2);
    const [nameEn, , , , startDate, endDate, startTime, , deadline, budget, members] = (ws.getRow(2).values as unknown[]).slice(1) as unknown[];
    expect([nameEn, startDate, endDate, startTime, deadline, budget, members]).toEqual([
      'Excel check trip', new Date('2027-03-12T00:00:00Z'), new Date('2027-03-14T00:00:00Z'), new Date('1899-12-30T08:00:00Z'), new Date('2027-02-28T00:00:00Z'), 1500.5, 3,
    ]);
    expect([5, 7, 10, 11].map((c) => ws.getRow(2).getCell(c).numFmt)).toEqual(['[$-409]d mmm yyyy', 'hh:mm', '#,##0.00', '#,##0']);
  });
});
