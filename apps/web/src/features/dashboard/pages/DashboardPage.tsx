import { Avatar, Card, Col, Flex, Row, Typography } from 'antd';
import { CalendarOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { useCan, useLang, useNotificationCount, useProfile } from '../../../lib/hooks';
import { CompanyLogo } from '../../../shell/CompanyLogo';
import { APPROVER_PAGES } from '@hr/domain/approval/schemas';
import { CheckInCard } from '../CheckInCard';
import { MyLeaveCard, MyMonthCard, MyRequestsCard, useSelfOverview, WaitingCard } from '../Overview';


/**
 * The self dashboard (issue 18 point 1): what an employee needs to know and do this morning. The
 * check-in card comes first (on a phone, at the top), then my month so far; beside them who I am
 * and today's date, my leave with "request leave", my requests in progress and, for approvers,
 * what waits for my decision.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
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
            <Col xs={24}>
              <Card data-testid="profile-card" styles={{ body: { padding: 16 } }}>
                <Flex justify="space-between" align="center" gap={16} wrap>
                  <Card.Meta avatar={<Avatar size={48} src={p.imageProfileUrl ?? undefined} icon={<UserOutlined />} />}
                    title={p.employeeName} description={<>{t('fields:employeeId')}: <b data-testid="employee-code">{p.username}</b></>} />
                  <Flex align="center" gap={16} wrap>
                    <CompanyLogo code={p.shortNameCompany} height={32} />
                    <Typography.Text data-testid="today"><CalendarOutlined /> {formatDate(new Date(), lang, 'DD MMMM YYYY')}</Typography.Text>
                  </Flex>
                </Flex>
              </Card>
            </Col>
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
