import { List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailResult } from './api';

/** SPEC section 8 "Missing email addresses found for some employees": who was not mailed, the others were. */
export function MissingEmailDialog({ result, onClose }: { result: MailResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={!!result?.missing.length} title={t('errors:missingEmail')} onOk={onClose} onCancel={onClose} okText={t('outing:ui.close')}
      cancelButtonProps={{ style: { display: 'none' } }} data-testid="missing-email-dialog">
      <Typography.Paragraph>{t('outing:ui.missingText', { count: result?.queued ?? 0 })}</Typography.Paragraph>
      <List size="small" bordered dataSource={result?.missing ?? []}
        renderItem={(m) => <List.Item key={m.employeeId} data-testid="missing-employee">{`${m.employeeCode} ${m.name}`}</List.Item>} />
    </Modal>
  );
}
