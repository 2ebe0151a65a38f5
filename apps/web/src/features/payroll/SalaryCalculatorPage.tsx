import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, InputNumber, Row, Select, Skeleton, Space, Switch, Typography } from 'antd';
import { CalculatorOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { PayrollSimulate } from '@hr/domain/payroll/simulate';
import { SIMULATE_MAX_OVERTIME_HOURS, SIMULATE_MAX_OVERTIME_LINES, SIMULATE_MAX_SALARY } from '@hr/domain/payroll/simulate';
import { PROVIDENT_FUND_BAND } from '@hr/domain/payroll/deductions';
import { api, ApiError } from '../../lib/api';
import { FieldItem } from '../../lib/form-controls';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { formatMoney } from '../../lib/numbers';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { SimulationWorking, type SimulationAnswer } from './SimulationWorking';

type Values = {
  period: Dayjs; monthlySalary: number | null; socialSecurity: boolean; paymentsInYear: number | null;
  providentFundPercent: number | null; providentFundEmployerPercent: number | null;
  allowances: { spouse: boolean; children: number | null; childrenBornFrom2018: number | null; parents: number | null };
  overtime: Array<{ hours: number | null; multiplier: number }>;
};

/** The multipliers of the Labour Protection Act (s.61-63) offered for an overtime line; a company may pay more. */
const MULTIPLIERS = [1, 1.5, 2, 3];

const moneyFormatter = (v: number | string | undefined) => (v === undefined || v === '' ? '' : String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
const moneyParser = (v: string | undefined) => (v ?? '').replace(/,/g, '') as unknown as number;

/** The form's values as the call's body: blanks left out, so the server's defaults apply. */
function toBody(v: Values): PayrollSimulate {
  const num = (x: number | null | undefined) => (x === null || x === undefined ? undefined : x);
  return {
    period: v.period.format('YYYY-MM'),
    monthlySalary: v.monthlySalary as number,
    socialSecurity: v.socialSecurity,
    paymentsInYear: num(v.paymentsInYear),
    providentFundPercent: num(v.providentFundPercent),
    providentFundEmployerPercent: num(v.providentFundEmployerPercent),
    allowances: { spouse: v.allowances.spouse, children: num(v.allowances.children), childrenBornFrom2018: num(v.allowances.childrenBornFrom2018), parents: num(v.allowances.parents) },
    overtime: v.overtime.map((o) => ({ hours: o.hours as number, multiplier: o.multiplier })),
  };
}

/**
 * payroll/salary-calculator (issue 19 point 2): a month's pay from a salary and a few facts, by
 * the calculators a salary period runs, with every figure explained. The server checks the input
 * (its messages go under the fields) and reads the rates in force for the month paid.
 */
export default function SalaryCalculatorPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [form] = Form.useForm<Values>();
  const [answer, setAnswer] = useState<SimulationAnswer | null>(null);
  const run = useMutation({
    mutationFn: (body: PayrollSimulate) => api.post<SimulationAnswer>('/1.0/payroll/simulate', body, { dialog: false }),
    onSuccess: (a) => setAnswer(a),
    onError: (err) => {
      setAnswer(null);
      if (err instanceof ApiError && err.fields.length) {
        // The server names nested fields with dots (allowances.children, overtime.0.hours): the form's paths.
        form.setFields(err.fields.map((e) => ({ name: e.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as never, errors: [e.text] })));
      }
    },
  });
  const calculate = async () => {
    const ok = await form.validateFields().then(() => true, () => false);
    if (ok) run.mutate(toBody(form.getFieldsValue(true)));
  };
  // The first figures come with the page: a typical salary this month.
  useEffect(() => { void calculate(); }, []);
  const required = (name: string) => ({ required: true, message: t('validation:required', { field: fieldLabel(t, name) }) });
  const money = (x: number) => formatMoney(x, lang);
  const failed = run.error && !(run.error instanceof ApiError && run.error.fields.length) ? run.error : null;

  return (
    <Card title={t('menu:payroll/salary-calculator')} data-testid="salary-calculator-page">
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={9}>
          <Form<Values> form={form} layout="vertical" onFinish={() => void calculate()} data-testid="calculator-form" requiredMark
            initialValues={{ period: dayjs(), monthlySalary: 30_000, socialSecurity: true, paymentsInYear: 12, providentFundPercent: 0, providentFundEmployerPercent: null,
              allowances: { spouse: false, children: 0, childrenBornFrom2018: 0, parents: 0 }, overtime: [] }}>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <FieldItem name="period" label={fieldLabel(t, 'period')} rules={[required('period')]} extra={t('payroll:calculator.periodHelp')}>
                  <LocalDatePicker picker="month" allowClear={false} format="MMMM YYYY" style={{ width: '100%' }} />
                </FieldItem>
              </Col>
              <Col xs={24} sm={12}>
                <FieldItem name="monthlySalary" label={fieldLabel(t, 'monthlySalary')} rules={[required('monthlySalary')]}>
                  <InputNumber<number> style={{ width: '100%' }} min={0} max={SIMULATE_MAX_SALARY} precision={2} formatter={moneyFormatter} parser={moneyParser} />
                </FieldItem>
              </Col>
              <Col xs={24} sm={12}>
                <FieldItem name="paymentsInYear" label={fieldLabel(t, 'paymentsInYear')} extra={t('payroll:calculator.paymentsHelp')}>
                  <InputNumber<number> style={{ width: '100%' }} min={1} max={12} precision={0} />
                </FieldItem>
              </Col>
              <Col xs={24} sm={12}>
                <FieldItem name="socialSecurity" label={fieldLabel(t, 'socialSecurity')} valuePropName="checked">
                  <Switch />
                </FieldItem>
              </Col>
              <Col xs={24} sm={12}>
                <FieldItem name="providentFundPercent" label={fieldLabel(t, 'providentFundPercent')}
                  extra={t('payroll:calculator.providentFundHelp', { min: PROVIDENT_FUND_BAND.minPercent, max: PROVIDENT_FUND_BAND.maxPercent })}>
                  <InputNumber<number> style={{ width: '100%' }} min={0} max={PROVIDENT_FUND_BAND.maxPercent} precision={2} />
                </FieldItem>
              </Col>
              <Col xs={24} sm={12}>
                <FieldItem name="providentFundEmployerPercent" label={fieldLabel(t, 'providentFundEmployerPercent')} extra={t('payroll:calculator.employerHelp')}>
                  <InputNumber<number> style={{ width: '100%' }} min={0} max={PROVIDENT_FUND_BAND.maxPercent} precision={2} />
                </FieldItem>
              </Col>
            </Row>
            <Typography.Title level={5}>{t('payroll:calculator.allowances')}</Typography.Title>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <FieldItem name={['allowances', 'spouse']} label={fieldLabel(t, 'spouse')} valuePropName="checked"><Switch /></FieldItem>
              </Col>
              <Col xs={24} sm={12}>
                <FieldItem name={['allowances', 'parents']} label={fieldLabel(t, 'parents')}><InputNumber<number> style={{ width: '100%' }} min={0} max={4} precision={0} /></FieldItem>
              </Col>
              <Col xs={24} sm={12}>
                <FieldItem name={['allowances', 'children']} label={fieldLabel(t, 'children')}><InputNumber<number> style={{ width: '100%' }} min={0} max={20} precision={0} /></FieldItem>
              </Col>
              <Col xs={24} sm={12}>
                <FieldItem name={['allowances', 'childrenBornFrom2018']} label={fieldLabel(t, 'childrenBornFrom2018')} extra={t('payroll:calculator.children2018Help')}>
                  <InputNumber<number> style={{ width: '100%' }} min={0} max={20} precision={0} />
                </FieldItem>
              </Col>
            </Row>
            <Typography.Title level={5}>{t('payroll:calculator.overtime')}</Typography.Title>
            <Form.List name="overtime">
              {(fields, { add, remove }) => (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {fields.map((f) => (
                    <Flex key={f.key} gap={8} align="start" data-testid={`overtime-line-${f.name}`}>
                      <FieldItem name={[f.name, 'hours']} label={fieldLabel(t, 'hours')} rules={[required('hours')]} style={{ flex: 1, marginBottom: 8 }}>
                        <InputNumber<number> style={{ width: '100%' }} min={0} max={SIMULATE_MAX_OVERTIME_HOURS} precision={2} />
                      </FieldItem>
                      <FieldItem name={[f.name, 'multiplier']} label={fieldLabel(t, 'multiplier')} style={{ flex: 1, marginBottom: 8 }}>
                        <Select options={MULTIPLIERS.map((m) => ({ value: m, label: t('payroll:calculator.times', { n: m }) }))} />
                      </FieldItem>
                      <Button icon={<DeleteOutlined />} aria-label={t('payroll:calculator.removeOvertime')} onClick={() => remove(f.name)} style={{ marginTop: 30 }}
                        data-testid={`overtime-remove-${f.name}`} />
                    </Flex>
                  ))}
                  {fields.length < SIMULATE_MAX_OVERTIME_LINES && (
                    <Button icon={<PlusOutlined />} onClick={() => add({ hours: null, multiplier: 1.5 })} data-testid="overtime-add">{t('payroll:calculator.addOvertime')}</Button>
                  )}
                </Space>
              )}
            </Form.List>
            <Button type="primary" htmlType="submit" icon={<CalculatorOutlined />} loading={run.isPending} style={{ marginTop: 16 }} data-testid="calculate">
              {t('payroll:calculator.calculate')}
            </Button>
          </Form>
        </Col>
        <Col xs={24} xl={15}>
          {failed ? <Alert type="error" showIcon title={failed.message} data-testid="calculator-error" />
            : !answer ? (run.isPending ? <Skeleton active /> : <Alert type="info" showIcon title={t('payroll:calculator.fixInput')} />)
              : (
                <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="calculator-result">
                  <Flex wrap gap={12}>
                    {([
                      ['gross', answer.working.grossSatang / 100],
                      ['socialSecurity', -answer.socialSecurity.employee],
                      ['tax', -answer.tax.thisPayment],
                      ['providentFund', -answer.providentFund.employee],
                      ['netPay', answer.netPay],
                    ] as const).map(([key, value]) => (
                      <Card key={key} size="small" data-testid={`figure-${key}`} style={{ flex: key === 'netPay' ? '1 1 180px' : '1 1 140px' }}>
                          <Typography.Text type="secondary">{t(`payroll:calculator.figures.${key}`)}</Typography.Text>
                          <div><Typography.Text strong style={{ fontSize: key === 'netPay' ? 20 : 16 }} data-testid="value">{money(value || 0)}</Typography.Text></div>
                      </Card>
                    ))}
                  </Flex>
                  <SimulationWorking answer={answer} />
                </Space>
              )}
        </Col>
      </Row>
    </Card>
  );
}
