import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../lib/hooks';

/** Unmatched routes: 'This page could not be found' with a way home. */
export default function NotFound() {
  const { t } = useTranslation();
  const { to } = useLang();
  return (
    <Result status="404" title={t('common:error.notFound404')} subTitle={t('common:notFound')}
      extra={<Link to={to('/')}><Button type="primary">{t('common:homePage')}</Button></Link>} />
  );
}
