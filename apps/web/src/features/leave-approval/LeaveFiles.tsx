import { App, Button, Flex, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LeaveFile } from '@hr/domain/leave/views';
import { session } from '../../lib/session';
import { fileIdOf, saveStoredFile } from '../../lib/use-file-url';

/** Saves a file behind a download URL that needs the caller's token (a plain link would not carry it). */
async function saveFrom(url: string, name: string): Promise<boolean> {
  const id = fileIdOf(url);
  if (id) return saveStoredFile(id, name);
  const token = session.get().token;
  const res = await fetch(url, { headers: token ? { Authorization: token } : {} }).catch(() => null);
  if (!res?.ok || (res.headers.get('content-type') ?? '').includes('application/json')) return false;
  const href = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href, download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return true;
}

/** A request's attachments (medical certificate ...), each downloadable under its own name. */
export function LeaveFiles({ files }: { files: LeaveFile[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (!files.length) return <Typography.Text type="secondary">{t('leaveAdmin:noFiles')}</Typography.Text>;
  return (
    <Flex vertical gap={4} align="start" data-testid="leave-files">
      {files.map((f) => (
        <Button key={f.id} type="link" icon={<PaperClipOutlined />} style={{ paddingInline: 0 }}
          onClick={() => void saveFrom(f.url, f.name).then((ok) => { if (!ok) void message.error(t('leaveAdmin:fileUnavailable')); })}>
          {t('leaveAdmin:fileName', { name: f.name, kb: Math.max(1, Math.round(f.size / 1024)) })}
        </Button>
      ))}
    </Flex>
  );
}
