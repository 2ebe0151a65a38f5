import { z } from 'zod';
import { isPassportNumber, isThaiCitizenId, requiredText, ZUuid } from '../validators';
import { ZBankAccount } from './bank-account';
import { ZEmployeeCreate } from './create';

/*
 * A sensitive-information change request (SPEC section 3): the employee proposes new values of the
 * facts only HR may change (title, names, citizen id, passport and its expiry, the primary bank
 * account) with a supporting file; HR approves (the values are applied) or rejects with a remark.
 * The facts carry the same rules as on add-employee (ZEmployeeCreate).
 */
export const SENSITIVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type SensitiveStatus = (typeof SENSITIVE_STATUSES)[number];

/** The employee's columns a request may change, in the order forms and comparisons show them. */
export const SENSITIVE_FIELDS = ['title', 'firstNameTh', 'lastNameTh', 'firstNameEn', 'lastNameEn', 'citizenId', 'passportNumber', 'documentExpiry'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

const create = ZEmployeeCreate.shape;
/** A proposal leaves a field out (or empty) when it does not change it. */
const proposed = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());

/** A new account to be paid into, instead of one the employee already has on record: an account's fields and rules. */
export const ZNewBankAccount = ZBankAccount.omit({ isPrimary: true });
export type NewBankAccount = z.infer<typeof ZNewBankAccount>;

const proposal = {
  title: proposed(create.title),
  firstNameTh: proposed(create.firstNameTh),
  lastNameTh: proposed(create.lastNameTh),
  firstNameEn: proposed(create.firstNameEn),
  lastNameEn: proposed(create.lastNameEn),
  citizenId: proposed(z.string().trim()),
  passportNumber: proposed(create.passportNumber),
  documentExpiry: proposed(create.documentExpiry),
  /** One of the employee's own accounts to become the primary (salary) account. */
  primaryBankAccountId: proposed(ZUuid),
  newBankAccount: proposed(ZNewBankAccount),
};

/**
 * What the employee sends: only the facts that change (at least one), why, and the id of one
 * supporting file they uploaded through /1.0/user/upload/file (JPG, PNG or PDF up to 3MB).
 */
export const ZSensitiveRequest = z.strictObject({
  ...proposal,
  reason: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(500, { error: 'validation.tooLong' }).nullable()).optional(),
  supportingFileId: ZUuid,
}).superRefine((v, ctx) => {
  for (const i of sensitiveRequestIssues(v)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.key });
});
export type SensitiveRequest = z.infer<typeof ZSensitiveRequest>;

/** The form's field names of a proposal (the facts, then the bank choice). */
export const SENSITIVE_PROPOSAL_KEYS = Object.keys(proposal) as Array<keyof typeof proposal>;

/**
 * The rules across the fields of a request, exported so the form marks them as the server does:
 * something must change; a citizen id has its check digit; a passport has its format and comes
 * with its expiry; the primary account is an existing one or a new one, not both.
 */
export function sensitiveRequestIssues(v: Partial<Record<keyof typeof proposal, unknown>>): Array<{ field: string; key: string }> {
  const out: Array<{ field: string; key: string }> = [];
  if (!SENSITIVE_PROPOSAL_KEYS.some((k) => v[k] !== undefined && v[k] !== null && v[k] !== '')) out.push({ field: 'changes', key: 'validation.sensitiveNothing' });
  if (typeof v.citizenId === 'string' && v.citizenId && !isThaiCitizenId(v.citizenId)) out.push({ field: 'citizenId', key: 'validation.citizenId' });
  if (typeof v.passportNumber === 'string' && v.passportNumber) {
    if (!isPassportNumber(v.passportNumber)) out.push({ field: 'passportNumber', key: 'validation.passport' });
    if (!v.documentExpiry) out.push({ field: 'documentExpiry', key: 'validation.required' });
  }
  if (v.primaryBankAccountId && v.newBankAccount) out.push({ field: 'primaryBankAccountId', key: 'validation.bankEitherOr' });
  return out;
}

const remark = (required: boolean) => (required
  ? requiredText(500)
  : z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(500, { error: 'validation.tooLong' }).nullable()).optional());
/** HR's approval, with an optional remark. */
export const ZSensitiveApprove = z.strictObject({ id: ZUuid, remark: remark(false) });
/** HR's rejection: the remark tells the employee why (SPEC section 5: reject requires a remark). */
export const ZSensitiveReject = z.strictObject({ id: ZUuid, remark: remark(true) });
