import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZLeaveCancel } from '@hr/domain/leave/schemas';
import { ApiError } from '../../lib/api';
import { ruleMessage } from '../../lib/field-label';
import { useHrCancel } from './api';

/**
 * HR cancels a pending or approved request: a reason is required (it is mailed to the employee and
 * kept on the request), then a confirmation. The days return to the employee's balance.
 */
export function HrCancelModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const cancel = useHrCancel();
  const close = () => { form.resetFields(); onClose(); };
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !id) return;
    const reason = values.reason?.trim() ?? '';
    modal.confirm({
      title: t('leaveAdmin:cancel.confirm'), content: t('leaveAdmin:confirm.withRemark', { remark: reason }),
      okText: t('leaveAdmin:cancel.action'), okButtonProps: { danger: true }, cancelText: t('leaveAdmin:no'),
      onOk: async () => {
        try {
          await cancel.mutateAsync({ id, reason });
          message.success(t('leaveAdmin:cancel.done'));
          close();
        } catch (err) {
          const field = err instanceof ApiError ? err.fields.find((f) => f.field === 'reason') : undefined;
          if (field) form.setFields([{ name: 'reason', errors: [field.text] }]);
          else { message.error(err instanceof ApiError ? err.message : t('common:error.generic')); close(); }
        }
      },
    });
  };
  return (
    <Modal open={!!id} destroyOnHidden onCancel={close} onOk={() => void submit()} title={t('leaveAdmin:cancel.title')} data-testid="hr-cancel-modal"
      okText={t('leaveAdmin:cancel.action')} cancelText={t('leaveAdmin:close')} okButtonProps={{ danger: true, loading: cancel.isPending, id: 'hr-cancel-ok' }}>
      <Typography.Paragraph type="secondary">{t('leaveAdmin:cancel.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('leaveAdmin:col.cancelReason')} required rules={[{
          validator: async (_r, v: unknown) => {
            const text = typeof v === 'string' ? v.trim() : '';
            if (!text) throw new Error(ruleMessage(t, 'validation.required', 'reason'));
            const res = ZLeaveCancel.shape.reason.safeParse(text);
            if (!res.success) throw new Error(ruleMessage(t, res.error.issues[0]?.message ?? 'validation.invalid', 'reason'));
          },
        }]}>
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus data-testid="hr-cancel-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
