import { useEffect, useMemo } from 'react';
import { Alert, App, Checkbox, Descriptions, Flex, Form, Input, Modal, Spin, TimePicker, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { OVERTIME_REASON_MAX, ZOvertimeSave, type OvertimeListed } from '@hr/domain/overtime/schemas';
import { overtimeSpanIssues, overtimeSpanMinutes } from '@hr/domain/approval/request-rules';
import { ApiError } from '../../lib/api';
import { fieldLabel, ruleMessage } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { showFieldErrors } from '../../lib/schema-rules';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { useOvertimePreview, useSaveOvertime } from './api';
import { hoursText, RateTags } from './overtime-text';

type Values = { date?: Dayjs; startTime?: Dayjs; endTime?: Dayjs; endsNextDay?: boolean; reason?: string };
type Props = { open: boolean; editing: OvertimeListed | null; onClose: () => void };
const toBody = (v: Values) => ({
  date: v.date?.format('YYYY-MM-DD'), startTime: v.startTime?.format('HH:mm'), endTime: v.endTime?.format('HH:mm'), ...(v.endsNextDay ? { endsNextDay: true } : {}), reason: v.reason?.trim(),
});

/**
 * File or edit an overtime request: a date, a time range and a reason. As the fields fill in, the
 * server's calculator answers what the request would be (its multipliers from the schedule and the
 * holiday master, the week's overtime against the 36-hour cap), so the employee sees "3×" on a
 * holiday before sending it. The refusals that are not a field's (inside the shift, past the cap
 * where the company refuses it, overlapping another request) show above the form.
 */
export function OvertimeFormModal({ open, editing, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveOvertime();
  const once = useSubmitOnce();
  const values = Form.useWatch([], form) as Values | undefined;
  const body = toBody(values ?? {});
  const complete = body.date && body.startTime && body.endTime
    ? { date: body.date, startTime: body.startTime, endTime: body.endTime, ...(body.endsNextDay ? { endsNextDay: true } : {}), ...(editing ? { id: editing.id } : {}) } : null;
  // What the times add up to, the end on the next day when it is not after the start (issue 34: 18:00 to 17:59 is 23:59, said out loud).
  const duration = body.startTime && body.endTime ? overtimeSpanMinutes(body.startTime, body.endTime) : null;
  const preview = useOvertimePreview(open ? complete : null);
  const figures = preview.isError ? null : preview.data;
  const previewError = preview.error instanceof ApiError ? preview.error : null;

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(editing
      ? { date: dayjs(editing.date), startTime: dayjs(`2000-01-01T${editing.startTime}`), endTime: dayjs(`2000-01-01T${editing.endTime}`), endsNextDay: editing.endTime <= editing.startTime, reason: editing.reason }
      : { date: undefined, startTime: undefined, endTime: undefined, endsNextDay: false, reason: undefined });
  }, [open, editing, form]);

  const shape = ZOvertimeSave.shape;
  const rule = (name: 'date' | 'startTime' | 'endTime' | 'reason') => [{
    required: true,
    validator: async (_r: unknown, v: unknown) => {
      const b = toBody({ ...form.getFieldsValue(true), [name]: v }) as Record<string, unknown>;
      const res = shape[name].safeParse(b[name]);
      if (!res.success) throw new Error(ruleMessage(t, b[name] === undefined || b[name] === '' ? 'validation.required' : res.error.issues[0]?.message ?? 'validation.invalid', name));
      const span = overtimeSpanIssues(b).find((i) => i.field === name);
      if (span) throw new Error(ruleMessage(t, span.key, name));
    },
  }];
  /** The flag's own rule (the domain's): set only when the end is not after the start. */
  const flagRule = [{
    validator: async (_r: unknown, v: unknown) => {
      const span = overtimeSpanIssues(toBody({ ...form.getFieldsValue(true), endsNextDay: Boolean(v) })).find((i) => i.field === 'endsNextDay');
      if (span) throw new Error(ruleMessage(t, span.key, 'endsNextDay'));
    },
  }];

  // A double click on Send is one submission with one key (issue 34): one request, one toast.
  const submit = () => once.run(async (key) => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return false;
    try {
      const saved = await save.mutateAsync({ ...ZOvertimeSave.parse({ ...toBody(v), ...(editing ? { id: editing.id } : {}) }), key });
      if (saved.overCap) message.warning(t('overtime:savedOverCap'));
      else message.success(t(editing ? 'overtime:updated' : 'overtime:filed'));
      onClose();
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) showFieldErrors(form, err.fields);
      else message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
      return false;
    }
  });

  const blocked = figures?.week.exceeds && figures.week.policy === 'block';
  const refusal = useMemo(() => {
    if (!previewError) return null;
    if (previewError.fields.length) return previewError.fields.map((f) => f.text).join(' ');
    return previewError.message;
  }, [previewError]);
  return (
    <Modal open={open} destroyOnHidden onCancel={onClose} onOk={() => void submit()} width={620} data-testid="ot-form"
      title={t(editing ? 'overtime:editTitle' : 'overtime:newTitle')} okText={t(editing ? 'overtime:saveEdit' : 'overtime:submit')} cancelText={t('leaveAdmin:close')}
      okButtonProps={{ loading: save.isPending, disabled: !!blocked || !!refusal, id: 'ot-submit' }}>
      <Form form={form} layout="vertical" preserve={false} onValuesChange={once.changed}>
        <Flex gap={12} wrap>
          <FieldItem name="date" label={fieldLabel(t, 'date')} required rules={rule('date')} style={{ flex: '1 1 200px' }}>
            <LocalDatePicker style={{ width: '100%' }} />
          </FieldItem>
          <FieldItem name="startTime" label={t('overtime:from')} required rules={rule('startTime')} style={{ flex: '1 1 120px' }}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
          </FieldItem>
          <FieldItem name="endTime" label={t('overtime:to')} required rules={rule('endTime')} dependencies={['startTime', 'endsNextDay']} style={{ flex: '1 1 120px' }} extra={t('overtime:endHint')}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
          </FieldItem>
        </Flex>
        <Flex gap={12} wrap align="baseline" justify="space-between">
          <FieldItem name="endsNextDay" valuePropName="checked" rules={flagRule} dependencies={['startTime', 'endTime']}>
            <Checkbox data-testid="ot-ends-next-day">{fieldLabel(t, 'endsNextDay')}</Checkbox>
          </FieldItem>
          {duration !== null && <Typography.Text type="secondary" data-testid="ot-duration">{t('overtime:duration', { hours: hoursText(duration) })}</Typography.Text>}
        </Flex>
        <FieldItem name="reason" label={t('overtime:reason')} required rules={rule('reason')}>
          <Input.TextArea rows={3} maxLength={OVERTIME_REASON_MAX} showCount />
        </FieldItem>
      </Form>
      {complete && (
        <div aria-live="polite" data-testid="ot-preview">
          {refusal ? <Alert type="error" showIcon title={refusal} data-testid="ot-refusal" /> : !figures ? <Spin size="small" /> : (
            <>
              <Descriptions size="small" column={1} bordered items={[
                { key: 'moment', label: t('overtime:col.when'), children: t(`overtime:moment.${figures.moment}`) },
                { key: 'hours', label: t('overtime:col.hours'), children: <span data-testid="preview-hours">{hoursText(figures.minutes)}</span> },
                { key: 'rates', label: t('overtime:col.rates'), children: <RateTags segments={figures.segments} /> },
                { key: 'week', label: t('overtime:col.week'), children: <span data-testid="preview-week">{t('overtime:weekOf', { hours: hoursText(figures.week.total), cap: hoursText(figures.week.cap) })}</span> },
              ]} />
              {figures.week.exceeds && (
                <Alert style={{ marginTop: 12 }} showIcon type={blocked ? 'error' : 'warning'} data-testid="ot-cap"
                  title={t(blocked ? 'overtime:capBlocked' : 'overtime:capWarned', { hours: hoursText(figures.week.total) })} />
              )}
            </>
          )}
        </div>
      )}
      {!complete && <Typography.Paragraph type="secondary">{t('overtime:formHint')}</Typography.Paragraph>}
    </Modal>
  );
}
