import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan, useLang, useNotificationCount, useProfile } from '../../../lib/hooks';
import { APPROVER_PAGES } from '@hr/domain/approval/schemas';
import { HR_SCOPE_ID } from '@hr/domain/permissions';
import { CheckInCard } from '../CheckInCard';
// The HR dashboard comes with this page, so HR's check-in card shows as soon as anyone's does; its
// chart library loads with the chart alone (issue 18 point 2), never with the shell or the self dashboard.
import HrDashboard from '../hr/HrDashboard';
import { ProfileCard } from '../ProfileCard';
import { MyLeaveCard, MyMonthCard, MyRequestsCard, useSelfOverview, WaitingCard } from '../Overview';

/** /dashboard: the HR dashboard for holders of HR's scope, the self dashboard for everyone else; /dashboard/self-dashboard is always the self one. */
export default function DashboardPage() {
  const { rest } = useLang();
  const can = useCan();
  const { data: p } = useProfile();
  if (!p) return null;
  if (rest !== '/dashboard/self-dashboard' && can(HR_SCOPE_ID)) {
    return <HrDashboard />;
  }
  return <SelfDashboard />;
}

/**
 * The self dashboard (issue 18 point 1): what an employee needs to know and do this morning. The
 * check-in card comes first (on a phone, at the top), then my month so far; beside them who I am
 * and today's date, my leave with "request leave", my requests in progress and, for approvers,
 * what waits for my decision.
 */
function SelfDashboard() {
  const { t } = useTranslation();
  const can = useCan();
  const { data: p } = useProfile();
  const overview = useSelfOverview();
  const count = useNotificationCount();
  if (!p) return null;
  const approver = APPROVER_PAGES.some((x) => can(x));
  return (
    <>
      <Typography.Title level={3}>{t('dashboard:welcome', { name: p.employeeName })}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <CheckInCard />
            <MyMonthCard o={overview.data} />
          </Flex>
        </Col>
        <Col xs={24} xl={14}>
          <Row gutter={[16, 16]}>
            <Col xs={24}><ProfileCard /></Col>
            {approver && (
              <Col xs={24}>
                <WaitingCard o={overview.data} total={count.data ?? 0} loading={count.isPending} />
              </Col>
            )}
            <Col xs={24} md={12}><MyLeaveCard o={overview.data} /></Col>
            <Col xs={24} md={12}><MyRequestsCard o={overview.data} /></Col>
          </Row>
        </Col>
      </Row>
    </>
  );
}
