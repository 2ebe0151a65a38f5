import { useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Form, Input, InputNumber, Row, Select, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ZLeaveAdjustment } from '@hr/domain/leave/schemas';
import { ApiError } from '../../lib/api';
import { DATE_FORMATS, displayYear, formatDate } from '../../lib/dates';
import { fieldLabel, ruleMessage } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import { showSaveError } from '../../lib/schema-rules';
import { useRefOptions } from '../../lib/use-dropdown';
import { useAdjustments, useEmployeeHits, useSaveAdjustment, type AdjustmentRow } from './api';
import { PregnancyCard } from './PregnancyCard';

type Values = { leaveTypeId?: string; year?: number; days?: number | null; note?: string };
type Props = { employeeId?: string; employeeLabel?: string; onEmployee: (id: string | undefined, label?: string) => void };

/**
 * HR's entitlement adjustments: days added to or taken from one employee's leave of one type in one
 * year, each a ledger row with a note (the entitlement itself is never overwritten), and the
 * employee's rows so far. The employee comes from a picker or from a request's view.
 */
export function AdjustmentPanel({ employeeId, employeeLabel, onEmployee }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const hits = useEmployeeHits(keyword);
  const types = useRefOptions('leaveType');
  const rows = useAdjustments(employeeId);
  const save = useSaveAdjustment();
  const [form] = Form.useForm<Values>();
  const thisYear = dayjs().year();
  const years = [thisYear - 1, thisYear, thisYear + 1].map((y) => ({ value: y, label: displayYear(`${y}-01-01`, lang) }));
  const thai = lang === 'th';
  const hitOptions = (hits.data?.items ?? []).map((e) => ({
    value: e.id, label: `${e.employeeCode} ${thai ? `${e.firstNameTh} ${e.lastNameTh}` : `${e.firstNameEn} ${e.lastNameEn}`}${e.department ? ` · ${e.department}` : ''}`,
  }));
  const options = employeeId && !hitOptions.some((o) => o.value === employeeId) ? [{ value: employeeId, label: employeeLabel ?? employeeId }, ...hitOptions] : hitOptions;
  const shape = ZLeaveAdjustment.shape;
  const rule = (name: keyof Values) => [{
    required: true,
    validator: async (_r: unknown, v: unknown) => {
      const value = name === 'note' && typeof v === 'string' ? v.trim() : v ?? undefined;
      const res = shape[name].safeParse(value);
      if (!res.success) throw new Error(ruleMessage(t, value === undefined || value === '' ? 'validation.required' : (res.error.issues[0]?.message ?? 'validation.invalid'), name));
    },
  }];

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !employeeId) return;
    const body = { employeeId, leaveTypeId: v.leaveTypeId!, year: v.year!, days: v.days!, note: v.note!.trim() };
    const type = types.options?.find((o) => o.value === body.leaveTypeId)?.label ?? '';
    modal.confirm({
      title: t('leaveAdmin:adjust.confirm', { days: formatNumber(body.days, lang), type, year: displayYear(`${body.year}-01-01`, lang), count: Math.abs(body.days) }),
      okText: t('leaveAdmin:adjust.save'), cancelText: t('leaveAdmin:no'),
      onOk: async () => {
        try {
          await save.mutateAsync(body);
          message.success(t('leaveAdmin:adjust.saved'));
          form.resetFields(['days', 'note']);
        } catch (err) {
          // Field errors of the form's own fields go under them; anything else (the employee gone ...) is a message.
          const own = err instanceof ApiError && err.fields.every((f) => f.field in shape && f.field !== 'employeeId');
          if (own) showSaveError(form, err, message, t);
          else message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
        }
      },
    });
  };

  return (
    <Row gutter={[16, 16]} data-testid="adjustment-panel">
      <Col xs={24} lg={10}>
        <Card size="small" title={t('leaveAdmin:adjust.title')}>
          <Typography.Paragraph type="secondary">{t('leaveAdmin:adjust.hint')}</Typography.Paragraph>
          <Form layout="vertical" component="div">
            <Form.Item label={t('leaveAdmin:col.employee')} required>
              <Select showSearch={{ filterOption: false, onSearch: (s) => setKeyword(s.trim()) }} allowClear value={employeeId} options={options} loading={hits.isFetching}
                placeholder={t('leaveAdmin:adjust.pickEmployee')} aria-label={t('leaveAdmin:col.employee')} data-testid="adjust-employee"
                onChange={(id?: string) => onEmployee(id, options.find((o) => o.value === id)?.label)} notFoundContent={t('leaveAdmin:noMatch')} />
            </Form.Item>
          </Form>
          <Form form={form} layout="vertical" disabled={!employeeId} initialValues={{ year: thisYear }} data-testid="adjust-form">
            <Form.Item name="leaveTypeId" label={fieldLabel(t, 'leaveTypeId')} required rules={rule('leaveTypeId')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={types.options} loading={types.loading} data-testid="adjust-type" />
            </Form.Item>
            <Form.Item name="year" label={t('leaveAdmin:col.year')} required rules={rule('year')}>
              <Select options={years} data-testid="adjust-year" />
            </Form.Item>
            <Form.Item name="days" label={t('leaveAdmin:adjust.days')} required rules={rule('days')} extra={t('leaveAdmin:adjust.daysHint')}>
              <InputNumber step={0.5} style={{ width: '100%' }} data-testid="adjust-days" />
            </Form.Item>
            <Form.Item name="note" label={fieldLabel(t, 'note')} required rules={rule('note')}>
              <Input.TextArea rows={3} maxLength={500} showCount data-testid="adjust-note" />
            </Form.Item>
            <Button type="primary" icon={<PlusOutlined />} loading={save.isPending} onClick={() => void submit()} data-testid="adjust-save">{t('leaveAdmin:adjust.save')}</Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={t('leaveAdmin:adjust.ledger')}>
          {!employeeId ? <Alert type="info" showIcon title={t('leaveAdmin:adjust.pickFirst')} /> : (
            <Table<AdjustmentRow> rowKey="id" size="small" loading={rows.isFetching} dataSource={rows.data} pagination={{ pageSize: 10, hideOnSinglePage: true }} data-testid="adjust-ledger"
              locale={{ emptyText: <Empty description={t('leaveAdmin:adjust.none')} /> }} columns={[
                { key: 'year', title: t('leaveAdmin:col.year'), width: 80, render: (_: unknown, r) => displayYear(`${r.year}-01-01`, lang) },
                { key: 'type', title: fieldLabel(t, 'leaveTypeId'), render: (_: unknown, r) => r.leaveTypeName },
                { key: 'days', title: t('leaveAdmin:adjust.days'), width: 90, align: 'right', render: (_: unknown, r) => <Typography.Text type={r.days < 0 ? 'danger' : 'success'}>{`${r.days > 0 ? '+' : ''}${formatNumber(r.days, lang)}`}</Typography.Text> },
                { key: 'note', title: fieldLabel(t, 'note'), render: (_: unknown, r) => r.note },
                { key: 'by', title: t('leaveAdmin:col.recordedBy'), width: 200, render: (_: unknown, r) => t('leaveAdmin:byOn', { name: r.createdBy?.name ?? '—', date: formatDate(r.createdAt, lang, DATE_FORMATS.dateTime) }) },
              ]} />
          )}
        </Card>
      </Col>
      {employeeId && <Col xs={24}><PregnancyCard employeeId={employeeId} /></Col>}
    </Row>
  );
}
