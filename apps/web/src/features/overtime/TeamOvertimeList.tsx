import { useState } from 'react';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useViewParam } from '../../lib/use-view-param';
import type { Dayjs } from 'dayjs';
import type { BulkDecisionResult } from '@hr/domain/leave/views';
import type { RequestStatus } from '@hr/domain/approval/schemas';
import type { OvertimeListed } from '@hr/domain/overtime/schemas';
import { downloadFile } from '../../lib/api';
import { leaveStatusOptions } from '../../lib/leave-status';
import { LocalRangePicker } from '../../shell/LocalDatePicker';
import { BulkResultsModal } from '../leave-approval/BulkResultsModal';
import { DecisionModal, type DecisionTarget } from '../leave-approval/DecisionModal';
import { useApprovalInbox, useDecideRequests, useTeamOvertime } from './api';
import { OvertimeDrawer } from './OvertimeDrawer';
import { OvertimeTable } from './OvertimeTable';

/**
 * A team's overtime requests with row and bulk decisions and the detail drawer (?view=): the
 * overtime page lists the team's (HR: everyone's) with filters; the approval page's tab lists what
 * waits for the caller. Decisions go through the approval module, so each step's approver (or HR)
 * decides, and a bulk decision says for each request whether it went through.
 */
export function TeamOvertimeList({ source }: { source: 'team' | 'inbox' }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<RequestStatus | undefined>('pending');
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<Map<string, OvertimeListed>>(new Map());
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const [results, setResults] = useState<{ list: BulkDecisionResult[]; labels: Map<string, string> } | null>(null);
  const filters = {
    ...(status ? { status } : {}), ...(keyword ? { keyword } : {}),
    ...(period?.[0] ? { dateFrom: period[0].format('YYYY-MM-DD') } : {}), ...(period?.[1] ? { dateTo: period[1].format('YYYY-MM-DD') } : {}),
  };
  const team = useTeamOvertime({ page, pageSize, ...filters });
  const [exporting, setExporting] = useState(false);
  const inbox = useApprovalInbox<OvertimeListed>('overtime', page, pageSize);
  const list = source === 'team' ? team : inbox;
  const decide = useDecideRequests('overtime');
  const [viewing, view] = useViewParam();
  const filter = (apply: () => void) => { apply(); setPage(1); setSelected(new Map()); };
  const labelOf = (r: OvertimeListed) => `${r.employee.employeeCode} ${r.employee.name} · ${r.date} ${r.startTime}–${r.endTime}`;
  const ids = [...selected.keys()];
  const onBulk = (list: BulkDecisionResult[]) => {
    setResults({ list, labels: new Map([...selected.values()].map((r) => [r.id, labelOf(r)])) });
    setSelected((s) => new Map([...s].filter(([id]) => !list.some((r) => r.id === id && r.ok))));
  };
  const filtered = !!(keyword || period || status !== 'pending');
  return (
    <>
      {source === 'team' && (
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search allowClear placeholder={t('leaveAdmin:searchEmployee')} aria-label={t('leaveAdmin:searchEmployee')} style={{ maxWidth: 300 }} data-testid="ot-search"
            onSearch={(v) => filter(() => setKeyword(v.trim()))} />
          <Select allowClear placeholder={t('leaveAdmin:allStatuses')} aria-label={t('overtime:col.status')} style={{ width: 170 }} value={status} data-testid="ot-status-filter"
            onChange={(v) => filter(() => setStatus(v))} options={leaveStatusOptions(t)} />
          <LocalRangePicker value={period} allowEmpty={[true, true]} placeholder={[t('labels:dateFrom'), t('labels:dateTo')]} data-testid="ot-period-filter"
            onChange={(v) => filter(() => setPeriod(v && (v[0] || v[1]) ? [v[0], v[1]] : null))} />
          <Button icon={<DownloadOutlined />} loading={exporting} data-testid="ot-export" style={{ marginInlineStart: 'auto' }}
            onClick={() => { setExporting(true); void downloadFile('/1.0/excel/empOverTime', filters, 'overtime.xlsx').finally(() => setExporting(false)); }}>
            {t('overtime:export')}
          </Button>
        </Flex>
      )}
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }} data-testid="ot-bulk-bar">
        <Typography.Text type="secondary" data-testid="ot-selected-count">{t('leaveAdmin:selected', { count: ids.length })}</Typography.Text>
        <Button type="primary" icon={<CheckOutlined />} disabled={!ids.length} onClick={() => setTarget({ ids, decision: 'approve' })} data-testid="ot-bulk-approve">{t('leaveAdmin:approveSelected')}</Button>
        <Button danger icon={<CloseOutlined />} disabled={!ids.length} onClick={() => setTarget({ ids, decision: 'reject' })} data-testid="ot-bulk-reject">{t('leaveAdmin:rejectSelected')}</Button>
        {ids.length > 0 && <Button type="link" onClick={() => setSelected(new Map())}>{t('leaveAdmin:clearSelection')}</Button>}
      </Flex>
      <OvertimeTable items={list.data?.items} loading={list.isFetching} total={list.data?.total ?? 0} page={page} pageSize={pageSize}
        onPage={(p, s) => { setPage(p); setPageSize(s); }} onView={view}
        emptyText={source === 'inbox' || !filtered ? t('overtime:nothingToApprove') : t('leaveAdmin:noMatch')}
        team={{ selected: ids, onSelect: (rows) => setSelected(new Map(rows.map((r) => [r.id, r]))), onDecide: (x, decision) => setTarget({ ids: x, decision }) }} />
      <OvertimeDrawer id={viewing} onClose={() => view(null)} onDecide={(id, decision) => setTarget({ ids: [id], decision })} />
      <DecisionModal target={target} words="overtime" via={{ decide: (v) => decide.mutateAsync(v), pending: decide.isPending }}
        onClose={() => setTarget(null)} onBulkResults={onBulk} onDecided={() => { if (viewing) view(null); }} />
      <BulkResultsModal results={results?.list ?? null} labels={results?.labels ?? new Map()} onClose={() => setResults(null)} />
    </>
  );
}
