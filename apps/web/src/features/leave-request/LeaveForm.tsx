import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Card, Col, Flex, Form, Input, Radio, Row, Select, Space } from 'antd';
import { ArrowLeftOutlined, SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HALF_DAY_WINDOWS } from '@hr/domain/choices';
import { LEAVE_REASON_MAX } from '@hr/domain/leave/schemas';
import type { LeaveView } from '@hr/domain/leave/views';
import { ApiError } from '../../lib/api';
import { useLang } from '../../lib/hooks';
import { FieldItem } from '../../lib/form-controls';
import { formatNumber } from '../../lib/numbers';
import { validateOrScroll } from '../../lib/schema-rules';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { bangkokToday, leaveKeys, leavePaths, useBalances, useLeaveDays, useSaveLeave } from './api';
import { formName, leaveRules, toBody, toForm, type LeaveField, type LeaveFormValues, type RuleContext } from './form-values';
import { daysText, leavePeriod } from './leave-format';
import { LeaveDaysSummary } from './LeaveDaysSummary';
import { LeaveFilesField } from './LeaveFilesField';
import { TypeRules } from './TypeRules';

const DURATIONS = ['fullDay', 'morning', 'afternoon'] as const;

/**
 * The leave request form, new (no `saved`) or editing a pending request: type with what is left,
 * duration, dates, the live day count, the type's rules, reason, remark and files. It asks before
 * sending and before leaving with changes; the server's field errors land on their fields.
 */
export function LeaveForm({ saved, backTo }: { saved?: LeaveView; backTo: string }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LeaveFormValues>();
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  const save = useSaveLeave(saved?.id);
  const once = useSubmitOnce();
  const savedIds = useMemo(() => new Set(saved?.files.map((f) => f.id) ?? []), [saved]);

  const leaveTypeId = Form.useWatch('leaveTypeId', form);
  const duration = Form.useWatch('duration', form);
  const dateFrom = Form.useWatch('dateFrom', form);
  const dateTo = Form.useWatch('dateTo', form);
  const fromIso = dateFrom?.format('YYYY-MM-DD');
  const toIso = dateTo?.format('YYYY-MM-DD');
  // The balance of the year the leave starts in (this year until a date is chosen).
  const year = fromIso ? Number(fromIso.slice(0, 4)) : undefined;
  const balances = useBalances(year);
  const types = balances.data?.types ?? [];
  const type = types.find((x) => x.leaveTypeId === leaveTypeId);
  const daysQuery = leaveTypeId && duration && fromIso && toIso && toIso >= fromIso ? { leaveTypeId, duration, dateFrom: fromIso, dateTo: toIso } : null;
  const days = useLeaveDays(daysQuery);
  const daysErrors = days.error instanceof ApiError ? days.error.fields : [];
  const refusal = days.error instanceof ApiError ? (daysErrors[0]?.text ?? days.error.message) : undefined;

  const ctx = useRef<RuleContext>({ today: bangkokToday(), daysErrors: [] });
  ctx.current = {
    type, today: bangkokToday(), days: daysQuery && days.data ? days.data.days : undefined, daysErrors: daysQuery ? daysErrors : [],
    joiningDate: balances.data?.joiningDate ?? null,
    ...(saved ? { saved: { dateFrom: saved.dateFrom, dateTo: saved.dateTo } } : {}),
  };
  const rules = leaveRules(t, form, () => ctx.current);

  // A new count or refusal changes what the touched fields say (a file now needed, no working day …).
  const countKey = `${days.data?.days ?? ''}|${daysErrors.map((e) => e.field).join()}|${type?.leaveTypeId ?? ''}`;
  useEffect(() => {
    const touched = (['leaveTypeId', 'dateFrom', 'dateTo', 'files'] as const).filter((f) => form.isFieldTouched(f) || form.getFieldError(f).length);
    if (touched.length) void form.validateFields([...touched]).catch(() => undefined);
  }, [countKey, form]);

  useEffect(() => { if (saved) form.setFieldsValue(toForm(saved)); }, [saved, form]);

  const submit = async () => {
    if (!(await validateOrScroll(form))) return;
    const body = toBody(form.getFieldsValue(true) as LeaveFormValues);
    const summary = `${type?.name ?? ''}: ${leavePeriod(t, body, lang)}${days.data ? ` (${daysText(t, days.data.days, lang)})` : ''}`;
    modal.confirm({
      title: t(saved ? 'leaveRequest:form.confirmSave' : 'leaveRequest:form.confirmSubmit'), content: summary,
      okText: t(saved ? 'leaveRequest:form.save' : 'leaveRequest:form.submit'), cancelText: t('leaveRequest:ui.no'),
      // One submission, one Idempotency-Key (issue 34): a retry after a lost answer files nothing more.
      onOk: () => once.run((key) => save.mutateAsync({ ...body, key }).then((r) => {
        release();
        message.success(t(saved ? 'leaveRequest:form.saved' : 'leaveRequest:form.submitted', { days: formatNumber(r.days, lang) }));
        void queryClient.invalidateQueries({ queryKey: leaveKeys.all });
        navigate(to(leavePaths.details(r.id)), { state: { justFiled: !saved } });
        return true;
      }, (err: unknown) => {
        if (err instanceof ApiError && err.fields.length) {
          // One field may be refused twice (too soon and overlapping): it shows both.
          const byField = new Map<ReturnType<typeof formName>, string[]>();
          for (const e of err.fields) byField.set(formName(e.field), [...(byField.get(formName(e.field)) ?? []), e.text]);
          form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
          form.scrollToField(formName(err.fields[0]!.field), { block: 'center' });
        } else message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
        return false;
      })),
    });
  };

  const item = (field: LeaveField, required = false) => ({ name: formName(field), label: t(`leaveRequest:fields.${field}`), rules: rules(field, required), required });
  const half = duration === 'morning' || duration === 'afternoon';

  return (
    <Form<LeaveFormValues> form={form} layout="vertical" initialValues={{ duration: 'fullDay', files: [] }} data-testid="leave-form"
      onValuesChange={(changed: Partial<LeaveFormValues>) => {
        setDirty(true);
        once.changed();
        // A half day covers one date: the end follows the start.
        const v = form.getFieldsValue(true) as LeaveFormValues;
        if (('duration' in changed || 'dateFrom' in changed) && v.duration !== 'fullDay' && v.dateFrom) form.setFieldValue('dateTo', v.dateFrom);
        else if ('dateFrom' in changed && v.dateFrom && (!v.dateTo || v.dateTo.isBefore(v.dateFrom, 'day'))) form.setFieldValue('dateTo', v.dateFrom);
        if ('dateFrom' in changed || 'duration' in changed) void form.validateFields(['dateTo']).catch(() => undefined);
      }}>
      <Row gutter={[16, 0]}>
        <Col xs={24} lg={14}>
          <FieldItem {...item('leaveTypeId', true)}>
            <Select loading={balances.isPending} placeholder={t('leaveRequest:form.chooseType')}
              showSearch={{ optionFilterProp: 'label' }} options={types.map((x) => ({
                value: x.leaveTypeId,
                label: x.unpaid ? t('leaveRequest:form.typeOptionUnpaid', { name: x.name }) : t('leaveRequest:form.typeOption', { name: x.name, days: formatNumber(x.remaining, lang) }),
              }))} />
          </FieldItem>
          {/* A label names one control: a group of options takes its name from aria-label. */}
          <FieldItem {...item('duration', true)}>
            <Radio.Group aria-label={t('leaveRequest:fields.duration')} optionType="button" buttonStyle="solid" style={{ display: 'flex', flexWrap: 'wrap' }}
              options={DURATIONS.map((d) => ({
                value: d, label: d === 'fullDay' ? t('leaveRequest:form.fullDay') : t(`leaveRequest:form.${d}`, HALF_DAY_WINDOWS[d]),
              }))} />
          </FieldItem>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <FieldItem {...item('dateFrom', true)}><LocalDatePicker style={{ width: '100%' }} /></FieldItem>
            </Col>
            <Col xs={24} sm={12}>
              <FieldItem {...item('dateTo', true)} extra={half ? t('leaveRequest:form.halfDaySameDate') : undefined}>
                <LocalDatePicker style={{ width: '100%' }} disabled={half}
                  disabledDate={(d) => !!dateFrom && d.isBefore(dateFrom, 'day')} />
              </FieldItem>
            </Col>
          </Row>
          <FieldItem {...item('reason')}><Input.TextArea rows={3} maxLength={LEAVE_REASON_MAX} showCount /></FieldItem>
          <FieldItem {...item('remark')}><Input.TextArea rows={2} maxLength={LEAVE_REASON_MAX} showCount /></FieldItem>
          <FieldItem {...item('fileIds')}><LeaveFilesField savedIds={savedIds} /></FieldItem>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={12} style={{ marginBottom: 16 }}>
            <LeaveDaysSummary answer={daysQuery ? days.data : undefined} loading={!!daysQuery && days.isFetching} refusal={daysQuery ? refusal : undefined} />
            <TypeRules type={type} year={balances.data?.year} />
          </Flex>
        </Col>
      </Row>
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to(backTo))}>{t('leaveRequest:ui.back')}</Button>
        <Button type="primary" icon={<SendOutlined />} loading={save.isPending} onClick={() => void submit()} data-testid="leave-submit">
          {t(saved ? 'leaveRequest:form.save' : 'leaveRequest:form.submit')}
        </Button>
      </Space>
    </Form>
  );
}

/** The form in its page card (the add and edit pages). */
export function LeaveFormCard({ title, ...props }: { title: string; saved?: LeaveView; backTo: string }) {
  return <Card title={title} data-testid="leave-form-page"><LeaveForm {...props} /></Card>;
}
