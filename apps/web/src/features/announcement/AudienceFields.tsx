import { useMemo, useState } from 'react';
import { Button, Checkbox, Col, Flex, Form, Row, Select, Tag, Typography } from 'antd';
import type { FormRule } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '../../lib/use-dropdown';
import { FieldItem } from '../../lib/form-controls';
import { useCompanyModal } from './api';
import { EmployeeModalPicker, type PickedEmployee } from './EmployeeModalPicker';
import type { FormField } from './form-values';

/** The named people: tags with a remove cross, and a picker to add more. */
function PeopleField({ value, onChange, people, onPeople, disabled, id }: {
  value?: string[]; onChange?: (ids: string[]) => void; people: Map<string, PickedEmployee>; onPeople: (add: PickedEmployee[]) => void; disabled?: boolean; id?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ids = useMemo(() => value ?? [], [value]);
  const chosen = useMemo(() => new Set(ids), [ids]);
  return (
    <Flex vertical gap={8} data-testid="audience-employees">
      <Flex gap={8} align="center" wrap>
        <Button id={id} icon={<UserAddOutlined />} disabled={disabled} onClick={() => setOpen(true)} data-testid="audience-employees-add">{t('announcement:audience.addPeople')}</Button>
        <Typography.Text type="secondary">{t('announcement:audience.peopleCount', { count: ids.length })}</Typography.Text>
      </Flex>
      {ids.length > 0 && (
        <Flex gap={4} wrap>
          {ids.map((pid) => {
            const p = people.get(pid);
            return (
              <Tag key={pid} closable={disabled ? false : { 'aria-label': t('announcement:audience.removePerson', { name: p?.name ?? pid }) }} data-testid="audience-person"
                onClose={() => onChange?.(ids.filter((x) => x !== pid))}>
                {p ? `${p.employeeCode} ${p.name}` : '…'}
              </Tag>
            );
          })}
        </Flex>
      )}
      <EmployeeModalPicker open={open} chosen={chosen} onClose={() => setOpen(false)}
        onAdd={(add) => { onPeople(add); onChange?.([...ids, ...add.map((p) => p.id).filter((x) => !chosen.has(x))]); }} />
    </Flex>
  );
}

/**
 * Who the announcement is for: everyone, or whoever works in one of the companies or departments
 * chosen or is named. The lists stay in the form while "everyone" is ticked but are not sent.
 */
export function AudienceFields({ rules, people, onPeople }: {
  rules: (name: FormField, required?: boolean) => FormRule[]; people: Map<string, PickedEmployee>; onPeople: (add: PickedEmployee[]) => void;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const all = !!Form.useWatch('audienceAll', form);
  const companies = useCompanyModal();
  const departments = useDropdown('department');
  const companyLabel = new Map((companies.data ?? []).map((c) => [c.id, c.label]));
  // Departments of the same name exist in several companies: each is listed under its company.
  const groups = new Map<string, Array<{ value: string; label: string }>>();
  for (const d of departments.data ?? []) {
    const group = companyLabel.get(d.refs?.companyId ?? '') ?? '';
    groups.set(group, [...(groups.get(group) ?? []), { value: d.id ?? d.value, label: d.label }]);
  }
  const departmentOptions = [...groups].map(([label, options]) => (label ? { label, title: label, options } : options)).flat();
  // A chosen department keeps its company beside it: the group heading is gone once the list closes.
  const chosenLabel = new Map([...groups].flatMap(([company, options]) => options.map((o) => [o.value, company ? `${o.label} · ${company}` : o.label] as const)));
  return (
    <Row gutter={16}>
      <Col span={24}>
        <FieldItem name="audienceAll" valuePropName="checked" rules={rules('audienceAll')} extra={t('announcement:audience.hint')}>
          <Checkbox data-testid="audience-all">{t('announcement:audience.everyone')}</Checkbox>
        </FieldItem>
      </Col>
      <Col xs={24} md={12}>
        <FieldItem name="companyIds" label={t('announcement:fields.companyIds')} rules={rules('companyIds')}>
          <Select mode="multiple" allowClear disabled={all} showSearch={{ optionFilterProp: 'label' }} loading={companies.isLoading}
            options={companies.data?.map((c) => ({ value: c.id, label: c.label }))} placeholder={t('announcement:audience.chooseCompanies')}
            data-testid="audience-companies" />
        </FieldItem>
      </Col>
      <Col xs={24} md={12}>
        <FieldItem name="departmentIds" label={t('announcement:fields.departmentIds')} rules={rules('departmentIds')}>
          <Select mode="multiple" allowClear disabled={all} showSearch={{ optionFilterProp: 'label' }} loading={departments.isLoading}
            options={departmentOptions} labelRender={({ value, label }) => chosenLabel.get(String(value)) ?? label}
            placeholder={t('announcement:audience.chooseDepartments')} data-testid="audience-departments" />
        </FieldItem>
      </Col>
      <Col span={24}>
        <FieldItem name="employeeIds" label={t('announcement:fields.employeeIds')} rules={rules('employeeIds')}>
          <PeopleField people={people} onPeople={onPeople} disabled={all} />
        </FieldItem>
      </Col>
    </Row>
  );
}
