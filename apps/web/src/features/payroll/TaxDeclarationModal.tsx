import { App, Col, Form, InputNumber, Modal, Row, Skeleton, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TaxDeclarationSave, TaxDeclarationView } from '@hr/domain/payroll/declarations';
import { api, ApiError } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useLang } from '../../lib/hooks';
import { formatMoney } from '../../lib/numbers';
import { displayYear } from '../../lib/dates';

type Values = { spouse: boolean; children: number | null; childrenBornFrom2018: number | null; parents: number | null; declared: Record<string, number | null> };

/**
 * An employee's tax declarations of a tax year (issue 19 point 1): spouse, children with the 2018
 * rule, parents and the yearly amounts of the master's other allowances, each shown with its cap.
 * The next compute of a draft withholds by them.
 */
export function TaxDeclarationModal({ employeeId, name, year, open, onClose }: { employeeId: string; name: string; year: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const q = useQuery({
    queryKey: ['taxDeclaration', employeeId, year, lang],
    queryFn: () => api.post<TaxDeclarationView>('/1.0/get/payroll/taxDeclaration', { employeeId, year }),
    enabled: open,
  });
  const save = useMutation({
    mutationFn: (v: Values) => api.post<TaxDeclarationView>('/1.0/save/payroll/taxDeclaration', {
      employeeId, year, spouse: v.spouse, children: v.children ?? 0, childrenBornFrom2018: v.childrenBornFrom2018 ?? 0, parents: v.parents ?? 0,
      declared: Object.fromEntries(Object.entries(v.declared ?? {}).flatMap(([code, a]) => (typeof a === 'number' && a > 0 ? [[code, a]] : []))) as Record<string, number>,
    } satisfies TaxDeclarationSave, { dialog: false }),
    onSuccess: () => {
      void message.success(t('payrollItems:declaration.saved'));
      void queryClient.invalidateQueries({ queryKey: ['taxDeclaration', employeeId] });
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields.length) form.setFields(err.fields.map((e) => ({ name: e.field.split('.') as never, errors: [e.text] })));
      else if (err instanceof ApiError) void message.error(err.message);
    },
  });
  const count = (max: number) => <InputNumber<number> min={0} max={max} precision={0} style={{ width: '100%' }} />;
  return (
    <Modal open={open} onCancel={onClose} destroyOnHidden width={640} data-testid="declaration-modal"
      title={t('payrollItems:declaration.title', { name, year: displayYear(`${year}-01-01`, lang) })}
      okText={t('payrollItems:declaration.save')} onOk={() => void form.validateFields().then((v) => save.mutate(v), () => undefined)}
      okButtonProps={{ loading: save.isPending, disabled: !q.data, ...({ 'data-testid': 'declaration-save' } as object) }}>
      {!q.data ? <Skeleton active /> : (
        <Form<Values> form={form} layout="vertical" data-testid="declaration-form"
          initialValues={{ ...q.data, declared: Object.fromEntries(q.data.declarable.map((d) => [d.code, q.data.declared[d.code] ?? null])) }}>
          <Typography.Paragraph type="secondary">{t('payrollItems:declaration.help')}</Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} sm={12}><FieldItem name="spouse" label={fieldLabel(t, 'spouse')} valuePropName="checked"><Switch /></FieldItem></Col>
            <Col xs={24} sm={12}><FieldItem name="parents" label={fieldLabel(t, 'parents')}>{count(4)}</FieldItem></Col>
            <Col xs={24} sm={12}><FieldItem name="children" label={fieldLabel(t, 'children')}>{count(20)}</FieldItem></Col>
            <Col xs={24} sm={12}><FieldItem name="childrenBornFrom2018" label={fieldLabel(t, 'childrenBornFrom2018')}>{count(20)}</FieldItem></Col>
            {q.data.declarable.map((d) => (
              <Col xs={24} sm={12} key={d.code}>
                <FieldItem name={['declared', d.code]} label={d.name}
                  extra={d.capAmount !== null ? t('payrollItems:declaration.cap', { amount: formatMoney(d.capAmount, lang) }) : undefined}>
                  <InputNumber<number> min={0} precision={2} style={{ width: '100%' }} />
                </FieldItem>
              </Col>
            ))}
          </Row>
        </Form>
      )}
    </Modal>
  );
}
