import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayYear } from '../lib/dates';
import { useLang } from '../lib/hooks';

export const APP_VERSION = __APP_VERSION__;
export const APP_BUILD = __APP_BUILD__;

/** Version, build and the current year (Buddhist era in Thai). */
export function AppFooter() {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', fontSize: 12 }} data-testid="footer">
      {t('shell:footer', { version: APP_VERSION, build: APP_BUILD, year: displayYear(new Date(), lang) })}
    </Layout.Footer>
  );
}
