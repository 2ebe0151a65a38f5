import { useState } from 'react';
import { App, Button, Flex, Typography, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../lib/api';

type Stored = { id: string; name: string; mime: string; size: number; url: string };

/**
 * The supporting document of a request (a marriage certificate, a passport, a bank book): uploads one JPG, PNG or PDF through
 * /1.0/user/upload/file and keeps the stored file's id as the field's value, showing its name. The
 * server decides the type by the file's bytes and holds the 3MB limit; its message shows here.
 */
export function SupportingFileField({ value, onChange, id, hint, ...rest }: {
  value?: string | null; onChange?: (v: string | null) => void; id?: string; hint?: string; 'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const upload = async (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    setBusy(true);
    try {
      const [stored] = await api.post<Stored[]>('/1.0/user/upload/file', body, { dialog: false });
      setName(stored!.name);
      onChange?.(stored!.id);
    } catch (err) {
      if (err instanceof ApiError) message.error(err.message);
    } finally {
      setBusy(false);
    }
  };
  const testId = rest['data-testid'];
  return (
    <Flex vertical gap={4} data-testid={testId}>
      <Flex gap={12} align="center" wrap>
        <Upload accept="image/jpeg,image/png,application/pdf" showUploadList={false} maxCount={1} beforeUpload={(f) => { void upload(f); return false; }}>
          <Button id={id} icon={<UploadOutlined />} loading={busy} data-testid={testId ? `${testId}-button` : undefined}>
            {t(value ? 'sensitive:replaceFile' : 'sensitive:upload')}
          </Button>
        </Upload>
        {value && name && <Typography.Text data-testid={testId ? `${testId}-name` : undefined}><PaperClipOutlined /> {name}</Typography.Text>}
      </Flex>
      {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
    </Flex>
  );
}
