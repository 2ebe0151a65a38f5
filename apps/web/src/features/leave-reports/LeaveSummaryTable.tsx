import { useState } from 'react';
import { Button, Flex, Input, Pagination, Select, Table, Typography, type TableProps } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LeaveSummaryPage, LeaveSummaryRow, LeaveSummarySort, LeaveSummaryType } from '@hr/domain/leave/report';
import { api, downloadFile } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { useCan, useLang } from '../../lib/hooks';
import { useCompanyDepartments } from '../../lib/use-dropdown';
import { RefFilter } from '../employee-list/list-parts';
import { Days, sortFromTable, sortState, thisYear, yearLabel, YearSelect } from './report-parts';

type Filters = { companyId?: string; departmentId?: string; leaveTypeId?: string };
/** A table row: one leave type of one employee; the employee's cells span their types. */
type Row = LeaveSummaryType & { key: string; employee: LeaveSummaryRow['employee']; span: number };
const FIGURES = ['entitlement', 'adjusted', 'used', 'pending', 'remaining'] as const;

/**
 * The leave summary of a year (report/leave for HR, report/leave/under for a team): employees
 * with entitlement, adjustments, used, pending and remaining per leave type, filtered, sorted,
 * paged by employee, with the totals of everyone the filters match and an Excel export.
 */
export function LeaveSummaryTable({ search, excel, fileName, showCompany, record }: {
  search: string; excel: string; fileName: string; showCompany: boolean;
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
  const departments = useCompanyDepartments(filters.companyId, true);
  const set = (patch: Partial<Filters>) => { setFilters((f) => ({ ...f, ...patch })); setPage(1); };
  const body = { year, ...(keyword ? { keyword } : {}), ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), ...(sort ?? {}) };
  const list = useQuery({
    queryKey: ['leave-summary', search, page, pageSize, body, lang],
    queryFn: () => api.post<LeaveSummaryPage>(search, { page, pageSize, ...body }),
    placeholderData: keepPreviousData,
  });
  const exportExcel = useMutation({ mutationFn: () => downloadFile(excel, body, `${fileName}-${year}.xlsx`) });

  const rows: Row[] = (list.data?.items ?? []).flatMap((r) => r.types.map((x, i) => ({ ...x, key: `${r.employee.id}/${x.leaveTypeId}`, employee: r.employee, span: i === 0 ? r.types.length : 0 })));
  const spanned = { onCell: (r: Row) => ({ rowSpan: r.span }) };
  const figure = (f: (typeof FIGURES)[number]): NonNullable<TableProps<Row>['columns']>[number] => ({
    key: f, dataIndex: f, title: t(`leaveReport:col.${f}`), align: 'right', width: 110, ...(f === 'used' ? sortState(sort, 'used') : {}),
    render: (v: number) => <Days value={v} lang={lang} warn={f === 'remaining'} />,
  });
  const columns: TableProps<Row>['columns'] = [
    { key: 'employeeCode', title: fieldLabel(t, 'employeeCode'), width: 110, ...spanned, ...sortState(sort, 'employeeCode'), render: (_, r) => r.employee.employeeCode },
    {
      key: 'name', title: t('leaveReport:col.name'), ...spanned, ...sortState(sort, 'name'),
      render: (_, r) => (canOpen ? <Typography.Link href={`#${to(`${record!.path}/${r.employee.id}`)}`}>{r.employee.name}</Typography.Link> : r.employee.name),
    },
    ...(showCompany ? [{ key: 'company', title: fieldLabel(t, 'company'), width: 90, ...spanned, render: (_: unknown, r: Row) => r.employee.company }] : []),
    { key: 'department', title: fieldLabel(t, 'department'), ...spanned, ...sortState(sort, 'department'), render: (_, r) => r.employee.department ?? '—' },
    { key: 'leaveType', dataIndex: 'name', title: t('leaveReport:col.leaveType') },
    ...FIGURES.map(figure),
  ];
  const lead = showCompany ? 4 : 3;
  const totals = list.data?.totals ?? [];
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
      <Typography.Paragraph type="secondary">{t('leaveReport:summary.hint', { year: yearLabel(year, lang) })}</Typography.Paragraph>
      <Table<Row> rowKey="key" size="small" bordered columns={columns} dataSource={rows} loading={list.isFetching} data-testid="leave-summary-table"
        scroll={{ x: 1000 }}
        locale={{ emptyText: filtered ? t('masters:ui.noMatch') : t('leaveReport:summary.empty') }}
        onChange={(_p, _f, s, extra) => { if (extra.action === 'sort') { setSort(sortFromTable<LeaveSummarySort>(s)); setPage(1); } }}
        // Pages count employees while the table has a line per leave type: the pager is outside (antd
        // would otherwise cut the lines of one page down to pageSize).
        pagination={false}
        summary={() => (totals.length && rows.length ? (
          <Table.Summary>
            {totals.map((x, i) => (
              <Table.Summary.Row key={x.leaveTypeId} data-testid={`total-${x.code}`}>
                {i === 0 && <Table.Summary.Cell index={0} colSpan={lead} rowSpan={totals.length}>
                  <Typography.Text strong>{t('leaveReport:summary.totals', { count: list.data?.total ?? 0 })}</Typography.Text>
                </Table.Summary.Cell>}
                <Table.Summary.Cell index={lead}><Typography.Text strong>{x.name}</Typography.Text></Table.Summary.Cell>
                {FIGURES.map((f, j) => (
                  <Table.Summary.Cell key={f} index={lead + 1 + j} align="right"><Typography.Text strong><Days value={x[f]} lang={lang} warn={f === 'remaining'} /></Typography.Text></Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ))}
          </Table.Summary>
        ) : null)} />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pagination current={page} pageSize={pageSize} total={list.data?.total ?? 0} showSizeChanger showTotal={(n) => t('leaveReport:summary.employees', { count: n })}
          onChange={(p, s) => { setPage(p); setPageSize(s); }} data-testid="leave-summary-pager" />
      </Flex>
    </>
  );
}

