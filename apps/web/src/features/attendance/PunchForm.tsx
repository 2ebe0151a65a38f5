import { useState } from 'react';
import { App, Button, Flex, Form, Input, Radio, Select, TimePicker, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { PUNCH_REASON_MAX, ZManualPunch, type ManualPunch } from '@hr/domain/attendance/views';
import type { PunchKind } from '@hr/domain/attendance/punch';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { fieldLabel, ruleMessage } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useLang, useProfile } from '../../lib/hooks';
import { showFieldErrors } from '../../lib/schema-rules';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { useAddPunch, useAttendanceSearch, type Via } from './api';
import { todayIso } from './day-parts';

type Values = { employeeId?: string; date?: Dayjs | null; time?: Dayjs | null; kind?: PunchKind; reason?: string };
export type PunchFormProps = {
  via: Via;
  /** An overtime punch: the kind is the end of overtime. */
  overtime?: boolean;
  /** The person, when the form is opened from their month (no picker then). */
  employee?: { id: string; label: string };
  date?: string;
  onDone: (punch: ManualPunch) => void;
  onCancel?: () => void;
  onDirty?: (dirty: boolean) => void;
};

const toBody = (v: Values): Record<string, unknown> => ({
  employeeId: v.employeeId, date: v.date ? v.date.format('YYYY-MM-DD') : undefined, time: v.time ? v.time.format('HH:mm') : undefined,
  kind: v.kind, reason: typeof v.reason === 'string' ? v.reason : undefined,
});

/**
 * The team's (or, for HR, anyone's) people who record time on a date, to pick whose punch to add:
 * the attendance list of that one date, so nobody outside the caller's reach, nobody who does not
 * record time and nobody not employed that day is offered. The caller is left out (nobody corrects
 * their own attendance).
 */
export function EmployeePicker({ via, date, value, onChange, onPicked, id }: {
  via: Via; date: string; value?: string; onChange?: (v: string | undefined) => void; onPicked: (label: string) => void; id?: string;
}) {
  const { t } = useTranslation();
  const me = useProfile().data?.id;
  const [keyword, setKeyword] = useState('');
  const q = useAttendanceSearch(via, { dateFrom: date, dateTo: date, sort: 'employeeCode', pageSize: 50, ...(keyword ? { keyword } : {}) }, { silent: true });
  const options = (q.data?.items ?? []).filter((r) => r.employee.id !== me).map((r) => ({
    value: r.employee.id, label: `${r.employee.code} ${r.employee.name}${r.employee.department ? ` · ${r.employee.department}` : ''}`,
  }));
  return (
    <Select id={id} showSearch={{ filterOption: false, onSearch: (s) => setKeyword(s.trim()) }} allowClear value={value} options={options}
      onChange={(v: string | undefined) => { onPicked(options.find((o) => o.value === v)?.label ?? ''); onChange?.(v); }}
      loading={q.isFetching} placeholder={t('attendance:pages.form.pickEmployee')} notFoundContent={t('attendance:pages.form.nobody')} data-testid="field-employeeId" />
  );
}

/**
 * A missing punch, or the end of overtime, that a supervisor (for their team) or HR adds for
 * someone: whose, the date and time it should have been, in or out, and why. The rules are the
 * call's schema; a confirmation names the punch before it is added; the server's field messages
 * go under their fields.
 */
export function PunchForm({ via, overtime = false, employee, date, onDone, onCancel, onDirty }: PunchFormProps) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddPunch(via);
  const pickedDate = Form.useWatch('date', form);
  const [pickedName, setPickedName] = useState('');
  const today = todayIso();
  const shape = ZManualPunch.shape;
  const rule = (name: keyof ManualPunch) => [{
    required: true,
    validator: async (_r: unknown, v: unknown) => {
      const body = toBody({ ...form.getFieldsValue(true), [name]: v });
      const res = shape[name].safeParse(body[name]);
      if (res.success) return;
      const key = (body[name] === undefined || body[name] === '' ? 'validation.required' : (res.error.issues[0]?.message ?? 'validation.invalid')).replace(/^validation\./, '');
      // The picker's label is "Employee" (the record label of employeeId is the employee's ID).
      throw new Error(name === 'employeeId' ? t([`validation:${key}`, `rules:${key}`], { field: t('attendance:pages.form.employee') }) : ruleMessage(t, `validation.${key}`, name));
    },
  }];

  const submit = async () => {
    const v = await form.validateFields().then(() => form.getFieldsValue(true) as Values, () => null);
    if (!v) return;
    const body = ZManualPunch.parse(toBody({ ...v, employeeId: employee?.id ?? v.employeeId, kind: overtime ? 'otOut' : v.kind }));
    const who = employee?.label ?? pickedName;
    modal.confirm({
      title: t(overtime ? 'attendance:pages.form.confirmOt' : 'attendance:pages.form.confirm'),
      content: <span data-testid="punch-confirm">{t('attendance:pages.form.confirmText', {
        kind: t(`attendance:pages.form.kind.${body.kind}`), name: who || t('attendance:pages.form.theEmployee'), date: formatDate(body.date, lang), time: body.time,
      })}</span>,
      okText: t('attendance:pages.form.add'), cancelText: t('attendance:pages.form.back'),
      onOk: async () => {
        try {
          await add.mutateAsync(body);
          message.success(t('attendance:pages.form.added', { kind: t(`attendance:pages.form.kind.${body.kind}`), time: body.time, date: formatDate(body.date, lang) }));
          form.resetFields();
          onDirty?.(false);
          onDone(body);
        } catch (err) {
          if (err instanceof ApiError && err.fields.length) {
            showFieldErrors(form, err.fields.map((f) => ({ ...f, field: f.field in shape ? f.field : 'reason' })));
          } else void message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
        }
      },
    });
  };

  return (
    <Form form={form} layout="vertical" data-testid="punch-form" style={{ maxWidth: 560 }}
      initialValues={{ employeeId: employee?.id, date: date ? dayjs(date) : undefined, kind: overtime ? 'otOut' : undefined }}
      onValuesChange={() => onDirty?.(true)}>
      {employee ? (
        <Form.Item label={t('attendance:pages.form.employee')}>
          <Typography.Text strong data-testid="punch-employee">{employee.label}</Typography.Text>
        </Form.Item>
      ) : (
        <FieldItem name="employeeId" label={t('attendance:pages.form.employee')} required rules={rule('employeeId')} extra={t('attendance:pages.form.employeeHint')}>
          <EmployeePicker via={via} date={pickedDate ? pickedDate.format('YYYY-MM-DD') : today} onPicked={setPickedName} />
        </FieldItem>
      )}
      <Flex gap={12} wrap>
        <FieldItem name="date" label={fieldLabel(t, 'date')} required rules={rule('date')} style={{ flex: '1 1 200px' }}>
          <LocalDatePicker style={{ width: '100%' }} disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
        </FieldItem>
        <FieldItem name="time" label={fieldLabel(t, 'time')} required rules={rule('time')} style={{ flex: '1 1 140px' }} extra={t('attendance:pages.form.timeHint')}>
          <TimePicker format="HH:mm" needConfirm={false} style={{ width: '100%' }} />
        </FieldItem>
      </Flex>
      {overtime ? (
        <Form.Item label={fieldLabel(t, 'kind')}><Typography.Text data-testid="punch-kind-ot">{t('attendance:kind.otOut')}</Typography.Text></Form.Item>
      ) : (
        <FieldItem name="kind" label={fieldLabel(t, 'kind')} required rules={rule('kind')}>
          <Radio.Group optionType="button" options={(['in', 'out'] as const).map((k) => ({ value: k, label: t(`attendance:pages.form.kind.${k}`) }))} />
        </FieldItem>
      )}
      <FieldItem name="reason" label={fieldLabel(t, 'reason')} required rules={rule('reason')} extra={t('attendance:pages.form.reasonHint')}>
        <Input.TextArea rows={3} maxLength={PUNCH_REASON_MAX} showCount />
      </FieldItem>
      <Flex gap={8} wrap>
        <Button type="primary" icon={<PlusOutlined />} loading={add.isPending} onClick={() => void submit()} data-testid="punch-save">
          {t(overtime ? 'attendance:pages.addOtPunch' : 'attendance:pages.addPunch')}
        </Button>
        {onCancel && <Button onClick={onCancel} data-testid="punch-cancel">{t('attendance:pages.form.cancel')}</Button>}
      </Flex>
    </Form>
  );
}
