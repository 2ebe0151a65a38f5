import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../lib/hooks';

export default function Forbidden() {
  const { t } = useTranslation();
  const { to } = useLang();
  return (
    <Result status="403" title={t('shell:forbidden.title')} subTitle={t('shell:forbidden.text')}
      extra={<Link to={to('/dashboard')}><Button type="primary">{t('common:homePage')}</Button></Link>} />
  );
}
