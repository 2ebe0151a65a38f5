import { App, Button, Flex, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LeaveFile } from '@hr/domain/leave/views';
import { saveApiFile } from '../../lib/use-file-url';

/** A request's files as download links (the requester, the approvers up the line and HR may read them). */
export function LeaveFiles({ files }: { files: LeaveFile[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (!files.length) return <Typography.Text type="secondary">{t('leaveRequest:files.none')}</Typography.Text>;
  return (
    <Flex vertical gap={4} align="start" data-testid="view-files">
      {files.map((f) => (
        <Button key={f.id} type="link" icon={<DownloadOutlined />} style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => void saveApiFile(f.url, f.name).then((ok) => { if (!ok) message.error(t('leaveRequest:files.cannotOpen')); })} data-testid="file-link">{f.name}</Button>
      ))}
    </Flex>
  );
}
