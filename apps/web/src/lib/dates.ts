import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import timezone from 'dayjs/plugin/timezone';
import updateLocale from 'dayjs/plugin/updateLocale';
import utc from 'dayjs/plugin/utc';
import { BUDDHIST_ERA_OFFSET, WEEK_START } from '@hr/domain/calendar';
import type { Lang } from './lang';

dayjs.extend(buddhistEra);
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(updateLocale);

/**
 * Business times are the company's (APP_TIMEZONE, Asia/Bangkok by default), whatever the zone of
 * the browser: a request filed at 08:30 in Bangkok reads 08:30 in Yangon and in Phnom Penh too.
 * The server's configuration sets it once loaded (use-config.ts).
 */
let businessZone = 'Asia/Bangkok';
export const setBusinessTimeZone = (zone: string) => { businessZone = zone; };
/** An instant from the API ('2026-11-24T01:30:00.000Z'); a bare date ('2026-11-24') is a calendar day, shown as written. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/** SPEC.md section 9 date formats. */
export const DATE_FORMATS = { long: 'DD-MMM-YYYY', short: 'DD-MM-YYYY', dateTime: 'DD/MM/YYYY HH:mm' } as const;

/**
 * A date as lists write it, per language (issue 15): the spec's DD-MMM-YYYY in English; Thai
 * readers write "24 พ.ย. 2569" (hyphens around an abbreviation with dots read wrongly and break
 * the line); Khmer and Burmese months in full (Burmese short forms such as "နို" read as cut
 * words, and Khmer has no short forms).
 */
const LONG_DATE: Record<Lang, string> = { en: DATE_FORMATS.long, th: 'D MMM YYYY', km: 'D MMMM YYYY', my: 'D MMMM YYYY' };
export const longDateFormat = (lang: Lang) => LONG_DATE[lang];

/** Years the Buddhist era is ahead of the common era (one figure for the server's messages and the screens). */
export { BUDDHIST_ERA_OFFSET };

/** Thai readers see the Buddhist-era year (CE + 543) wherever a year is shown. */
export const localFormat = (pattern: string, lang: Lang) => (lang === 'th' ? pattern.replace(/YYYY/g, 'BBBB') : pattern);

/** A date in the reader's form; its spaces do not break, so a date stays on one line in a table or a tag. */
export function formatDate(value: dayjs.ConfigType, lang: Lang, pattern: string = LONG_DATE[lang]): string {
  const instant = value instanceof Date || (typeof value === 'string' && INSTANT.test(value));
  return (instant ? dayjs(value).tz(businessZone) : dayjs(value)).locale(lang).format(localFormat(pattern, lang)).replace(/ /g, '\u00a0');
}

/**
 * A date-time picker shows and takes the company's wall clock (what formatDate shows), whatever the
 * browser's zone: an instant becomes a plain local dayjs with the business zone's date and time
 * (the pickers handle plain dayjs values only), and a picked value is read back in that zone.
 */
export const toBusinessClock = (instant: string): dayjs.Dayjs => dayjs(dayjs(instant).tz(businessZone).format('YYYY-MM-DDTHH:mm:ss'));
export const fromBusinessClock = (picked: dayjs.Dayjs): string => dayjs.tz(picked.format('YYYY-MM-DDTHH:mm:ss'), businessZone).toISOString();

/** The year as a reader of the language counts it. */
export const displayYear = (value: dayjs.ConfigType, lang: Lang) => formatDate(value, lang, 'YYYY');

// Month and weekday names per language load with the language, like the text files.
const DAYJS_LOCALES: Record<Lang, () => Promise<unknown>> = {
  en: async () => undefined,
  th: () => import('dayjs/locale/th'),
  km: () => import('dayjs/locale/km'),
  my: () => import('dayjs/locale/my'),
};
/** Loads the language's names and makes it dayjs's default (Root calls it on every language change). */
export async function applyDayjsLanguage(lang: Lang) {
  await DAYJS_LOCALES[lang]();
  // dayjs's km and my start weeks on Monday; the pickers read the week start from here. Burmese
  // short month names ("နို") read as cut words, so Burmese readers see months in full, the
  // picker's header included.
  const months = dayjs.Ls[lang]?.months;
  dayjs.updateLocale(lang, { weekStart: WEEK_START[lang], ...(lang === 'my' && Array.isArray(months) ? { monthsShort: months } : {}) });
  dayjs.locale(lang);
}
