import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/hooks';
import Forbidden from '../../shell/Forbidden';
import { LeaveSummaryTable } from './LeaveSummaryTable';

const PERMISSION = 'report.leave-report';

/** SPEC section 2 report/leave-report (HR): everyone's leave of a year, a row per employee and a column group per leave type, with totals, a chart of the days taken by month and an Excel export. */
export default function LeaveReportPage() {
  const { t } = useTranslation();
  const can = useCan();
  if (!can(PERMISSION)) return <Forbidden />;
  return (
    <Card title={t('menu:report/leave-report')}>
      <LeaveSummaryTable search="/1.0/search/report/leave" monthly="/1.0/search/report/leave/monthly" excel="/1.0/excel/report/leave" fileName="leave-report" showCompany
        record={{ path: '/employment-management/all-employee', permission: 'employment-management.all-employee' }} />
    </Card>
  );
}
