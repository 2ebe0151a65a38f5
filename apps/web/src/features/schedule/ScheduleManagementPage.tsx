import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Checkbox, Flex, Form, Input, Popconfirm, Select, Spin, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { ZShiftChangeAndTrade, type ShiftChangeAndTrade, type ShiftChangeKind, type ShiftChangeRow } from '@hr/domain/attendance/roster';
import { api, ApiError } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { useCan, useLang } from '../../lib/hooks';
import { AccessibleTabs } from '../../shell/AccessibleTabs';
import Forbidden from '../../shell/Forbidden';
import { LocalRangePicker } from '../../shell/LocalDatePicker';
import { GRID_PERMISSION, MANAGE_PERMISSION, useRosterHeader, useSchedulableOptions, useShiftHistory } from './api';

type Option = { value: string; label: string };

/** A searchable select of the people the caller schedules; the chosen one keeps its label. */
function PersonSelect({ value, onChange, exclude, id, testId }: { value?: string; onChange?: (v?: string, label?: string) => void; exclude?: string; id?: string; testId: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => { const timer = setTimeout(() => setKeyword(typed.trim()), 250); return () => clearTimeout(timer); }, [typed]);
  const q = useSchedulableOptions(keyword, dayjs().format('YYYY-MM'));
  const labels = useRef(new Map<string, string>());
  const found = (q.data ?? []).filter((o) => o.value !== exclude);
  const known = value ? labels.current.get(value) : undefined;
  const options: Option[] = value && known && !found.some((o) => o.value === value) ? [{ value, label: known }, ...found] : found;
  return (
    <Select<string> id={id} allowClear value={value} options={options} placeholder={t('schedule:manage.searchEmployee')} data-testid={testId}
      showSearch={{ filterOption: false, onSearch: setTyped }} notFoundContent={q.isFetching ? <Spin size="small" /> : undefined}
      onChange={(v, option) => {
        const label = option && !Array.isArray(option) ? String(option.label) : undefined;
        if (v && label) labels.current.set(v, label);
        onChange?.(v, label);
      }} />
  );
}

type FormValues = { employeeId?: string; otherEmployeeId?: string; workingTimeId?: string; dates?: [Dayjs, Dayjs]; reason?: string };

/** The shift change or shift trade form: SPEC section 5's required fields, checked by the domain schema, confirmed before saving. */
function ChangeForm({ kind, firstChangeable }: { kind: ShiftChangeKind; firstChangeable: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const names = useRef(new Map<string, string>());
  const header = useRosterHeader(dayjs().format('YYYY-MM'));
  const shifts = (header.data?.shifts ?? []).filter((s) => s.active);
  const save = useMutation({
    mutationFn: (body: ShiftChangeAndTrade) => api.post<{ id: string }>('/1.0/save/workingShift/changeAndTrade', body, { dialog: false }),
  });

  const bodyOf = (v: FormValues) => ({
    kind, employeeId: v.employeeId ?? '', reason: v.reason ?? '',
    dateFrom: v.dates?.[0]?.format('YYYY-MM-DD') ?? '', dateTo: v.dates?.[1]?.format('YYYY-MM-DD') ?? '',
    ...(kind === 'change' ? { workingTimeId: v.workingTimeId ?? null } : { otherEmployeeId: v.otherEmployeeId ?? null }),
  });
  /** Marks each field the domain schema refuses, in the reader's language ("{field} is required"). */
  const check = (body: ReturnType<typeof bodyOf>) => {
    const r = ZShiftChangeAndTrade.safeParse(body);
    if (r.success) return r.data;
    const byField = new Map<string, string>();
    for (const issue of r.error.issues) {
      const field = String(issue.path[0] ?? '');
      const formField = field === 'dateFrom' || field === 'dateTo' ? 'dates' : field;
      const code = issue.message.replace(/^validation\./, '');
      const label = t(`schedule:manage.${({ employeeId: 'employee', otherEmployeeId: 'otherEmployee', workingTimeId: 'newShift', dates: 'dates', reason: 'reason' } as Record<string, string>)[formField] ?? formField}`);
      byField.set(formField, t([`validation:${code}`, `rules:${code}`, 'validation:invalid'], { field: label }));
    }
    form.setFields([...byField].map(([name, text]) => ({ name: name as keyof FormValues, errors: [text] })));
    return null;
  };
  const submit = () => {
    const v = form.getFieldsValue();
    const body = check(bodyOf(v));
    if (!body) return;
    const name = names.current.get(body.employeeId) ?? '';
    const confirmText = kind === 'change'
      ? t('schedule:manage.confirmChange', { name, shift: shifts.find((s) => s.id === body.workingTimeId)?.name ?? '', from: formatDate(body.dateFrom, lang), to: formatDate(body.dateTo, lang) })
      : t('schedule:manage.confirmTrade', { name, other: names.current.get(body.otherEmployeeId ?? '') ?? '', from: formatDate(body.dateFrom, lang), to: formatDate(body.dateTo, lang) });
    modal.confirm({
      title: t(kind === 'change' ? 'schedule:manage.saveChange' : 'schedule:manage.saveTrade'), content: confirmText,
      okText: t('schedule:manage.confirm'), cancelText: t('schedule:grid.cancel'),
      onOk: async () => {
        try {
          await save.mutateAsync(body);
          void message.success(t('schedule:manage.saved'));
          form.resetFields();
          await queryClient.invalidateQueries({ queryKey: ['roster'] });
        } catch (err) {
          if (!(err instanceof ApiError)) return;
          const fields = err.fields.map((f) => ({ name: (f.field === 'dateFrom' || f.field === 'dateTo' ? 'dates' : f.field) as keyof FormValues, errors: [f.text] }));
          if (fields.length) form.setFields(fields);
          else void message.error(err.envelope.msg.text);
        }
      },
    });
  };
  const disabledDate = (d: Dayjs) => d.format('YYYY-MM-DD') < firstChangeable;

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 640 }} data-testid={`${kind}-form`} onFinish={submit} requiredMark>
      <Form.Item name="employeeId" label={t('schedule:manage.employee')} required>
        <PersonSelect testId={`${kind}-employee`} onChange={(v, label) => { form.setFieldValue('employeeId', v); if (v && label) names.current.set(v, label); }} />
      </Form.Item>
      {kind === 'change' ? (
        <Form.Item name="workingTimeId" label={t('schedule:manage.newShift')} required>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} data-testid="change-shift" options={shifts.map((s) => ({ value: s.id, label: `${s.prefix} · ${s.name}` }))} />
        </Form.Item>
      ) : (
        <Form.Item name="otherEmployeeId" label={t('schedule:manage.otherEmployee')} required>
          <PersonSelect testId="trade-other" exclude={form.getFieldValue('employeeId') as string | undefined}
            onChange={(v, label) => { form.setFieldValue('otherEmployeeId', v); if (v && label) names.current.set(v, label); }} />
        </Form.Item>
      )}
      <Form.Item name="dates" label={t('schedule:manage.dates')} required extra={t('schedule:manage.intro', { date: formatDate(firstChangeable, lang) })}>
        <LocalRangePicker disabledDate={disabledDate} style={{ width: '100%' }} data-testid={`${kind}-dates`} />
      </Form.Item>
      <Form.Item name="reason" label={t('schedule:manage.reason')} required>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid={`${kind}-reason`} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} icon={kind === 'trade' ? <SwapOutlined /> : undefined} data-testid={`${kind}-save`}>
        {t(kind === 'change' ? 'schedule:manage.saveChange' : 'schedule:manage.saveTrade')}
      </Button>
    </Form>
  );
}

/** The history of changes and trades, newest first, with delete (confirmed) while a date is still to come. */
function History() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const [keyword, setKeyword] = useState<string | undefined>();
  const q = useShiftHistory({ page, pageSize, includeDeleted, ...(keyword ? { keyword } : {}) });
  const remove = useMutation({
    mutationFn: (id: string) => api.post(`/1.0/delete/workingShift/${id}`, {}),
    onSuccess: async () => { void message.success(t('schedule:manage.deletedOk')); await queryClient.invalidateQueries({ queryKey: ['roster'] }); },
  });
  const person = (p: { employeeCode: string; name: string }) => `${p.employeeCode} ${p.name}`;
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} wrap align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>{t('schedule:manage.history')}</Typography.Title>
        <Input.Search allowClear placeholder={t('schedule:manage.searchEmployee')} aria-label={t('schedule:manage.searchEmployee')} style={{ width: 260 }}
          onSearch={(v) => { setKeyword(v.trim() || undefined); setPage(1); }} />
        <Checkbox checked={includeDeleted} onChange={(e) => { setIncludeDeleted(e.target.checked); setPage(1); }}>{t('schedule:manage.showDeleted')}</Checkbox>
      </Flex>
      <Table<ShiftChangeRow> rowKey="id" size="middle" loading={q.isFetching} dataSource={q.data?.items ?? []} data-testid="history-table"
        locale={{ emptyText: t('schedule:manage.empty') }}
        pagination={{ current: page, pageSize, total: q.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => { setPage(s !== pageSize ? 1 : p); setPageSize(s); } }}
        columns={[
          { title: t('schedule:manage.kind'), key: 'kind', width: 110, render: (_, r) => <Tag color={r.kind === 'trade' ? 'purple' : 'blue'}>{t(r.kind === 'trade' ? 'schedule:manage.kindTrade' : 'schedule:manage.kindChange')}</Tag> },
          { title: t('schedule:manage.employees'), key: 'employees', render: (_, r) => (r.other ? <span>{person(r.employee)} <SwapOutlined aria-label={t('schedule:manage.swap')} /> {person(r.other)}</span> : person(r.employee)) },
          { title: t('schedule:manage.shift'), key: 'shift', render: (_, r) => (r.shift ? `${r.shift.prefix} · ${r.shift.name}` : '') },
          { title: t('schedule:manage.period'), key: 'period', render: (_, r) => `${formatDate(r.dateFrom, lang)} – ${formatDate(r.dateTo, lang)}` },
          { title: t('schedule:manage.reason'), dataIndex: 'reason', ellipsis: true },
          { title: t('schedule:manage.savedBy'), key: 'by', render: (_, r) => <span>{r.createdBy?.name ?? ''}<br /><Typography.Text type="secondary">{formatDate(r.createdAt, lang, 'DD/MM/YYYY HH:mm')}</Typography.Text></span> },
          {
            title: t('schedule:manage.status'), key: 'status', render: (_, r) => (r.deletedAt
              ? <Typography.Text type="secondary">{t('schedule:manage.deleted', { name: r.deletedBy?.name ?? '', date: formatDate(r.deletedAt, lang, 'DD/MM/YYYY HH:mm') })}</Typography.Text>
              : <Tag color="green">{t('schedule:manage.active')}</Tag>),
          },
          {
            title: '', key: 'actions', width: 110, render: (_, r) => (r.deletable ? (
              <Popconfirm title={t('schedule:manage.delete')} description={t('schedule:manage.confirmDelete')} okText={t('schedule:manage.delete')} okButtonProps={{ danger: true }}
                cancelText={t('schedule:grid.cancel')} onConfirm={() => remove.mutate(r.id)}>
                <Button danger size="small" icon={<DeleteOutlined />} data-testid={`delete-${r.id}`}>{t('schedule:manage.delete')}</Button>
              </Popconfirm>
            ) : !r.deletedAt ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('schedule:manage.historyOnly')}</Typography.Text> : null),
          },
        ]} />
    </Flex>
  );
}

/**
 * employment-management/schedule-management (issue 16 point 1): a shift change (one employee to a
 * new shift on dates) and a shift trade (two employees swap), each with a reason, from the next
 * day on; and their history, where one not yet begun can be deleted.
 */
export default function ScheduleManagementPage() {
  const { t } = useTranslation();
  const can = useCan();
  const header = useRosterHeader(dayjs().format('YYYY-MM'));
  if (!can(MANAGE_PERMISSION) && !can(GRID_PERMISSION)) return <Forbidden />;
  const first = header.data?.firstChangeable ?? dayjs().add(1, 'day').format('YYYY-MM-DD');
  return (
    <Card title={t('schedule:manage.title')} data-testid="schedule-management-page">
      <Flex vertical gap={24}>
        <AccessibleTabs items={[
          { key: 'change', label: <span data-testid="tab-change">{t('schedule:manage.changeTab')}</span>, children: <ChangeForm kind="change" firstChangeable={first} /> },
          { key: 'trade', label: <span data-testid="tab-trade">{t('schedule:manage.tradeTab')}</span>, children: <ChangeForm kind="trade" firstChangeable={first} /> },
        ]} />
        <History />
      </Flex>
    </Card>
  );
}
