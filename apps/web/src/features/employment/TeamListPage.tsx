import { Alert, Button, Card, Flex, Input, Table, Tooltip, Typography, type TableProps } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { formatDate } from '../../lib/dates';
import { useCan, useLang } from '../../lib/hooks';
import Forbidden from '../../shell/Forbidden';
import { StatusFilter, ActiveFilter, NameCell, RefFilter, sorterOf, sortOfChange, StatusTag, type NamedRow, useListSearch } from '../employee-list/list-parts';

const PERMISSION = 'employment-management.view-employee-info';

type Listed = NamedRow & {
  id: string; employeeCode: string; department: string | null; position: string | null; supervisor: string | null; employmentStatus: string; joiningDate: string | null;
};
type Page = { items: Listed[]; total: number };
type Filters = { departmentId?: string; positionId?: string; employmentStatus?: string; active?: boolean };

/**
 * SPEC section 2 view-employee-info: a supervisor's team — everyone who reports to them directly
 * or through the supervisors under them — searched, filtered, sorted and paged; a row opens the
 * subordinate's record with the sections a supervisor may read. Those who have left are hidden
 * until the status filter is cleared.
 */
export default function TeamListPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const can = useCan();
  const { keyword, setKeyword, filters, set, sort, setSort, page, setPage, pageSize, setPageSize, body } = useListSearch<Filters>({ active: true });
  const list = useQuery({
    queryKey: ['team', page, pageSize, body, lang],
    queryFn: () => api.post<Page>('/1.0/search/employee/subordinates', { page, pageSize, ...body }),
    placeholderData: keepPreviousData,
    enabled: can(PERMISSION),
  });
  if (!can(PERMISSION)) return <Forbidden />;

  const thai = lang === 'th';
  const sorter = sorterOf(sort);
  const open = (r: Listed) => navigate(to(`/employment-management/view-employee-info/${r.id}`));
  const columns: TableProps<Listed>['columns'] = [
    { key: 'employeeCode', dataIndex: 'employeeCode', title: fieldLabel(t, 'employeeCode'), width: 120, ...sorter('employeeCode') },
    { key: 'name', title: t('employee:list.name'), ...sorter('name'), render: (_: unknown, r: Listed) => <NameCell row={r} thai={thai} /> },
    { key: 'department', dataIndex: 'department', title: fieldLabel(t, 'department'), ...sorter('department') },
    { key: 'position', dataIndex: 'position', title: fieldLabel(t, 'position'), ...sorter('position') },
    { key: 'supervisor', dataIndex: 'supervisor', title: fieldLabel(t, 'supervisorId'), render: (v: string | null) => v ?? '—' },
    { key: 'employmentStatus', dataIndex: 'employmentStatus', title: fieldLabel(t, 'employmentStatus'), render: (v: string) => <StatusTag status={v} /> },
    { key: 'joiningDate', dataIndex: 'joiningDate', title: fieldLabel(t, 'joiningDate'), width: 130, ...sorter('joiningDate'), render: (v: string | null) => (v ? formatDate(v, lang) : '—') },
    {
      key: 'actions', title: t('masters:ui.actions'), width: 80, render: (_: unknown, r: Listed) => (
        <Tooltip title={t('employee:record.view')}>
          <Button type="text" icon={<EyeOutlined />} aria-label={t('employee:record.view')} data-testid={`view-${r.employeeCode}`} onClick={() => open(r)} />
        </Tooltip>
      ),
    },
  ];
  const filtered = keyword || filters.departmentId || filters.positionId || filters.employmentStatus;
  return (
    <Card title={t('menu:employment-management/view-employee-info')} data-testid="team-page">
      <Typography.Paragraph type="secondary">{t('employment:team.intro')}</Typography.Paragraph>
      {can('employment-management.all-employee') && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} data-testid="hr-hint"
          title={<>{t('employment:team.hrHint')} <Link to={to('/employment-management/all-employee')}>{t('menu:employment-management/all-employee')}</Link></>} />
      )}
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('employee:list.searchPlaceholder')} style={{ maxWidth: 320 }} data-testid="search" aria-label={t('fields:keyword')}
          onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
        <RefFilter module="department" label={fieldLabel(t, 'department')} value={filters.departmentId} onChange={(v) => set({ departmentId: v })} />
        <RefFilter module="position" label={fieldLabel(t, 'position')} value={filters.positionId} onChange={(v) => set({ positionId: v })} />
        <StatusFilter value={filters.employmentStatus} onChange={(v) => set({ employmentStatus: v })} />
        <ActiveFilter value={filters.active} onChange={(v) => set({ active: v })} />
      </Flex>
      <Table<Listed> rowKey="id" size="middle" columns={columns} dataSource={list.data?.items} loading={list.isFetching} data-testid="team-table"
        onRow={(r) => ({ onDoubleClick: () => open(r) })}
        locale={{ emptyText: filtered ? t('masters:ui.noMatch') : t('employment:team.empty') }}
        onChange={(_p, _f, s) => setSort(sortOfChange(s))}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
    </Card>
  );
}
