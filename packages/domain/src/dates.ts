import { z } from 'zod';

/**
 * The one rule for a calendar date a caller sends (SPEC section 5 and issue 13): YYYY-MM-DD naming
 * a real day of a real month (2026-02-30 and 2026-13-45 are not days), in the years 1900 to 2200.
 * The range is wide enough for a retiree's birth date and a long contract's end, and keeps out
 * year 0000, which PostgreSQL refuses (a database error, not the caller's field, would answer).
 * Every body and filter that takes a date uses ZIsoDate / ZOptionalDate below, and the forms too.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;

/** True for a real calendar date written YYYY-MM-DD within MIN_DATE_YEAR..MAX_DATE_YEAR. */
export function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const year = Number(v.slice(0, 4));
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** '' (an untouched date picker) and undefined are "no date". */
const blank = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * A required date: missing or empty says "{field} is required" (as the forms do), anything else
 * that is not a real date "{field} is not valid" (one message per field, never both).
 */
export const ZIsoDate = z.string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .refine((v) => v === '' || isIsoDate(v), { error: 'validation.invalid' });

/** An optional date: empty or left out is stored as null. */
export const ZOptionalDate = z.preprocess(blank, ZIsoDate.nullable());

/** A date filter of a search: left out means no bound; when given it must be a real date. */
export const ZDateFilter = z.string().refine(isIsoDate, { error: 'validation.invalid' }).optional();

/** A date (YYYY-MM-DD) moved by whole days, in the calendar (no time zone: dates are dates). */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
