import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { App, Button, Card, Col, Flex, Form, Input, InputNumber, Radio, Row, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, IdcardOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZEmployment } from '@hr/domain/employee/employment';
import { api } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { useCan, useLang } from '../../lib/hooks';
import { isRequiredIn, schemaRules, showSaveError, validateOrScroll } from '../../lib/schema-rules';
import { useChoices } from '../../lib/use-config';
import { useCompanyDepartments, useRefOptions } from '../../lib/use-dropdown';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { formControls } from '../../lib/form-controls';
import Forbidden from '../../shell/Forbidden';
import NotFound from '../../shell/NotFound';
import { EmployeeSelect } from '../employees/EmployeeSelect';
import { StatusTag } from '../employee-list/list-parts';
import { HospitalChoice } from './HospitalChoice';
import { RoleSelect } from './RoleSelect';
import {
  DEPENDS, employmentCross, isLeaving, OF_COMPANY, toEmploymentBody, toEmploymentValues, type EmploymentField, type EmploymentValues,
} from './employment-form';

const PERMISSION = 'employment-management.employee-working-management';
const LIST = '/employment-management/employee-working-management';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What POST /1.2/get/employment answers: the employment fields and who the employee is. */
type Loaded = Record<string, unknown> & {
  id: string; employeeCode: string; name: string; active: boolean; employmentStatus: string; ssHospitalId: string | null;
  supervisorId: string | null; supervisorLabel: string | null; assistantSupervisorId: string | null; assistantSupervisorLabel: string | null;
};

/** employee-working-management/edit?id=<employee id>: HR edits one employee's employment data and social security hospital. */
export default function EmploymentEditPage() {
  const [params] = useSearchParams();
  const can = useCan();
  const id = params.get('id') ?? '';
  if (!UUID.test(id)) return <NotFound />;
  if (!can(PERMISSION)) return <Forbidden />;
  return <EmploymentEditor key={id} id={id} />;
}

function EmploymentEditor({ id }: { id: string }) {
  const { lang } = useLang();
  const q = useQuery({ queryKey: ['employment', id, lang], queryFn: () => api.post<Loaded>('/1.2/get/employment', { id }) });
  if (!q.data) return <Card><Skeleton active /></Card>;
  return <EmploymentForm data={q.data} />;
}

function EmploymentForm({ data }: { data: Loaded }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { to } = useLang();
  const navigate = useNavigate();
  const can = useCan();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EmploymentValues>();
  const [dirty, setDirty] = useState(false);
  const [hospitalDirty, setHospitalDirty] = useState(false);
  useUnsavedChanges(dirty || hospitalDirty);
  const rules = schemaRules(t, form, ZEmployment, employmentCross, toEmploymentBody);
  const initial = toEmploymentValues(data);
  const values = (Form.useWatch([], { form, preserve: true }) ?? initial) as EmploymentValues;
  const companyId = values.companyId as string | undefined;

  const statuses = useChoices('employmentStatus');
  const companies = useRefOptions('company');
  const employmentTypes = useRefOptions('employmentType');
  const positions = useRefOptions('position');
  const workingTimes = useRefOptions('workingTime');
  const departments = useCompanyDepartments(companyId);

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<{ employeeCode: string; active: boolean }>('/1.2/save/employment', { id: data.id, ...body }, { dialog: false }),
    onSuccess: (r) => {
      setDirty(false);
      void message.success(t('employment:edit.saved'));
      if (r.employeeCode !== data.employeeCode) modal.info({ title: t('employment:edit.newCodeTitle'), content: t('employment:edit.newCode', { code: r.employeeCode }) });
      for (const key of ['employment', 'employment-list', 'employees', 'employee-view']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
    onError: (err) => showSaveError(form, err, message, t),
  });

  const onSave = async () => {
    if (!(await validateOrScroll(form))) return;
    const closes = data.active && isLeaving(form.getFieldValue('employmentStatus'));
    modal.confirm({
      title: t('employment:edit.confirmSave'), content: t(closes ? 'employment:edit.leavingWarning' : 'employment:edit.confirmText'),
      okText: t('masters:ui.save'), cancelText: t('masters:ui.no'), okButtonProps: { danger: closes },
      onOk: () => { save.mutate(toEmploymentBody(form.getFieldsValue(true))); },
    });
  };

  /** A form item of one employment field: label, rules and required mark from ZEmployment, re-checked with the fields its rule reads. */
  const item = (name: EmploymentField, control: ReactNode, opts: { span?: number; checked?: boolean } = {}) => {
    const required = isRequiredIn(ZEmployment, employmentCross, toEmploymentBody(values), name);
    return (
      <Col xs={24} md={12} xl={opts.span ?? 6} key={name}>
        <Form.Item name={name} label={fieldLabel(t, name)} rules={rules(name, required)} required={required} dependencies={DEPENDS[name]}
          valuePropName={opts.checked ? 'checked' : 'value'}>
          {control}
        </Form.Item>
      </Col>
    );
  };
  const { select, date, text } = formControls<EmploymentField>(t);
  const longText = (name: EmploymentField) => <Input.TextArea rows={2} maxLength={500} showCount data-testid={`field-${name}`} />;
  const known = (v: string | null, label: string | null) => (v && label ? { value: v, label } : null);

  return (
    <Flex vertical gap={16}>
      <Card data-testid="employment-edit-page" title={t('employment:edit.title')}
        extra={(
          <Space>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to(LIST))} data-testid="back">{t('employment:edit.back')}</Button>
            {can('employment-management.all-employee') && (
              <Button icon={<IdcardOutlined />} onClick={() => navigate(to(`/employment-management/all-employee/${data.id}`))} data-testid="view-record">{t('employment:edit.viewRecord')}</Button>
            )}
          </Space>
        )}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="employee-name">{data.name}</Typography.Title>
          <Typography.Text type="secondary" data-testid="employee-code">{data.employeeCode}</Typography.Text>
          <StatusTag status={data.employmentStatus} />
          {!data.active && <Tag color="red" data-testid="account-closed">{t('employment:edit.accountClosed')}</Tag>}
        </Flex>
      </Card>

      <Form<EmploymentValues> form={form} name="employment" layout="vertical" initialValues={initial} data-testid="employment-form"
        onValuesChange={(changed: EmploymentValues) => {
          setDirty(true);
          if ('companyId' in changed) form.setFieldsValue(Object.fromEntries(OF_COMPANY.map((k) => [k, undefined])));
        }}>
        <Flex vertical gap={16}>
          <Card type="inner" title={t('employment:edit.sections.status')} data-testid="section-status">
            <Row gutter={16}>
              {item('employmentStatus', select('employmentStatus', statuses, { allowClear: false }))}
              {item('employmentTypeId', select('employmentTypeId', employmentTypes))}
              {item('workingTimeType', (
                <Radio.Group data-testid="field-workingTimeType" options={[
                  { value: 'general', label: t('employee:add.workingTimeType.general') },
                  { value: 'shift', label: t('employee:add.workingTimeType.shift') },
                ]} />
              ))}
              {item('workingTimeId', select('workingTimeId', workingTimes))}
              {item('joiningDate', date('joiningDate'))}
              {item('probationPassDate', date('probationPassDate'))}
              {item('effectiveDate', date('effectiveDate'))}
              {item('resignDate', date('resignDate'))}
              {item('changeReason', longText('changeReason'), { span: 24 })}
            </Row>
          </Card>

          <Card type="inner" title={t('employment:edit.sections.organisation')} data-testid="section-organisation">
            <Row gutter={16}>
              {item('companyId', select('companyId', companies, { allowClear: false }))}
              {item('departmentId', select('departmentId', departments))}
              {item('positionId', select('positionId', positions))}
              {item('companyEmail', text('companyEmail', 30, { type: 'email', autoComplete: 'off' }))}
              {item('supervisorId', <EmployeeSelect companyId={companyId} exclude={data.id} known={known(data.supervisorId, data.supervisorLabel)} data-testid="field-supervisorId" />, { span: 12 })}
              {item('assistantSupervisorId', (
                <EmployeeSelect companyId={companyId} exclude={data.id} known={known(data.assistantSupervisorId, data.assistantSupervisorLabel)} data-testid="field-assistantSupervisorId" />
              ), { span: 12 })}
              {item('roleId', <RoleSelect employeeId={data.id} currentRoleId={String(data.roleId)} />)}
              {item('recordTime', <Switch data-testid="field-recordTime" />, { checked: true })}
            </Row>
          </Card>

          <Card type="inner" title={t('employment:edit.sections.documents')} data-testid="section-documents">
            <Row gutter={16}>
              {item('workPermitNumber', text('workPermitNumber', 30, { autoComplete: 'off' }))}
              {item('workPermitIssueDate', date('workPermitIssueDate'))}
              {item('workPermitExpiryDate', date('workPermitExpiryDate'))}
              {item('taxpayerNumber', text('taxpayerNumber', 13, { inputMode: 'numeric', autoComplete: 'off' }))}
              {item('ssoNumber', text('ssoNumber', 17, { inputMode: 'numeric', autoComplete: 'off' }))}
              {item('providentFundPercent', <InputNumber<number> style={{ width: '100%' }} step={0.5} data-testid="field-providentFundPercent" />)}
              {item('providentFundEmployerPercent', <InputNumber<number> style={{ width: '100%' }} step={0.5} data-testid="field-providentFundEmployerPercent" />)}
              {item('jobInfoSource', text('jobInfoSource', 200), { span: 18 })}
              {item('kpi', longText('kpi'), { span: 24 })}
            </Row>
          </Card>

          <Flex justify="flex-end">
            <Button type="primary" size="large" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void onSave()} data-testid="save">
              {t('masters:ui.save')}
            </Button>
          </Flex>
        </Flex>
      </Form>

      <HospitalChoice employeeId={data.id} current={data.ssHospitalId} onDirty={setHospitalDirty} />
    </Flex>
  );
}
