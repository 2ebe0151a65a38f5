import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, rememberLang, splitLang, withLang, type Lang } from '../lib/lang';
import { offerLanguage } from '../lib/preferred-language';

/**
 * Switching language swaps the URL prefix of the current page and remembers the choice; a member
 * is then offered to make it the language of their payslips and mail too (shell/LanguageOffer).
 */
export function LanguageSwitcher() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { lang, rest } = splitLang(pathname);
  return (
    <Select<Lang>
      value={lang}
      aria-label={t('common:language')}
      data-testid="language-switcher"
      suffixIcon={<GlobalOutlined />}
      variant="borderless"
      style={{ minWidth: 96 }}
      options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
      onChange={(l) => { rememberLang(l); offerLanguage(l); navigate(withLang(l, rest) + search); }}
    />
  );
}
