import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Card, Col, Flex, Form, Input, InputNumber, Radio, Row, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { fieldLabel } from '../../../lib/field-label';
import { useLang } from '../../../lib/hooks';
import { useChoices } from '../../../lib/use-config';
import { useCompanyDepartments, useRefOptions } from '../../../lib/use-dropdown';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { formControls } from '../../../lib/form-controls';
import { AddEmployeeResult, type Saved } from '../AddEmployeeResult';
import { EmployeeSelect } from '../EmployeeSelect';
import { applies, employeeRules, INITIAL_VALUES, isRequired, toBody, type AddEmployeeValues, type EmployeeField } from '../form-values';
import { showSaveError, validateOrScroll } from '../../../lib/schema-rules';

/** Fields whose rule reads another field: checked again when that one changes. */
const DEPENDS: Partial<Record<EmployeeField, EmployeeField[]>> = {
  citizenId: ['nationality'], passportNumber: ['nationality'], documentExpiry: ['nationality'], cambodianId: ['nationality'],
  workingTimeId: ['workingTimeType'], assistantSupervisorId: ['supervisorId'],
};
/** Chosen within a company: a new company starts them again. */
const OF_COMPANY: EmployeeField[] = ['departmentId', 'supervisorId', 'assistantSupervisorId'];

/** Baht with comma thousands and two decimals (DESIGN section 6); what is being typed stays as typed. */
const money = (v: number | string | undefined, info: { userTyping: boolean; input: string }) => {
  if (info.userTyping) return info.input;
  if (v === undefined || v === null || v === '' || Number.isNaN(Number(v))) return '';
  return Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
};

/** employment-management/add-employee: HR enters a new employee; the server gives the employee ID and mails a set-password link. */
export default function AddEmployeePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AddEmployeeValues>();
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  useUnsavedChanges(dirty);
  const rules = employeeRules(t, form);

  const values = (Form.useWatch([], { form, preserve: true }) ?? INITIAL_VALUES) as AddEmployeeValues;
  const { companyId, nationality } = values;

  const titles = useChoices('title');
  const nationalities = useChoices('nationality');
  const companies = useRefOptions('company');
  const employmentTypes = useRefOptions('employmentType');
  const positions = useRefOptions('position');
  const workingTimes = useRefOptions('workingTime');
  const departments = useCompanyDepartments(companyId);
  const nextCode = useQuery({
    queryKey: ['employee', 'nextCode', companyId],
    queryFn: () => api.post<{ employeeCode: string }>('/1.0/get/employee/nextCode', { companyId }, { silent: true }),
    enabled: !!companyId,
  });

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<{ id: string; employeeCode: string; welcomeMailed: boolean }>('/1.0/save/employeeInfo', body, { dialog: false }),
    onSuccess: (r, body) => {
      setDirty(false);
      const name = lang === 'th' ? `${String(body.firstNameTh)} ${String(body.lastNameTh)}` : `${String(body.firstNameEn)} ${String(body.lastNameEn)}`;
      // The server mails the company address, or the personal one when there is none.
      setSaved({ ...r, name, mailTo: String(body.companyEmail || body.email) });
      void queryClient.invalidateQueries({ queryKey: ['employee'] });
      void queryClient.invalidateQueries({ queryKey: ['employees'] });
      window.scrollTo({ top: 0 });
    },
    onError: (err) => showSaveError(form, err, message, t),
  });

  const onSave = async () => {
    if (!(await validateOrScroll(form))) return;
    modal.confirm({
      title: t('employee:add.confirmSave'), content: t('employee:add.confirmText'),
      okText: t('employee:add.save'), cancelText: t('employee:add.cancel'),
      onOk: () => { save.mutate(toBody(form.getFieldsValue(true) as AddEmployeeValues)); },
    });
  };

  const later = () => {
    form.resetFields();
    setSaved(null);
    setDirty(false);
  };

  /** A form item of one create field: label, rules and required mark from the schema, re-checked with the fields its rule reads. */
  const item = (name: EmployeeField, control: ReactNode, opts: { span?: number } = {}) => {
    const required = isRequired(name, values);
    return (
      <Col xs={24} md={12} xl={opts.span ?? 6} key={name}>
        <Form.Item name={name} label={fieldLabel(t, name)} rules={rules(name, required)} required={required} dependencies={DEPENDS[name]}>
          {control}
        </Form.Item>
      </Col>
    );
  };
  const { select, date, text } = formControls<EmployeeField>(t);
  const show = (name: EmployeeField) => applies(name, values);

  return (<>
    {saved && <AddEmployeeResult saved={saved} onLater={later} onNow={() => navigate(to(`/employment-management/all-employee/${saved.id}/edit`))} />}
    {/* The form stays mounted under the result, so "Later" starts it again in place. */}
    <Form<AddEmployeeValues> form={form} name="employee" layout="vertical" initialValues={INITIAL_VALUES} data-testid="add-employee-form" hidden={!!saved}
      onValuesChange={(changed: AddEmployeeValues) => {
        setDirty(true);
        if ('companyId' in changed) form.setFieldsValue(Object.fromEntries(OF_COMPANY.map((k) => [k, undefined])));
      }}>
      <Flex vertical gap={16}>
        <Card title={t('menu:employment-management/add-employee')} data-testid="add-employee-page">
          <Typography.Text type="secondary">{t('employee:add.intro')}</Typography.Text>
        </Card>

        <Card type="inner" title={t('employee:add.sections.name')} data-testid="section-name">
          <Row gutter={16}>
            {item('title', select('title', titles), { span: 4 })}
            {item('firstNameTh', text('firstNameTh', 100), { span: 5 })}
            {item('lastNameTh', text('lastNameTh', 100), { span: 5 })}
            {item('firstNameEn', text('firstNameEn', 100), { span: 5 })}
            {item('lastNameEn', text('lastNameEn', 100), { span: 5 })}
          </Row>
        </Card>

        <Card type="inner" title={t('employee:add.sections.contact')} data-testid="section-contact">
          <Row gutter={16}>
            {item('phone', text('phone', 30, { type: 'tel', inputMode: 'tel', autoComplete: 'off' }), { span: 8 })}
            {item('email', text('email', 30, { type: 'email', autoComplete: 'off' }), { span: 8 })}
            {item('companyEmail', text('companyEmail', 30, { type: 'email', autoComplete: 'off' }), { span: 8 })}
          </Row>
        </Card>

        <Card type="inner" title={t('employee:add.sections.employment')} data-testid="section-employment">
          <Row gutter={16}>
            {item('companyId', select('companyId', companies))}
            <Col xs={24} md={12} xl={6}>
              <Form.Item label={fieldLabel(t, 'employeeCode')} htmlFor="employee-code" extra={t('employee:add.codeHint')}>
                <Input id="employee-code" readOnly variant="filled" data-testid="employee-code" value={companyId ? nextCode.data?.employeeCode ?? '' : ''}
                  placeholder={t('employee:add.companyFirst')} />
              </Form.Item>
            </Col>
            {item('employmentTypeId', select('employmentTypeId', employmentTypes))}
            {item('departmentId', select('departmentId', departments,
              companyId ? {} : { disabled: true, placeholder: t('employee:add.companyFirst') }))}
            {item('positionId', select('positionId', positions))}
            {item('supervisorId', <EmployeeSelect companyId={companyId} data-testid="field-supervisorId" />)}
            {item('assistantSupervisorId', <EmployeeSelect companyId={companyId} data-testid="field-assistantSupervisorId" />)}
            {item('joiningDate', date('joiningDate'))}
            {item('workingTimeType', (
              <Radio.Group data-testid="field-workingTimeType" aria-label={fieldLabel(t, 'workingTimeType')} options={[
                { value: 'general', label: t('employee:add.workingTimeType.general') },
                { value: 'shift', label: t('employee:add.workingTimeType.shift') },
              ]} />
            ))}
            {item('workingTimeId', select('workingTimeId', workingTimes))}
            {item('baseSalary', (
              <InputNumber<number> style={{ width: '100%' }} min={0} max={10_000_000} precision={2} data-testid="field-baseSalary" formatter={money}
                // The digits stay text for the input's decimal engine, so an emptied field is empty, not 0.
                parser={(v) => (v ?? '').replace(/,/g, '') as unknown as number} />
            ))}
          </Row>
        </Card>

        <Card type="inner" title={t('employee:add.sections.identity')} data-testid="section-identity">
          <Row gutter={16}>
            {item('nationality', select('nationality', nationalities))}
            {show('citizenId') && item('citizenId', text('citizenId', 13, { inputMode: 'numeric', autoComplete: 'off' }))}
            {show('passportNumber') && item('passportNumber', text('passportNumber', 9, { autoComplete: 'off', style: { textTransform: 'uppercase' } }))}
            {show('documentExpiry') && item('documentExpiry', date('documentExpiry'))}
            {show('cambodianId') && item('cambodianId', text('cambodianId', 10, { inputMode: 'numeric', autoComplete: 'off' }))}
            {!nationality && (
              <Col xs={24} md={12} xl={18}>
                <Typography.Paragraph type="secondary" style={{ marginTop: 30 }}>{t('employee:add.nationalityFirst')}</Typography.Paragraph>
              </Col>
            )}
          </Row>
        </Card>

        <Flex justify="flex-end">
          <Button type="primary" size="large" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void onSave()} data-testid="save">
            {t('employee:add.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  </>);
}
