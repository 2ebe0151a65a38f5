import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; title: string; loading: boolean; onClose: () => void; onConfirm: (reason: string | undefined) => Promise<void> };

/** Cancelling a request, with an optional reason (HR's is told to the requester): one dialog for every request type. */
export function CancelRequestModal({ open, title, loading, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const ok = async () => {
    const { reason } = await form.validateFields();
    await onConfirm(reason?.trim() || undefined);
  };
  return (
    <Modal open={open} destroyOnHidden title={title} onCancel={onClose} onOk={() => void ok()}
      okText={t('overtime:cancel')} cancelText={t('leaveAdmin:close')} okButtonProps={{ danger: true, loading, id: 'request-cancel-ok' }}>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('overtime:cancelReason')}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="request-cancel-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
