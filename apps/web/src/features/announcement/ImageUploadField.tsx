import { useRef, useState } from 'react';
import { App, Button, Flex, Image, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_FILE_MAX_BYTES } from '@hr/domain/announcement';
import { ApiError } from '../../lib/api';
import { useFileUrl } from '../../lib/use-file-url';
import { deleteAnnouncementUpload, sizeText, uploadAnnouncementFiles } from './api';

export const isJpeg = (f: File) => f.type === 'image/jpeg' || /\.jpe?g$/i.test(f.name);

/**
 * The main picture of one language (SPEC section 5: one JPG/JPEG, 3MB): uploads on choosing it
 * and keeps the stored file's id as the field's value. A picture uploaded here and then replaced
 * or removed is deleted at once (no announcement uses it); a saved one is only left out of the save.
 */
export function ImageUploadField({ value, onChange, id, ...rest }: {
  value?: string | null; onChange?: (v: string | null) => void; id?: string; 'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const preview = useFileUrl(value);
  const [busy, setBusy] = useState(false);
  const fresh = useRef(new Set<string>());
  const testId = rest['data-testid'];

  const drop = (old: string | null | undefined) => {
    if (old && fresh.current.delete(old)) void deleteAnnouncementUpload(old);
  };
  const upload = async (file: File) => {
    if (!isJpeg(file)) return void message.error(t('announcement:files.imageType', { name: file.name }));
    if (file.size > ANNOUNCEMENT_FILE_MAX_BYTES) return void message.error(t('announcement:files.tooBig', { name: file.name, size: sizeText(ANNOUNCEMENT_FILE_MAX_BYTES) }));
    setBusy(true);
    try {
      const [stored] = await uploadAnnouncementFiles('image', [file]);
      if (!stored) return;
      fresh.current.add(stored.id);
      drop(value);
      onChange?.(stored.id);
    } catch (err) {
      message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={12} align="center" wrap data-testid={testId}>
      {preview
        ? <Image src={preview} height={96} style={{ objectFit: 'contain' }} alt={t('announcement:files.picturePreview')} data-testid={testId && `${testId}-preview`} />
        : <Typography.Text type="secondary">{t('announcement:files.noPicture')}</Typography.Text>}
      <Upload accept=".jpg,.jpeg,image/jpeg" showUploadList={false} maxCount={1} beforeUpload={(f) => { void upload(f); return false; }}>
        <Button id={id} icon={<UploadOutlined />} loading={busy} data-testid={testId && `${testId}-button`}>
          {t(value ? 'announcement:files.replacePicture' : 'announcement:files.uploadPicture')}
        </Button>
      </Upload>
      {value && (
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('announcement:files.removePicture')} data-testid={testId && `${testId}-remove`}
          onClick={() => { drop(value); onChange?.(null); }} />
      )}
      <Typography.Text type="secondary">{t('announcement:files.pictureHint', { size: sizeText(ANNOUNCEMENT_FILE_MAX_BYTES) })}</Typography.Text>
    </Flex>
  );
}
