import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, Grid, Row, Skeleton, Table, Typography, type TableProps } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LeaveSelfRequest } from '@hr/domain/leave/report';
import type { LeavePage, LeaveStatusValue } from '@hr/domain/leave/views';
import { api, downloadFile } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { useCan, useLang } from '../../lib/hooks';
import { LeaveStatusTag } from '../../lib/leave-status';
import { RefFilter } from '../employee-list/list-parts';
import Forbidden from '../../shell/Forbidden';
import { Days, LeaveStatusFilter, thisYear, yearLabel, YearSelect } from './report-parts';

const PERMISSION = 'report.self-leave-report';
type Basis = 'fullYear' | 'proRated' | 'notEmployed' | 'awaitingOneYear';
type TypeBalance = {
  leaveTypeId: string; code: string; name: string; unpaid: boolean; basis: Basis; months: number; countsFrom: string;
  entitlement: number; adjusted: number; used: number; pending: number; remaining: number;
};
type Summary = { year: number; asOf: string; joiningDate: string | null; types: TypeBalance[] };
const FIGURES = ['entitlement', 'adjusted', 'used', 'pending'] as const;

/** One leave type's figures of the year as a card: what is left, large; how it comes about, below. */
function TypeCard({ x }: { x: TypeBalance }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Card size="small" title={x.name} data-testid={`self-type-${x.code}`} extra={x.unpaid ? <Typography.Text type="secondary">{t('leaveReport:self.unpaid')}</Typography.Text> : null}>
      <Typography.Text type="secondary">{t('leaveReport:col.remaining')}</Typography.Text>
      <div style={{ fontSize: 26, fontWeight: 600 }} data-testid={`self-remaining-${x.code}`}><Days value={x.remaining} lang={lang} warn /></div>
      <Flex gap={12} wrap>
        {FIGURES.map((f) => (
          <span key={f}><Typography.Text type="secondary">{t(`leaveReport:col.${f}`)}: </Typography.Text><Days value={x[f]} lang={lang} /></span>
        ))}
      </Flex>
      {x.basis !== 'fullYear' && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
          {t(`leaveReport:basis.${x.basis}`, { months: x.months, date: formatDate(x.countsFrom, lang) })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/**
 * SPEC section 2 report/self-leave-report: the caller's own leave of a year — per type what it
 * gives, HR's adjustments, used, pending and remaining — and the requests of that year, with an
 * Excel export of both. Laid out for a phone too.
 */
export default function SelfLeaveReportPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const can = useCan();
  const phone = !Grid.useBreakpoint().md;
  const [year, setYear] = useState(thisYear);
  const [status, setStatus] = useState<LeaveStatusValue>();
  const [leaveTypeId, setLeaveTypeId] = useState<string>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const allowed = can(PERMISSION);
  const summary = useQuery({
    queryKey: ['self-leave-summary', year, lang],
    queryFn: () => api.post<Summary>('/1.0/search/report/leave/self', { year }),
    enabled: allowed,
  });
  const details = useQuery({
    queryKey: ['self-leave-details', year, status, leaveTypeId, page, pageSize, lang],
    queryFn: () => api.post<LeavePage<LeaveSelfRequest>>('/1.0/search/report/leave/self/details',
      { year, page, pageSize, ...(status ? { status } : {}), ...(leaveTypeId ? { leaveTypeId } : {}) }),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const exportExcel = useMutation({ mutationFn: () => downloadFile('/1.0/excel/report/leave/self', { year }, `my-leave-${year}.xlsx`) });
  if (!allowed) return <Forbidden />;

  const columns: TableProps<LeaveSelfRequest>['columns'] = [
    { key: 'leaveType', title: t('leaveReport:col.leaveType'), render: (_, r) => r.leaveType.name },
    { key: 'dates', title: t('leaveReport:col.dates'), render: (_, r) => (r.dateFrom === r.dateTo ? formatDate(r.dateFrom, lang) : `${formatDate(r.dateFrom, lang)} – ${formatDate(r.dateTo, lang)}`) },
    { key: 'duration', dataIndex: 'duration', title: t('leaveReport:col.duration'), responsive: ['md'], render: (v: string) => t(`choices:leaveDuration.${v}`) },
    { key: 'days', dataIndex: 'days', title: t('leaveReport:col.days'), align: 'right', width: 80, render: (v: number) => <Days value={v} lang={lang} /> },
    { key: 'daysInYear', dataIndex: 'daysInYear', title: t('leaveReport:col.daysInYear', { year: yearLabel(year, lang) }), align: 'right', responsive: ['lg'], width: 120, render: (v: number) => <Days value={v} lang={lang} /> },
    { key: 'status', dataIndex: 'status', title: t('leaveReport:col.status'), width: 110, render: (v: LeaveStatusValue) => <LeaveStatusTag status={v} /> },
    { key: 'reason', dataIndex: 'reason', title: t('leaveReport:col.reason'), responsive: ['lg'], ellipsis: true, render: (v: string | null) => v ?? '—' },
    { key: 'approver', title: t('leaveReport:col.approver'), responsive: ['md'], render: (_, r) => r.approver?.name ?? '—' },
  ];
  return (
    <Card title={t('menu:report/self-leave-report')} styles={phone ? { body: { padding: 12 } } : undefined}
      extra={<Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} onClick={() => exportExcel.mutate()} data-testid="export"
        aria-label={t('masters:ui.export')}>{phone ? null : t('masters:ui.export')}</Button>}>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Typography.Text>{t('leaveReport:filter.year')}</Typography.Text>
        <YearSelect value={year} onChange={(y) => { setYear(y); setPage(1); }} lang={lang} />
        {summary.data && <Typography.Text type="secondary" data-testid="self-as-of">{t('leaveReport:self.asOf', { date: formatDate(summary.data.asOf, lang) })}</Typography.Text>}
      </Flex>
      {summary.isLoading ? <Skeleton active /> : summary.data?.types.length ? (
        <Row gutter={[12, 12]} style={{ marginBottom: 24 }}>
          {summary.data.types.map((x) => <Col key={x.leaveTypeId} xs={24} sm={12} lg={8} xl={6}><TypeCard x={x} /></Col>)}
        </Row>
      ) : <Empty description={t('leaveReport:self.noTypes')} style={{ marginBottom: 24 }} />}
      <Typography.Title level={5}>{t('leaveReport:self.requests')}</Typography.Title>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <LeaveStatusFilter value={status} onChange={(v) => { setStatus(v); setPage(1); }} />
        <RefFilter module="leaveType" label={t('leaveReport:col.leaveType')} value={leaveTypeId} onChange={(v) => { setLeaveTypeId(v); setPage(1); }} />
      </Flex>
      <Table<LeaveSelfRequest> rowKey="id" size="small" columns={columns} dataSource={details.data?.items} loading={details.isFetching} data-testid="self-requests-table"
        locale={{ emptyText: status || leaveTypeId ? t('masters:ui.noMatch') : t('leaveReport:self.empty', { year: yearLabel(year, lang) }) }}
        pagination={{ current: page, pageSize, total: details.data?.total ?? 0, showSizeChanger: !phone, simple: phone, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
    </Card>
  );
}
