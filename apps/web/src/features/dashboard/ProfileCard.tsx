import { Avatar, Card, Flex, Typography } from 'antd';
import { CalendarOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';
import { useLang, useProfile } from '../../lib/hooks';
import { CompanyLogo } from '../../shell/CompanyLogo';

/** Who I am and today's date: the first card beside the check-in card (the HR dashboard's too). */
export function ProfileCard() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { data: p } = useProfile();
  if (!p) return null;
  return (
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
  );
}
