import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Result, Row, Select, Space, Spin, TimePicker } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useLang } from '../../lib/hooks';
import { useRefOptions } from '../../lib/use-dropdown';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import NotFound from '../../shell/NotFound';
import { loadAllMembers, outingKeys, outingPaths, useOutingDetails, UUID_RE, type EmployeeOption, type OutingDetails } from './api';
import { outingRules, showServerErrors, toBody, toForm, type OutingFormValues } from './form-values';
import { NameListEditor } from './NameListEditor';

/** /company-outing/create: a new outing; with ?id= the same form edits one that is active and not over. */
export default function OutingFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  if (id && !UUID_RE.test(id)) return <NotFound />;
  return <OutingForm key={id ?? 'new'} id={id} t={t} />;
}

function OutingForm({ id, t }: { id?: string; t: ReturnType<typeof useTranslation>['t'] }) {
  const { message, modal } = App.useApp();
  const { to } = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<OutingFormValues>();
  const companies = useRefOptions('company');
  const [people, setPeople] = useState<Map<string, EmployeeOption>>(new Map());
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  const rules = outingRules(t, form);
  const companyId = Form.useWatch('companyId', form);

  const details = useOutingDetails(id);
  const members = useQuery({ queryKey: outingKeys.names(id ?? ''), queryFn: () => loadAllMembers(id!), enabled: !!id });
  useEffect(() => {
    if (!details.data || !members.data) return;
    setPeople(new Map(members.data.map((m) => [m.employeeId, { id: m.employeeId, employeeCode: m.employeeCode, name: m.name, nameEn: m.nameEn, nameTh: m.nameTh, departmentLabel: m.departmentLabel, email: m.email }])));
    form.setFieldsValue(toForm(details.data, members.data.map((m) => m.employeeId)));
  }, [details.data, members.data, form]);

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<OutingDetails>('/1.0/save/companyOuting', id ? { id, ...body } : body, { dialog: false }),
    onSuccess: (o) => {
      message.success(t('outing:ui.saved'));
      release();
      void queryClient.invalidateQueries({ queryKey: ['companyOuting'] });
      navigate(to(outingPaths.details(o.id)));
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields.length) showServerErrors(form, err.fields);
      else if (err instanceof ApiError) message.error(err.message);
    },
  });

  const onSave = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    modal.confirm({
      title: t('outing:ui.confirmSave'), okText: t('outing:ui.save'), cancelText: t('outing:ui.no'),
      onOk: () => { save.mutate(toBody(form.getFieldsValue(true))); },
    });
  };

  if (id && (details.isPending || members.isPending)) return <Card><Spin /></Card>;
  if (id && details.data && !details.data.editable) {
    return <Result status="warning" title={t(details.data.status === 'cancelled' ? 'errors:outingCancelled' : 'errors:outingFinished')}
      extra={<Button onClick={() => navigate(to(outingPaths.details(id)))}>{t('outing:ui.back')}</Button>} />;
  }
  const item = (name: keyof OutingFormValues, required = false) => ({ name, label: fieldLabel(t, name), rules: rules(name, required) });
  const dates: (keyof OutingFormValues)[] = ['startDate', 'endDate', 'registrationDeadline', 'startTime', 'endTime'];

  return (
    <Card title={t(id ? 'outing:editTitle' : 'outing:createTitle')} data-testid="outing-form-page" extra={
      <Space>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to(id ? outingPaths.details(id) : outingPaths.list))}>{t('outing:ui.back')}</Button>
        <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void onSave()} data-testid="save">{t('outing:ui.save')}</Button>
      </Space>
    }>
      <Form<OutingFormValues> form={form} layout="vertical" data-testid="outing-form" scrollToFirstError initialValues={{ memberIds: [] }}
        onValuesChange={(changed) => {
          setDirty(true);
          // The name list comes from one company: a new company starts a new list.
          if ('companyId' in changed && (form.getFieldValue('memberIds') as string[] | undefined)?.length) {
            form.setFieldValue('memberIds', []);
            message.info(t('outing:ui.companyChangeClears'));
          }
          // Dates and times are checked against each other: re-check the others when one changes.
          const key = Object.keys(changed)[0];
          if (key && dates.includes(key as keyof OutingFormValues)) void form.validateFields(dates.filter((d) => d !== key && form.isFieldTouched(d)));
        }}>
        <Row gutter={16}>
          <Col xs={24} md={12}><FieldItem {...item('nameEn', true)} required><Input maxLength={200} /></FieldItem></Col>
          <Col xs={24} md={12}><FieldItem {...item('nameTh', true)} required><Input maxLength={200} /></FieldItem></Col>
          <Col xs={24} md={12}>
            <FieldItem {...item('companyId', true)} required>
              <Select showSearch={{ optionFilterProp: 'label' }} loading={companies.loading} options={companies.options}
                placeholder={t('masters:ui.selectPlaceholder', { field: fieldLabel(t, 'companyId') })} />
            </FieldItem>
          </Col>
          <Col xs={24} md={12}><FieldItem {...item('location', true)} required><Input maxLength={300} /></FieldItem></Col>
          <Col xs={24} md={6}><FieldItem {...item('startDate', true)} required><LocalDatePicker style={{ width: '100%' }} /></FieldItem></Col>
          <Col xs={24} md={6}><FieldItem {...item('startTime')}><TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} /></FieldItem></Col>
          <Col xs={24} md={6}><FieldItem {...item('endDate', true)} required><LocalDatePicker style={{ width: '100%' }} /></FieldItem></Col>
          <Col xs={24} md={6}><FieldItem {...item('endTime')}><TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} /></FieldItem></Col>
          <Col xs={24} md={6}>
            <FieldItem {...item('registrationDeadline')} extra={t('outing:ui.deadlineHint')}><LocalDatePicker style={{ width: '100%' }} /></FieldItem>
          </Col>
          <Col xs={24} md={6}>
            <FieldItem {...item('budgetPerHead')}>
              <InputNumber<number> min={0} precision={2} style={{ width: '100%' }} suffix={t('outing:ui.currency')}
                formatter={(v) => (v === undefined || v === null ? '' : String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ','))}
                // The digits stay text for the input's decimal engine, so an emptied field is empty, not 0.
                parser={(v) => (v ?? '').replace(/,/g, '') as unknown as number} />
            </FieldItem>
          </Col>
          <Col xs={24} md={12}><FieldItem {...item('description')}><Input.TextArea rows={3} maxLength={2000} showCount /></FieldItem></Col>
        </Row>
        <Card type="inner" title={t('outing:ui.sectionNameList')} style={{ marginTop: 8 }}>
          {id && details.data?.firstMailedAt && <Alert type="info" showIcon title={t('outing:ui.editAfterMail')} style={{ marginBottom: 12 }} />}
          <Form.Item name="memberIds" rules={rules('memberIds', true)} data-testid="member-ids">
            <NameListEditor companyId={companyId} people={people} onPeople={(add) => setPeople((m) => new Map([...m, ...add.map((p) => [p.id, p] as const)]))} />
          </Form.Item>
        </Card>
      </Form>
    </Card>
  );
}
