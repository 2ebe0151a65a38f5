import { useLocation, useNavigate } from 'react-router';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, rememberLang, splitLang, withLang } from '../lib/lang';

/** The language choice on guest pages: four plain links (no dropdown to load before login). */
export function LanguageLinks() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { lang, rest } = splitLang(pathname);
  return (
    <nav aria-label={t('common:language')} data-testid="language-links" style={{ display: 'flex', gap: 4, padding: 4, background: token.colorBgContainer, borderRadius: token.borderRadiusLG }}>
      {LANGUAGES.map((l) => (
        <button key={l} type="button" aria-current={l === lang ? 'true' : undefined} lang={l}
          onClick={() => { rememberLang(l); navigate(withLang(l, rest) + search); }}
          style={{ border: 0, cursor: 'pointer', padding: '4px 10px', borderRadius: token.borderRadius, fontFamily: 'inherit', fontSize: 13,
            background: l === lang ? token.colorPrimary : 'transparent', color: l === lang ? '#fff' : token.colorText }}>
          {LANGUAGE_NAMES[l]}
        </button>
      ))}
    </nav>
  );
}
