import { useEffect } from 'react';
import { App, Alert, Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WARNING_CANCEL_REASON_MAX, ZWarningCancel, type WarningDetails } from '@hr/domain/warning-letter';
import { api, ApiError } from '../../lib/api';
import { ruleMessage } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { warningKeys } from './api';

type Props = { letter: { id: string; employeeName: string; status: string } | null; onClose: () => void; onDone?: (d: WarningDetails) => void };

/**
 * Cancels a letter with a reason (required, at most WARNING_CANCEL_REASON_MAX characters, the
 * domain's rule). An employee who already had the letter is told, so the dialog says so.
 */
export function CancelDialog({ letter, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reason?: string }>();
  useEffect(() => { if (letter) form.resetFields(); }, [letter, form]);
  const cancel = useMutation({
    mutationFn: (reason: string) => api.post<WarningDetails>('/1.0/cancel/warningLetter', { id: letter!.id, reason }, { dialog: false }),
    onSuccess: (d) => {
      message.success(t('warningLetter:ui.cancelled'));
      void queryClient.invalidateQueries({ queryKey: warningKeys.all });
      onDone?.(d);
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields.length) form.setFields(err.fields.map((e) => ({ name: 'reason' as const, errors: [e.text] })));
      else message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
    },
  });
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (v) cancel.mutate((v.reason ?? '').trim());
  };
  return (
    <Modal open={!!letter} title={t('warningLetter:ui.cancelTitle')} onCancel={onClose} destroyOnHidden data-testid="cancel-dialog"
      okText={t('warningLetter:ui.cancelLetter')} okButtonProps={{ danger: true, loading: cancel.isPending, 'data-testid': 'confirm-cancel' }}
      cancelText={t('warningLetter:ui.close')} onOk={() => void submit()}>
      {letter && letter.status !== 'draft' && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('warningLetter:ui.cancelTells', { name: letter.employeeName })} />}
      <Form form={form} layout="vertical" data-testid="cancel-form">
        <FieldItem name="reason" label={t('warningLetter:ui.cancelReason')} required rules={[{
          required: true,
          validator: async (_r, v: unknown) => {
            const res = ZWarningCancel.shape.reason.safeParse(v ?? '');
            if (!res.success) throw new Error(ruleMessage(t, res.error.issues[0]?.message ?? 'validation.invalid', 'reason'));
          },
        }]}>
          <Input.TextArea rows={4} maxLength={WARNING_CANCEL_REASON_MAX} showCount data-testid="cancel-reason" />
        </FieldItem>
      </Form>
    </Modal>
  );
}
