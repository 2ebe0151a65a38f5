import { useRef, useState } from 'react';
import { App, Button, Flex, List, Typography, Upload } from 'antd';
import { DeleteOutlined, FileImageOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_FILE_MAX_BYTES, ANNOUNCEMENT_MAX_ATTACHMENTS as MAX, type AnnouncementFile } from '@hr/domain/announcement';
import { ApiError } from '../../lib/api';
import { deleteAnnouncementUpload, sizeText, uploadAnnouncementFiles } from './api';
import { isJpeg } from './ImageUploadField';

const isPdf = (f: File) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name);

/**
 * The attachments (SPEC section 5 and 9: up to ten PDF, JPG or JPEG files of 3MB each). The files
 * chosen together upload in one request; what would pass ten is refused here, by name, before
 * anything is sent. Removing a fresh upload deletes it; removing a saved one only leaves it out of
 * the save (the save replaces the set).
 */
export function AttachmentsField({ value = [], onChange, id }: { value?: AnnouncementFile[]; onChange?: (v: AnnouncementFile[]) => void; id?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  // Uploads finish after later renders: each adds to what the last one left, not to a stale value.
  const latest = useRef(value);
  latest.current = value;
  const fresh = useRef(new Set<string>());
  const full = value.length >= MAX;

  const add = async (batch: File[]) => {
    const room = MAX - latest.current.length;
    const bad = batch.filter((f) => !(isPdf(f) || isJpeg(f)) || f.size > ANNOUNCEMENT_FILE_MAX_BYTES);
    for (const f of bad) {
      message.error(isPdf(f) || isJpeg(f)
        ? t('announcement:files.tooBig', { name: f.name, size: sizeText(ANNOUNCEMENT_FILE_MAX_BYTES) })
        : t('announcement:files.attachmentType', { name: f.name }));
    }
    const good = batch.filter((f) => !bad.includes(f));
    if (good.length > room) {
      message.error(t('announcement:files.tooMany', { max: MAX, names: good.slice(room).map((f) => f.name).join(', ') }));
    }
    const send = good.slice(0, Math.max(0, room));
    if (!send.length) return;
    setBusy(true);
    try {
      const stored = await uploadAnnouncementFiles('attachment', send);
      stored.forEach((s) => fresh.current.add(s.id));
      latest.current = [...latest.current, ...stored].slice(0, MAX);
      onChange?.(latest.current);
    } catch (err) {
      message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
    } finally {
      setBusy(false);
    }
  };
  const remove = (f: AnnouncementFile) => {
    onChange?.(value.filter((x) => x.id !== f.id));
    if (fresh.current.delete(f.id)) void deleteAnnouncementUpload(f.id);
  };

  return (
    <Flex vertical gap={8} data-testid="attachments">
      <Flex gap={12} align="center" wrap>
        <Upload accept=".pdf,.jpg,.jpeg,application/pdf,image/jpeg" multiple showUploadList={false}
          // antd calls this once per file with the whole choice: the choice is handled once, as one upload.
          beforeUpload={(f, batch) => {
            if (f === batch[0]) {
              if (full) message.error(t('announcement:files.full', { max: MAX }));
              else void add(batch);
            }
            return false;
          }}>
          <Button id={id} icon={<UploadOutlined />} loading={busy} data-testid="attachments-upload" aria-disabled={full || undefined}>
            {t('announcement:files.addAttachments')}
          </Button>
        </Upload>
        <Typography.Text strong data-testid="attachments-count" aria-live="polite">{t('announcement:files.count', { n: value.length, max: MAX })}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary">{t('announcement:files.attachmentHint', { max: MAX, size: sizeText(ANNOUNCEMENT_FILE_MAX_BYTES) })}</Typography.Text>
      {value.length > 0 && (
        <List size="small" bordered dataSource={value} data-testid="attachments-list" renderItem={(f) => (
          <List.Item data-testid="attachment-item" actions={[
            <Button key="remove" type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('announcement:files.remove', { name: f.name })}
              data-testid="attachment-remove" onClick={() => remove(f)} />,
          ]}>
            <Typography.Text ellipsis style={{ maxWidth: 360 }}>
              {f.mime === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />} {f.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>{sizeText(f.size)}</Typography.Text>
          </List.Item>
        )} />
      )}
    </Flex>
  );
}
