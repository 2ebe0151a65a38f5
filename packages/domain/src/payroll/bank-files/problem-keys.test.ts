import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BANK_FILE_PROBLEM } from './types';

// The domain cannot import @hr/i18n (it imports the domain), so the locale files are read directly.
const locale = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../../i18n/locales/${lang}/payrollFiles.json`, import.meta.url), 'utf8')) as Record<string, Record<string, string>>;

describe('bank file problem keys', () => {
  it('every key has a message in every language', () => {
    for (const lang of ['en', 'th', 'km', 'my']) {
      const messages = locale(lang);
      for (const key of Object.values(BANK_FILE_PROBLEM)) {
        const [group, name] = key.split('.') as [string, string];
        expect(messages[group]?.[name], `${lang} ${key}`).toEqual(expect.any(String));
      }
    }
  });
});
