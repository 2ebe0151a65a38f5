import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { BUDDHIST_ERA_OFFSET } from '@hr/domain/calendar';
import type { Lang } from './lang';

dayjs.extend(buddhistEra);
dayjs.extend(utc);
dayjs.extend(timezone);

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

/** Years the Buddhist era is ahead of the common era (one figure for the server's messages and the screens). */
export { BUDDHIST_ERA_OFFSET };

/** Thai readers see the Buddhist-era year (CE + 543) wherever a year is shown. */
export const localFormat = (pattern: string, lang: Lang) => (lang === 'th' ? pattern.replace(/YYYY/g, 'BBBB') : pattern);

export function formatDate(value: dayjs.ConfigType, lang: Lang, pattern: string = DATE_FORMATS.long): string {
  const instant = value instanceof Date || (typeof value === 'string' && INSTANT.test(value));
  return (instant ? dayjs(value).tz(businessZone) : dayjs(value)).locale(lang).format(localFormat(pattern, lang));
}

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
  dayjs.locale(lang);
}
