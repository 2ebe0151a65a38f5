import { App, Button, Flex, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LeaveFile } from '@hr/domain/leave/views';
import { session } from '../../lib/session';

/** Fetches a request's file with the caller's token (a plain link would carry none) and saves it under its name; false when refused. */
async function download(f: LeaveFile): Promise<boolean> {
  const token = session.get().token;
  const res = await fetch(f.url, { headers: token ? { Authorization: token } : {} }).catch(() => null);
  if (!res?.ok || (res.headers.get('content-type') ?? '').includes('application/json')) return false;
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: f.name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has handed the bytes to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}

/** A request's files as download links (the requester, the approvers up the line and HR may read them). */
export function LeaveFiles({ files }: { files: LeaveFile[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (!files.length) return <Typography.Text type="secondary">{t('leaveRequest:files.none')}</Typography.Text>;
  return (
    <Flex vertical gap={4} data-testid="view-files">
      {files.map((f) => (
        <Button key={f.id} type="link" icon={<DownloadOutlined />} style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => void download(f).then((ok) => { if (!ok) message.error(t('leaveRequest:files.cannotOpen')); })} data-testid="file-link">{f.name}</Button>
      ))}
    </Flex>
  );
}
