import { Avatar, Button, Card, Descriptions, Flex, Skeleton, Space, Typography } from 'antd';
import { IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { useCan, useLang } from '../../lib/hooks';
import { useFileUrl } from '../../lib/use-file-url';
import { useOwnRequests } from '../sensitive/api';
import { SensitiveStatusTag } from '../sensitive/SensitiveStatusTag';
import { CalendarFeedCard } from '../calendar-feed/CalendarFeedCard';
import { PreferredLanguageCard } from './PreferredLanguageCard';

type Facts = Record<string, string | null>;

/** One section of the caller's own record, shared with my-profile's cache. */
function useSelfSection(name: string) {
  const { lang } = useLang();
  return useQuery({ queryKey: ['employee-view', name, 'self', lang], queryFn: () => api.post<Facts>(`/1.0/view/self/${name}`, {}) });
}

/**
 * self-service/profile (the user menu's "Profile"): the caller's account at a glance — picture,
 * name in the reader's language, employee id, company, department, position, supervisor, e-mail,
 * role and where their sensitive-information requests stand — read through the self view calls,
 * with the way to the full record (my-profile).
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const can = useCan();
  const basic = useSelfSection('basicinfo');
  const current = useSelfSection('current');
  const contact = useSelfSection('contactInfo');
  const requests = useOwnRequests(can('self-service.my-profile'));
  const picture = useFileUrl(basic.data?.imageProfileFileId);
  const b = basic.data;
  const c = current.data;
  const thai = lang === 'th';
  const name = b ? `${b.title ? `${t(`choices:title.${b.title}`)} ` : ''}${thai ? `${b.firstNameTh} ${b.lastNameTh}` : `${b.firstNameEn} ${b.lastNameEn}`}` : '';
  const otherName = b ? (thai ? `${b.firstNameEn} ${b.lastNameEn}` : `${b.firstNameTh} ${b.lastNameTh}`) : '';
  const latest = requests.data?.[0];
  const dash = (v?: string | null) => v || '—';
  return (
    <>
    <Card data-testid="profile-page" title={t('shell:userMenu.profile')}
      extra={can('self-service.my-profile') && <Button icon={<IdcardOutlined />} onClick={() => navigate(to('/self-service/my-profile'))} data-testid="open-my-profile">{t('sensitive:profile.openMyProfile')}</Button>}>
      {basic.isLoading || current.isLoading ? <Skeleton avatar active /> : (
        <Flex gap={24} wrap align="start">
          <Avatar size={112} src={picture ?? undefined} icon={<UserOutlined />} data-testid="profile-picture" />
          <Flex vertical gap={12} style={{ flex: 1, minWidth: 260 }}>
            <div>
              <Typography.Title level={3} style={{ margin: 0 }} data-testid="profile-name">{name}</Typography.Title>
              <Typography.Text type="secondary">{otherName}</Typography.Text>
            </div>
            <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={[
              { key: 'code', label: fieldLabel(t, 'employeeCode'), children: <span data-testid="profile-code">{dash(b?.employeeCode)}</span> },
              { key: 'company', label: fieldLabel(t, 'company'), children: dash(c?.company) },
              { key: 'department', label: fieldLabel(t, 'department'), children: dash(c?.department) },
              { key: 'position', label: fieldLabel(t, 'position'), children: dash(c?.position) },
              { key: 'supervisor', label: fieldLabel(t, 'supervisor'), children: dash(c?.supervisor) },
              { key: 'role', label: fieldLabel(t, 'role'), children: dash(c?.role) },
              { key: 'companyEmail', label: fieldLabel(t, 'companyEmail'), children: dash(c?.companyEmail) },
              { key: 'email', label: t('sensitive:profile.email'), children: dash(contact.data?.email) },
              ...(can('self-service.my-profile') ? [{
                key: 'sensitive', label: t('sensitive:title'), span: 'filled' as const, children: (
                  <span data-testid="profile-sensitive">
                    {latest
                      ? <Space size={8} wrap><SensitiveStatusTag status={latest.status} /><Typography.Text type="secondary">{t('sensitive:profile.latest', { date: formatDate(latest.createdAt, lang) })}</Typography.Text></Space>
                      : <Typography.Text type="secondary">{t('sensitive:profile.noRequests')}</Typography.Text>}
                  </span>
                ),
              }] : []),
            ]} />
          </Flex>
        </Flex>
      )}
    </Card>
    <div style={{ marginTop: 16 }}><PreferredLanguageCard /></div>
    {/* The private leave calendar feed: for those who file leave. */}
    {can('self-service.leave-request') && <CalendarFeedCard />}
    </>
  );
}
