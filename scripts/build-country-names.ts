/**
 * Writes packages/i18n/locales/{en,th,km,my}/countries.json: the name of every country an address
 * may be in (COUNTRY_CODES), from the CLDR data of Node's full ICU. Browsers may ship a reduced
 * ICU (Debian's Chromium has no Khmer or Burmese region names), so the names travel as locale
 * files like every other text. Run again when COUNTRY_CODES changes: `npx tsx scripts/build-country-names.ts`.
 */
import { writeFileSync } from 'node:fs';
import { COUNTRY_CODES } from '../packages/domain/src/countries';

for (const lang of ['en', 'th', 'km', 'my']) {
  if (!Intl.DisplayNames.supportedLocalesOf([lang]).length) throw new Error(`this Node has no ICU data for ${lang}: use a full-icu build`);
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  const out = Object.fromEntries(COUNTRY_CODES.map((code) => [code, names.of(code) ?? code]));
  writeFileSync(new URL(`../packages/i18n/locales/${lang}/countries.json`, import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
}
