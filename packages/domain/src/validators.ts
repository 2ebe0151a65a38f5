import { z } from 'zod';

/** SPEC.md section 9: email 6-30 characters. */
export const EMAIL_MIN = 6;
export const EMAIL_MAX = 30;

/** A required, trimmed text; the message key is what forms and the API both show. */
export const requiredText = (max = 200) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

export const ZEmail = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .refine((v) => v.length >= EMAIL_MIN && v.length <= EMAIL_MAX, { error: 'validation.emailLength' })
  .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v), { error: 'validation.email' });

/** Thai citizen ID: 13 digits, the last a mod-11 check digit over the first twelve. */
export function isThaiCitizenId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

export const ZUuid = z.string({ error: 'validation.required' }).uuid({ error: 'validation.invalid' });
