import { Button, Card, Flex, Input, Select, Table, Tooltip, type TableProps } from 'antd';
import { ClockCircleOutlined, EditOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, downloadFile } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { formatDate } from '../../lib/dates';
import { useCan, useLang } from '../../lib/hooks';
import { useCompanyDepartments } from '../../lib/use-dropdown';
import Forbidden from '../../shell/Forbidden';
import { WorkingTimeModal } from '../schedule/WorkingTimeModal';
import { StatusFilter, NameCell, RefFilter, sorterOf, sortOfChange, StatusTag, type NamedRow, useListSearch } from '../employee-list/list-parts';

const PERMISSION = 'employment-management.employee-working-management';

type Listed = NamedRow & {
  id: string; employeeCode: string; company: string; department: string | null; position: string | null; supervisor: string | null;
  employmentStatus: string; employmentType: string | null; workingTimeType: string; workingTime: string | null; joiningDate: string | null;
};
type Page = { items: Listed[]; total: number };
type Filters = { companyId?: string; departmentId?: string; positionId?: string; employmentStatus?: string; employmentTypeId?: string; workingTimeType?: string };

/**
 * SPEC section 2 employee-working-management (HR): employees with their employment data —
 * company, department, position, status, employment type, working time, joining date and
 * supervisor — searched, filtered, sorted, paged and exported; each row opens its edit page.
 */
export default function EmploymentListPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const can = useCan();
  const { keyword, setKeyword, filters, set, sort, setSort, page, setPage, pageSize, setPageSize, body } = useListSearch<Filters>({});
  const departments = useCompanyDepartments(filters.companyId, true);
  const list = useQuery({
    queryKey: ['employment-list', page, pageSize, body, lang],
    queryFn: () => api.post<Page>('/1.0/search/employee/employment', { page, pageSize, ...body }),
    placeholderData: keepPreviousData,
    enabled: can(PERMISSION),
  });
  // The working time changed on its own, from the next day (update/employeeWorkingHour).
  const [timeOf, setTimeOf] = useState<{ id: string; name: string; workingTimeType: string } | null>(null);
  const exportExcel = useMutation({ mutationFn: () => downloadFile('/1.0/excel/employee/employment', body, 'employment.xlsx') });
  if (!can(PERMISSION)) return <Forbidden />;

  const thai = lang === 'th';
  const sorter = sorterOf(sort);
  const edit = (r: Listed) => navigate(to(`/employment-management/employee-working-management/edit?id=${r.id}`));
  const columns: TableProps<Listed>['columns'] = [
    { key: 'employeeCode', dataIndex: 'employeeCode', title: fieldLabel(t, 'employeeCode'), width: 110, ...sorter('employeeCode') },
    { key: 'name', title: t('employee:list.name'), ...sorter('name'), render: (_: unknown, r: Listed) => <NameCell row={r} thai={thai} /> },
    { key: 'company', dataIndex: 'company', title: fieldLabel(t, 'company'), width: 70 },
    { key: 'department', dataIndex: 'department', title: fieldLabel(t, 'department'), ...sorter('department') },
    { key: 'position', dataIndex: 'position', title: fieldLabel(t, 'position'), ...sorter('position') },
    { key: 'employmentStatus', dataIndex: 'employmentStatus', title: fieldLabel(t, 'employmentStatus'), render: (v: string) => <StatusTag status={v} /> },
    { key: 'employmentType', dataIndex: 'employmentType', title: fieldLabel(t, 'employmentType'), render: (v: string | null) => v ?? '—' },
    {
      key: 'workingTime', title: fieldLabel(t, 'workingTimeType'),
      render: (_: unknown, r: Listed) => (
        <span>{t(`employee:add.workingTimeType.${r.workingTimeType}`)}{r.workingTime ? <><br /><small style={{ opacity: 0.65 }}>{r.workingTime}</small></> : null}</span>
      ),
    },
    { key: 'joiningDate', dataIndex: 'joiningDate', title: fieldLabel(t, 'joiningDate'), width: 130, ...sorter('joiningDate'), render: (v: string | null) => (v ? formatDate(v, lang) : '—') },
    { key: 'supervisor', dataIndex: 'supervisor', title: fieldLabel(t, 'supervisorId'), render: (v: string | null) => v ?? '—' },
    {
      key: 'actions', title: t('masters:ui.actions'), width: 100, render: (_: unknown, r: Listed) => (
        <Flex>
          <Tooltip title={t('employment:list.edit')}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('employment:list.edit')} data-testid={`edit-${r.employeeCode}`} onClick={() => edit(r)} />
          </Tooltip>
          <Tooltip title={t('schedule:hours.change')}>
            <Button type="text" icon={<ClockCircleOutlined />} aria-label={t('schedule:hours.change')} data-testid={`working-time-${r.employeeCode}`}
              onClick={() => setTimeOf({ id: r.id, name: `${r.employeeCode} ${thai ? `${r.firstNameTh} ${r.lastNameTh}` : `${r.firstNameEn} ${r.lastNameEn}`}`, workingTimeType: r.workingTimeType })} />
          </Tooltip>
        </Flex>
      ),
    },
  ];
  const filtered = keyword || Object.values(filters).some((v) => v !== undefined);
  return (
    <Card title={t('menu:employment-management/employee-working-management')} data-testid="employment-list-page"
      extra={<Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} onClick={() => exportExcel.mutate()} data-testid="export">{t('masters:ui.export')}</Button>}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('employee:list.searchPlaceholder')} style={{ maxWidth: 320 }} data-testid="search" aria-label={t('fields:keyword')}
          onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
        <RefFilter module="company" label={fieldLabel(t, 'company')} value={filters.companyId} onChange={(v) => set({ companyId: v, departmentId: undefined })} />
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={fieldLabel(t, 'department')} aria-label={fieldLabel(t, 'department')} style={{ minWidth: 200 }}
          value={filters.departmentId} onChange={(v?: string) => set({ departmentId: v })} loading={departments.loading} data-testid="filter-department" options={departments.options} />
        <RefFilter module="position" label={fieldLabel(t, 'position')} value={filters.positionId} onChange={(v) => set({ positionId: v })} />
        <StatusFilter value={filters.employmentStatus} onChange={(v) => set({ employmentStatus: v })} />
        <RefFilter module="employmentType" label={fieldLabel(t, 'employmentType')} value={filters.employmentTypeId} onChange={(v) => set({ employmentTypeId: v })} />
        <Select allowClear placeholder={fieldLabel(t, 'workingTimeType')} aria-label={fieldLabel(t, 'workingTimeType')} style={{ minWidth: 160 }} value={filters.workingTimeType}
          onChange={(v?: string) => set({ workingTimeType: v })} data-testid="filter-workingTimeType"
          options={(['general', 'shift'] as const).map((v) => ({ value: v, label: t(`employee:add.workingTimeType.${v}`) }))} />
      </Flex>
      <Table<Listed> rowKey="id" size="small" columns={columns} dataSource={list.data?.items} loading={list.isFetching} data-testid="employment-table"
        onRow={(r) => ({ onDoubleClick: () => edit(r) })}
        locale={{ emptyText: filtered ? t('masters:ui.noMatch') : t('employee:list.empty') }}
        onChange={(_p, _f, s) => setSort(sortOfChange(s))}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
      <WorkingTimeModal employee={timeOf} onClose={() => setTimeOf(null)} />
    </Card>
  );
}
