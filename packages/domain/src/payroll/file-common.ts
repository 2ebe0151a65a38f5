import { BUDDHIST_ERA_OFFSET } from '../calendar';
import { isIsoDate } from '../dates';

/*
 * What the bank transfer files (bank-files/) and the statutory files (filings/) both need beyond
 * the encoding (cp874.ts): the problems they report, the digit-width check, and the date fields.
 * Dates come in as the ISO texts the domain uses everywhere ('YYYY-MM-DD', 'YYYY-MM'), never Date
 * objects, so no time zone can move a pay date; the banks write them in the Christian era, the
 * Social Security Office and the Revenue Department in the Buddhist era (THAI-RULES.md "Dates").
 */

/**
 * Data a writer cannot put in its file, or that the caller should know about, as the domain reports
 * validation: `field` names the input field, `key` is an i18n message key. employeeCode is '' for a
 * problem of the file itself (pay date, company or employer, settings).
 */
export type FileProblem = { employeeCode: string; field: string; key: string };

/** A problem of the file itself (no payee). */
export const fileProblem = (field: string, key: string): FileProblem => ({ employeeCode: '', field, key });

/** True when a value is a non-negative integer that fits `width` decimal digits (a total of huge amounts included). */
export const fitsDigits = (value: number, width: number): boolean => Number.isSafeInteger(value) && value >= 0 && value < 10 ** width;

export type DateParts = { yyyy: string; yy: string; mm: string; dd: string };

/** 'YYYY-MM-DD' → its Christian-era parts; null unless it is a real day (isIsoDate: 2026-02-30 is not). */
export function dateParts(iso: string): DateParts | null {
  if (!isIsoDate(iso)) return null;
  const yyyy = iso.slice(0, 4);
  return { yyyy, yy: yyyy.slice(2), mm: iso.slice(5, 7), dd: iso.slice(8, 10) };
}

export type MonthParts = { yyyy: string; mm: string };

/** 'YYYY-MM' → its Christian-era parts; null unless it is a real month (its first day is a real day). */
export function monthParts(iso: string): MonthParts | null {
  return isIsoDate(`${iso}-01`) ? { yyyy: iso.slice(0, 4), mm: iso.slice(5, 7) } : null;
}

/** A Christian-era year in the Buddhist era (2026 → 2569). */
export const beYear = (ceYear: number | string): number => Number(ceYear) + BUDDHIST_ERA_OFFSET;

/** The last two digits of the Buddhist-era year. */
const yyBe = (yyyy: string): string => String(beYear(yyyy)).slice(-2);

/** DDMMYY with a two-digit BE year (SPS 1-10 pay date): 2026-02-15 → '150269'; null when not a real day. */
export function ddmmyyBe(iso: string): string | null {
  const p = dateParts(iso);
  return p && `${p.dd}${p.mm}${yyBe(p.yyyy)}`;
}

/** MMYY with a two-digit BE year (SPS 1-10 period): 2026-01 → '0169'; null when not a real month. */
export function mmyyBe(iso: string): string | null {
  const p = monthParts(iso);
  return p && `${p.mm}${yyBe(p.yyyy)}`;
}

/** DDMMYYYY with the full BE year (PND 1 pay date): 2026-01-31 → '31012569'; null when not a real day. */
export function ddmmyyyyBe(iso: string): string | null {
  const p = dateParts(iso);
  return p && `${p.dd}${p.mm}${beYear(p.yyyy)}`;
}
