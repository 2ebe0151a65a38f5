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
  return (lang, key, params) => {
    const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
    const text = lookup(lang, ns, path) ?? lookup('en', ns, path) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
  };
}

/** Keys present in English but missing in another language (the parity check). */
export function missingKeys(resources = loadResources()): string[] {
  const keys = (o: Tree, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
  const out: string[] = [];
  for (const [ns, tree] of Object.entries(resources.en)) {
    for (const lang of LANGUAGES) {
      const have = new Set(keys(resources[lang][ns] ?? {}));
      for (const k of keys(tree)) if (!have.has(k)) out.push(`${lang}/${ns}:${k}`);
    }
  }
  return out;
}
