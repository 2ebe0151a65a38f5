import { z } from 'zod';
import { CHOICES } from '../choices';
import { requiredText, ZEmail, ZOptionalPersonName, ZPersonName } from '../validators';
import { ZEmployeeCreate } from './create';
import { blank, choice, date, integer, number, phone, requiredChoice, text } from './field-types';
import { ZImageId } from './form-fields';
import { ZBankAccount } from './bank-account';
import { ZSalaryChange } from './salary';
import { ZSavingsBeneficiary, ZSavingsCooperative } from './savings';

/*
 * The editable sections of an employee record (SPEC section 3) and the rules of each, used by the
 * HR and self-service save calls and by the edit forms. Empty optional fields arrive as '' or null
 * and are stored as null.
 */

const create = ZEmployeeCreate.shape;

/** Personal facts anyone may keep up to date (the names and title are sensitive: see ZBasicInfoHr). */
export const ZBasicInfo = z.strictObject({
  nicknameTh: ZOptionalPersonName('thai', 50), nicknameEn: ZOptionalPersonName('latin', 50), gender: choice(CHOICES.gender), race: text(50), religion: choice(CHOICES.religion), religionOther: text(50),
  birthDate: date, militaryStatus: choice(CHOICES.militaryStatus), weightKg: number(20, 300), heightCm: number(50, 250),
  bloodGroup: choice(CHOICES.bloodGroup), shirtSize: choice(CHOICES.shirtSize),
});
/** HR also corrects the title and the names. */
export const ZBasicInfoHr = ZBasicInfo.extend({
  title: requiredChoice(CHOICES.title), firstNameTh: create.firstNameTh, lastNameTh: create.lastNameTh, firstNameEn: create.firstNameEn, lastNameEn: create.lastNameEn,
});
export const ZContactInfo = z.strictObject({
  phone, email: z.preprocess(blank, ZEmail.nullable()), lineId: text(50), gooChatId: text(100), whatsApp: text(30), wiWallet: text(50),
});
export const ZFamily = z.strictObject({ maritalStatus: choice(CHOICES.maritalStatus), spouseName: ZOptionalPersonName('any', 200), siblingCount: integer(0, 30) });
export const ZSkill = z.strictObject({
  driveCar: z.boolean({ error: 'validation.required' }), driveMotorcycle: z.boolean({ error: 'validation.required' }), computerSkills: text(1000), personalQualities: text(1000),
});
export const ZHealth = z.strictObject({ congenitalDisease: text(500), contagiousDisease: text(500), foodAllergy: text(500), drugAllergy: text(500) });
export const ZGoals = z.strictObject({ answer1: text(2000), answer2: text(2000), answer3: text(2000), answer4: text(2000), answer5: text(2000), answer6: text(2000) });

/** Repeating groups: one row each. */
export const ZEmergencyContact = z.strictObject({ name: ZPersonName('any', 200), phone, relationship: requiredChoice(CHOICES.relationship), address: text(500) });
export const ZChild = z.strictObject({ name: ZPersonName('any', 200), gender: choice(CHOICES.gender), birthDate: date, education: text(200) });
export const ZEducationRow = z.strictObject({
  level: requiredChoice(CHOICES.educationLevel), type: text(100), institute: requiredText(200), graduateYear: integer(1950, 2100), major: text(200), gpa: number(0, 4),
});
export const ZLanguageRow = z.strictObject({
  language: requiredText(50), listening: requiredChoice(CHOICES.languageLevel), reading: requiredChoice(CHOICES.languageLevel),
  speaking: requiredChoice(CHOICES.languageLevel), writing: requiredChoice(CHOICES.languageLevel),
});
export const ZVehicle = z.strictObject({ type: requiredText(50), drivingLicense: text(50), plate: requiredText(20), parkingLot: text(50) });
/** Father and mother: one row of each (a second of the same kind is refused as already existing). */
export const ZParent = z.strictObject({
  kind: requiredChoice(CHOICES.parentKind), name: ZPersonName('any', 200), birthDate: date, occupation: text(200), deceased: z.boolean({ error: 'validation.required' }),
});
/** A licence or certificate, with a photo of it uploaded through /1.0/user/upload/imagedata. */
export const ZLicense = z.strictObject({ name: requiredText(200), issuedBy: text(200), issueDate: date, photoFileId: z.preprocess(blank, ZImageId.nullable()) });

/** The single-row sections: the spec's save names, who may edit them, and their schema. */
export const SECTION_SAVES = {
  basicinfo: { self: ZBasicInfo, hr: ZBasicInfoHr },
  contact: { self: ZContactInfo, hr: ZContactInfo },
  family: { self: ZFamily, hr: ZFamily },
  skill: { self: ZSkill, hr: ZSkill },
  medicalCondition: { self: ZHealth, hr: ZHealth },
  goals: { self: ZGoals, hr: ZGoals },
  savingsCooperative: { self: ZSavingsCooperative, hr: ZSavingsCooperative },
} as const;
export type SectionSaveName = keyof typeof SECTION_SAVES;

/** The repeating groups: the spec's save and delete names and their row schema. */
export const ROW_SAVES = {
  emergency: ZEmergencyContact,
  children: ZChild,
  education: ZEducationRow,
  languages: ZLanguageRow,
  vehicle: ZVehicle,
  parent: ZParent,
  educationlicense: ZLicense,
  bankaccount: ZBankAccount,
  salary: ZSalaryChange,
  savingsBeneficiary: ZSavingsBeneficiary,
} as const;
export type RowSaveName = keyof typeof ROW_SAVES;

/**
 * How a group is edited when not the usual way (HR and the employee both add, change and delete):
 * `hrOnly` HR's calls only, no self calls (pay and bank data: an employee asks for a bank change
 * through a sensitive-information change); `appendOnly` rows are only ever added, never changed or
 * deleted (a history: a correction is a new row); `primaryFlag` the boolean of which exactly one
 * row is true while there are any (the server keeps it so; the record offers "make primary").
 */
export type EditPolicy = { hrOnly?: true; appendOnly?: true; primaryFlag?: string };
export const EDIT_POLICY: Partial<Record<SectionSaveName | RowSaveName, EditPolicy>> = {
  savingsCooperative: { hrOnly: true }, savingsBeneficiary: { hrOnly: true },
  bankaccount: { hrOnly: true, primaryFlag: 'isPrimary' }, salary: { hrOnly: true, appendOnly: true },
};

/** The spec's delete paths of the repeating groups (SPEC section 7 "Employee admin": /1.0/delete/...); append-only groups have none. */
export const ROW_DELETE_PATH: Partial<Record<RowSaveName, string>> = {
  emergency: 'emergency', children: 'employee/children', education: 'employee/education', languages: 'languages', vehicle: 'vehicle',
  parent: 'employee/parent', educationlicense: 'employee/educationlicense', bankaccount: 'bankaccount', savingsBeneficiary: 'employment/savingsBeneficiary',
};
/** Which view section each save call edits, and which list inside a view answer each row group fills. */
export const SECTION_OF_VIEW: Partial<Record<string, SectionSaveName>> = {
  basicinfo: 'basicinfo', contactInfo: 'contact', family: 'family', skill: 'skill', medicalCondition: 'medicalCondition', goals: 'goals',
  savingsCooperative: 'savingsCooperative',
};
export const ROWS_OF_LIST: Partial<Record<string, RowSaveName>> = {
  emergencyContacts: 'emergency', children: 'children', education: 'education', languages: 'languages', vehicle: 'vehicle',
  parents: 'parent', licenses: 'educationlicense',
  bankaccounts: 'bankaccount', salary: 'salary', beneficiaries: 'savingsBeneficiary',
};
