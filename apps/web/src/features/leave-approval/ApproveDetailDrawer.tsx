import { Alert, Button, Drawer, Flex, Skeleton, Space, Table, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApproveDetail } from '@hr/domain/leave/views';
import { displayYear } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { LeaveStatusTag } from '../../lib/leave-status';
import { formatNumber } from '../../lib/numbers';
import { useApproveDetail, type Decision } from './api';
import { leavePeriod } from './leave-text';
import { LeaveSummary } from './LeaveSummary';

type Balance = ApproveDetail['balances'][number];
type Away = ApproveDetail['alsoAway'][number];

/**
 * The approver's look at one request before deciding: the request and its files, what the
 * requester has left of that leave type in each year it touches, and who else in the department is
 * away on those dates (approved or still pending), so the cover can be judged.
 */
export function ApproveDetailDrawer({ id, onClose, onDecide }: { id: string | null; onClose: () => void; onDecide: (id: string, decision: Decision) => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const q = useApproveDetail(id);
  const v = q.data;
  const n = (x: number) => formatNumber(x, lang);
  const decidable = !!v && v.status === 'pending' && v.can.decide;
  return (
    <Drawer open={!!id} size={820} onClose={onClose} destroyOnHidden title={t('leaveAdmin:detail.title')} data-testid="approve-drawer"
      extra={decidable && (
        <Space>
          <Button danger icon={<CloseOutlined />} onClick={() => onDecide(v.id, 'reject')} data-testid="drawer-reject">{t('leaveAdmin:reject')}</Button>
          <Button type="primary" icon={<CheckOutlined />} onClick={() => onDecide(v.id, 'approve')} data-testid="drawer-approve">{t('leaveAdmin:approve')}</Button>
        </Space>
      )}>
      {q.isError ? <Alert type="warning" showIcon title={t('leaveAdmin:detail.gone')} /> : !v ? <Skeleton active /> : (
        <Flex vertical gap={20}>
          <LeaveSummary v={v} />
          <div>
            <Typography.Title level={5}>{t('leaveAdmin:detail.balanceTitle', { type: v.leaveType.name })}</Typography.Title>
            <Table<Balance> rowKey="year" size="small" pagination={false} dataSource={v.balances} data-testid="detail-balances" columns={[
              // A maternity request's one row is its pregnancy's, whatever years it spans (issue 14).
              { key: 'year', title: t('leaveAdmin:col.year'), render: (_: unknown, b) => (b.perPregnancy ? t('leaveAdmin:balance.thisPregnancy') : displayYear(`${b.year}-01-01`, lang)) },
              { key: 'entitlement', title: t('leaveAdmin:balance.entitlement'), align: 'right', render: (_: unknown, b) => (b.unpaid ? t('leaveAdmin:balance.unpaid') : n(b.entitlement)) },
              { key: 'adjusted', title: t('leaveAdmin:balance.adjusted'), align: 'right', render: (_: unknown, b) => n(b.adjusted) },
              { key: 'used', title: t('leaveAdmin:balance.used'), align: 'right', render: (_: unknown, b) => n(b.used) },
              { key: 'pending', title: t('leaveAdmin:balance.pending'), align: 'right', render: (_: unknown, b) => n(b.pending) },
              {
                key: 'remaining', title: t('leaveAdmin:balance.remaining'), align: 'right', render: (_: unknown, b) => (b.unpaid ? '—' : (
                  <Space direction="vertical" size={0} align="end">
                    <Typography.Text strong type={b.remaining < 0 ? 'danger' : undefined}>{n(b.remaining)}</Typography.Text>
                    {b.beyond > 0 && <Typography.Text type="warning" data-testid="detail-beyond">{t('leaveAdmin:balance.beyond', { count: b.beyond, days: n(b.beyond) })}</Typography.Text>}
                  </Space>
                )),
              },
            ]} />
          </div>
          <div>
            <Typography.Title level={5}>{t('leaveAdmin:detail.awayTitle')}</Typography.Title>
            <Table<Away> rowKey={(a) => `${a.employee.id}-${a.dateFrom}-${a.duration}`} size="small" pagination={false} dataSource={v.alsoAway} data-testid="detail-away"
              locale={{ emptyText: t('leaveAdmin:detail.nobodyAway') }} columns={[
                { key: 'employee', title: t('leaveAdmin:col.employee'), render: (_: unknown, a) => `${a.employee.employeeCode} ${a.employee.name}` },
                { key: 'period', title: t('leaveAdmin:col.period'), render: (_: unknown, a) => leavePeriod(a, lang) },
                { key: 'duration', title: t('leaveAdmin:col.duration'), render: (_: unknown, a) => t(`choices:leaveDuration.${a.duration}`) },
                { key: 'status', title: t('leaveAdmin:col.status'), render: (_: unknown, a) => <LeaveStatusTag status={a.status} /> },
              ]} />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}
