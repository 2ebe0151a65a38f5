import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/min';

/** SPEC.md section 9: email 6-30 characters. */
export const EMAIL_MIN = 6;
export const EMAIL_MAX = 30;

/**
 * The message of a field whose value is wrong: missing, null or an empty string (an untouched
 * select, date or number box) is "{field} is required", as the forms say; anything else `key`.
 */
export const requiredOr = (key: string) => (i: { input?: unknown }) =>
  (i.input === undefined || i.input === null || i.input === '' ? 'validation.required' : key);

/** A required, trimmed text; the message key is what forms and the API both show. */
export const requiredText = (max = 200) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/** An optional trimmed text (absent or a string within the limit). */
export const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).optional();

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The one email rule (SPEC section 5) of every email field, employee forms and masters alike: the
 * length first ("must be 6 to 30 characters"), then the format; one message, never both.
 */
export function emailIssue(v: string): 'validation.emailLength' | 'validation.email' | null {
  if (v.length < EMAIL_MIN || v.length > EMAIL_MAX) return 'validation.emailLength';
  return EMAIL_RE.test(v) ? null : 'validation.email';
}

export const ZEmail = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .superRefine((v, ctx) => {
    const key = v === '' ? null : emailIssue(v);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });

/** The mod-11 check digit of a Thai citizen or tax id over its first twelve digits (THAI-RULES.md). */
export function thaiIdCheckDigit(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** Thai citizen ID: 13 digits, the last a mod-11 check digit over the first twelve. */
export function isThaiCitizenId(value: string): boolean {
  return /^\d{13}$/.test(value) && thaiIdCheckDigit(value) === Number(value[12]);
}

/** The id of a chosen row (a select): empty is "required", anything but an id "not valid". */
export const ZUuid = z.string({ error: 'validation.required' }).uuid({ error: requiredOr('validation.invalid') });

/** A Thai company's tax (juristic) id: 13 digits with the same check digit as a citizen id (THAI-RULES.md). */
export const isThaiTaxId = isThaiCitizenId;

/**
 * A phone number as Thai staff write it: domestic (02 123 4567, 081 234 5678) or international
 * (+66 81 234 5678, +855 …, +95 …). libphonenumber knows each country's lengths and prefixes.
 */
export function isPhoneNumber(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[\d\s()-]{6,20}$/.test(v)) return false;
  return isValidPhoneNumber(v, 'TH');
}

/** A web site address: http or https with a host that has a dot. */
export function isWebsite(value: string): boolean {
  try {
    const u = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return (u.protocol === 'http:' || u.protocol === 'https:') && /\.[a-z]{2,}$/i.test(u.hostname);
  } catch {
    return false;
  }
}

/** The email rule of SPEC section 5 without zod: 6 to 30 characters, one @, a domain with a dot. */
export const isEmail = (v: string) => emailIssue(v) === null;

/**
 * A passport number (SPEC section 5: 7 to 9 characters, format checked): one or two letters then
 * 6 to 8 digits, as Thai (AA1234567), Cambodian (N01234567) and Myanmar (MA123456) passports are
 * written. The message (rules:passport) states exactly this rule.
 */
export const isPassportNumber = (v: string) => /^[A-Z]{1,2}\d{6,8}$/.test(v) && v.length >= 7 && v.length <= 9;

/** A Cambodian national id card number: 9 or 10 digits (SPEC section 5). */
export const isCambodianId = (v: string) => /^\d{9,10}$/.test(v);

/**
 * "Characters only" (SPEC section 5) for a person's name: letters of the name's language with
 * spaces, dots, hyphens and apostrophes, and at least one letter. English names take Latin
 * letters (accents included), Thai names the Thai script without its digits and currency sign,
 * and a name of no set language (a relative, a contact) the letters of any script, with their
 * combining marks (Khmer and Burmese vowels are marks).
 */
export type NameScript = 'latin' | 'thai' | 'any';
const NAME_RE: Record<NameScript, RegExp> = {
  latin: /^[\p{Script=Latin}\p{M} .'-]+$/u,
  thai: /^[\u0E01-\u0E3A\u0E40-\u0E4E .'-]+$/u,
  any: /^[\p{L}\p{M} .'-]+$/u,
};
export const isPersonName = (v: string, script: NameScript = 'any') => NAME_RE[script].test(v) && /\p{L}/u.test(v);

const nameRule = (script: NameScript) => (v: string) => v === '' || isPersonName(v, script);
/** A required person's name in `script` (the employee's names, a contact's, a relative's). */
export const ZPersonName = (script: NameScript, max = 100) => requiredText(max).refine(nameRule(script), { error: 'validation.charactersOnly' });
/** An optional person's name (a nickname, the spouse): empty or left out is stored as null. */
export const ZOptionalPersonName = (script: NameScript, max = 100) => z.preprocess((v) => (v === '' || v === undefined ? null : v),
  z.string().trim().max(max, { error: 'validation.tooLong' }).refine(nameRule(script), { error: 'validation.charactersOnly' }).nullable());
