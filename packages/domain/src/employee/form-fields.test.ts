import { describe, expect, it } from 'vitest';
import { ZBasicInfo, ZEmergencyContact, ZSkill } from './sections';
import { z } from 'zod';
import { formFieldsOf, refTo, ZImageId } from './form-fields';

describe('edit-form controls read from the section schemas', () => {
  it('maps enums to their fixed list, dates, numbers, switches and long texts, with what is required', () => {
    const basic = Object.fromEntries(formFieldsOf(ZBasicInfo).map((f) => [f.name, f]));
    expect(basic.gender).toEqual({ name: 'gender', kind: 'choice', required: false, list: 'gender' });
    expect(basic.birthDate).toMatchObject({ kind: 'date', required: false });
    expect(basic.weightKg).toMatchObject({ kind: 'number' });
    const contact = Object.fromEntries(formFieldsOf(ZEmergencyContact).map((f) => [f.name, f]));
    expect(contact.name).toMatchObject({ kind: 'text', required: true, max: 200 });
    expect(contact.relationship).toMatchObject({ kind: 'choice', required: true, list: 'relationship' });
    expect(contact.address).toMatchObject({ kind: 'longText', required: false });
    expect(formFieldsOf(ZSkill).find((f) => f.name === 'driveCar')).toMatchObject({ kind: 'boolean' });
  });

  it('maps a master reference to a select of that master and a picture id to an upload, through nullable wrappers', () => {
    const schema = z.strictObject({ bankId: refTo('bank'), photoFileId: z.preprocess((v) => v ?? null, ZImageId.nullable()) });
    const fields = Object.fromEntries(formFieldsOf(schema).map((f) => [f.name, f]));
    expect(fields.bankId).toEqual({ name: 'bankId', kind: 'ref', required: true, module: 'bank' });
    expect(fields.photoFileId).toEqual({ name: 'photoFileId', kind: 'image', required: false });
    expect(refTo('bank').safeParse('not-a-uuid').success).toBe(false);
  });
});
