import type { Lang } from './lang';

/*
 * Numbers as the reader's locale writes them (grouping and decimal marks), always in Latin digits:
 * the forms take Latin digits and dates show them, and Intl's Burmese default (Myanmar digits)
 * would set the figures of a list apart from the ones typed into it.
 */
const LOCALE: Record<Lang, string> = { en: 'en-US', th: 'th-TH', km: 'km-KH', my: 'my-MM' };
const cache = new Map<string, Intl.NumberFormat>();
function format(lang: Lang, key: string, options: Intl.NumberFormatOptions) {
  const id = `${lang}:${key}`;
  let f = cache.get(id);
  if (!f) cache.set(id, (f = new Intl.NumberFormat(LOCALE[lang], { numberingSystem: 'latn', ...options })));
  return f;
}

/** Money: thousands separated, always two decimals (21,000.00); `signed` shows a change as +1,000.00 / −500.00. */
export const formatMoney = (value: number, lang: Lang, signed = false) =>
  format(lang, signed ? 'money±' : 'money', { minimumFractionDigits: 2, maximumFractionDigits: 2, ...(signed ? { signDisplay: 'exceptZero' } : {}) }).format(value);

/** A plain number: thousands separated, up to two decimals. */
export const formatNumber = (value: number, lang: Lang) => format(lang, 'number', { maximumFractionDigits: 2 }).format(value);

/** A percentage given in percent (5.25 → +5.25%), two decimals, signed: it is always a change. */
export const formatPercentChange = (percent: number, lang: Lang) =>
  format(lang, 'percent±', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(percent / 100);
