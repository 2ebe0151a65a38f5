import { Button, Descriptions, Flex, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { APP_BUILD, APP_VERSION } from '../../../shell/AppFooter';

/** /chkver: the version running in this browser against the server's; a reload when they differ. */
export default function ChkverPage() {
  const { t } = useTranslation();
  const server = useQuery({ queryKey: ['version'], queryFn: () => api.get<{ version: string; build: string }>('/1.0/version', { silent: true }) });
  const same = server.data && server.data.version === APP_VERSION && server.data.build === APP_BUILD;
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result status={server.isPending ? 'info' : same ? 'success' : 'warning'} title={t(same ? 'shell:chkver.same' : server.isPending ? 'common:loading' : 'shell:chkver.differ')}
        extra={!same && server.isSuccess ? <Button type="primary" onClick={() => window.location.reload()} data-testid="reload">{t('shell:chkver.reload')}</Button> : null} />
      <Descriptions bordered column={1} size="small" style={{ minWidth: 320 }}>
        <Descriptions.Item label={t('shell:chkver.web')}><span data-testid="web-version">{`${APP_VERSION} (${APP_BUILD})`}</span></Descriptions.Item>
        <Descriptions.Item label={t('shell:chkver.server')}><span data-testid="server-version">{server.data ? `${server.data.version} (${server.data.build})` : '—'}</span></Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}
