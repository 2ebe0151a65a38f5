import { useState } from 'react';
import { Button, Flex, Input, Modal, Table, Typography } from 'antd';
import { SearchOutlined, UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';

/** An employee as search/EmployeeModal answers them. */
export type PickedEmployee = { id: string; employeeCode: string; name: string; departmentLabel?: string | null; companyLabel?: string | null };
type EmployeePage = { items: PickedEmployee[]; total: number };

/** Finds one employee by ID or name (search/EmployeeModal), a page at a time; choosing a row picks them. */
function PickerDialog({ open, onPick, onClose }: { open: boolean; onPick: (p: PickedEmployee) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const body = { page, pageSize: 10, ...(keyword ? { keyword } : {}) };
  const q = useQuery({
    queryKey: ['warningLetter', 'employees', body],
    queryFn: () => api.post<EmployeePage>('/1.0/search/EmployeeModal', body),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const close = () => { setKeyword(''); setPage(1); onClose(); };
  return (
    <Modal open={open} width={820} title={t('warningLetter:form.pickEmployee')} onCancel={close} footer={null} destroyOnHidden data-testid="employee-picker">
      <Input.Search allowClear autoFocus placeholder={t('warningLetter:form.employeeSearch')} aria-label={t('warningLetter:form.employeeSearch')}
        style={{ maxWidth: 320, marginBottom: 12 }} data-testid="picker-search" onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
      <Table<PickedEmployee> rowKey="id" size="small" loading={q.isFetching} dataSource={q.data?.items} data-testid="picker-table"
        onRow={(r) => ({ onClick: () => { onPick(r); close(); }, style: { cursor: 'pointer' }, 'data-testid': `pick-${r.employeeCode}` } as object)}
        pagination={{ current: page, pageSize: 10, total: q.data?.total ?? 0, showSizeChanger: false, onChange: setPage,
          showTotal: (n) => t('shell:table.total', { count: n }) }}
        columns={[
          { key: 'code', title: fieldLabel(t, 'employeeCode'), dataIndex: 'employeeCode', width: 130 },
          { key: 'name', title: t('warningLetter:fields.name'), dataIndex: 'name' },
          { key: 'department', title: fieldLabel(t, 'department'), dataIndex: 'departmentLabel', render: (v: string | null) => v ?? '—' },
          { key: 'company', title: fieldLabel(t, 'companyId'), dataIndex: 'companyLabel', render: (v: string | null) => v ?? '—' },
          {
            key: 'pick', width: 100, render: (_: unknown, r) => (
              <Button size="small" onClick={(e) => { e.stopPropagation(); onPick(r); close(); }} aria-label={t('warningLetter:form.pickOne', { name: r.name })}>
                {t('warningLetter:form.pick')}
              </Button>
            ),
          },
        ]} />
    </Modal>
  );
}

/**
 * The employee of the letter: the form keeps their id; the chosen person (code, name, department)
 * is shown beside the button that opens the search. A draft's employee may still change; the
 * form then asks again for the count and the earlier letters.
 */
export function EmployeeField({ value, onChange, person, onPerson, id, disabled, ...rest }: {
  value?: string; onChange?: (v: string) => void; person: PickedEmployee | null; onPerson: (p: PickedEmployee) => void;
  id?: string; disabled?: boolean; 'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const shown = person && person.id === value ? person : null;
  return (
    <Flex gap={12} align="center" wrap data-testid={rest['data-testid']}>
      <Button id={id} icon={<SearchOutlined />} onClick={() => setOpen(true)} disabled={disabled} data-testid="employee-pick-button">
        {t(value ? 'warningLetter:form.changeEmployee' : 'warningLetter:form.pickEmployee')}
      </Button>
      {shown ? (
        <Typography.Text data-testid="employee-chosen">
          <UserOutlined /> <strong>{shown.employeeCode}</strong> {shown.name}
          {shown.departmentLabel && <Typography.Text type="secondary"> · {shown.departmentLabel}</Typography.Text>}
        </Typography.Text>
      ) : <Typography.Text type="secondary">{t('warningLetter:form.noEmployee')}</Typography.Text>}
      <PickerDialog open={open} onClose={() => setOpen(false)} onPick={(p) => { onPerson(p); onChange?.(p.id); }} />
    </Flex>
  );
}
