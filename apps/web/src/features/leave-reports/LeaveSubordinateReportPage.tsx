import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/hooks';
import Forbidden from '../../shell/Forbidden';
import { LeaveSummaryTable } from './LeaveSummaryTable';
import { TeamLeaveHistory } from './TeamLeaveHistory';

const PERMISSION = 'report.leave-subordinate-report';

/**
 * SPEC section 2 report/leave-subordinate-report: the leave of the supervisor's team (direct and
 * indirect) — the summary per employee and type, and the history of every request — each with an
 * Excel export. Nobody outside the team appears (the server narrows every call).
 */
export default function LeaveSubordinateReportPage() {
  const { t } = useTranslation();
  const can = useCan();
  if (!can(PERMISSION)) return <Forbidden />;
  return (
    <Card title={t('menu:report/leave-subordinate-report')}>
      <Tabs items={[
        { key: 'summary', label: t('leaveReport:tab.summary'), children: <LeaveSummaryTable search="/1.0/search/report/leave/under" monthly="/1.0/search/report/leave/under/monthly" excel="/1.0/excel/report/leave/under" fileName="team-leave-report" showCompany={false}
          record={{ path: '/employment-management/view-employee-info', permission: 'employment-management.view-employee-info' }} /> },
        { key: 'history', label: t('leaveReport:tab.history'), children: <TeamLeaveHistory /> },
      ]} />
    </Card>
  );
}
