/** Interface languages (SPEC.md section 1): English is the default. */
export const LANGUAGES = ['en', 'th', 'km', 'my'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the language from a `lang` header, else the first supported tag of Accept-Language. */
export function pickLang(langHeader?: string, acceptLanguage?: string): Lang {
  if (langHeader) {
    const l = langHeader.trim().toLowerCase().slice(0, 2);
    if (isLang(l)) return l;
  }
  for (const part of (acceptLanguage ?? '').split(',')) {
    const l = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLang(l)) return l;
  }
  return DEFAULT_LANG;
}

/** The Intl locale of each language for the server's dates and names of days and months (Thai counts Buddhist-era years). */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-GB', th: 'th-TH-u-ca-buddhist', km: 'km-KH', my: 'my-MM' };
