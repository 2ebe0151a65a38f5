import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttendanceList } from './AttendanceList';

/** employment-management/attendance-subordinates: a supervisor's team (direct and indirect) by day. */
export default function TeamAttendancePage() {
  const { t } = useTranslation();
  return <Card title={t('menu:employment-management/attendance-subordinates')} data-testid="team-attendance-page"><AttendanceList via="team" /></Card>;
}
