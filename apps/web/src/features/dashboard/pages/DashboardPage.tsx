import { Avatar, Card, Col, Row, Statistic, Typography } from 'antd';
import { CalendarOutlined, CheckSquareOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { useLang, useNotificationCount, useProfile } from '../../../lib/hooks';
import { CompanyLogo } from '../../../shell/CompanyLogo';
import { CheckInCard } from '../CheckInCard';

/** The dashboard: the check-in card first, then who is logged in, their company, today's date and what waits for their approval. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { data: p } = useProfile();
  const count = useNotificationCount();
  if (!p) return null;
  return (
    <>
      <Typography.Title level={3}>{t('dashboard:welcome', { name: p.employeeName })}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <CheckInCard />
        </Col>
        <Col xs={24} xl={14}>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <Card title={t('dashboard:profile')} data-testid="profile-card">
                <Card.Meta avatar={<Avatar size={64} src={p.imageProfileUrl ?? undefined} icon={<UserOutlined />} />}
                  title={p.employeeName} description={<>{t('fields:employeeId')}: <b data-testid="employee-code">{p.username}</b></>} />
              </Card>
            </Col>
            <Col xs={24} md={12}>
              <Card title={t('dashboard:company')}><CompanyLogo code={p.shortNameCompany} height={40} /></Card>
            </Col>
            <Col xs={24} md={12}>
              <Card><Statistic title={t('dashboard:today')} value={formatDate(new Date(), lang, 'DD MMMM YYYY')} prefix={<CalendarOutlined />} styles={{ content: { fontSize: 18 } }} data-testid="today" /></Card>
            </Col>
            <Col xs={24} md={12}>
              <Card><Statistic title={t('dashboard:pending')} value={count.data ?? 0} loading={count.isPending} prefix={<CheckSquareOutlined />} data-testid="pending-count" /></Card>
            </Col>
          </Row>
        </Col>
      </Row>
    </>
  );
}
