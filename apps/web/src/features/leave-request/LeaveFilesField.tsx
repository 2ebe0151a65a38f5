import { useRef, useState } from 'react';
import { App, Button, Flex, List, Typography, Upload } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LEAVE_MAX_FILES } from '@hr/domain/leave/schemas';
import type { LeaveFile } from '@hr/domain/leave/views';
import { ApiError } from '../../lib/api';
import { useAppConfig } from '../../lib/use-config';
import { deleteLeaveUpload, uploadLeaveFiles } from './api';

const TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const FALLBACK_BYTES = 3 * 1024 * 1024;
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * The request's attachments (up to 3 JPG / PNG / PDF files of 3MB each, SPEC section 5): each file
 * uploads on choosing it and the field holds the stored files. Removing a fresh upload deletes it;
 * removing a file of the saved request only leaves it out of the save.
 */
export function LeaveFilesField({ value = [], onChange, savedIds, id }: { value?: LeaveFile[]; onChange?: (v: LeaveFile[]) => void; savedIds: Set<string>; id?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const limit = useAppConfig().data?.limits.uploadBytes ?? FALLBACK_BYTES;
  const [busy, setBusy] = useState(false);
  // Several files chosen at once upload one after another; each adds to what the last one left.
  const latest = useRef(value);
  latest.current = value;
  const queue = useRef(Promise.resolve());

  const add = async (file: File) => {
    if (latest.current.length >= LEAVE_MAX_FILES) return void message.error(t('leaveRequest:files.tooMany', { max: LEAVE_MAX_FILES }));
    if (!TYPES.includes(file.type)) return void message.error(t('leaveRequest:files.badType', { name: file.name }));
    if (file.size > limit) return void message.error(t('leaveRequest:files.tooBig', { name: file.name, size: sizeText(limit) }));
    setBusy(true);
    try {
      const stored = await uploadLeaveFiles([file]);
      latest.current = [...latest.current, ...stored].slice(0, LEAVE_MAX_FILES);
      onChange?.(latest.current);
    } catch (err) {
      message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
    } finally {
      setBusy(false);
    }
  };
  const remove = (f: LeaveFile) => {
    onChange?.(value.filter((x) => x.id !== f.id));
    // A fresh upload belongs to no request yet: nothing else will ever use it.
    if (!savedIds.has(f.id)) void deleteLeaveUpload(f.id).catch(() => undefined);
  };

  return (
    <Flex vertical gap={8} data-testid="leave-files">
      <Upload accept={TYPES.join(',')} multiple showUploadList={false} disabled={value.length >= LEAVE_MAX_FILES}
        beforeUpload={(f) => { queue.current = queue.current.then(() => add(f)); return false; }}>
        <Button id={id} icon={<UploadOutlined />} loading={busy} disabled={value.length >= LEAVE_MAX_FILES} data-testid="files-upload">
          {t('leaveRequest:files.add')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('leaveRequest:files.hint', { max: LEAVE_MAX_FILES, size: sizeText(limit) })}</Typography.Text>
      {value.length > 0 && (
        <List size="small" bordered dataSource={value} renderItem={(f) => (
          <List.Item data-testid="file-item" actions={[
            <Button key="remove" type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('leaveRequest:files.remove', { name: f.name })}
              data-testid="file-remove" onClick={() => remove(f)} />,
          ]}>
            <Typography.Text ellipsis style={{ maxWidth: 240 }}><PaperClipOutlined /> {f.name}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>{sizeText(f.size)}</Typography.Text>
          </List.Item>
        )} />
      )}
    </Flex>
  );
}
