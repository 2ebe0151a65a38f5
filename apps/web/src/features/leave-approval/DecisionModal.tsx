import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BulkDecisionResult } from '@hr/domain/leave/views';
import { ZLeaveApprove, ZLeaveReject } from '@hr/domain/leave/schemas';
import { ApiError } from '../../lib/api';
import { ruleMessage } from '../../lib/field-label';
import { useDecideMany, useDecideOne, type Decision } from './api';

/** What is about to be decided: one action over one or more requests. */
export type DecisionTarget = { decision: Decision; ids: string[] };
/** Another request type's decision call (the approval module's approveAndReject/approval), which answers per request even for one. */
export type DecisionVia = { decide: (v: { ids: string[]; decision: Decision; remark?: string }) => Promise<BulkDecisionResult[]>; pending: boolean };
type Props = { target: DecisionTarget | null; onClose: () => void; onBulkResults?: (results: BulkDecisionResult[]) => void; onDecided?: () => void; via?: DecisionVia;
  /** The namespace of the dialog's words (titles, hints, the outcome): leave's unless another type's. */
  words?: string };

/**
 * Approve or reject: a remark (required to reject, SPEC section 5; mailed to the requester), then
 * the call. For one request this dialog is the confirmation (issue 15: one dialog, not two); a
 * decision over several is confirmed once more with its count. One request goes through
 * approve|reject/leaveForm, several through the bulk call, whose per-request outcome the page lists.
 */
export function DecisionModal({ target, onClose, onBulkResults, onDecided, via, words = 'leaveAdmin' }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ remark?: string }>();
  const one = useDecideOne();
  const many = useDecideMany();
  const decision = target?.decision ?? 'approve';
  const count = target?.ids.length ?? 0;
  const close = () => { form.resetFields(); onClose(); };

  const send = async (remark: string) => {
    if (!target) return;
    try {
      if (via && target.ids.length === 1) {
        const [result] = await via.decide({ ids: target.ids, decision, remark });
        if (!result?.ok) { message.error(result?.text ?? t('common:error.generic')); close(); return; }
        message.success(t(decision === 'approve' ? `${words}:decided.approved` : `${words}:decided.rejected`, { count: 1 }));
      } else if (via) {
        onBulkResults?.(await via.decide({ ids: target.ids, decision, remark }));
      } else if (target.ids.length === 1) {
        await one.mutateAsync({ id: target.ids[0]!, decision, remark });
        message.success(t(decision === 'approve' ? `${words}:decided.approved` : `${words}:decided.rejected`, { count: 1 }));
      } else {
        const results = await many.mutateAsync({ ids: target.ids, decision, remark });
        onBulkResults?.(results);
      }
      close();
      onDecided?.();
    } catch (err) {
      const remarkError = err instanceof ApiError ? err.fields.find((f) => f.field === 'remark') : undefined;
      if (remarkError) { form.setFields([{ name: 'remark', errors: [remarkError.text] }]); return; }
      message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
      close();
    }
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const remark = values.remark?.trim() ?? '';
    if (count === 1) { await send(remark); return; }
    modal.confirm({
      title: t(decision === 'approve' ? `${words}:confirm.approve` : `${words}:confirm.reject`, { count }),
      content: remark ? t('leaveAdmin:confirm.withRemark', { remark }) : undefined,
      okText: t(decision === 'approve' ? 'leaveAdmin:approve' : 'leaveAdmin:reject'), okButtonProps: { danger: decision === 'reject' },
      cancelText: t('leaveAdmin:no'),
      onOk: () => send(remark),
    });
  };

  const schema = decision === 'reject' ? ZLeaveReject.shape.remark : ZLeaveApprove.shape.remark;
  return (
    <Modal open={!!target} destroyOnHidden onCancel={close} onOk={() => void submit()} data-testid="decision-modal"
      title={t(decision === 'approve' ? `${words}:decide.approveTitle` : `${words}:decide.rejectTitle`, { count })}
      okText={t(decision === 'approve' ? 'leaveAdmin:approve' : 'leaveAdmin:reject')} cancelText={t('leaveAdmin:close')}
      okButtonProps={{ danger: decision === 'reject', loading: one.isPending || many.isPending || !!via?.pending, id: 'decision-ok' }}>
      <Typography.Paragraph type="secondary">{t(decision === 'approve' ? `${words}:decide.approveHint` : `${words}:decide.rejectHint`)}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="remark" label={t('labels:remark')} required={decision === 'reject'} rules={[{
          validator: async (_r, v: unknown) => {
            const text = typeof v === 'string' ? v.trim() : '';
            const res = schema.safeParse(decision === 'reject' ? text : (text || undefined));
            if (!res.success) throw new Error(ruleMessage(t, res.error.issues[0]?.message ?? 'validation.invalid', 'remark'));
          },
        }]}>
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus data-testid="decision-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
