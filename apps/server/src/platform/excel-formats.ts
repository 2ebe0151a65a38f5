import type { Lang } from '@hr/domain';

/*
 * The display formats of the Excel exports. A date is stored as a real date (an Excel serial day)
 * and only its number format decides how it reads, so sorting, filtering and date arithmetic work
 * in every language while each reader sees the form they write.
 *
 * Thai: `[$-107041E]` is the extended locale id Excel itself writes for a Thai Buddhist-era date
 * (hex xxyyzzzz: 01 Western digits, 07 the Thai Buddhist calendar, 041E th-TH), so `yyyy` shows
 * 2569 for 2026 and `mmm` the Thai month (24 พ.ย. 2569). LibreOffice reads the same id into its
 * `[~buddhist]` calendar and shows the same text. The newer `[$-th-TH,107]` spelling is not read
 * by LibreOffice (the cell shows the bare serial number), so it is not used.
 *
 * Khmer and Burmese: month names through `[$-453]` / `[$-455]` come out as a bare number (Khmer)
 * or a cut abbreviation ("နို", Burmese) in LibreOffice and depend on the reader's system locale
 * in Excel, so these readers get the day-first numeric form they write by hand. The `[$-409]`
 * prefix pins the separator to "/" whatever the system's date separator.
 */
const DATE: Record<Lang, string> = {
  en: '[$-409]d mmm yyyy',
  th: '[$-107041E]d mmm yyyy',
  km: '[$-409]dd/mm/yyyy',
  my: '[$-409]dd/mm/yyyy',
};

/** The number format of a date column in the reader's language (Buddhist era in Thai). */
export const dateFormat = (lang: Lang) => DATE[lang];
/** A date with the time of day, in the same forms. */
export const dateTimeFormat = (lang: Lang) => `${DATE[lang]} hh:mm`;
/** A time of day (a fraction of a day). */
export const TIME_FORMAT = 'hh:mm';
/** Thousands separated, with `decimals` digits after the point: #,##0 / #,##0.0 (half days) / #,##0.00 (money). */
export const numberFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');
