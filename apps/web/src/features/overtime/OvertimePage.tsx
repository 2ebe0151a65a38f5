import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { TeamOvertimeList } from './TeamOvertimeList';

/**
 * employment-management/ot (issue 17 point 2): the overtime requests of the caller's team (HR:
 * everyone's), pending first, with filters, row and bulk decisions and each request's drawer.
 */
export default function OvertimePage() {
  const { t } = useTranslation();
  return (
    <Card title={t('menu:employment-management/ot')} data-testid="ot-page">
      <TeamOvertimeList source="team" />
    </Card>
  );
}
