import { useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import type { Locale } from 'antd/es/locale';
import i18n, { isLanguageLoaded, loadLanguage } from '../lib/i18n';
import { splitLang, type Lang } from '../lib/lang';
import { useSession } from '../lib/session';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { NavProgress } from '../shell/NavProgress';
import { ResponseDialog } from '../shell/ResponseDialog';
import { appTheme } from './theme';

// Component texts of antd per language, loaded with the language (English is bundled).
const ANTD_LOCALES: Record<Lang, () => Promise<Locale>> = {
  en: async () => enUS,
  th: async () => (await import('antd/locale/th_TH')).default,
  km: async () => (await import('antd/locale/km_KH')).default,
  my: async () => (await import('antd/locale/my_MM')).default,
};
const antdLocales: Partial<Record<Lang, Locale>> = { en: enUS };

/** Switches i18n, antd and dayjs to the language, loading its files first; true when ready. */
function useLanguage(lang: Lang): boolean {
  const [, setReady] = useState(0);
  const ready = isLanguageLoaded(lang) && !!antdLocales[lang];
  useEffect(() => {
    if (ready) return;
    let live = true;
    void Promise.all([loadLanguage(lang), ANTD_LOCALES[lang]().then((l) => { antdLocales[lang] = l; })]).then(() => live && setReady((n) => n + 1));
    return () => { live = false; };
  }, [lang, ready]);
  if (ready && i18n.language !== lang) void i18n.changeLanguage(lang);
  return ready;
}

/** The frame around every route: language from the prefix, theme, trailing-slash rule, dialogs. */
export function Root() {
  const { pathname, search } = useLocation();
  const { lang } = splitLang(pathname);
  const { dark } = useSession();
  const reducedMotion = useReducedMotion();
  const ready = useLanguage(lang);
  const themeConfig = useMemo(() => appTheme(dark, !reducedMotion), [dark, reducedMotion]);
  useEffect(() => { if (ready) document.documentElement.lang = lang; }, [lang, ready]);

  if (pathname.length > 1 && pathname.endsWith('/')) return <Navigate to={pathname.replace(/\/+$/, '') + search} replace />;
  if (!ready) return null;
  return (
    <ConfigProvider locale={antdLocales[lang]} theme={themeConfig}>
      <NavProgress />
      <Outlet />
      <ResponseDialog />
    </ConfigProvider>
  );
}
