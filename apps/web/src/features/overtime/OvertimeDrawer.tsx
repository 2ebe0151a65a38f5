import { Alert, App, Button, Descriptions, Drawer, Flex, Skeleton, Space, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OvertimeListed } from '@hr/domain/overtime/schemas';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { LeaveStatusTag } from '../../lib/leave-status';
import { useCancelOvertime, useOvertimeView } from './api';
import { CancelRequestModal } from '../approval/CancelRequestModal';
import { ApprovalSteps } from '../approval/ApprovalSteps';
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
  const v = q.data;
  const doCancel = async (reason: string | undefined) => {
    try {
      await cancel.mutateAsync({ id: v!.id, ...(reason ? { reason } : {}) });
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
            // Re-pricings after roster or holiday changes, each a line in the reader's language (issue 34 point 3).
            ...(v.history.length ? [{
              key: 'history', label: t('overtime:reprice.history'), children: (
                <Flex vertical gap={4} data-testid="ot-history">
                  {v.history.map((l, i) => <Typography.Text key={`${l.at}-${i}`}>{`${formatDate(l.at, lang, DATE_FORMATS.dateTime)} · ${l.text}`}</Typography.Text>)}
                </Flex>
              ),
            }] : []),
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
      <CancelRequestModal open={cancelling} title={t('overtime:cancelTitle')} loading={cancel.isPending} onClose={() => setCancelling(false)} onConfirm={doCancel} />
    </Drawer>
  );
}
