import { Outlet } from 'react-router';
import { Button, Flex } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MaintenanceInfo } from '@hr/domain/session';
import { api } from '../lib/api';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';
import { useLang } from '../lib/hooks';
import { useMemberTexts } from '../lib/use-member-texts';

/** Closed for maintenance: the page plus a contact-us button to the configured chat group. */
export default function TemporarilyClosedLayout() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const ready = useMemberTexts(lang);
  const info = useQuery({ queryKey: ['maintenance'], queryFn: () => api.get<MaintenanceInfo>('/1.0/maintenance', { silent: true }) });
  if (!ready) return null;
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh', padding: 16 }}>
      <div style={{ position: 'absolute', top: 12, right: 16 }}><LanguageSwitcher /></div>
      <Outlet />
      {info.data?.contactUrl && (
        <Button type="primary" icon={<MessageOutlined />} href={info.data.contactUrl} target="_blank" rel="noopener noreferrer" data-testid="contact-us">
          {t('shell:closed.contactUs')}
        </Button>
      )}
    </Flex>
  );
}
