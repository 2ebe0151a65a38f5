import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from './lang';

// Every namespace of every language comes from packages/i18n: one set of files for server and web.
// What the login page needs (core) is bundled in English and loaded with any other language; the
// member screens' texts load with the member layout. mail.json and notices.json (the in-app notices,
// written in the reader's language by the server) are the server's alone. The error
// catalogue's texts (errors.json, which grows with every workflow) are member-tier too: guest pages
// show the server's own words, and the two they name themselves live in auth.json.
export const CORE_NS = ['common', 'auth', 'fields', 'validation', 'topics'];
const ROOT = '../../../../packages/i18n/locales';
const eager = import.meta.glob(['../../../../packages/i18n/locales/en/{common,auth,fields,validation,topics}.json'], { eager: true, import: 'default' }) as Record<string, Record<string, unknown>>;
const lazy = import.meta.glob(['../../../../packages/i18n/locales/*/*.json', '!../../../../packages/i18n/locales/*/mail.json', '!../../../../packages/i18n/locales/*/notices.json'], { import: 'default' }) as Record<string, () => Promise<Record<string, unknown>>>;

const partsOf = (path: string) => path.match(/locales\/(\w+)\/(\w+)\.json$/)!.slice(1) as [string, string];
const en: Record<string, Record<string, unknown>> = {};
for (const [path, data] of Object.entries(eager)) en[partsOf(path)[1]] = data;

void i18n.use(initReactI18next).init({
  resources: { en },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  nsSeparator: ':',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type Tier = 'core' | 'member';
const loaded = new Set<string>(['en/core']);
let dayjsLang = 'en';
const inTier = (ns: string, tier: Tier) => (tier === 'core') === CORE_NS.includes(ns);

/** Loads one tier of a language's files once; English is the fallback, so a member tier loads it too. */
export async function loadLanguage(lang: string, tier: Tier = 'core'): Promise<void> {
  const langs = tier === 'member' && lang !== 'en' ? [lang, 'en'] : [lang];
  await Promise.all(langs.filter((l) => !loaded.has(`${l}/${tier}`)).map(async (l) => {
    const entries = Object.entries(lazy).filter(([path]) => path.startsWith(`${ROOT}/${l}/`) && inTier(partsOf(path)[1], tier));
    await Promise.all(entries.map(async ([path, load]) => i18n.addResourceBundle(l, partsOf(path)[1], await load(), true, true)));
    loaded.add(`${l}/${tier}`);
  }));
  // Dates appear on member screens only, so dayjs and its month names come with this tier.
  if (tier === 'member' && dayjsLang !== lang) await import('./dates').then((d) => d.applyDayjsLanguage(lang as Lang)).then(() => { dayjsLang = lang; });
}
export const isLanguageLoaded = (lang: string, tier: Tier = 'core') =>
  loaded.has(`${lang}/${tier}`) && (tier === 'core' || ((lang === 'en' || loaded.has('en/member')) && dayjsLang === lang));

export default i18n;
