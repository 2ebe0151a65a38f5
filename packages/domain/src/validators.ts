import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/min';

/** SPEC.md section 9: email 6-30 characters. */
export const EMAIL_MIN = 6;
export const EMAIL_MAX = 30;

/** A required, trimmed text; the message key is what forms and the API both show. */
export const requiredText = (max = 200) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const ZEmail = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .refine((v) => v.length >= EMAIL_MIN && v.length <= EMAIL_MAX, { error: 'validation.emailLength' })
  .refine((v) => EMAIL_RE.test(v), { error: 'validation.email' });

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

export const ZUuid = z.string({ error: 'validation.required' }).uuid({ error: 'validation.invalid' });

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
export const isEmail = (v: string) => v.length >= EMAIL_MIN && v.length <= EMAIL_MAX && EMAIL_RE.test(v);

/**
 * A passport number (SPEC section 5: 7 to 9 characters, format checked): one or two letters then
 * digits, as Thai (AA1234567), Cambodian (N01234567) and Myanmar (MA123456) passports are written.
 */
export const isPassportNumber = (v: string) => /^[A-Z]{1,2}\d{6,8}$/.test(v) && v.length >= 7 && v.length <= 9;

/** A Cambodian national id card number: 9 or 10 digits (SPEC section 5). */
export const isCambodianId = (v: string) => /^\d{9,10}$/.test(v);
