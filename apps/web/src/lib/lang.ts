import { LANGUAGES, type Lang } from '@hr/domain/languages';

/** English has no prefix; the others live under /th, /km, /my (SPEC.md section 2). */
export const PREFIXED: Lang[] = ['th', 'km', 'my'];

export function splitLang(pathname: string): { lang: Lang; rest: string } {
  const m = pathname.match(/^\/(th|km|my)(?=\/|$)/);
  if (!m) return { lang: 'en', rest: pathname || '/' };
  return { lang: m[1] as Lang, rest: pathname.slice(m[0].length) || '/' };
}

/** The same page in a given language. */
export function withLang(lang: Lang, path: string): string {
  const rest = path.startsWith('/') ? path : `/${path}`;
  if (lang === 'en') return rest;
  return rest === '/' ? `/${lang}` : `/${lang}${rest}`;
}

export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', th: 'ไทย', km: 'ខ្មែរ', my: 'မြန်မာ' };
export { LANGUAGES, type Lang };

/** SPEC.md section 9: the chosen language is remembered in a cookie for 365 days. */
export function rememberLang(lang: Lang) {
  document.cookie = `lang=${lang}; max-age=${365 * 24 * 3600}; path=/; SameSite=Lax`;
}
export function rememberedLang(): Lang | null {
  const m = document.cookie.match(/(?:^|; )lang=(en|th|km|my)/);
  return (m?.[1] as Lang | undefined) ?? null;
}
