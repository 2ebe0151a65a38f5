import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { App, Button, Card, Col, Form, Input, Radio, Result, Row, Select, Skeleton, Space, type FormInstance } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { ZSalaryPeriodSave, type PaymentChannel, type SalaryPeriodSave, type SalaryPeriodView, type StaffKind } from '@hr/domain/payroll/period';
import { fieldLabel, ruleMessage } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useLang } from '../../lib/hooks';
import { showSaveError, validateOrScroll } from '../../lib/schema-rules';
import { useOwnCompanyDefault } from '../../lib/use-dropdown';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import NotFound from '../../shell/NotFound';
import { periodPaths, useSalaryPeriod, useSavePeriod, UUID_RE } from './period-api';
import { channelOptions, monthText, staffKindOptions } from './period-parts';

type Values = {
  companyId?: string; month?: Dayjs | null; periodStart?: Dayjs | null; periodEnd?: Dayjs | null; payDate?: Dayjs | null;
  staffKind?: StaffKind; paymentChannel?: PaymentChannel; note?: string;
};
type DateField = 'periodStart' | 'periodEnd' | 'payDate';
const DATES: DateField[] = ['periodStart', 'periodEnd', 'payDate'];
const iso = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

/** The form's values as the call's body. */
function toBody(v: Values, id?: string): SalaryPeriodSave {
  const note = v.note?.trim();
  return {
    ...(id ? { id } : {}), companyId: v.companyId as string, month: v.month ? v.month.format('YYYY-MM') : '',
    periodStart: iso(v.periodStart) as string, periodEnd: iso(v.periodEnd) as string, payDate: iso(v.payDate) as string,
    staffKind: v.staffKind as StaffKind, paymentChannel: v.paymentChannel as PaymentChannel, ...(note ? { note } : {}),
  };
}
const toValues = (p: SalaryPeriodView): Values => ({
  companyId: p.companyId, month: dayjs(`${p.month}-01`), periodStart: dayjs(p.periodStart), periodEnd: dayjs(p.periodEnd), payDate: dayjs(p.payDate),
  staffKind: p.staffKind, paymentChannel: p.paymentChannel, note: p.note ?? '',
});

/** A stand-in for the fields the dates' rules do not read, so the schema's rules across fields run on the dates alone. */
const OTHERS = { companyId: '00000000-0000-4000-8000-000000000000', month: '2000-01', staffKind: 'monthly', paymentChannel: 'bank' } as const;
/**
 * The date rules of ZSalaryPeriodSave (end not before start, at most 31 days, pay date not before
 * the start), in the server's words: the schema is the one the server checks, run on the dates.
 */
function dateRule(t: TFunction, form: FormInstance<Values>, name: DateField) {
  return {
    validator: async () => {
      const v = form.getFieldsValue(true) as Values;
      if (DATES.some((d) => !v[d])) return;
      const r = ZSalaryPeriodSave.safeParse({ ...OTHERS, periodStart: iso(v.periodStart), periodEnd: iso(v.periodEnd), payDate: iso(v.payDate) });
      const issue = r.success ? undefined : r.error.issues.find((i) => i.path[0] === name);
      if (issue) throw new Error(ruleMessage(t, issue.message, name));
    },
  };
}

/** payroll/salary-period/add-salary-period (or /add), and {id}/edit: a period's facts; an edit is of a draft only. */
export default function SalaryPeriodFormPage() {
  const { id } = useParams();
  if (id !== undefined && !UUID_RE.test(id)) return <NotFound />;
  return <PeriodForm key={id ?? 'new'} id={id} />;
}

function PeriodForm({ id }: { id?: string }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const companies = useOwnCompanyDefault(form, !id);
  const period = useSalaryPeriod(id);
  const save = useSavePeriod();
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  // The dates the last month picked filled in: a later month replaces them, not dates typed by hand.
  const prefilled = useRef<Partial<Record<DateField, string>>>({});

  useEffect(() => { if (period.data) form.setFieldsValue(toValues(period.data)); }, [period.data, form]);

  const onMonth = (m: Dayjs | null) => {
    if (!m) return;
    const fill: Record<DateField, Dayjs> = { periodStart: m.startOf('month'), periodEnd: m.endOf('month').startOf('day'), payDate: m.endOf('month').startOf('day') };
    for (const d of DATES) {
      const now = iso(form.getFieldValue(d) as Dayjs | null);
      if (!now || now === prefilled.current[d]) {
        form.setFieldValue(d, fill[d]);
        prefilled.current[d] = iso(fill[d]);
      }
    }
    void form.validateFields(DATES.filter((d) => form.getFieldValue(d)));
  };

  const onSave = async () => {
    if (!(await validateOrScroll(form))) return;
    const values = form.getFieldsValue(true) as Values;
    modal.confirm({
      title: t(id ? 'payroll:period.form.confirmEdit' : 'payroll:period.form.confirmAdd'),
      content: t('payroll:period.form.confirmText', { month: values.month ? monthText(values.month.format('YYYY-MM'), lang) : '' }),
      okText: t('masters:ui.save'), cancelText: t('masters:ui.no'),
      onOk: () => {
        save.mutate(toBody(values, id), {
          onSuccess: (p) => {
            message.success(t('payroll:period.form.saved'));
            release();
            navigate(to(periodPaths.view(p.id)));
          },
          onError: (err) => showSaveError(form, err, message, t),
        });
      },
    });
  };

  if (id && period.isPending) return <Card><Skeleton active /></Card>;
  if (id && period.isError) return <NotFound />;
  if (id && period.data && period.data.status !== 'draft') {
    return (
      <Result status="warning" title={t('payroll:period.form.notDraft')} data-testid="period-not-draft"
        extra={<Button onClick={() => navigate(to(periodPaths.view(id)))}>{t('payroll:period.actions.back')}</Button>} />
    );
  }
  const required = (name: string) => ({ required: true, message: t('validation:required', { field: fieldLabel(t, name) }) });
  const back = () => navigate(to(id ? periodPaths.view(id) : periodPaths.list));

  return (
    <Card title={t(id ? 'payroll:period.form.editTitle' : 'payroll:period.form.addTitle')} data-testid="salary-period-form-page"
      extra={
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={back}>{t('payroll:period.actions.back')}</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void onSave()} data-testid="save">{t('masters:ui.save')}</Button>
        </Space>
      }>
      <Form<Values> form={form} layout="vertical" data-testid="period-form" style={{ maxWidth: 960 }}
        initialValues={{ staffKind: 'monthly', paymentChannel: 'bank', note: '' }}
        onValuesChange={(changed: Partial<Values>) => {
          setDirty(true);
          if ('month' in changed) onMonth(changed.month ?? null);
          // The dates are checked against each other: one changed, the others' messages may change too.
          const key = Object.keys(changed)[0] as DateField | undefined;
          if (key && DATES.includes(key)) void form.validateFields(DATES.filter((d) => d !== key && form.getFieldValue(d)));
        }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FieldItem name="companyId" label={fieldLabel(t, 'companyId')} rules={[required('companyId')]}>
              <Select showSearch={{ optionFilterProp: 'label' }} loading={companies.isLoading} disabled={!!id}
                options={companies.data?.map((c) => ({ value: c.id ?? c.value, label: c.label }))}
                placeholder={t('masters:ui.selectPlaceholder', { field: fieldLabel(t, 'companyId') })} />
            </FieldItem>
          </Col>
          <Col xs={24} md={12}>
            <FieldItem name="month" label={fieldLabel(t, 'month')} rules={[required('month')]} extra={t('payroll:period.form.monthHelp')}>
              <LocalDatePicker picker="month" format={['MMMM YYYY', 'MM/YYYY', 'YYYY-MM']} style={{ width: '100%' }} placeholder={t('payroll:period.form.pickMonth')} />
            </FieldItem>
          </Col>
          {DATES.map((d) => (
            <Col xs={24} md={8} key={d}>
              <FieldItem name={d} label={fieldLabel(t, d)} rules={[required(d), dateRule(t, form, d)]}>
                <LocalDatePicker style={{ width: '100%' }} placeholder={t('payroll:period.form.pickDate')} />
              </FieldItem>
            </Col>
          ))}
          <Col xs={24} md={9}>
            <FieldItem name="staffKind" label={fieldLabel(t, 'staffKind')} rules={[required('staffKind')]} extra={t('payroll:period.form.staffKindHelp')}>
              <Radio.Group optionType="button" buttonStyle="solid" options={staffKindOptions(t)} aria-label={fieldLabel(t, 'staffKind')} />
            </FieldItem>
          </Col>
          <Col xs={24} md={15}>
            <FieldItem name="paymentChannel" label={fieldLabel(t, 'paymentChannel')} rules={[required('paymentChannel')]} extra={t('payroll:period.form.channelHelp')}>
              <Radio.Group optionType="button" buttonStyle="solid" options={channelOptions(t)} aria-label={fieldLabel(t, 'paymentChannel')} />
            </FieldItem>
          </Col>
          <Col xs={24}>
            <FieldItem name="note" label={fieldLabel(t, 'note')}>
              <Input.TextArea rows={3} maxLength={500} showCount />
            </FieldItem>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
