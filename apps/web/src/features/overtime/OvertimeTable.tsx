import { Button, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OvertimeListed } from '@hr/domain/overtime/schemas';
import { useLang } from '../../lib/hooks';
import { LeaveStatusTag, leaveStatusOptions } from '../../lib/leave-status';
import { actionsColumn, scrollWidth, tagColumnWidth } from '../../lib/table-columns';
import { hoursText, RateTags, WeekText, WhenText } from './overtime-text';

type Props = {
  items: OvertimeListed[] | undefined;
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  onView: (id: string) => void;
  /** The team's lists: the employee column, row decisions and a selection for bulk decisions. */
  team?: { selected: string[]; onSelect: (rows: OvertimeListed[]) => void; onDecide: (ids: string[], decision: 'approve' | 'reject') => void };
  emptyText: string;
};

/** Overtime requests as every list shows them: when, how long, at which multipliers, the week's total, where the request stands. */
export function OvertimeTable({ items, loading, total, page, pageSize, onPage, onView, team, emptyText }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const labelOf = (r: OvertimeListed) => `${r.employee.employeeCode} ${r.employee.name} · ${r.date} ${r.startTime}–${r.endTime}`;
  const columns: TableProps<OvertimeListed>['columns'] = [
    ...(team ? [{
      key: 'employee', title: t('overtime:col.employee'), width: 220, render: (_: unknown, r: OvertimeListed) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{`${r.employee.employeeCode} ${r.employee.name}`}</Typography.Text>
          <Typography.Text type="secondary">{r.employee.department ?? ''}</Typography.Text>
        </Space>
      ),
    }] : []),
    { key: 'when', title: t('overtime:col.when'), width: 210, render: (_: unknown, r) => <WhenText r={r} lang={lang} t={t} /> },
    { key: 'hours', title: t('overtime:col.hours'), width: 80, align: 'right', render: (_: unknown, r) => <span data-testid="ot-hours">{hoursText(r.minutes)}</span> },
    { key: 'rates', title: t('overtime:col.rates'), width: 190, render: (_: unknown, r) => <RateTags segments={r.segments} /> },
    { key: 'week', title: t('overtime:col.week'), width: 110, render: (_: unknown, r) => <WeekText r={r} t={t} /> },
    // A width of its own: the table's scroll width is the sum of the columns', so the reason is never squeezed to a letter or two.
    { key: 'reason', title: t('overtime:col.reason'), width: 220, ellipsis: true, render: (_: unknown, r) => r.reason },
    {
      key: 'status', title: t('overtime:col.status'), width: tagColumnWidth(t('overtime:col.status'), leaveStatusOptions(t).map((o) => o.label), 150), render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <LeaveStatusTag status={r.status} />
          {r.step && r.step.of > 1 && <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="ot-step">{t('overtime:stepOf', { no: r.step.no, of: r.step.of })}</Typography.Text>}
        </Space>
      ),
    },
    actionsColumn<OvertimeListed>(t('overtime:col.actions'), team ? 3 : 1, (_: unknown, r) => (
        <Space size={4}>
          <Tooltip title={t('overtime:view')}><Button type="text" icon={<EyeOutlined />} aria-label={t('overtime:view')} onClick={() => onView(r.id)} data-testid={`ot-view-${r.id}`} /></Tooltip>
          {team && r.status === 'pending' && (
            <>
              <Tooltip title={t('leaveAdmin:approve')}><Button type="text" icon={<CheckOutlined />} aria-label={t('leaveAdmin:approve')} onClick={() => team.onDecide([r.id], 'approve')} data-testid={`ot-approve-${r.id}`} /></Tooltip>
              <Tooltip title={t('leaveAdmin:reject')}><Button type="text" danger icon={<CloseOutlined />} aria-label={t('leaveAdmin:reject')} onClick={() => team.onDecide([r.id], 'reject')} data-testid={`ot-reject-${r.id}`} /></Tooltip>
            </>
          )}
        </Space>
      )),
  ];
  return (
    <Table<OvertimeListed> rowKey="id" size="middle" columns={columns} dataSource={items} loading={loading} data-testid="ot-table"
      // An empty table scrolls nothing: a scroll container without focusable content is an obstacle to keyboard users (axe).
      scroll={items?.length ? { x: scrollWidth(columns, !!team) } : undefined}
      locale={{ emptyText }}
      rowSelection={team ? {
        preserveSelectedRowKeys: true,
        selectedRowKeys: team.selected,
        getCheckboxProps: (r) => ({ disabled: r.status !== 'pending', 'aria-label': labelOf(r) } as object),
        onChange: (_k, rows) => team.onSelect(rows.filter(Boolean)),
      } : undefined}
      pagination={{ current: page, pageSize, total, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }), onChange: onPage }} />
  );
}
