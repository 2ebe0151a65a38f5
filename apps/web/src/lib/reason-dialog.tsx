import { useEffect, useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { TIMECLOCK_REASON_MAX } from '@hr/domain/attendance/timeclock';

/**
 * A confirmation that needs a reason (rolling an import back, voiding a punch): what happens, the
 * reason (required: the audit and the punch view show it), and the server's refusal, if any, inside
 * the dialog so it is read where the action was.
 */
export function ReasonDialog({ open, title, text, okText, cancelText, label, busy, error, onOk, onCancel }: {
  open: boolean; title: string; text: string; okText: string; cancelText: string; label: string; busy: boolean; error: string | null;
  onOk: (reason: string) => void; onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  useEffect(() => { if (open) setReason(''); }, [open]);
  return (
    <Modal open={open} title={title} okText={okText} cancelText={cancelText} confirmLoading={busy} onCancel={onCancel}
      okButtonProps={{ disabled: !reason.trim(), danger: true, ...{ 'data-testid': 'reason-ok' } }}
      onOk={() => onOk(reason.trim())} data-testid="reason-dialog" destroyOnHidden>
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <label htmlFor="reason-input">{label}</label>
      <Input.TextArea id="reason-input" rows={3} maxLength={TIMECLOCK_REASON_MAX} showCount value={reason} onChange={(e) => setReason(e.target.value)} data-testid="reason-input" />
      {error && <Typography.Text type="danger" role="alert">{error}</Typography.Text>}
    </Modal>
  );
}
