import { useState } from 'react';
import { App, Button, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../lib/api';
import { useAppConfig } from '../../lib/use-config';
import { saveStoredFile } from '../../lib/use-file-url';
import type { AttachmentValue } from './form-values';

type Stored = { id: string; name: string; mime: string; size: number };
const MB = 1024 * 1024;
const isPdf = (f: File) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name);

/**
 * The letter's evidence (SPEC section 5: .pdf only). One file, uploaded as the caller through
 * user/upload/file; the server reads the bytes and holds the type and size (the config's upload
 * limit, 3MB), but a wrong file is refused here first, by name, so nothing is sent for nothing.
 */
export function AttachmentField({ value, onChange, id, disabled, ...rest }: {
  value?: AttachmentValue | null; onChange?: (v: AttachmentValue | null) => void; id?: string; disabled?: boolean; 'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const config = useAppConfig();
  const maxBytes = config.data?.limits.uploadBytes ?? 3 * MB;
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    if (!isPdf(file)) { message.error(t('warningLetter:form.pdfOnly', { name: file.name })); return; }
    if (file.size > maxBytes) { message.error(t('warningLetter:form.tooBig', { name: file.name, size: Math.round(maxBytes / MB) })); return; }
    const body = new FormData();
    body.append('file', file, file.name);
    setBusy(true);
    try {
      const [stored] = await api.post<Stored[]>('/1.0/user/upload/file', body, { dialog: false });
      onChange?.({ id: stored!.id, name: stored!.name, size: stored!.size });
    } catch (err) {
      message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
    } finally {
      setBusy(false);
    }
  };
  const testId = rest['data-testid'];
  return (
    <Flex vertical gap={4} data-testid={testId}>
      <Flex gap={12} align="center" wrap>
        <Upload accept=".pdf,application/pdf" showUploadList={false} maxCount={1} disabled={disabled} beforeUpload={(f) => { void upload(f); return false; }}>
          <Button id={id} icon={<UploadOutlined />} loading={busy} disabled={disabled} data-testid={testId ? `${testId}-button` : undefined}>
            {t(value ? 'warningLetter:form.replaceFile' : 'warningLetter:form.uploadFile')}
          </Button>
        </Upload>
        {value && (
          <Flex gap={4} align="center">
            <Typography.Link onClick={() => void saveStoredFile(value.id, value.name)} data-testid={testId ? `${testId}-name` : undefined}>
              <FilePdfOutlined /> {value.name}
            </Typography.Link>
            {!disabled && (
              <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('warningLetter:form.removeFile', { name: value.name })}
                data-testid={testId ? `${testId}-remove` : undefined} onClick={() => onChange?.(null)} />
            )}
          </Flex>
        )}
      </Flex>
      <Typography.Text type="secondary">{t('warningLetter:form.attachmentHint', { size: Math.round(maxBytes / MB) })}</Typography.Text>
    </Flex>
  );
}
