import { useState } from 'react';
import { Input, Modal, Table, Tag, Tooltip } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import type { EmployeeOption, EmployeePage } from './api';

type Props = { open: boolean; companyId?: string; chosen: Set<string>; onAdd: (people: EmployeeOption[]) => void; onClose: () => void };

/** Picks employees of the outing's company for its name list: search by ID or name, tick across pages, add. */
export function EmployeePicker({ open, companyId, chosen, onAdd, onClose }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [picked, setPicked] = useState<Map<string, EmployeeOption>>(new Map());
  const q = useQuery({
    queryKey: ['companyOuting', 'employees', companyId, keyword, page, pageSize],
    queryFn: () => api.post<EmployeePage>('/1.0/search/companyOuting/employees', { companyId, page, pageSize, ...(keyword ? { keyword } : {}) }),
    enabled: open && !!companyId,
    placeholderData: keepPreviousData,
  });
  const close = () => { setPicked(new Map()); setKeyword(''); setPage(1); onClose(); };
  return (
    <Modal open={open} width={860} title={t('outing:ui.pickerTitle')} onCancel={close} destroyOnHidden data-testid="employee-picker"
      okText={t('outing:ui.pickerAdd', { count: picked.size })} cancelText={t('outing:ui.close')} okButtonProps={{ disabled: !picked.size, id: 'picker-add' }}
      onOk={() => { onAdd([...picked.values()]); close(); }}>
      <Input.Search allowClear placeholder={t('outing:ui.pickerSearch')} aria-label={t('outing:ui.pickerSearch')} style={{ maxWidth: 320, marginBottom: 12 }} data-testid="picker-search"
        onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
      <Table<EmployeeOption> rowKey="id" size="small" loading={q.isFetching} dataSource={q.data?.items} data-testid="picker-table"
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: [...picked.keys(), ...chosen],
          getCheckboxProps: (r) => ({ disabled: chosen.has(r.id), 'aria-label': r.employeeCode } as object),
          onChange: (_keys, rows) => setPicked(new Map(rows.filter((r) => r && !chosen.has(r.id)).map((r) => [r.id, r]))),
        }}
        pagination={{ current: page, pageSize, total: q.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }}
        columns={[
          { key: 'code', title: t('outing:fields.employeeCode'), dataIndex: 'employeeCode', width: 130 },
          { key: 'name', title: t('outing:fields.employeeName'), dataIndex: 'name' },
          { key: 'department', title: t('outing:fields.department'), dataIndex: 'departmentLabel', render: (v: string | null) => v ?? '—' },
          {
            key: 'email', title: t('outing:fields.email'), dataIndex: 'email', render: (v: string | null, r) => (chosen.has(r.id)
              ? <Tag>{t('outing:ui.alreadyOnList')}</Tag>
              : v ?? <Tooltip title={t('outing:ui.noEmailHint')}><Tag color="orange">{t('outing:mailStatus.noEmail')}</Tag></Tooltip>),
          },
        ]} />
    </Modal>
  );
}
