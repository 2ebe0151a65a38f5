import { useState } from 'react';
import { Alert, App, Button, Descriptions, Drawer, Flex, Skeleton, Space, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined, PaperClipOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OnSiteListed } from '@hr/domain/onsite/schemas';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { LeaveStatusTag } from '../../lib/leave-status';
import { saveApiFile } from '../../lib/use-file-url';
import { CancelRequestModal } from '../approval/CancelRequestModal';
import { ApprovalSteps } from '../approval/ApprovalSteps';
import { useCancelOnSite, useOnSiteView } from './api';
import { OnSiteKind, OnSitePeriod } from './OnSiteTable';

type Props = { id: string | null; onClose: () => void; onDecide?: (id: string, decision: 'approve' | 'reject') => void; onEdit?: (r: OnSiteListed) => void };

/** One on-site request: dates, kind, members, description, attachment, its chain; edit, cancel or decide as the caller may. */
export function OnSiteDrawer({ id, onClose, onDecide, onEdit }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const q = useOnSiteView(id);
  const cancel = useCancelOnSite();
  const [cancelling, setCancelling] = useState(false);
  const v = q.data;
  const doCancel = async (reason: string | undefined) => {
    try {
      await cancel.mutateAsync({ id: v!.id, ...(reason ? { reason } : {}) });
      message.success(t('onsite:cancelled'));
      setCancelling(false);
      onClose();
    } catch { /* the dialog shows the server's answer */ }
  };
  return (
    <Drawer open={!!id} size={720} onClose={onClose} destroyOnHidden title={t('onsite:detailTitle')} data-testid="onsite-drawer"
      extra={v && (
        <Space wrap>
          {v.canEdit && onEdit && <Button icon={<EditOutlined />} onClick={() => onEdit(v)} data-testid="onsite-edit">{t('overtime:edit')}</Button>}
          {v.canCancel && <Button icon={<StopOutlined />} onClick={() => setCancelling(true)} data-testid="onsite-cancel">{t('overtime:cancel')}</Button>}
          {v.canDecide && onDecide && (
            <>
              <Button danger icon={<CloseOutlined />} onClick={() => onDecide(v.id, 'reject')} data-testid="onsite-drawer-reject">{t('leaveAdmin:reject')}</Button>
              <Button type="primary" icon={<CheckOutlined />} onClick={() => onDecide(v.id, 'approve')} data-testid="onsite-drawer-approve">{t('leaveAdmin:approve')}</Button>
            </>
          )}
        </Space>
      )}>
      {q.isError ? <Alert type="warning" showIcon title={t('overtime:gone')} /> : !v ? <Skeleton active /> : (
        <Flex vertical gap={20}>
          <Descriptions size="small" column={1} bordered data-testid="onsite-detail" items={[
            { key: 'requester', label: t('onsite:col.requester'), children: `${v.requester.employeeCode} ${v.requester.name}${v.requester.department ? ` · ${v.requester.department}` : ''}` },
            { key: 'period', label: t('onsite:col.period'), children: <OnSitePeriod r={v} /> },
            { key: 'kind', label: t('onsite:col.kind'), children: <OnSiteKind r={v} /> },
            { key: 'members', label: t('onsite:col.members'), children: <span data-testid="onsite-detail-members">{v.members.map((m) => `${m.employeeCode} ${m.name}`).join(', ')}</span> },
            { key: 'description', label: t('labels:description'), children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{v.description}</Typography.Text> },
            ...(v.file ? [{ key: 'file', label: t('labels:fileId'), children: (
              <Button type="link" icon={<PaperClipOutlined />} style={{ padding: 0 }} onClick={() => void saveApiFile(v.file!.url, v.file!.name)} data-testid="onsite-file-link">{v.file.name}</Button>
            ) }] : []),
            { key: 'status', label: t('overtime:col.status'), children: <LeaveStatusTag status={v.status} /> },
            { key: 'filed', label: t('overtime:filedAt'), children: formatDate(v.createdAt, lang, DATE_FORMATS.dateTime) },
            ...(v.decisionRemark ? [{ key: 'remark', label: t('labels:remark'), children: v.decisionRemark }] : []),
            ...(v.cancelReason ? [{ key: 'cancel', label: t('overtime:cancelReason'), children: v.cancelReason }] : []),
          ]} />
          <div>
            <Typography.Title level={5}>{t('approval:chainTitle')}</Typography.Title>
            <ApprovalSteps steps={v.steps} />
          </div>
        </Flex>
      )}
      <CancelRequestModal open={cancelling} title={t('onsite:cancelTitle')} loading={cancel.isPending} onClose={() => setCancelling(false)} onConfirm={doCancel} />
    </Drawer>
  );
}
