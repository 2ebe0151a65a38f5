import { Button, Space, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OnSiteListed } from '@hr/domain/onsite/schemas';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { LeaveStatusTag, leaveStatusOptions } from '../../lib/leave-status';
import { actionsColumn, scrollWidth, tagColumnWidth } from '../../lib/table-columns';

type Props = {
  items: OnSiteListed[] | undefined; loading: boolean; total: number; page: number; pageSize: number;
  onPage: (page: number, pageSize: number) => void; onView: (id: string) => void; emptyText: string;
  /** An approver's list: who filed it, row decisions and a selection for bulk decisions. */
  team?: { selected: string[]; onSelect: (rows: OnSiteListed[]) => void; onDecide: (ids: string[], decision: 'approve' | 'reject') => void };
};

/** The dates of a request and its part of the day: "23-Nov-2026 – 24-Nov-2026 · Full day". */
export function OnSitePeriod({ r }: { r: Pick<OnSiteListed, 'dateFrom' | 'dateTo' | 'duration'> }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const dates = r.dateFrom === r.dateTo ? formatDate(r.dateFrom, lang) : `${formatDate(r.dateFrom, lang)} – ${formatDate(r.dateTo, lang)}`;
  return (
    <Space orientation="vertical" size={0}>
      <span data-testid="onsite-dates">{dates}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(`choices:leaveDuration.${r.duration}`)}</Typography.Text>
    </Space>
  );
}

/** The work type and its purpose as tags. */
export function OnSiteKind({ r }: { r: Pick<OnSiteListed, 'workType' | 'subType'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={r.workType === 'onSite' ? 'geekblue' : 'cyan'} data-testid="onsite-type">{t(`onsite:workType.${r.workType}`)}</Tag>
      <Tag>{t(`onsite:subType.${r.subType}`)}</Tag>
    </Space>
  );
}

/** On-site requests as every list shows them. */
export function OnSiteTable({ items, loading, total, page, pageSize, onPage, onView, team, emptyText }: Props) {
  const { t } = useTranslation();
  const labelOf = (r: OnSiteListed) => `${r.requester.employeeCode} ${r.requester.name} · ${r.dateFrom}`;
  const columns: TableProps<OnSiteListed>['columns'] = [
    ...(team ? [{ key: 'requester', title: t('onsite:col.requester'), width: 200, render: (_: unknown, r: OnSiteListed) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text strong>{`${r.requester.employeeCode} ${r.requester.name}`}</Typography.Text>
        <Typography.Text type="secondary">{r.requester.department ?? ''}</Typography.Text>
      </Space>
    ) }] : []),
    { key: 'period', title: t('onsite:col.period'), width: 230, render: (_: unknown, r) => <OnSitePeriod r={r} /> },
    { key: 'kind', title: t('onsite:col.kind'), width: 200, render: (_: unknown, r) => <OnSiteKind r={r} /> },
    {
      key: 'members', title: t('onsite:col.members'), width: 220, render: (_: unknown, r) => (
        <Tooltip title={r.members.map((m) => `${m.employeeCode} ${m.name}`).join(', ')}>
          <span data-testid="onsite-members">{r.members.slice(0, 2).map((m) => m.name).join(', ')}{r.members.length > 2 ? ` +${r.members.length - 2}` : ''}</span>
        </Tooltip>
      ),
    },
    { key: 'description', title: t('labels:description'), ellipsis: true, render: (_: unknown, r) => r.description },
    {
      key: 'status', title: t('overtime:col.status'), width: tagColumnWidth(t('overtime:col.status'), leaveStatusOptions(t).map((o) => o.label), 150), render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <LeaveStatusTag status={r.status} />
          {r.step && r.step.of > 1 && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('overtime:stepOf', { no: r.step.no, of: r.step.of })}</Typography.Text>}
        </Space>
      ),
    },
    actionsColumn<OnSiteListed>(t('overtime:col.actions'), team ? 3 : 1, (_: unknown, r) => (
        <Space size={4}>
          <Tooltip title={t('overtime:view')}><Button type="text" icon={<EyeOutlined />} aria-label={t('overtime:view')} onClick={() => onView(r.id)} data-testid={`onsite-view-${r.id}`} /></Tooltip>
          {team && r.status === 'pending' && (
            <>
              <Tooltip title={t('leaveAdmin:approve')}><Button type="text" icon={<CheckOutlined />} aria-label={t('leaveAdmin:approve')} onClick={() => team.onDecide([r.id], 'approve')} data-testid={`onsite-approve-${r.id}`} /></Tooltip>
              <Tooltip title={t('leaveAdmin:reject')}><Button type="text" danger icon={<CloseOutlined />} aria-label={t('leaveAdmin:reject')} onClick={() => team.onDecide([r.id], 'reject')} data-testid={`onsite-reject-${r.id}`} /></Tooltip>
            </>
          )}
        </Space>
      )),
  ];
  return (
    <Table<OnSiteListed> rowKey="id" size="middle" columns={columns} dataSource={items} loading={loading} data-testid="onsite-table" locale={{ emptyText }}
      scroll={items?.length ? { x: scrollWidth(columns, !!team) } : undefined}
      rowSelection={team ? {
        preserveSelectedRowKeys: true, selectedRowKeys: team.selected,
        getCheckboxProps: (r) => ({ disabled: r.status !== 'pending', 'aria-label': labelOf(r) } as object),
        onChange: (_k, rows) => team.onSelect(rows.filter(Boolean)),
      } : undefined}
      pagination={{ current: page, pageSize, total, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }), onChange: onPage }} />
  );
}
