import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EmployeeOption } from './api';
import { EmployeePicker } from './EmployeePicker';

type Props = {
  /** Injected by Form.Item: the chosen employee ids. */
  value?: string[];
  onChange?: (ids: string[]) => void;
  companyId?: string;
  /** What the table shows of each chosen person (filled from the picker and the saved list). */
  people: Map<string, EmployeeOption>;
  onPeople: (add: EmployeeOption[]) => void;
  disabled?: boolean;
};

/** The form's name list: who goes, with an Add employees picker of the outing's company and remove buttons. */
export function NameListEditor({ value, onChange, companyId, people, onPeople, disabled }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const ids = useMemo(() => value ?? [], [value]);
  const chosen = useMemo(() => new Set(ids), [ids]);
  const rows = ids.map((id) => people.get(id) ?? { id, employeeCode: '…', name: '…', nameEn: '', nameTh: '', departmentLabel: null, email: null });
  const remove = (gone: string[]) => { onChange?.(ids.filter((id) => !gone.includes(id))); setSelected([]); };
  return (
    <div data-testid="name-list-editor">
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        <Button icon={<UserAddOutlined />} disabled={disabled || !companyId} onClick={() => setOpen(true)} data-testid="add-employees">{t('outing:ui.addEmployees')}</Button>
        <Button icon={<DeleteOutlined />} danger disabled={disabled || !selected.length} onClick={() => remove(selected)} data-testid="remove-selected">
          {t('outing:ui.removeSelected', { count: selected.length })}
        </Button>
        <Typography.Text type="secondary" data-testid="people-count">{t('outing:ui.peopleCount', { count: ids.length })}</Typography.Text>
      </Flex>
      {!companyId && <Alert type="info" showIcon title={t('outing:ui.chooseCompanyFirst')} style={{ marginBottom: 12 }} />}
      <Table<EmployeeOption> rowKey="id" size="small" dataSource={rows} data-testid="name-list-table"
        locale={{ emptyText: t('outing:ui.nameListEmpty') }}
        rowSelection={disabled ? undefined : { selectedRowKeys: selected, onChange: (k) => setSelected(k as string[]) }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (n) => t('shell:table.total', { count: n }) }}
        columns={[
          { key: 'code', title: t('outing:fields.employeeCode'), dataIndex: 'employeeCode', width: 130 },
          { key: 'name', title: t('outing:fields.employeeName'), dataIndex: 'name' },
          { key: 'department', title: t('outing:fields.department'), dataIndex: 'departmentLabel', render: (v: string | null) => v ?? '—' },
          { key: 'email', title: t('outing:fields.email'), dataIndex: 'email', render: (v: string | null) => v ?? <Tag color="orange">{t('outing:mailStatus.noEmail')}</Tag> },
          {
            key: 'remove', width: 60, title: '', render: (_: unknown, r) => (
              <Button type="text" danger icon={<DeleteOutlined />} disabled={disabled} aria-label={t('outing:ui.removeEmployee')} onClick={() => remove([r.id])} />
            ),
          },
        ]} />
      <EmployeePicker open={open} companyId={companyId} chosen={chosen} onClose={() => setOpen(false)}
        onAdd={(add) => { onPeople(add); onChange?.([...ids, ...add.map((p) => p.id).filter((id) => !chosen.has(id))]); }} />
    </div>
  );
}
