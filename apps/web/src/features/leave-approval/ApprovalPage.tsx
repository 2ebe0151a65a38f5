import { useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Badge, Button, Card, Flex, Input, Select, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useViewParam } from '../../lib/use-view-param';
import type { Dayjs } from 'dayjs';
import type { BulkDecisionResult, LeaveListed, LeaveStatusValue } from '@hr/domain/leave/views';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useCan, useLang, useProfile } from '../../lib/hooks';
import { LeaveStatusTag, leaveStatusOptions } from '../../lib/leave-status';
import { actionsColumn, scrollWidth, tagColumnWidth } from '../../lib/table-columns';
import { useRefOptions } from '../../lib/use-dropdown';
import Forbidden from '../../shell/Forbidden';
import { FullPageSpin } from '../../shell/FullPageSpin';
import { AccessibleTabs } from '../../shell/AccessibleTabs';
import { useApprovalCounts } from '../overtime/api';
import { TeamOvertimeList } from '../overtime/TeamOvertimeList';
import { DelegateSetting } from '../approval/DelegateSetting';
import { OnSiteInbox } from '../onsite/OnSiteLists';
import { PunchRequestInbox } from '../punch-request/PunchRequests';
import { LocalRangePicker } from '../../shell/LocalDatePicker';
import { APPROVAL_PATH, APPROVAL_PERMISSION, useApproveSearch, type Decision } from './api';
import { ApproveDetailDrawer } from './ApproveDetailDrawer';
import { BulkResultsModal } from './BulkResultsModal';
import { DecisionModal, type DecisionTarget } from './DecisionModal';
import { leaveLength, leavePeriod } from './leave-text';

/**
 * employment-management/approval/{id}: the id is the approver's own (SPEC section 2), so the menu
 * entry without one, or a link with someone else's, lands on the caller's own page, keeping its
 * query (a notice of a new request opens it there with ?view=).
 */
export default function ApprovalPage() {
  const { id } = useParams();
  const { search } = useLocation();
  const { to } = useLang();
  const can = useCan();
  const profile = useProfile();
  if (!profile.data) return <FullPageSpin />;
  if (!can(APPROVAL_PERMISSION)) return <Forbidden />;
  if (id !== profile.data.id) return <Navigate replace to={`${to(`${APPROVAL_PATH}/${profile.data.id}`)}${search}`} />;
  return <ApprovalInbox />;
}

/**
 * The one approval inbox (issue 17): a tab per request type with how many wait for the caller at
 * a step that is theirs; leave keeps its list with its filters, the other types list what waits. The tab is in the address (?tab=overtime, ?tab=onSite), so a notice's link opens it.
 */
function ApprovalInbox() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const counts = useApprovalCounts();
  const asked = params.get('tab');
  const tab = asked === 'overtime' || asked === 'onSite' || asked === 'punchCorrection' ? asked : 'leave';
  const label = (text: string, n: number | undefined, key: string) => (
    <Space size={6}><span>{text}</span><Badge count={n ?? 0} showZero={false} overflowCount={999} data-testid={`tab-count-${key}`} /></Space>
  );
  return (
    <Card title={t('menu:employment-management/approval')} data-testid="approval-page" extra={<DelegateSetting />}>
      <AccessibleTabs activeKey={tab} destroyOnHidden data-testid="approval-tabs"
        onChange={(k) => setParams((p) => { if (k === 'leave') p.delete('tab'); else p.set('tab', k); p.delete('view'); return p; }, { replace: true })}
        items={[
          { key: 'leave', label: label(t('approval:type.leave'), counts.data?.leave, 'leave'), children: <ApprovalList /> },
          { key: 'overtime', label: label(t('approval:type.overtime'), counts.data?.overtime, 'overtime'), children: <TeamOvertimeList source="inbox" /> },
          { key: 'onSite', label: label(t('approval:type.onSite'), counts.data?.onSite, 'onSite'), children: <OnSiteInbox /> },
          { key: 'punchCorrection', label: label(t('approval:type.punchCorrection'), counts.data?.punchCorrection, 'punchCorrection'), children: <PunchRequestInbox /> },
        ]} />
    </Card>
  );
}

/** The requests of the approver's team: filters, paging, row and bulk decisions, the detail drawer (?view=). */
function ApprovalList() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const types = useRefOptions('leaveType');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<LeaveStatusValue | undefined>('pending');
  const [leaveTypeId, setLeaveTypeId] = useState<string | undefined>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<Map<string, LeaveListed>>(new Map());
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const [results, setResults] = useState<{ list: BulkDecisionResult[]; labels: Map<string, string> } | null>(null);
  const list = useApproveSearch({
    page, pageSize, ...(status ? { status } : {}), ...(leaveTypeId ? { leaveTypeId } : {}), ...(keyword ? { keyword } : {}),
    ...(period?.[0] ? { dateFrom: period[0].format('YYYY-MM-DD') } : {}), ...(period?.[1] ? { dateTo: period[1].format('YYYY-MM-DD') } : {}),
  });
  const [viewing, view] = useViewParam();
  const filter = (apply: () => void) => { apply(); setPage(1); setSelected(new Map()); };
  const decide = (ids: string[], decision: Decision) => setTarget({ ids, decision });
  const labelOf = (r: LeaveListed) => `${r.employee.employeeCode} ${r.employee.name} · ${r.leaveType.name} · ${leavePeriod(r, lang)}`;
  const onBulk = (list: BulkDecisionResult[]) => {
    setResults({ list, labels: new Map([...selected.values()].map((r) => [r.id, labelOf(r)])) });
    setSelected((s) => new Map([...s].filter(([id]) => !list.some((r) => r.id === id && r.ok))));
  };

  const columns: TableProps<LeaveListed>['columns'] = [
    {
      key: 'employee', title: t('leaveAdmin:col.employee'), width: 220, render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{`${r.employee.employeeCode} ${r.employee.name}`}</Typography.Text>
          <Typography.Text type="secondary">{r.employee.department ?? ''}</Typography.Text>
        </Space>
      ),
    },
    { key: 'type', title: t('labels:leaveTypeId'), width: 130, render: (_: unknown, r) => r.leaveType.name },
    {
      // When it was filed sits under the dates: the approver reads both together, and the list fits 1440 px.
      key: 'period', title: t('leaveAdmin:col.period'), width: 200, render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <span data-testid="row-period">{leavePeriod(r, lang)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('leaveAdmin:filedOn', { date: formatDate(r.createdAt, lang, DATE_FORMATS.dateTime) })}</Typography.Text>
        </Space>
      ),
    },
    { key: 'days', title: t('leaveAdmin:col.days'), width: 130, render: (_: unknown, r) => leaveLength(r, lang, t) },
    { key: 'reason', title: t('leaveAdmin:col.reason'), ellipsis: true, render: (_: unknown, r) => r.reason || '—' },
    { key: 'status', title: t('leaveAdmin:col.status'), width: tagColumnWidth(t('leaveAdmin:col.status'), leaveStatusOptions(t).map((o) => o.label), 110), render: (_: unknown, r) => <LeaveStatusTag status={r.status} /> },
    actionsColumn<LeaveListed>(t('leaveAdmin:col.actions'), 3, (_: unknown, r) => (
        <Space size={4}>
          <Tooltip title={t('leaveAdmin:view')}><Button type="text" icon={<EyeOutlined />} aria-label={t('leaveAdmin:view')} onClick={() => view(r.id)} data-testid={`view-${r.id}`} /></Tooltip>
          {r.status === 'pending' && (
            <>
              <Tooltip title={t('leaveAdmin:approve')}><Button type="text" icon={<CheckOutlined />} aria-label={t('leaveAdmin:approve')} onClick={() => decide([r.id], 'approve')} data-testid={`approve-${r.id}`} /></Tooltip>
              <Tooltip title={t('leaveAdmin:reject')}><Button type="text" danger icon={<CloseOutlined />} aria-label={t('leaveAdmin:reject')} onClick={() => decide([r.id], 'reject')} data-testid={`reject-${r.id}`} /></Tooltip>
            </>
          )}
        </Space>
      )),
  ];
  const filtered = !!(keyword || leaveTypeId || period || status !== 'pending');
  const ids = [...selected.keys()];
  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('leaveAdmin:searchEmployee')} aria-label={t('leaveAdmin:searchEmployee')} style={{ maxWidth: 300 }} data-testid="search"
          onSearch={(v) => filter(() => setKeyword(v.trim()))} />
        <Select allowClear placeholder={t('leaveAdmin:allStatuses')} aria-label={t('leaveAdmin:col.status')} style={{ width: 170 }} value={status} data-testid="status-filter"
          onChange={(v) => filter(() => setStatus(v))} options={leaveStatusOptions(t)} />
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('leaveAdmin:allTypes')} aria-label={t('labels:leaveTypeId')} style={{ minWidth: 200 }}
          value={leaveTypeId} loading={types.loading} options={types.options} data-testid="type-filter" onChange={(v) => filter(() => setLeaveTypeId(v))} />
        <LocalRangePicker value={period} allowEmpty={[true, true]} placeholder={[t('labels:dateFrom'), t('labels:dateTo')]} data-testid="period-filter"
          onChange={(v) => filter(() => setPeriod(v && (v[0] || v[1]) ? [v[0], v[1]] : null))} />
      </Flex>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }} data-testid="bulk-bar">
        <Typography.Text type="secondary" data-testid="selected-count">{t('leaveAdmin:selected', { count: ids.length })}</Typography.Text>
        <Button type="primary" icon={<CheckOutlined />} disabled={!ids.length} onClick={() => decide(ids, 'approve')} data-testid="bulk-approve">{t('leaveAdmin:approveSelected')}</Button>
        <Button danger icon={<CloseOutlined />} disabled={!ids.length} onClick={() => decide(ids, 'reject')} data-testid="bulk-reject">{t('leaveAdmin:rejectSelected')}</Button>
        {ids.length > 0 && <Button type="link" onClick={() => setSelected(new Map())}>{t('leaveAdmin:clearSelection')}</Button>}
      </Flex>
      {/* The reason takes what is left (40 px at least): at 1440 px the list fits, and no status hides under the fixed actions. */}
      <Table<LeaveListed> rowKey="id" size="middle" columns={columns} dataSource={list.data?.items} loading={list.isFetching}
        scroll={{ x: scrollWidth(columns, true, 40) }} data-testid="approval-table"
        locale={{ emptyText: filtered ? t('leaveAdmin:noMatch') : t('leaveAdmin:nothingToApprove') }}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: ids,
          getCheckboxProps: (r) => ({ disabled: r.status !== 'pending', 'aria-label': labelOf(r) } as object),
          onChange: (_k, rows) => setSelected(new Map(rows.filter(Boolean).map((r) => [r.id, r]))),
        }}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
      <ApproveDetailDrawer id={viewing} onClose={() => view(null)} onDecide={(id, decision) => decide([id], decision)} />
      <DecisionModal target={target} onClose={() => setTarget(null)} onBulkResults={onBulk} onDecided={() => { if (viewing) view(null); }} />
      <BulkResultsModal results={results?.list ?? null} labels={results?.labels ?? new Map()} onClose={() => setResults(null)} />
    </>
  );
}
