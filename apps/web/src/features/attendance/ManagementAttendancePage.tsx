import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttendanceList } from './AttendanceList';

/** employment-management/attendance-management: HR, everyone who records time, by day. */
export default function ManagementAttendancePage() {
  const { t } = useTranslation();
  return <Card title={t('menu:employment-management/attendance-management')} data-testid="attendance-management-page"><AttendanceList via="all" /></Card>;
}
