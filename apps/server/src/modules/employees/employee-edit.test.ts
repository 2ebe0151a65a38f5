import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employeeEmergencyContacts, employees } from '@hr/db';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
type Person = Awaited<ReturnType<Harness['person']>>;
let hr: string, me: string, other: Person, mine: Person;
beforeAll(async () => {
  h = await createHarness();
  hr = await h.login(await h.person({ role: 'HR' }));
  mine = await h.person();
  other = await h.person();
  me = await h.login(mine);
});
afterAll(async () => { await h?.close(); });

const basic = { nicknameTh: 'นิด', nicknameEn: 'Nid', gender: 'female', race: 'Thai', religion: 'buddhism', religionOther: '', birthDate: '1996-04-13',
  militaryStatus: 'notApplicable', weightKg: 52, heightCm: 160, bloodGroup: 'B', shirtSize: 'S' };

describe('editing the record, section by section', () => {
  it('an employee saves their own personal section; the names stay HR\'s (a sensitive change)', async () => {
    expect((await h.post('/api/1.0/save/self/basicinfo', basic, me)).json().success).toBe(true);
    const [row] = await h.db.select().from(employees).where(eq(employees.id, mine.id));
    expect(row).toMatchObject({ nicknameEn: 'Nid', birthDate: '1996-04-13', religionOther: null, weightKg: 52 });
    const names = await h.post('/api/1.0/save/self/basicinfo', { ...basic, firstNameEn: 'Changed' }, me);
    expect(names.json().data.errors).toContainEqual(expect.objectContaining({ field: 'firstNameEn', code: 'unknownField' }));
    // HR corrects the names, which need a value.
    const hrSave = await h.post('/api/1.0/save/basicinfo', { ...basic, id: mine.id, title: 'ms', firstNameTh: 'นิดา', lastNameTh: 'ใจดี', firstNameEn: 'Nida', lastNameEn: '' }, hr);
    expect(hrSave.json().data.errors).toEqual([expect.objectContaining({ field: 'lastNameEn', code: 'required' })]);
  });

  it('bad values are named field by field: a choice outside its list, weight out of range, a bad phone', async () => {
    const res = await h.post('/api/1.0/save/self/basicinfo', { ...basic, bloodGroup: 'Z', weightKg: 900 }, me, { lang: 'th' });
    expect(res.json().data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['bloodGroup', 'weightKg']);
    expect((await h.post('/api/1.0/save/self/contact', { phone: '123', email: '', lineId: 'nid', gooChatId: '', whatsApp: '', wiWallet: '' }, me)).json().data.errors)
      .toEqual([expect.objectContaining({ field: 'phone', code: 'phone' })]);
  });

  it('every name field is "characters only": relatives and contacts in any script, nicknames in their language (issue 13 point 6)', async () => {
    const child = await h.post('/api/1.0/save/self/children', { name: 'Ploy 2', gender: 'female', birthDate: '2020-02-02', education: '' }, me);
    expect(child.json().data.errors).toEqual([expect.objectContaining({ field: 'name', code: 'charactersOnly', text: 'Name must contain characters only' })]);
    const parent = await h.post('/api/1.0/save/self/parent', { kind: 'mother', name: '###', birthDate: '', occupation: '', deceased: false }, me, { lang: 'th' });
    expect(parent.json().data.errors).toEqual([expect.objectContaining({ field: 'name', code: 'charactersOnly', text: expect.stringMatching(/ต้องเป็นตัวอักษรเท่านั้น$/) })]);
    const contact = await h.post('/api/1.0/save/self/emergency', { name: '0812345678', phone: '081 234 5678', relationship: 'mother', address: '' }, me);
    expect(contact.json().data.errors).toEqual([expect.objectContaining({ field: 'name', code: 'charactersOnly' })]);
    const family = await h.post('/api/1.0/save/self/family', { maritalStatus: 'married', spouseName: 'R2-D2', siblingCount: 1 }, me);
    expect(family.json().data.errors).toEqual([expect.objectContaining({ field: 'spouseName', code: 'charactersOnly' })]);
    const nick = await h.post('/api/1.0/save/self/basicinfo', { ...basic, nicknameTh: 'Nid', nicknameEn: 'นิด' }, me);
    expect(nick.json().data.errors.map((e: { field: string; code: string }) => [e.field, e.code]).sort()).toEqual([['nicknameEn', 'charactersOnly'], ['nicknameTh', 'charactersOnly']]);
    // Khmer and Burmese names (letters with combining vowels), dots and hyphens are names.
    for (const name of ['សុខា ចាន់', 'အောင် ကျော်', 'Marie-Claire O\'Neil Jr.', 'ด.ญ. พลอย']) {
      const ok = await h.post('/api/1.0/save/self/children', { name, gender: 'female', birthDate: '2020-02-02', education: '' }, me);
      expect(ok.json().success, `${name}: ${ok.body}`).toBe(true);
    }
  });

  it('a count or a year with a fraction is named as not a whole number, not a server error (issue 13 point 5, found by the fuzz test)', async () => {
    const res = await h.post('/api/1.0/save/self/family', { maritalStatus: 'single', spouseName: '', siblingCount: 1.5 }, me, { lang: 'th' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([{ field: 'siblingCount', code: 'wholeNumber', text: expect.stringContaining('ต้องเป็นจำนวนเต็ม') }]);
    expect((await h.post('/api/1.0/save/self/family', { maritalStatus: 'single', spouseName: '', siblingCount: 2 }, me)).json().success).toBe(true);
  });

  it('health and goals are kept in their own rows, saved again in place', async () => {
    for (const allergy of ['Penicillin', 'Penicillin, aspirin']) {
      expect((await h.post('/api/1.0/save/self/medicalCondition', { congenitalDisease: '', contagiousDisease: '', foodAllergy: '', drugAllergy: allergy }, me)).json().success).toBe(true);
    }
    expect((await h.post('/api/1.0/view/self/medicalCondition', {}, me)).json().data.drugAllergy).toBe('Penicillin, aspirin');
  });

  it('emergency contacts: add, change and delete one\'s own rows; another\'s rows are out of reach', async () => {
    const add = await h.post('/api/1.0/save/self/emergency', { name: 'Somsri Jaidee', phone: '081 234 5678', relationship: 'mother', address: '' }, me);
    expect(add.statusCode, add.body).toBe(200);
    const rowId = add.json().data.id;
    expect((await h.post('/api/1.0/save/self/emergency', { id: rowId, name: 'Somsri Jaidee', phone: '089 999 9999', relationship: 'mother', address: 'Bangkok' }, me)).json().data.phone).toBe('089 999 9999');
    // HR adds one for someone else; the employee cannot change or delete it by its id.
    const theirs = (await h.post('/api/1.0/save/emergency', { employeeId: other.id, name: 'Other contact', phone: '02 254 1000', relationship: 'friend', address: null }, hr)).json().data;
    expect((await h.post('/api/1.0/save/self/emergency', { id: theirs.id, name: 'Hijack', phone: '081 234 5678', relationship: 'friend', address: '' }, me)).json().msg.code).toBe(301007);
    expect((await h.post('/api/1.0/delete/self/emergency', { id: theirs.id }, me)).json().msg.code).toBe(301007);
    expect((await h.db.select().from(employeeEmergencyContacts).where(eq(employeeEmergencyContacts.id, theirs.id)))[0]!.name).toBe('Other contact');
    expect((await h.post('/api/1.0/delete/self/emergency', { id: rowId }, me)).json().success).toBe(true);
    expect((await h.post('/api/1.0/view/self/contactInfo', {}, me)).json().data.emergencyContacts).toEqual([]);
  });

  it('the spec\'s delete paths; languages are unique per employee; an employee cannot use HR\'s calls', async () => {
    const lang = { language: 'Khmer', listening: 'excellent', reading: 'good', speaking: 'excellent', writing: 'fair' };
    const first = (await h.post('/api/1.0/save/languages', { employeeId: mine.id, ...lang }, hr)).json().data;
    const again = await h.post('/api/1.0/save/languages', { employeeId: mine.id, ...lang, language: 'khmer' }, hr);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errors[0]).toMatchObject({ field: 'language', code: 'duplicate' });
    expect((await h.post('/api/1.0/delete/languages', { id: first.id }, hr)).json().success).toBe(true);
    const child = (await h.post('/api/1.0/save/children', { employeeId: mine.id, name: 'Ploy', gender: 'female', birthDate: '2020-02-02', education: '' }, hr)).json().data;
    expect((await h.post('/api/1.0/delete/employee/children', { id: child.id }, hr)).json().success).toBe(true);
    expect((await h.post('/api/1.0/save/basicinfo', { ...basic, id: other.id, title: 'mr', firstNameTh: 'ก', lastNameTh: 'ข', firstNameEn: 'A', lastNameEn: 'B' }, me)).statusCode).toBe(403);
    expect((await h.post('/api/1.0/save/emergency', { employeeId: other.id, name: 'X', phone: '081 234 5678', relationship: 'friend', address: '' }, me)).statusCode).toBe(403);
  });
});
