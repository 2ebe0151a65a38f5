import { useEffect, useState } from 'react';
import { isLanguageLoaded, loadLanguage } from './i18n';
import type { Lang } from './lang';

/** Loads the member screens' texts (and date names) for the language; true once they are in. */
export function useMemberTexts(lang: Lang): boolean {
  const ready = isLanguageLoaded(lang, 'member');
  const [, rerender] = useState(0);
  useEffect(() => {
    if (!ready) void loadLanguage(lang, 'member').then(() => rerender((n) => n + 1));
  }, [lang, ready]);
  return ready;
}
