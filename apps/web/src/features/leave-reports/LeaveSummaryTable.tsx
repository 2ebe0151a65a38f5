import { useState } from 'react';
import { Button, Flex, Input, Pagination, Select, Table, Typography, type TableProps } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LeaveMonthly, LeaveSummaryPage, LeaveSummaryRow, LeaveSummarySort, LeaveSummaryType } from '@hr/domain/leave/report';
import { api, downloadFile } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { useCan, useLang } from '../../lib/hooks';
import { useCompanyDepartments } from '../../lib/use-dropdown';
import { RefFilter } from '../employee-list/list-parts';
import { sumDays } from './chart-scale';
import { LeaveMonthlyChart } from './LeaveMonthlyChart';
import { Days, sortFromTable, sortState, thisYear, yearLabel, YearSelect } from './report-parts';

type Filters = { companyId?: string; departmentId?: string; leaveTypeId?: string };
/** A table row: one employee, their figures by leave type. */
type Row = { key: string; employee: LeaveSummaryRow['employee']; byType: Map<string, LeaveSummaryType>; used: number };
const FIGURES = ['entitlement', 'adjusted', 'used', 'pending', 'remaining'] as const;
type Figure = (typeof FIGURES)[number];
/** What a type's column group shows at first: the days taken and what is left. */
const DEFAULT_FIGURES: Figure[] = ['used', 'remaining'];
type Column = NonNullable<TableProps<Row>['columns']>[number];

/**
 * The leave summary of a year (report/leave for HR, report/leave/under for a team): one row per
 * employee with a column group per leave type of the report (the figures the reader picks; days
 * used and remaining at first), filtered, sorted, paged by employee, with the totals of everyone
 * the filters match, an Excel export of the same shape, and above it the chart of the days taken
 * by type and month (report/leave/monthly, with the same filters).
 *
 * The rows come from the spec's call as it answers (an employee with a list of types): the pivot
 * is the page's, so the call keeps its shape for whoever else reads it.
 */
export function LeaveSummaryTable({ search, monthly, excel, fileName, showCompany, record }: {
  search: string; monthly: string; excel: string; fileName: string; showCompany: boolean;
  /** Where an employee's record opens (the page and the permission it needs), when the reader may open it. */
  record?: { path: string; permission: string };
}) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const can = useCan();
  const canOpen = !!record && can(record.permission);
  const [year, setYear] = useState(thisYear);
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<{ field: LeaveSummarySort; order: 'asc' | 'desc' }>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [figures, setFigures] = useState<Figure[]>(DEFAULT_FIGURES);
  const departments = useCompanyDepartments(filters.companyId, true);
  const set = (patch: Partial<Filters>) => { setFilters((f) => ({ ...f, ...patch })); setPage(1); };
  const filterBody = { year, ...(keyword ? { keyword } : {}), ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) };
  const body = { ...filterBody, ...(sort ?? {}) };
  const list = useQuery({
    queryKey: ['leave-summary', search, page, pageSize, body, lang],
    queryFn: () => api.post<LeaveSummaryPage>(search, { page, pageSize, ...body }),
    placeholderData: keepPreviousData,
  });
  // The chart counts everyone the filters match: paging and sorting the table leave it as it is.
  const months = useQuery({
    queryKey: ['leave-monthly', monthly, filterBody, lang],
    queryFn: () => api.post<LeaveMonthly>(monthly, filterBody),
    placeholderData: keepPreviousData,
  });
  const exportExcel = useMutation({ mutationFn: () => downloadFile(excel, body, `${fileName}-${year}.xlsx`) });

  const rows: Row[] = (list.data?.items ?? []).map((r) => ({
    key: r.employee.id, employee: r.employee, byType: new Map(r.types.map((x) => [x.leaveTypeId, x])), used: sumDays(r.types.map((x) => x.used)),
  }));
  // The report's types (every active one, or the one filtered), in its order: the same column groups on every page.
  const types = list.data?.totals ?? [];
  const shown = FIGURES.filter((f) => figures.includes(f));
  const notFor = t('leaveReport:col.notForEmployee');
  const figureCell = (r: Row, type: { leaveTypeId: string; code: string }, f: Figure) => {
    const x = r.byType.get(type.leaveTypeId);
    if (!x) return null;
    // Not 0: the type is not this employee's at all (maternity leave for a man).
    if (x.basis === 'notForEmployee') return <Typography.Text type="secondary" title={notFor} aria-label={notFor} data-testid={`${type.code}-${f}`}>—</Typography.Text>;
    return <span data-testid={`${type.code}-${f}`}><Days value={x[f]} lang={lang} warn={f === 'remaining'} /></span>;
  };
  const typeGroups: Column[] = types.map((type) => ({
    key: type.leaveTypeId, title: type.name, align: 'center', onHeaderCell: () => ({ 'data-testid': `type-${type.code}` }) as React.HTMLAttributes<HTMLElement>,
    children: shown.map((f): Column => ({ key: `${type.leaveTypeId}/${f}`, title: t(`leaveReport:col.${f}`), align: 'right', width: 96, render: (_, r) => figureCell(r, type, f) })),
  }));
  const columns: Column[] = [
    { key: 'employeeCode', title: fieldLabel(t, 'employeeCode'), width: 110, fixed: 'start', ...sortState(sort, 'employeeCode'), render: (_, r) => r.employee.employeeCode },
    {
      key: 'name', title: t('leaveReport:col.name'), width: 200, fixed: 'start', ...sortState(sort, 'name'),
      render: (_, r) => (canOpen ? <Typography.Link href={`#${to(`${record!.path}/${r.employee.id}`)}`}>{r.employee.name}</Typography.Link> : r.employee.name),
    },
    ...(showCompany ? [{ key: 'company', title: fieldLabel(t, 'company'), width: 90, render: (_: unknown, r: Row) => r.employee.company }] : []),
    { key: 'department', title: fieldLabel(t, 'department'), width: 180, ...sortState(sort, 'department'), render: (_, r) => r.employee.department ?? '—' },
    { key: 'used', title: t('leaveReport:col.totalUsed'), width: 100, align: 'right', ...sortState(sort, 'used'), render: (_, r) => <span data-testid="total-used"><Days value={r.used} lang={lang} /></span> },
    ...typeGroups,
  ];
  // The columns before the type groups: the totals' label spans the two fixed ones.
  const lead = showCompany ? 5 : 4;
  const filtered = keyword || Object.values(filters).some(Boolean);

  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 16 }} align="center">
        <YearSelect value={year} onChange={(y) => { setYear(y); setPage(1); }} lang={lang} />
        <Input.Search allowClear placeholder={t('leaveReport:filter.keyword')} style={{ maxWidth: 280 }} data-testid="search" aria-label={t('leaveReport:filter.keyword')}
          onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
        {showCompany && <RefFilter module="company" label={fieldLabel(t, 'company')} value={filters.companyId} onChange={(v) => set({ companyId: v, departmentId: undefined })} />}
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={fieldLabel(t, 'department')} aria-label={fieldLabel(t, 'department')} style={{ minWidth: 200 }}
          value={filters.departmentId} onChange={(v?: string) => set({ departmentId: v })} loading={departments.loading} options={departments.options} data-testid="filter-department" />
        <RefFilter module="leaveType" label={t('leaveReport:col.leaveType')} value={filters.leaveTypeId} onChange={(v) => set({ leaveTypeId: v })} />
        <Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} onClick={() => exportExcel.mutate()} data-testid="export" style={{ marginInlineStart: 'auto' }}>
          {t('masters:ui.export')}
        </Button>
      </Flex>
      <LeaveMonthlyChart data={months.data} loading={months.isFetching} year={year} />
      <Flex gap={16} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" style={{ flex: '1 1 480px' }}>{t('leaveReport:summary.hint', { year: yearLabel(year, lang) })}</Typography.Text>
        <Flex gap={8} align="center">
          <Typography.Text id="leave-figures-label">{t('leaveReport:filter.figures')}</Typography.Text>
          <Select<Figure[]> mode="multiple" value={shown} style={{ minWidth: 240 }} aria-labelledby="leave-figures-label" data-testid="figures"
            // At least one figure: a type's group is never left empty.
            onChange={(v) => { if (v.length) setFigures(v); }}
            options={FIGURES.map((f) => ({ value: f, label: t(`leaveReport:col.${f}`) }))} />
        </Flex>
      </Flex>
      <Table<Row> rowKey="key" size="small" bordered columns={columns} dataSource={rows} loading={list.isFetching} data-testid="leave-summary-table"
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ 'data-testid': `row-${r.employee.employeeCode}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: filtered ? t('masters:ui.noMatch') : t('leaveReport:summary.empty') }}
        onChange={(_p, _f, s, extra) => { if (extra.action === 'sort') { setSort(sortFromTable<LeaveSummarySort>(s)); setPage(1); } }}
        // The pager is outside the table, under it as before: the server pages by employee.
        pagination={false}
        summary={() => (types.length && rows.length ? (
          <Table.Summary>
            <Table.Summary.Row data-testid="totals">
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>{t('leaveReport:summary.totals', { count: list.data?.total ?? 0 })}</Typography.Text>
              </Table.Summary.Cell>
              {Array.from({ length: lead - 3 }, (_, i) => <Table.Summary.Cell key={i} index={2 + i} />)}
              <Table.Summary.Cell index={lead - 1} align="right">
                <Typography.Text strong data-testid="total-used"><Days value={sumDays(types.map((x) => x.used))} lang={lang} /></Typography.Text>
              </Table.Summary.Cell>
              {types.flatMap((x, i) => shown.map((f, j) => (
                <Table.Summary.Cell key={`${x.leaveTypeId}/${f}`} index={lead + i * shown.length + j} align="right">
                  <Typography.Text strong data-testid={`total-${x.code}-${f}`}><Days value={x[f]} lang={lang} warn={f === 'remaining'} /></Typography.Text>
                </Table.Summary.Cell>
              )))}
            </Table.Summary.Row>
          </Table.Summary>
        ) : null)} />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pagination current={page} pageSize={pageSize} total={list.data?.total ?? 0} showSizeChanger showTotal={(n) => t('leaveReport:summary.employees', { count: n })}
          onChange={(p, s) => { setPage(p); setPageSize(s); }} data-testid="leave-summary-pager" />
      </Flex>
    </>
  );
}
