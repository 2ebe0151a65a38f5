import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { fundIssues, isDebtKind, LOAN_LENDERS, ZFundAccountSave, type FundAccountSave, type FundAccountView, type FundKind, type LoanLender } from '@hr/domain/payroll/funds';
import { fieldLabel } from '../../../lib/field-label';
import { FieldItem } from '../../../lib/form-controls';
import { useLang } from '../../../lib/hooks';
import { schemaRules, showSaveError, validateOrScroll } from '../../../lib/schema-rules';
import { useOwnCompanyDefault } from '../../../lib/use-dropdown';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { LocalDatePicker } from '../../../shell/LocalDatePicker';
import NotFound from '../../../shell/NotFound';
import { EmployeeSelect } from '../../employees/EmployeeSelect';
import { UUID_RE } from '../period-api';
import { fundPaths, useFund, useFundKind, useSaveFund } from './fund-api';
import { kindTitle } from './fund-parts';

/** How a saving or cooperative account sets its monthly share: a fixed amount, a percent of the salary, or (cooperative) the master's share rate. */
type Mode = 'amount' | 'percent' | 'master';
type Values = {
  companyId?: string; employeeId?: string; lender?: LoanLender; memberNumber?: string; startMonth?: Dayjs | null; endMonth?: Dayjs | null;
  mode?: Mode; monthlyAmount?: number | null; monthlyPercent?: number | null; hasLoan?: boolean; principal?: number | null; instalment?: number | null; note?: string;
};
const month = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM') : undefined);

/** The form's values as the call's body. */
function toBody(kind: FundKind, v: Values, id?: string): FundAccountSave {
  const note = v.note?.trim(); const member = v.memberNumber?.trim();
  const loan = isDebtKind(kind) || (kind === 'cooperative' && v.hasLoan);
  return {
    ...(id ? { id } : {}), kind, employeeId: v.employeeId as string, startMonth: month(v.startMonth) as string, endMonth: month(v.endMonth) ?? null,
    ...(kind === 'educationLoan' ? { lender: v.lender ?? 'company' } : {}),
    ...(member ? { memberNumber: member } : {}),
    monthlyAmount: !isDebtKind(kind) && v.mode === 'amount' ? v.monthlyAmount ?? null : null,
    monthlyPercent: !isDebtKind(kind) && v.mode === 'percent' ? v.monthlyPercent ?? null : null,
    principal: loan ? v.principal ?? null : null, instalment: loan ? v.instalment ?? null : null,
    ...(note ? { note } : {}),
  };
}
const toValues = (a: FundAccountView): Values => ({
  companyId: a.companyId, employeeId: a.employeeId, lender: a.lender, memberNumber: a.memberNumber ?? '', startMonth: dayjs(`${a.startMonth}-01`),
  endMonth: a.endMonth ? dayjs(`${a.endMonth}-01`) : null, mode: a.monthlyAmount !== null ? 'amount' : a.monthlyPercent !== null ? 'percent' : a.kind === 'cooperative' ? 'master' : 'amount',
  monthlyAmount: a.monthlyAmount, monthlyPercent: a.monthlyPercent, hasLoan: a.principal !== null, principal: a.principal, instalment: a.instalment, note: a.note ?? '',
});

/** payroll/{kind}/add (saving fund: /addSavingFund) and {id}/edit: an account's terms. */
export default function FundFormPage() {
  const { id } = useParams();
  const kind = useFundKind();
  if (id !== undefined && !UUID_RE.test(id)) return <NotFound />;
  return <FundForm key={`${kind}-${id ?? 'new'}`} kind={kind} id={id} />;
}

function FundForm({ kind, id }: { kind: FundKind; id?: string }) {
  const { t } = useTranslation();
  const { to } = useLang();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const companies = useOwnCompanyDefault(form, !id);
  const details = useFund(kind, id);
  const save = useSaveFund(kind);
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  const paths = fundPaths(kind);
  const companyId = Form.useWatch('companyId', form);
  const mode = Form.useWatch('mode', form);
  const hasLoan = Form.useWatch('hasLoan', form);
  const lender = Form.useWatch('lender', form);
  // Once the ledger has entries the employee and the principal stay (a correction is an entry).
  const locked = (details.data?.entries.length ?? 0) > 0;
  const rules = useMemo(() => schemaRules<Values>(t, form, ZFundAccountSave, (v) => fundIssues(v as never), (v) => toBody(kind, v) as never), [t, form, kind]);

  useEffect(() => { if (details.data) form.setFieldsValue(toValues(details.data.account)); }, [details.data, form]);

  const onSave = async () => {
    if (!(await validateOrScroll(form))) return;
    save.mutate(toBody(kind, form.getFieldsValue(true) as Values, id), {
      onSuccess: (a) => {
        message.success(t('payrollFunds:form.saved'));
        release();
        navigate(to(paths.view(a.id)));
      },
      onError: (err) => showSaveError(form, err, message, t),
    });
  };

  if (id && details.isPending) return <Card><Skeleton active /></Card>;
  if (id && details.isError) return <NotFound />;
  const a = details.data?.account;
  const required = (name: string) => ({ required: true, message: t('validation:required', { field: fieldLabel(t, name) }) });
  const back = () => navigate(to(id ? paths.view(id) : paths.list));
  const showLoan = isDebtKind(kind) || hasLoan;
  // The debt may be unknown to the employer: the Student Loan Fund's, or an order's that gives only the monthly amount.
  const debtOptional = kind === 'legalExecution' || (kind === 'educationLoan' && lender === 'studentLoanFund');
  const help = kind === 'legalExecution' ? 'led' : kind === 'educationLoan' && lender === 'studentLoanFund' ? 'slf' : null;
  const money = (name: 'monthlyAmount' | 'principal' | 'instalment', isRequired: boolean, extra?: string) => (
    <FieldItem name={name} label={fieldLabel(t, name)} validateFirst rules={[...(isRequired ? [required(name)] : []), ...rules(name, isRequired)]} extra={extra} dependencies={['mode', 'principal', 'instalment', 'hasLoan', 'lender']}>
      <InputNumber<number> min={0} max={100_000_000} precision={2} step={100} style={{ width: '100%' }} disabled={name === 'principal' && locked} />
    </FieldItem>
  );

  return (
    <Card title={t(id ? 'payrollFunds:form.editTitle' : 'payrollFunds:form.addTitle', { kind: kindTitle(t, kind) })} data-testid="fund-form-page" data-kind={kind}
      extra={(
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={back}>{t('payroll:period.actions.back')}</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void onSave()} data-testid="fund-save">{t('masters:ui.save')}</Button>
        </Space>
      )}>
      {locked && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('payrollFunds:form.locked')} data-testid="fund-locked" />}
      <Form<Values> form={form} layout="vertical" data-testid="fund-form" style={{ maxWidth: 960 }}
        initialValues={{ lender: 'company', mode: kind === 'cooperative' ? 'master' : 'amount', hasLoan: false, note: '' }}
        onValuesChange={(changed: Partial<Values>) => {
          setDirty(true);
          if ('companyId' in changed) form.setFieldValue('employeeId', undefined);
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
            <FieldItem name="employeeId" label={t('payrollFunds:employee')} rules={[{ required: true, message: t('validation:required', { field: t('payrollFunds:employee') }) }]}>
              <EmployeeSelect companyId={companyId} disabled={locked} known={a ? { value: a.employeeId, label: `${a.employeeCode} ${a.name}` } : null} />
            </FieldItem>
          </Col>
          {kind === 'educationLoan' && (
            <Col xs={24}>
              <FieldItem name="lender" label={fieldLabel(t, 'lender')} extra={t(`payrollFunds:form.lenderHelp.${lender ?? 'company'}`)}>
                <Radio.Group optionType="button" buttonStyle="solid" aria-label={fieldLabel(t, 'lender')}
                  options={LOAN_LENDERS.map((l) => ({ value: l, label: t(`payrollFunds:lenders.${l}`) }))} />
              </FieldItem>
            </Col>
          )}
          <Col xs={24} md={8}>
            <FieldItem name="memberNumber" label={t(`payrollFunds:numberOf.${kind}`)}>
              <Input maxLength={30} />
            </FieldItem>
          </Col>
          <Col xs={24} md={8}>
            <FieldItem name="startMonth" label={fieldLabel(t, 'startMonth')} rules={[required('startMonth')]}>
              <LocalDatePicker picker="month" format={['MMMM YYYY', 'MM/YYYY', 'YYYY-MM']} style={{ width: '100%' }} placeholder={t('payrollFunds:pickMonth')} />
            </FieldItem>
          </Col>
          <Col xs={24} md={8}>
            <FieldItem name="endMonth" label={fieldLabel(t, 'endMonth')} rules={rules('endMonth', false)} dependencies={['startMonth']} extra={t('payrollFunds:form.endHelp')}>
              <LocalDatePicker picker="month" format={['MMMM YYYY', 'MM/YYYY', 'YYYY-MM']} style={{ width: '100%' }} placeholder={t('payrollFunds:pickMonth')} />
            </FieldItem>
          </Col>
          {!isDebtKind(kind) && (
            <>
              <Col xs={24}>
                <FieldItem name="mode" label={t(`payrollFunds:form.mode.${kind}`)}>
                  <Radio.Group optionType="button" buttonStyle="solid" aria-label={t(`payrollFunds:form.mode.${kind}`)}
                    options={(kind === 'cooperative' ? ['master', 'amount', 'percent'] as const : ['amount', 'percent'] as const).map((m) => ({ value: m, label: t(`payrollFunds:form.modes.${m}`) }))} />
                </FieldItem>
              </Col>
              {mode === 'amount' && <Col xs={24} md={8}>{money('monthlyAmount', true)}</Col>}
              {mode === 'percent' && (
                <Col xs={24} md={8}>
                  <FieldItem name="monthlyPercent" label={fieldLabel(t, 'monthlyPercent')} validateFirst rules={[required('monthlyPercent'), ...rules('monthlyPercent', true)]} dependencies={['mode']}>
                    <InputNumber<number> min={0} max={100} precision={2} step={0.5} style={{ width: '100%' }} suffix="%" />
                  </FieldItem>
                </Col>
              )}
              {mode === 'master' && <Col xs={24}><Alert type="info" showIcon title={t('payrollFunds:form.masterHelp')} data-testid="fund-master-rate" /></Col>}
            </>
          )}
          {kind === 'cooperative' && (
            <Col xs={24}>
              <Form.Item name="hasLoan" valuePropName="checked" style={{ marginBottom: 8 }}>
                <Checkbox disabled={locked && !!a?.principal} data-testid="fund-has-loan">{t('payrollFunds:form.hasLoan')}</Checkbox>
              </Form.Item>
            </Col>
          )}
          {showLoan && (
            <>
              <Col xs={24} md={8}>{money('principal', !debtOptional, help ? t(`payrollFunds:form.${help}PrincipalHelp`) : undefined)}</Col>
              <Col xs={24} md={8}>{money('instalment', true, t(help ? `payrollFunds:form.${help}InstalmentHelp` : 'payrollFunds:form.instalmentHelp'))}</Col>
            </>
          )}
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
