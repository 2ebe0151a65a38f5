import { Alert, App, Button, Descriptions, Drawer, Flex, Form, Input, Modal, Skeleton, Space, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OvertimeListed } from '@hr/domain/overtime/schemas';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { LeaveStatusTag } from '../../lib/leave-status';
import { useCancelOvertime, useOvertimeView } from './api';
import { ApprovalSteps } from './ApprovalSteps';
import { hoursText, RateTags, WeekText, WhenText } from './overtime-text';

type Props = {
  id: string | null;
  onClose: () => void;
  onDecide?: (id: string, decision: 'approve' | 'reject') => void;
  onEdit?: (r: OvertimeListed) => void;
};

/**
 * One overtime request: when, how long, at which multipliers, the week's total, the chain with who
 * decided each step, and once worked, the approved hours within the punched time (what payroll
 * pays). The actions are the caller's: edit or cancel their own, decide a step that is theirs, and
 * for HR cancel with a reason.
 */
export function OvertimeDrawer({ id, onClose, onDecide, onEdit }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const q = useOvertimeView(id);
  const cancel = useCancelOvertime();
  const [cancelling, setCancelling] = useState(false);
  const [form] = Form.useForm<{ reason?: string }>();
  const v = q.data;
  const doCancel = async () => {
    const { reason } = await form.validateFields();
    try {
      await cancel.mutateAsync({ id: v!.id, ...(reason?.trim() ? { reason: reason.trim() } : {}) });
      message.success(t('overtime:cancelled'));
      setCancelling(false);
      onClose();
    } catch { /* the dialog shows the server's answer */ }
  };
  return (
    <Drawer open={!!id} size={720} onClose={onClose} destroyOnHidden title={t('overtime:detailTitle')} data-testid="ot-drawer"
      extra={v && (
        <Space wrap>
          {v.canEdit && onEdit && <Button icon={<EditOutlined />} onClick={() => onEdit(v)} data-testid="ot-edit">{t('overtime:edit')}</Button>}
          {v.canCancel && <Button icon={<StopOutlined />} onClick={() => setCancelling(true)} data-testid="ot-cancel">{t('overtime:cancel')}</Button>}
          {v.canDecide && onDecide && (
            <>
              <Button danger icon={<CloseOutlined />} onClick={() => onDecide(v.id, 'reject')} data-testid="ot-drawer-reject">{t('leaveAdmin:reject')}</Button>
              <Button type="primary" icon={<CheckOutlined />} onClick={() => onDecide(v.id, 'approve')} data-testid="ot-drawer-approve">{t('leaveAdmin:approve')}</Button>
            </>
          )}
        </Space>
      )}>
      {q.isError ? <Alert type="warning" showIcon title={t('overtime:gone')} /> : !v ? <Skeleton active /> : (
        <Flex vertical gap={20}>
          <Descriptions size="small" column={1} bordered data-testid="ot-detail" items={[
            { key: 'employee', label: t('overtime:col.employee'), children: `${v.employee.employeeCode} ${v.employee.name}${v.employee.department ? ` · ${v.employee.department}` : ''}` },
            { key: 'when', label: t('overtime:col.when'), children: <WhenText r={v} lang={lang} t={t} /> },
            { key: 'hours', label: t('overtime:col.hours'), children: hoursText(v.minutes) },
            { key: 'rates', label: t('overtime:col.rates'), children: <RateTags segments={v.segments} /> },
            { key: 'week', label: t('overtime:col.week'), children: <WeekText r={v} t={t} /> },
            { key: 'reason', label: t('overtime:reason'), children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{v.reason}</Typography.Text> },
            { key: 'status', label: t('overtime:col.status'), children: <LeaveStatusTag status={v.status} /> },
            { key: 'filed', label: t('overtime:filedAt'), children: formatDate(v.createdAt, lang, DATE_FORMATS.dateTime) },
            ...(v.decisionRemark ? [{ key: 'remark', label: t('labels:remark'), children: v.decisionRemark }] : []),
            ...(v.cancelReason ? [{ key: 'cancel', label: t('overtime:cancelReason'), children: v.cancelReason }] : []),
            ...(v.status === 'approved' ? [{
              key: 'worked', label: t('overtime:worked'), children: v.worked
                ? <Space wrap data-testid="ot-worked"><span>{t('overtime:workedOf', { worked: hoursText(v.worked.minutes), approved: hoursText(v.minutes) })}</span><RateTags segments={v.worked.segments} /></Space>
                : <Typography.Text type="secondary" data-testid="ot-worked">{t('overtime:notWorkedYet')}</Typography.Text>,
            }] : []),
          ]} />
          <div>
            <Typography.Title level={5}>{t('approval:chainTitle')}</Typography.Title>
            <ApprovalSteps steps={v.steps} />
          </div>
        </Flex>
      )}
      <Modal open={cancelling} destroyOnHidden title={t('overtime:cancelTitle')} onCancel={() => setCancelling(false)} onOk={() => void doCancel()}
        okText={t('overtime:cancel')} cancelText={t('leaveAdmin:close')} okButtonProps={{ danger: true, loading: cancel.isPending, id: 'ot-cancel-ok' }}>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="reason" label={t('overtime:cancelReason')}>
            <Input.TextArea rows={3} maxLength={500} showCount data-testid="ot-cancel-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
