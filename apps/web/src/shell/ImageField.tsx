import { useState } from 'react';
import { App, Button, Flex, Image, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../lib/api';
import { useFileUrl } from '../lib/use-file-url';

type Stored = { id: string; name: string; url: string };

/**
 * A picture field (a company's logo, a license photo): uploads one JPG or PNG to `uploadPath`
 * and keeps the stored file's id as the field's value. The server checks the type by the file's
 * bytes and the 3MB limit; its message is shown under the control.
 */
export function ImageField({ uploadPath, value, onChange, disabled, id, ...rest }: {
  uploadPath: string; value?: string | null; onChange?: (v: string | null) => void; disabled?: boolean; id?: string; 'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const preview = useFileUrl(value);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    setBusy(true);
    try {
      const stored = await api.post<Stored | Stored[]>(uploadPath, body, { dialog: false });
      onChange?.((Array.isArray(stored) ? stored[0]! : stored).id);
    } catch (err) {
      if (err instanceof ApiError) message.error(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={12} align="center" data-testid={rest['data-testid']}>
      {preview
        ? <Image src={preview} height={64} style={{ objectFit: 'contain', background: '#fff' }} alt={t('masters:ui.preview')} data-testid={`${rest['data-testid']}-preview`} />
        : <Typography.Text type="secondary">{t('masters:ui.noImage')}</Typography.Text>}
      {!disabled && (
        <Upload accept="image/jpeg,image/png" showUploadList={false} maxCount={1} beforeUpload={(f) => { void upload(f); return false; }}>
          <Button id={id} icon={<UploadOutlined />} loading={busy}>{t(value ? 'masters:ui.replaceImage' : 'masters:ui.uploadImage')}</Button>
        </Upload>
      )}
      <Typography.Text type="secondary">{t('masters:ui.imageHint')}</Typography.Text>
    </Flex>
  );
}
