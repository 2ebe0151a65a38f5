import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { LANGUAGES, type Lang } from '@hr/domain';

type Tree = { [k: string]: string | Tree };
export const LOCALES_DIR = fileURLToPath(new URL('../locales', import.meta.url));

/** Loads every namespace of every language: resources[lang][namespace] = tree. */
export function loadResources(dir = LOCALES_DIR): Record<Lang, Record<string, Tree>> {
  const out = {} as Record<Lang, Record<string, Tree>>;
  for (const lang of LANGUAGES) {
    out[lang] = {};
    for (const file of readdirSync(join(dir, lang)).filter((f) => f.endsWith('.json'))) {
      out[lang][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, lang, file), 'utf8')) as Tree;
    }
  }
  return out;
}

export type Translate = (lang: Lang, key: string, params?: Record<string, string | number>) => string;

/**
 * A small server-side translator over the same files the web uses: 'namespace:path.to.key',
 * `{{name}}` interpolation, falling back to English and then to the key itself.
 */
export function createTranslator(resources = loadResources()): Translate {
  const lookup = (lang: Lang, ns: string, path: string): string | undefined => {
    let node: string | Tree | undefined = resources[lang]?.[ns];
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  // Plural forms as i18next picks them (key_one, key_other …, by the language's CLDR rules), so a
  // message with a count reads "1 day" / "2 days" on the server as in the browser.
  const find = (lang: Lang, ns: string, path: string, count: unknown): string | undefined => {
    if (typeof count === 'number') {
      const form = lookup(lang, ns, `${path}_${pluralRules(lang).select(count)}`) ?? lookup(lang, ns, `${path}_other`);
      if (form !== undefined) return form;
    }
    return lookup(lang, ns, path);
  };
  return (lang, key, params) => {
    const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
    const text = find(lang, ns, path, params?.count) ?? find('en', ns, path, params?.count) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
  };
}

const pluralCache = new Map<Lang, Intl.PluralRules>();
/** The CLDR plural rules of a language (Thai, Khmer and Burmese have only 'other'). */
export function pluralRules(lang: Lang): Intl.PluralRules {
  let rules = pluralCache.get(lang);
  if (!rules) pluralCache.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Keys present in English but missing in another language (the parity check). A plural form
 * English has is needed only where the language has that form: Thai writes "{{count}} วัน" for
 * one day and for many, with key_other alone.
 */
export function missingKeys(resources = loadResources()): string[] {
  const keys = (o: Tree, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
  const out: string[] = [];
  for (const [ns, tree] of Object.entries(resources.en)) {
    for (const lang of LANGUAGES) {
      const have = new Set(keys(resources[lang][ns] ?? {}));
      const forms = new Set(pluralRules(lang).resolvedOptions().pluralCategories);
      for (const k of keys(tree)) {
        if (have.has(k)) continue;
        const form = PLURAL_SUFFIX.exec(k)?.[1];
        if (form && form !== 'other' && !forms.has(form as Intl.LDMLPluralRule)) continue;
        out.push(`${lang}/${ns}:${k}`);
      }
    }
  }
  return out;
}
