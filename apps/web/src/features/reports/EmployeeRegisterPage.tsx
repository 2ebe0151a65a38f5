import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Flex, Input, Select, Table, Tag, Tooltip, type TableProps } from 'antd';
import { EyeOutlined, FileExcelOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { HR_SCOPE_ID, type Lang } from '@hr/domain';
import {
  REGISTER_COLUMN_NAMES, isSensitiveColumn, registerColumn, serviceParts,
  type EmployeeRegister, type EmployeeRegisterPage as RegisterPage, type EmployeeRegisterRow, type RegisterColumn,
} from '@hr/domain/employee/register';
import { api, downloadFile } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { useCan, useLang, useProfile } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import { useChoices } from '../../lib/use-config';
import { useCompanyDepartments, useRefOptions } from '../../lib/use-dropdown';
import { LocalRangePicker } from '../../shell/LocalDatePicker';
import { ActiveFilter, StatusTag } from '../employee-list/list-parts';
import { RegisterColumnPicker, storeColumns, storedColumns } from './RegisterColumnPicker';

type Filters = Pick<EmployeeRegister, 'keyword' | 'companyId' | 'departmentId' | 'employmentStatus' | 'active' | 'joinedFrom' | 'joinedTo'>;
type Sort = { sort: RegisterColumn; order: 'asc' | 'desc' } | undefined;
const RECORD = 'employment-management.all-employee';

/** A cell as the register writes it: dates in the reader's calendar, years of service as years and months, choices by their label. */
function cell(t: TFunction, lang: Lang, c: RegisterColumn, v: EmployeeRegisterRow[RegisterColumn]): ReactNode {
  if (v === null || v === undefined || v === '') return '—';
  const spec = registerColumn(c);
  switch (spec.kind) {
    case 'date': return <span className="hr-figure">{formatDate(String(v), lang)}</span>;
    case 'years': return t('employeeReport:service', serviceParts(Number(v)));
    case 'integer': return formatNumber(Number(v), lang);
    case 'boolean': return <Tag color={v ? 'blue' : 'default'}>{t(v ? 'masters:common.active' : 'masters:common.inactive')}</Tag>;
    case 'choice': return c === 'employmentStatus' ? <StatusTag status={String(v)} /> : t(`choices:${spec.choices}.${String(v)}`);
    default: return String(v);
  }
}

/**
 * report/all-employee-report (issue 18 point 3): the employee register. HR picks the columns and
 * their order (remembered per user in this browser), filters by company, department, employment
 * status, active and joining dates or searches by id and name; the server sorts and pages; the
 * Excel file has exactly the chosen columns in the chosen order. Personal columns are offered only
 * to a reader of the whole record (HR). A row opens the employee's record for those who may.
 */
export default function EmployeeRegisterPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const can = useCan();
  const userId = useProfile().data?.id;
  const allowed = REGISTER_COLUMN_NAMES.filter((c) => can(HR_SCOPE_ID) || !isSensitiveColumn(c));
  const [picked, setPicked] = useState<RegisterColumn[] | null>(null);
  const columns = picked ?? storedColumns(userId, allowed);

  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<Sort>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const filter = (patch: Partial<Filters>) => { setFilters((f) => ({ ...f, ...patch })); setPage(1); };
  // A column taken out of the register no longer sorts it.
  const choose = (next: RegisterColumn[]) => { setPicked(next); storeColumns(userId, next); if (sort && !next.includes(sort.sort)) setSort(undefined); };
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)));
  const body = { columns, ...set, ...(sort ?? {}) };
  const list = useQuery({
    queryKey: ['employee-register', body, page, pageSize, lang],
    queryFn: () => api.post<RegisterPage>('/1.0/search/report/employee', { ...body, page, pageSize }),
    placeholderData: keepPreviousData,
    // The remembered columns and whether personal ones are allowed come with the profile.
    enabled: !!userId,
  });
  const exportExcel = useMutation({ mutationFn: () => downloadFile('/1.0/excel/report/employee', body, 'employee-register.xlsx') });

  const companies = useRefOptions('company');
  const departments = useCompanyDepartments(filters.companyId, true);
  const statuses = useChoices('employmentStatus');
  const mayOpen = can(RECORD);
  const open = (r: EmployeeRegisterRow) => navigate(to(`/employment-management/all-employee/${r.id}`));
  const nameOf = (r: EmployeeRegisterRow) => String(r[lang === 'th' ? 'nameTh' : 'nameEn'] ?? r.nameEn ?? r.nameTh ?? r.employeeCode ?? '');

  const tableColumns: TableProps<EmployeeRegisterRow>['columns'] = [
    ...columns.map((c) => ({
      key: c, dataIndex: c, title: t(registerColumn(c).header),
      align: (['integer', 'years'].includes(registerColumn(c).kind) ? 'right' : undefined) as 'right' | undefined,
      ...(registerColumn(c).sortable ? { sorter: true, sortOrder: sort?.sort === c ? (sort.order === 'asc' ? 'ascend' as const : 'descend' as const) : null } : {}),
      render: (v: EmployeeRegisterRow[RegisterColumn]) => cell(t, lang, c, v),
    })),
    ...(mayOpen ? [{
      key: 'actions', title: t('masters:ui.actions'), width: 120, fixed: 'right' as const, render: (_: unknown, r: EmployeeRegisterRow) => (
        <Tooltip title={t('employee:record.view')}>
          <Button type="text" icon={<EyeOutlined />} aria-label={t('employeeReport:openRecord', { name: nameOf(r) })} data-testid={`open-${r.id}`}
            onClick={(e) => { e.stopPropagation(); open(r); }} />
        </Tooltip>
      ),
    }] : []),
  ];
  const filtered = Object.keys(set).length > 0;
  return (
    <Card title={t('menu:report/all-employee-report')} data-testid="employee-register-page"
      extra={<Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} onClick={() => exportExcel.mutate()} data-testid="export">{t('masters:ui.export')}</Button>}>
      <Flex vertical gap={16}>
        <Flex gap={12} wrap align="center">
          <Input.Search allowClear placeholder={t('employeeReport:search')} aria-label={t('employeeReport:search')} style={{ maxWidth: 280 }} data-testid="search"
            onSearch={(v) => filter({ keyword: v.trim() || undefined })} />
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('employeeReport:allCompanies')} aria-label={fieldLabel(t, 'companyId')} style={{ minWidth: 200 }}
            value={filters.companyId} loading={companies.loading} options={companies.options} data-testid="company-filter"
            onChange={(v?: string) => filter({ companyId: v, departmentId: undefined })} />
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('employeeReport:allDepartments')} aria-label={fieldLabel(t, 'departmentId')} style={{ minWidth: 200 }}
            value={filters.departmentId} loading={departments.loading} options={departments.options} data-testid="department-filter"
            onChange={(v?: string) => filter({ departmentId: v })} />
          <Select mode="multiple" allowClear placeholder={t('employeeReport:allStatuses')} aria-label={fieldLabel(t, 'employmentStatus')} style={{ minWidth: 220 }}
            value={filters.employmentStatus ?? []} options={statuses.options} data-testid="status-filter" maxTagCount="responsive"
            onChange={(v: Filters['employmentStatus']) => filter({ employmentStatus: v?.length ? v : undefined })} />
          <ActiveFilter value={filters.active} onChange={(v) => filter({ active: v })} />
          <LocalRangePicker allowEmpty={[true, true]} aria-label={t('employeeReport:joinedBetween')} data-testid="joined-filter"
            placeholder={[fieldLabel(t, 'joinedFrom'), fieldLabel(t, 'joinedTo')]} value={[filters.joinedFrom ? dayjs(filters.joinedFrom) : null, filters.joinedTo ? dayjs(filters.joinedTo) : null]}
            onChange={(v) => filter({ joinedFrom: v?.[0]?.format('YYYY-MM-DD'), joinedTo: v?.[1]?.format('YYYY-MM-DD') })} />
          <span style={{ marginInlineStart: 'auto' }}><RegisterColumnPicker chosen={columns} allowed={allowed} onChange={choose} /></span>
        </Flex>
        {columns.some(isSensitiveColumn) && <Alert type="info" showIcon title={t('employeeReport:personalHint')} data-testid="personal-hint" />}
        <Table<EmployeeRegisterRow> rowKey="id" size="middle" columns={tableColumns} dataSource={list.data?.items} loading={list.isFetching || list.isPending}
          scroll={{ x: 'max-content' }} data-testid="register-table"
          locale={{ emptyText: filtered ? t('employeeReport:noMatch') : t('employeeReport:empty') }}
          onRow={(r) => ({ onClick: mayOpen ? () => open(r) : undefined, style: mayOpen ? { cursor: 'pointer' } : undefined, 'data-testid': `row-${r.id}` } as HTMLAttributes<HTMLElement>)}
          onChange={(_p, _f, sorted) => {
            const one = Array.isArray(sorted) ? sorted[0] : sorted;
            setSort(one?.order ? { sort: String(one.columnKey) as RegisterColumn, order: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
          }}
          pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
            onChange: (p, size) => { setPage(p); setPageSize(size); } }} />
      </Flex>
    </Card>
  );
}
