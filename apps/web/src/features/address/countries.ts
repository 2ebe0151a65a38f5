import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, FIRST_COUNTRIES } from '@hr/domain/countries';
import { useLang } from '../../lib/hooks';

/**
 * A country's name in the reader's language, from countries.json (CLDR names written by
 * scripts/build-country-names.ts: browsers' own Intl data may lack Khmer and Burmese).
 */
export const countryName = (t: TFunction, code: string): string => t(`countries:${code}`, { defaultValue: code });

/** The country select's options: Thailand, Cambodia and Myanmar first, then the rest by name in the reader's language. */
export function useCountryOptions() {
  const { t } = useTranslation();
  const { lang } = useLang();
  return useMemo(() => {
    const option = (code: string) => ({ value: code, label: countryName(t, code) });
    const first = new Set<string>(FIRST_COUNTRIES);
    const rest = COUNTRY_CODES.filter((c) => !first.has(c)).map(option).sort((a, b) => a.label.localeCompare(b.label, lang));
    return [...FIRST_COUNTRIES.map(option), ...rest];
  }, [t, lang]);
}
