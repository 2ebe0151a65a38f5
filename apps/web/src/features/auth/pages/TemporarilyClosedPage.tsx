import { useTranslation } from 'react-i18next';
import { MaintenanceInfo } from './MaintenanceInfo';

export default function TemporarilyClosedPage() {
  const { t } = useTranslation();
  return <MaintenanceInfo title={t('shell:closed.title')} />;
}
