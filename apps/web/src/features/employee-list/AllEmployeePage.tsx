import { Button, Card, Flex, Input, Table, Tag, Tooltip, type TableProps } from 'antd';
import { EyeOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, downloadFile } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { formatDate } from '../../lib/dates';
import { useCan, useLang } from '../../lib/hooks';
import Forbidden from '../../shell/Forbidden';
import { StatusFilter, ActiveFilter, NameCell, RefFilter, sorterOf, sortOfChange, StatusTag, useListSearch } from './list-parts';

type Listed = {
  id: string; employeeCode: string; title: string | null; firstNameEn: string; lastNameEn: string; firstNameTh: string; lastNameTh: string;
  nicknameEn: string | null; nicknameTh: string | null; companyEmail: string | null; company: string; department: string | null; position: string | null;
  supervisor: string | null; employmentStatus: string; joiningDate: string | null; active: boolean;
};
type Page = { items: Listed[]; total: number };
type Filters = { companyId?: string; departmentId?: string; positionId?: string; employmentStatus?: string; active?: boolean };

/**
 * SPEC section 2 all-employee (HR): every employee, searched by name in Thai or English, nickname or
 * employee id; filtered by company, department, position and employment status; sorted, paged and
 * exported to Excel with the same filters.
 */
export default function AllEmployeePage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const can = useCan();
  const { keyword, setKeyword, filters, set, sort, setSort, page, setPage, pageSize, setPageSize, body } = useListSearch<Filters>({});
  const list = useQuery({
    queryKey: ['employees', page, pageSize, body],
    queryFn: () => api.post<Page>('/1.0/search/employee', { page, pageSize, ...body }),
    placeholderData: keepPreviousData,
    enabled: can('employment-management.all-employee'),
  });
  const exportExcel = useMutation({ mutationFn: () => downloadFile('/1.0/excel/employee', body, 'employees.xlsx') });
  if (!can('employment-management.all-employee')) return <Forbidden />;

  const thai = lang === 'th';
  const sorter = sorterOf(sort);
  const columns: TableProps<Listed>['columns'] = [
    { key: 'employeeCode', dataIndex: 'employeeCode', title: fieldLabel(t, 'employeeCode'), width: 120, ...sorter('employeeCode') },
    {
      key: 'name', title: t('employee:list.name'), ...sorter('name'),
      render: (_: unknown, r: Listed) => <NameCell row={r} thai={thai} />,
    },
    { key: 'company', dataIndex: 'company', title: fieldLabel(t, 'company'), width: 90 },
    { key: 'department', dataIndex: 'department', title: fieldLabel(t, 'department'), ...sorter('department') },
    { key: 'position', dataIndex: 'position', title: fieldLabel(t, 'position'), ...sorter('position') },
    { key: 'supervisor', dataIndex: 'supervisor', title: fieldLabel(t, 'supervisorId') },
    {
      key: 'employmentStatus', dataIndex: 'employmentStatus', title: fieldLabel(t, 'employmentStatus'),
      render: (v: string) => <StatusTag status={v} />,
    },
    { key: 'joiningDate', dataIndex: 'joiningDate', title: fieldLabel(t, 'joiningDate'), width: 130, ...sorter('joiningDate'), render: (v: string | null) => (v ? formatDate(v, lang) : '—') },
    { key: 'active', dataIndex: 'active', title: t('masters:common.status'), width: 100, render: (v: boolean) => <Tag color={v ? 'blue' : 'default'}>{t(v ? 'masters:common.active' : 'masters:common.inactive')}</Tag> },
    {
      key: 'actions', title: t('masters:ui.actions'), width: 80, render: (_: unknown, r: Listed) => (
        <Tooltip title={t('employee:record.view')}>
          <Button type="text" icon={<EyeOutlined />} aria-label={t('employee:record.view')} data-testid={`view-${r.employeeCode}`}
            onClick={() => navigate(to(`/employment-management/all-employee/${r.id}`))} />
        </Tooltip>
      ),
    },
  ];
  const filtered = keyword || Object.values(filters).some((v) => v !== undefined);
  return (
    <Card title={t('menu:employment-management/all-employee')}
      extra={<Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} onClick={() => exportExcel.mutate()} data-testid="export">{t('masters:ui.export')}</Button>}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('employee:list.searchPlaceholder')} style={{ maxWidth: 320 }} data-testid="search" aria-label={t('fields:keyword')}
          onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
        <RefFilter module="company" label={fieldLabel(t, 'company')} value={filters.companyId} onChange={(v) => set({ companyId: v, departmentId: undefined })} />
        <RefFilter module="department" label={fieldLabel(t, 'department')} value={filters.departmentId} onChange={(v) => set({ departmentId: v })} />
        <RefFilter module="position" label={fieldLabel(t, 'position')} value={filters.positionId} onChange={(v) => set({ positionId: v })} />
        <StatusFilter value={filters.employmentStatus} onChange={(v) => set({ employmentStatus: v })} />
        <ActiveFilter value={filters.active} onChange={(v) => set({ active: v })} />
      </Flex>
      <Table<Listed> rowKey="id" size="middle" columns={columns} dataSource={list.data?.items} loading={list.isFetching} data-testid="employee-table"
        locale={{ emptyText: filtered ? t('masters:ui.noMatch') : t('employee:list.empty') }}
        onChange={(_p, _f, s) => setSort(sortOfChange(s))}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
    </Card>
  );
}
