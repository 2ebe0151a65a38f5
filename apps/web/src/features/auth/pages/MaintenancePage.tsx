import { Button, Flex } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/hooks';
import { MaintenanceInfo } from './MaintenanceInfo';

/** The maintenance notice: closure on a fixed day from 01:00 to 24:00. */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const { to } = useLang();
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh' }}>
      <MaintenanceInfo title={t('shell:closed.maintenanceTitle')} />
      <Link to={to('/')}><Button type="primary">{t('common:homePage')}</Button></Link>
    </Flex>
  );
}
