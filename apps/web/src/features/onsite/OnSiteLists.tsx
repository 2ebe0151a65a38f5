import { useState } from 'react';
import { Button, Flex, Segmented, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useViewParam } from '../../lib/use-view-param';
import type { BulkDecisionResult } from '@hr/domain/leave/views';
import type { OnSiteListed } from '@hr/domain/onsite/schemas';
import { BulkResultsModal } from '../leave-approval/BulkResultsModal';
import { DecisionModal, type DecisionTarget } from '../leave-approval/DecisionModal';
import { useApprovalInbox, useDecideRequests } from '../overtime/api';
import { useOnSiteList, type OnSiteList } from './api';
import { OnSiteDrawer } from './OnSiteDrawer';
import { OnSiteFormModal } from './OnSiteFormModal';
import { OnSiteTable } from './OnSiteTable';

/**
 * The employee's on-site work (the attendance page's third tab): the requests they work in and
 * those they filed, a button to file one (for themselves, or a supervisor for their team), each
 * request's drawer (?view=).
 */
export function MyOnSite() {
  const { t } = useTranslation();
  const [list, setList] = useState<Extract<OnSiteList, 'mine' | 'filed'>>('mine');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [form, setForm] = useState<{ editing: OnSiteListed | null } | null>(null);
  const q = useOnSiteList(list, { page, pageSize });
  const [viewing, view] = useViewParam();
  return (
    <>
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Segmented value={list} onChange={(v) => { setList(v as 'mine' | 'filed'); setPage(1); }} data-testid="onsite-list-switch"
          options={[{ value: 'mine', label: t('onsite:list.mine') }, { value: 'filed', label: t('onsite:list.filed') }]} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="onsite-new">{t('onsite:request')}</Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('onsite:selfHint')}</Typography.Paragraph>
      <OnSiteTable items={q.data?.items} loading={q.isFetching} total={q.data?.total ?? 0} page={page} pageSize={pageSize}
        onPage={(p, s) => { setPage(p); setPageSize(s); }} onView={view} emptyText={t('onsite:noneYet')} />
      <OnSiteDrawer id={viewing} onClose={() => view(null)} onEdit={(r) => { view(null); setForm({ editing: r }); }} />
      <OnSiteFormModal open={!!form} editing={form?.editing ?? null} onClose={() => setForm(null)} />
    </>
  );
}

/** The approval inbox's on-site tab: what waits for the caller, with row and bulk decisions and the drawer. */
export function OnSiteInbox() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<Map<string, OnSiteListed>>(new Map());
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const [results, setResults] = useState<{ list: BulkDecisionResult[]; labels: Map<string, string> } | null>(null);
  const q = useApprovalInbox<OnSiteListed>('onSite', page, pageSize);
  const decide = useDecideRequests('onSite');
  const [viewing, view] = useViewParam();
  const ids = [...selected.keys()];
  const onBulk = (list: BulkDecisionResult[]) => {
    setResults({ list, labels: new Map([...selected.values()].map((r) => [r.id, `${r.requester.employeeCode} ${r.requester.name} · ${r.dateFrom}`])) });
    setSelected((s) => new Map([...s].filter(([id]) => !list.some((r) => r.id === id && r.ok))));
  };
  return (
    <>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('leaveAdmin:selected', { count: ids.length })}</Typography.Text>
        <Button type="primary" icon={<CheckOutlined />} disabled={!ids.length} onClick={() => setTarget({ ids, decision: 'approve' })} data-testid="onsite-bulk-approve">{t('leaveAdmin:approveSelected')}</Button>
        <Button danger icon={<CloseOutlined />} disabled={!ids.length} onClick={() => setTarget({ ids, decision: 'reject' })}>{t('leaveAdmin:rejectSelected')}</Button>
      </Flex>
      <OnSiteTable items={q.data?.items} loading={q.isFetching} total={q.data?.total ?? 0} page={page} pageSize={pageSize} onPage={(p, s) => { setPage(p); setPageSize(s); }}
        onView={view} emptyText={t('onsite:nothingToApprove')}
        team={{ selected: ids, onSelect: (rows) => setSelected(new Map(rows.map((r) => [r.id, r]))), onDecide: (x, decision) => setTarget({ ids: x, decision }) }} />
      <OnSiteDrawer id={viewing} onClose={() => view(null)} onDecide={(id, decision) => setTarget({ ids: [id], decision })} />
      <DecisionModal target={target} words="onsite" via={{ decide: (v) => decide.mutateAsync(v), pending: decide.isPending }}
        onClose={() => setTarget(null)} onBulkResults={onBulk} onDecided={() => { if (viewing) view(null); }} />
      <BulkResultsModal results={results?.list ?? null} labels={results?.labels ?? new Map()} onClose={() => setResults(null)} />
    </>
  );
}
