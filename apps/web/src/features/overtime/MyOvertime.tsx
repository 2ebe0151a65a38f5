import { useState } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useViewParam } from '../../lib/use-view-param';
import type { RequestStatus } from '@hr/domain/approval/schemas';
import type { OvertimeListed } from '@hr/domain/overtime/schemas';
import { leaveStatusOptions } from '../../lib/leave-status';
import { useOwnOvertime } from './api';
import { OvertimeDrawer } from './OvertimeDrawer';
import { OvertimeFormModal } from './OvertimeFormModal';
import { OvertimeTable } from './OvertimeTable';

/**
 * The employee's own overtime (the attendance page's second tab): request overtime for a date and
 * a time range, see each request's multipliers and where it stands in its chain, edit it until a
 * step has decided, cancel it while pending.
 */
export function MyOvertime() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RequestStatus | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [form, setForm] = useState<{ editing: OvertimeListed | null } | null>(null);
  const list = useOwnOvertime({ page, pageSize, ...(status ? { status } : {}) });
  const [viewing, view] = useViewParam();
  return (
    <>
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Select allowClear placeholder={t('leaveAdmin:allStatuses')} aria-label={t('overtime:col.status')} style={{ width: 170 }} value={status} data-testid="my-ot-status"
          onChange={(v) => { setStatus(v); setPage(1); }} options={leaveStatusOptions(t)} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="ot-new">{t('overtime:request')}</Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('overtime:selfHint')}</Typography.Paragraph>
      <OvertimeTable items={list.data?.items} loading={list.isFetching} total={list.data?.total ?? 0} page={page} pageSize={pageSize}
        onPage={(p, s) => { setPage(p); setPageSize(s); }} onView={view} emptyText={t('overtime:noneYet')} />
      <OvertimeDrawer id={viewing} onClose={() => view(null)} onEdit={(r) => { view(null); setForm({ editing: r }); }} />
      <OvertimeFormModal open={!!form} editing={form?.editing ?? null} onClose={() => setForm(null)} />
    </>
  );
}
