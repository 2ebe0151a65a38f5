import { useState } from 'react';
import { Flex, Input, Modal, Select, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useCompanyDepartments } from '../../lib/use-dropdown';
import { useCompanyModal } from './api';

export type PickedEmployee = { id: string; employeeCode: string; name: string; departmentLabel?: string | null; companyLabel?: string | null };
type EmployeePage = { items: PickedEmployee[]; total: number; page: number; pageSize: number };

type Props = { open: boolean; chosen: Set<string>; onAdd: (people: PickedEmployee[]) => void; onClose: () => void };

/** Picks named people for the audience (search/EmployeeModal): by ID or name, narrowed by company and department, ticked across pages. */
export function EmployeeModalPicker({ open, chosen, onAdd, onClose }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [companyId, setCompanyId] = useState<string | undefined>();
  const [departmentId, setDepartmentId] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [picked, setPicked] = useState<Map<string, PickedEmployee>>(new Map());
  const companies = useCompanyModal();
  const departments = useCompanyDepartments(companyId, true);
  const body = { page, pageSize, ...(keyword ? { keyword } : {}), ...(companyId ? { companyId } : {}), ...(departmentId ? { departmentId } : {}) };
  const q = useQuery({
    queryKey: ['announcement', 'employees', body],
    queryFn: () => api.post<EmployeePage>('/1.0/search/EmployeeModal', body),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const close = () => { setPicked(new Map()); setKeyword(''); setPage(1); onClose(); };
  return (
    <Modal open={open} width={900} title={t('announcement:audience.pickerTitle')} onCancel={close} destroyOnHidden data-testid="employee-picker"
      okText={t('announcement:audience.pickerAdd', { count: picked.size })} cancelText={t('announcement:ui.close')}
      okButtonProps={{ disabled: !picked.size, 'data-testid': 'picker-add' } as { disabled: boolean }}
      onOk={() => { onAdd([...picked.values()]); close(); }}>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={t('announcement:audience.pickerSearch')} aria-label={t('announcement:audience.pickerSearch')} style={{ maxWidth: 280 }}
          data-testid="picker-search" onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ minWidth: 200 }} placeholder={t('announcement:audience.allCompanies')}
          aria-label={t('announcement:fields.companyIds')} value={companyId} loading={companies.isLoading}
          options={companies.data?.map((c) => ({ value: c.id, label: c.label }))} data-testid="picker-company"
          onChange={(v) => { setCompanyId(v); setDepartmentId(undefined); setPage(1); }} />
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ minWidth: 200 }} placeholder={t('announcement:audience.allDepartments')}
          aria-label={t('announcement:fields.departmentIds')} value={departmentId} loading={departments.loading} options={departments.options}
          data-testid="picker-department" onChange={(v) => { setDepartmentId(v); setPage(1); }} />
      </Flex>
      <Table<PickedEmployee> rowKey="id" size="small" loading={q.isFetching} dataSource={q.data?.items} data-testid="picker-table"
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: [...picked.keys(), ...chosen],
          getCheckboxProps: (r) => ({ disabled: chosen.has(r.id), 'aria-label': t('announcement:audience.pick', { name: r.name }) } as object),
          onChange: (_keys, rows) => setPicked(new Map(rows.filter((r) => r && !chosen.has(r.id)).map((r) => [r.id, r]))),
        }}
        pagination={{ current: page, pageSize, total: q.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }}
        columns={[
          { key: 'code', title: t('announcement:receipts.employeeCode'), dataIndex: 'employeeCode', width: 130 },
          { key: 'name', title: t('announcement:receipts.name'), dataIndex: 'name' },
          { key: 'department', title: t('announcement:receipts.department'), dataIndex: 'departmentLabel', render: (v: string | null) => v ?? '—' },
          { key: 'company', title: t('announcement:receipts.company'), dataIndex: 'companyLabel', render: (v: string | null) => v ?? '—' },
        ]} />
    </Modal>
  );
}
