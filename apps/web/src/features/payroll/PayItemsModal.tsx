import { App, Button, Col, Empty, Form, Input, InputNumber, Modal, Popconfirm, Row, Select, Table, Tag, Typography, type TableProps } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { PayItemSave, PayItemView } from '@hr/domain/payroll/pay-items';
import { api } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useLang } from '../../lib/hooks';
import { formatMoney } from '../../lib/numbers';
import { showSaveError } from '../../lib/schema-rules';
import { useRefOptions } from '../../lib/use-dropdown';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { monthText } from './period-parts';

type Values = { itemId?: string; amount?: number | null; startMonth?: Dayjs | null; endMonth?: Dayjs | null; note?: string };

/**
 * An employee's recurring allowances and deductions (issue 19 point 1): the income/deduction
 * master's items with a monthly amount and the months they run. A draft's next compute pays them.
 */
export function PayItemsModal({ employeeId, name, open, onClose }: { employeeId: string; name: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const master = useRefOptions('incomeDeduction');
  const key = ['payItems', employeeId, lang];
  const q = useQuery({ queryKey: key, queryFn: () => api.post<PayItemView[]>('/1.0/get/payroll/payItems', { employeeId }), enabled: open });
  const done = (items: PayItemView[], text: string) => { queryClient.setQueryData(key, items); void message.success(text); };
  const save = useMutation({
    mutationFn: (body: PayItemSave) => api.post<PayItemView[]>('/1.0/save/payroll/payItem', body, { dialog: false }),
    onSuccess: (items) => { done(items, t('payroll:payItems.saved')); form.resetFields(); },
    onError: (err) => showSaveError(form, err, message, t, false),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.post<PayItemView[]>('/1.0/delete/payroll/payItem', { id }),
    onSuccess: (items) => done(items, t('payroll:payItems.deleted')),
  });
  const month = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM') : undefined);
  const submit = () => void form.validateFields().then((v) => save.mutate({
    employeeId, itemId: v.itemId!, amount: v.amount!, startMonth: month(v.startMonth)!, endMonth: month(v.endMonth) ?? null, ...(v.note?.trim() ? { note: v.note.trim() } : {}),
  }), () => undefined);
  const required = (field: string) => ({ required: true, message: t('validation:required', { field: fieldLabel(t, field) }) });

  const columns: TableProps<PayItemView>['columns'] = [
    { key: 'item', title: fieldLabel(t, 'itemId'), render: (_: unknown, r) => (
      <span data-testid="pay-item-name">{r.name} <Tag color={r.kind === 'income' ? 'green' : 'volcano'}>{t(`payroll:payItems.kind.${r.kind}`)}</Tag>
        {r.taxable && <Tag>{t('payroll:payItems.taxable')}</Tag>}{r.prorate && <Tag>{t('payroll:payItems.prorate')}</Tag>}</span>
    ) },
    { key: 'amount', title: fieldLabel(t, 'amount'), align: 'right', width: 130, render: (_: unknown, r) => <span data-testid="pay-item-amount">{formatMoney(r.amount, lang)}</span> },
    { key: 'months', title: t('payrollFunds:months'), width: 230, render: (_: unknown, r) => (r.endMonth
      ? `${monthText(r.startMonth, lang)} – ${monthText(r.endMonth, lang)}` : t('payrollFunds:terms.from', { month: monthText(r.startMonth, lang) })) },
    { key: 'delete', width: 56, render: (_: unknown, r) => (
      <Popconfirm title={t('payroll:payItems.deleteConfirm')} okText={t('masters:ui.delete')} cancelText={t('payrollFunds:cancel')} okButtonProps={{ danger: true }}
        onConfirm={() => remove.mutate(r.id)}>
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('masters:ui.delete')} data-testid="pay-item-delete" />
      </Popconfirm>
    ) },
  ];

  return (
    <Modal open={open} width={820} title={t('payroll:payItems.title', { name })} onCancel={onClose} footer={null} destroyOnHidden data-testid="pay-items-modal">
      <Typography.Paragraph type="secondary">{t('payroll:payItems.help')}</Typography.Paragraph>
      <Table<PayItemView> rowKey="id" size="small" pagination={false} loading={q.isLoading} dataSource={q.data} columns={columns} data-testid="pay-items-table"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payroll:payItems.empty')} /> }} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('payroll:payItems.add')}</Typography.Title>
      <Form<Values> form={form} layout="vertical" data-testid="pay-item-form">
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <FieldItem name="itemId" label={fieldLabel(t, 'itemId')} rules={[required('itemId')]}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={master.options} loading={master.loading} />
            </FieldItem>
          </Col>
          <Col xs={24} md={12}>
            <FieldItem name="amount" label={fieldLabel(t, 'monthlyAmount')} rules={[required('monthlyAmount')]}>
              <InputNumber<number> min={0.01} max={10_000_000} precision={2} style={{ width: '100%' }} />
            </FieldItem>
          </Col>
          <Col xs={24} md={12}>
            <FieldItem name="startMonth" label={fieldLabel(t, 'startMonth')} rules={[required('startMonth')]}>
              <LocalDatePicker picker="month" format={['MMMM YYYY', 'MM/YYYY', 'YYYY-MM']} style={{ width: '100%' }} placeholder={t('payrollFunds:pickMonth')} />
            </FieldItem>
          </Col>
          <Col xs={24} md={12}>
            <FieldItem name="endMonth" label={fieldLabel(t, 'endMonth')} extra={t('payrollFunds:form.endHelp')}>
              <LocalDatePicker picker="month" format={['MMMM YYYY', 'MM/YYYY', 'YYYY-MM']} style={{ width: '100%' }} placeholder={t('payrollFunds:pickMonth')} />
            </FieldItem>
          </Col>
          <Col xs={24}>
            <FieldItem name="note" label={fieldLabel(t, 'note')}><Input maxLength={200} /></FieldItem>
          </Col>
        </Row>
        <Button type="primary" onClick={submit} loading={save.isPending} data-testid="pay-item-save">{t('masters:ui.save')}</Button>
      </Form>
    </Modal>
  );
}
