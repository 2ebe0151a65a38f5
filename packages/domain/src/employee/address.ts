import { z } from 'zod';
import { CHOICES } from '../choices';
import { COUNTRY_CODES, THAILAND } from '../countries';
import { ZUuid } from '../validators';
import { blank, choice, requiredChoice, text } from './field-types';

/** An employee has one current and one permanent (house-registration) address. */
export const ADDRESS_KINDS = ['current', 'permanent'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** The parts of a Thai address, which come from the postal dataset (cascading selects). */
export const THAI_ADDRESS_PARTS = ['province', 'district', 'subDistrict', 'zipCode'] as const;
/** The parts of an address abroad, typed freely. */
export const FOREIGN_ADDRESS_PARTS = ['city', 'state'] as const;

/**
 * One address as the save call takes it (SPEC section 3 "Addresses"). Which parts apply depends on
 * the country (see addressIssues). `sameAsCurrent` on the permanent address copies the current one
 * as it is at the time of the save; the other fields are then not read.
 */
export const ZAddressFields = z.strictObject({
  kind: requiredChoice(ADDRESS_KINDS),
  sameAsCurrent: z.boolean({ error: 'validation.invalid' }).optional(),
  country: z.preprocess(blank, z.enum(COUNTRY_CODES, { error: 'validation.invalid' }).nullable()),
  residenceType: choice(CHOICES.residenceType),
  addressLine: text(500),
  province: text(100),
  district: text(100),
  subDistrict: text(100),
  zipCode: text(10),
  city: text(100),
  state: text(100),
});
export type EmployeeAddress = z.infer<typeof ZAddressFields>;

type Issue = { field: string; key: string };
const FOREIGN_ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/**
 * The rules across the fields of an address. In Thailand the province, district, sub-district and
 * a five-digit zip code are required (the server also checks they are one real place in the
 * dataset) and city / state stay empty; abroad the city is required, the state and a postal code
 * optional, and the Thai parts stay empty. Exported so the form marks them as the user types.
 */
export function addressIssues(v: Partial<EmployeeAddress>): Issue[] {
  const out: Issue[] = [];
  const issue = (field: string, key: string) => out.push({ field, key });
  if (v.sameAsCurrent) {
    if (v.kind === 'current') issue('sameAsCurrent', 'validation.invalid');
    return out;
  }
  if (!v.country) issue('country', 'validation.required');
  if (!v.addressLine) issue('addressLine', 'validation.required');
  if (v.country === THAILAND) {
    for (const f of THAI_ADDRESS_PARTS) if (!v[f]) issue(f, 'validation.required');
    if (v.zipCode && !/^\d{5}$/.test(v.zipCode)) issue('zipCode', 'validation.invalid');
    for (const f of FOREIGN_ADDRESS_PARTS) if (v[f]) issue(f, 'validation.notThaiAddress');
  } else if (v.country) {
    if (!v.city) issue('city', 'validation.required');
    for (const f of ['province', 'district', 'subDistrict'] as const) if (v[f]) issue(f, 'validation.onlyThaiAddress');
    if (v.zipCode && !FOREIGN_ZIP.test(v.zipCode)) issue('zipCode', 'validation.invalid');
  }
  return out;
}

const refineAddress = (v: Partial<EmployeeAddress>, ctx: z.RefinementCtx) => {
  for (const i of addressIssues(v)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.key });
};

/** The employee's own save (/1.0/save/self/address). */
export const ZEmployeeAddress = ZAddressFields.superRefine(refineAddress);
/** HR's save of anyone's address (/1.0/save/address). */
export const ZEmployeeAddressHr = ZAddressFields.extend({ employeeId: ZUuid }).superRefine(refineAddress);
