import { useState, type HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Empty, Flex, Select, Table, Typography, type TableProps } from 'antd';
import { FileTextOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { SalaryPeriodStatus, SalaryPeriodView } from '@hr/domain/payroll/period';
import { formatDate } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { formatMoney, formatNumber } from '../../lib/numbers';
import { useRefOptions } from '../../lib/use-dropdown';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { api } from '../../lib/api';
import { periodPaths, useSalaryPeriods, type PeriodFilters } from './period-api';
import { FileCheckModal, type FileCheck } from './PeriodFiles';
import { OpeningImportModal } from './OpeningImportModal';
import { channelText, monthText, PeriodStatusTag, staffKindText, statusOptions } from './period-parts';

/**
 * payroll/salary-period (issue 19 point 3): the salary periods, newest month first, filtered by
 * company, year and state; a row opens its period, where it is computed, closed, sent to
 * accounting and marked paid.
 */
export default function SalaryPeriodListPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const companies = useRefOptions('company');
  const [filters, setFilters] = useState<PeriodFilters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const list = useSalaryPeriods({ ...filters, page, pageSize });
  const filter = (change: PeriodFilters) => { setFilters((f) => ({ ...f, ...change })); setPage(1); };
  const open = (p: SalaryPeriodView) => navigate(to(periodPaths.view(p.id)));
  const money = (n: number) => formatMoney(n, lang);
  const filtered = Object.values(filters).some((v) => v !== undefined);
  // The yearly PND 1 Kor of the company and year filtered (issue 20 point 7): checked, then downloaded.
  const korBody = { companyId: filters.companyId, year: filters.year };
  const [opening, setOpening] = useState(false);
  const kor = useMutation({ mutationFn: () => api.post<FileCheck>('/1.0/download/pnd1Kor', { ...korBody, check: true }) });

  const columns: TableProps<SalaryPeriodView>['columns'] = [
    { key: 'month', title: t('payroll:period.col.month'), width: 160, render: (_: unknown, p) => (
      <Flex vertical gap={0}>
        <Typography.Link strong onClick={(e) => { e.stopPropagation(); open(p); }} data-testid="period-month">{monthText(p.month, lang)}</Typography.Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${formatDate(p.periodStart, lang)} – ${formatDate(p.periodEnd, lang)}`}</Typography.Text>
      </Flex>
    ) },
    { key: 'company', title: fieldLabel(t, 'companyId'), ellipsis: true, render: (_: unknown, p) => p.companyName },
    { key: 'staffKind', title: fieldLabel(t, 'staffKind'), width: 130, render: (_: unknown, p) => staffKindText(t, p.staffKind) },
    { key: 'channel', title: fieldLabel(t, 'paymentChannel'), width: 170, render: (_: unknown, p) => channelText(t, p.paymentChannel) },
    { key: 'status', title: fieldLabel(t, 'status'), width: 210, render: (_: unknown, p) => <PeriodStatusTag status={p.status} /> },
    { key: 'employees', title: t('payroll:period.col.employees'), width: 100, align: 'right',
      render: (_: unknown, p) => <span data-testid="period-employees">{formatNumber(p.employeeCount, lang)}</span> },
    { key: 'net', title: t('payroll:period.col.netTotal'), width: 150, align: 'right', render: (_: unknown, p) => <span data-testid="period-net">{money(p.netTotal)}</span> },
  ];

  return (
    <Card title={t('menu:payroll/salary-period')} data-testid="salary-period-list-page"
      extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to(periodPaths.add))} data-testid="add-period">{t('payroll:period.add')}</Button>}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: 280 }} loading={companies.loading} options={companies.options}
          placeholder={t('payroll:period.filters.allCompanies')} aria-label={fieldLabel(t, 'companyId')} data-testid="filter-company"
          value={filters.companyId} onChange={(v?: string) => filter({ companyId: v })} />
        <LocalDatePicker picker="year" style={{ width: 140 }} placeholder={t('payroll:period.filters.anyYear')} aria-label={fieldLabel(t, 'year')} data-testid="filter-year"
          value={filters.year ? dayjs(`${filters.year}-01-01`) : null} format="YYYY"
          onChange={(v) => filter({ year: v && !Array.isArray(v) ? v.year() : undefined })} />
        <Select allowClear style={{ width: 260 }} options={statusOptions(t)} placeholder={t('payroll:period.filters.allStatuses')} aria-label={fieldLabel(t, 'status')}
          data-testid="filter-status" value={filters.status} onChange={(v?: SalaryPeriodStatus) => filter({ status: v })} />
        <Button icon={<FileTextOutlined />} disabled={!filters.companyId || !filters.year} loading={kor.isPending} onClick={() => kor.mutate()}
          title={!filters.companyId || !filters.year ? t('payrollFiles:korHint') : undefined} data-testid="pnd1Kor">
          {t('payrollFiles:kind.pnd1Kor')}
        </Button>
        <Button icon={<ImportOutlined />} disabled={!filters.companyId || !filters.year} onClick={() => setOpening(true)}
          title={!filters.companyId || !filters.year ? t('payrollItems:opening.hint') : undefined} data-testid="opening-open">
          {t('payrollItems:opening.open')}
        </Button>
      </Flex>
      {filters.companyId && filters.year && (
        <OpeningImportModal companyId={filters.companyId} year={filters.year} open={opening} onClose={() => setOpening(false)} />
      )}
      {kor.data && <FileCheckModal kind="pnd1Kor" path="/1.0/download/pnd1Kor" body={korBody} check={kor.data} onClose={() => kor.reset()} />}
      {list.isError && !list.data ? <Alert type="error" showIcon title={t('common:error.generic')} /> : (
        <Table<SalaryPeriodView> rowKey="id" size="middle" data-testid="period-table" columns={columns} dataSource={list.data?.items} loading={list.isFetching}
          scroll={{ x: 1040 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'payroll:period.noMatch' : 'payroll:period.empty')} /> }}
          onRow={(p) => ({ onClick: () => open(p), style: { cursor: 'pointer' }, 'data-testid': `period-row-${p.id}` } as HTMLAttributes<HTMLElement>)}
          pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100],
            showTotal: (n) => t('payroll:period.count', { count: n }),
            onChange: (p, size) => { setPage(size !== pageSize ? 1 : p); setPageSize(size); } }} />
      )}
    </Card>
  );
}
