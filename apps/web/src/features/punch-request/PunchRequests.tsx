import { useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, Drawer, Flex, Form, Input, Modal, Radio, Skeleton, Space, Table, TimePicker, Tooltip, Typography, type TableProps } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined, EyeOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useViewParam } from '../../lib/use-view-param';
import { useSubmitOnce } from '../../lib/use-submit-once';
import dayjs, { type Dayjs } from 'dayjs';
import type { BulkDecisionResult } from '@hr/domain/leave/views';
import { PUNCH_REASON_MAX } from '@hr/domain/attendance/views';
import { ZPunchRequestSave, type PunchRequestListed } from '@hr/domain/attendance/punch-request';
import { ApiError } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { fieldLabel, ruleMessage } from '../../lib/field-label';
import { FieldItem } from '../../lib/form-controls';
import { useLang } from '../../lib/hooks';
import { LeaveStatusTag, leaveStatusOptions } from '../../lib/leave-status';
import { actionsColumn, scrollWidth, tagColumnWidth } from '../../lib/table-columns';
import { showFieldErrors } from '../../lib/schema-rules';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { todayIso } from '../attendance/day-parts';
import { BulkResultsModal } from '../leave-approval/BulkResultsModal';
import { DecisionModal, type DecisionTarget } from '../leave-approval/DecisionModal';
import { ApprovalSteps } from '../approval/ApprovalSteps';
import { useApprovalInbox, useDecideRequests } from '../overtime/api';
import { useCancelPunchRequest, useOwnPunchRequests, usePunchRequestView, useSavePunchRequest } from './api';

type Values = { date?: Dayjs; time?: Dayjs; kind?: 'in' | 'out'; reason?: string };

function PunchRequestTable({ items, loading, total, page, pageSize, onPage, onView, team, emptyText }: {
  items: PunchRequestListed[] | undefined; loading: boolean; total: number; page: number; pageSize: number; onPage: (p: number, s: number) => void; onView: (id: string) => void;
  team?: { selected: string[]; onSelect: (rows: PunchRequestListed[]) => void; onDecide: (ids: string[], d: 'approve' | 'reject') => void }; emptyText: string;
}) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const columns: TableProps<PunchRequestListed>['columns'] = [
    ...(team ? [{ key: 'employee', title: t('overtime:col.employee'), width: 220, render: (_: unknown, r: PunchRequestListed) => `${r.employee.employeeCode} ${r.employee.name}` }] : []),
    { key: 'date', title: fieldLabel(t, 'date'), width: 150, render: (_: unknown, r) => formatDate(r.date, lang) },
    { key: 'time', title: fieldLabel(t, 'time'), width: 90, render: (_: unknown, r) => r.time },
    { key: 'kind', title: fieldLabel(t, 'kind'), width: 150, render: (_: unknown, r) => t(`attendance:kind.${r.kind}`) },
    { key: 'reason', title: t('overtime:reason'), width: 200, ellipsis: true, render: (_: unknown, r) => r.reason },
    { key: 'status', title: t('overtime:col.status'), width: tagColumnWidth(t('overtime:col.status'), leaveStatusOptions(t).map((o) => o.label), 120), render: (_: unknown, r) => <LeaveStatusTag status={r.status} /> },
    actionsColumn<PunchRequestListed>(t('overtime:col.actions'), team ? 3 : 1, (_: unknown, r) => (
        <Space size={4}>
          <Tooltip title={t('overtime:view')}><Button type="text" icon={<EyeOutlined />} aria-label={t('overtime:view')} onClick={() => onView(r.id)} data-testid={`pr-view-${r.id}`} /></Tooltip>
          {team && r.status === 'pending' && (
            <>
              <Tooltip title={t('leaveAdmin:approve')}><Button type="text" icon={<CheckOutlined />} aria-label={t('leaveAdmin:approve')} onClick={() => team.onDecide([r.id], 'approve')} data-testid={`pr-approve-${r.id}`} /></Tooltip>
              <Tooltip title={t('leaveAdmin:reject')}><Button type="text" danger icon={<CloseOutlined />} aria-label={t('leaveAdmin:reject')} onClick={() => team.onDecide([r.id], 'reject')} /></Tooltip>
            </>
          )}
        </Space>
      )),
  ];
  return (
    <Table<PunchRequestListed> rowKey="id" size="middle" columns={columns} dataSource={items} loading={loading} data-testid="pr-table" locale={{ emptyText }}
      scroll={items?.length ? { x: scrollWidth(columns, !!team) } : undefined}
      rowSelection={team ? { preserveSelectedRowKeys: true, selectedRowKeys: team.selected, onChange: (_k, rows) => team.onSelect(rows.filter(Boolean)),
        getCheckboxProps: (r) => ({ disabled: r.status !== 'pending', 'aria-label': `${r.employee.employeeCode} ${r.date} ${r.time}` } as object) } : undefined}
      pagination={{ current: page, pageSize, total, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }), onChange: onPage }} />
  );
}

/** Ask for a forgotten punch: a date and time that has passed, check-in or check-out, and why. */
function PunchRequestForm({ open, editing, onClose }: { open: boolean; editing: PunchRequestListed | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSavePunchRequest();
  const once = useSubmitOnce();
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(editing
      ? { date: dayjs(editing.date), time: dayjs(`2000-01-01T${editing.time}`), kind: editing.kind === 'out' ? 'out' : 'in', reason: editing.reason }
      : { date: undefined, time: undefined, kind: 'in', reason: undefined });
  }, [open, editing, form]);
  const toBody = (v: Values) => ({ ...(editing ? { id: editing.id } : {}), date: v.date?.format('YYYY-MM-DD'), time: v.time?.format('HH:mm'), kind: v.kind, reason: v.reason?.trim() });
  const shape = ZPunchRequestSave.shape;
  const rule = (name: 'date' | 'time' | 'reason') => [{
    required: true,
    validator: async (_r: unknown, v: unknown) => {
      const b = toBody({ ...form.getFieldsValue(true), [name]: v }) as Record<string, unknown>;
      const res = shape[name].safeParse(b[name]);
      if (!res.success) throw new Error(ruleMessage(t, b[name] === undefined || b[name] === '' ? 'validation.required' : res.error.issues[0]?.message ?? 'validation.invalid', name));
    },
  }];
  // A double click on Send is one submission with one key (issue 34): one request, one toast.
  const submit = () => once.run(async (key) => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return false;
    try {
      await save.mutateAsync({ ...ZPunchRequestSave.parse(toBody(v)), key });
      message.success(t('punchRequest:filed'));
      onClose();
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) showFieldErrors(form, err.fields);
      else message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
      return false;
    }
  });
  return (
    <Modal open={open} destroyOnHidden onCancel={onClose} onOk={() => void submit()} title={t('punchRequest:newTitle')} okText={t('overtime:submit')} cancelText={t('leaveAdmin:close')}
      okButtonProps={{ loading: save.isPending, id: 'pr-submit' }} data-testid="pr-form">
      <Form form={form} layout="vertical" preserve={false} onValuesChange={once.changed}>
        <Flex gap={12} wrap>
          <FieldItem name="date" label={fieldLabel(t, 'date')} required rules={rule('date')} style={{ flex: '1 1 200px' }}>
            <LocalDatePicker style={{ width: '100%' }} disabledDate={(d) => d.format('YYYY-MM-DD') > todayIso()} />
          </FieldItem>
          <FieldItem name="time" label={fieldLabel(t, 'time')} required rules={rule('time')} style={{ flex: '1 1 140px' }}>
            <TimePicker format="HH:mm" needConfirm={false} style={{ width: '100%' }} />
          </FieldItem>
        </Flex>
        <FieldItem name="kind" label={fieldLabel(t, 'kind')} required>
          <Radio.Group optionType="button" options={(['in', 'out'] as const).map((k) => ({ value: k, label: t(`attendance:pages.form.kind.${k}`) }))} />
        </FieldItem>
        <FieldItem name="reason" label={t('overtime:reason')} required rules={rule('reason')}>
          <Input.TextArea rows={3} maxLength={PUNCH_REASON_MAX} showCount />
        </FieldItem>
      </Form>
    </Modal>
  );
}

function PunchRequestDrawer({ id, onClose, onDecide, onEdit }: { id: string | null; onClose: () => void; onDecide?: (id: string, d: 'approve' | 'reject') => void; onEdit?: (r: PunchRequestListed) => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const q = usePunchRequestView(id);
  const cancel = useCancelPunchRequest();
  const v = q.data;
  return (
    <Drawer open={!!id} size={640} onClose={onClose} destroyOnHidden title={t('punchRequest:detailTitle')} data-testid="pr-drawer"
      extra={v && (
        <Space wrap>
          {v.canEdit && onEdit && <Button icon={<EditOutlined />} onClick={() => onEdit(v)}>{t('overtime:edit')}</Button>}
          {v.canCancel && <Button icon={<StopOutlined />} onClick={() => modal.confirm({
            title: t('punchRequest:cancelTitle'), okText: t('overtime:cancel'), cancelText: t('leaveAdmin:close'), okButtonProps: { danger: true },
            onOk: async () => { await cancel.mutateAsync({ id: v.id }); message.success(t('punchRequest:cancelled')); onClose(); },
          })} data-testid="pr-cancel">{t('overtime:cancel')}</Button>}
          {v.canDecide && onDecide && (
            <>
              <Button danger icon={<CloseOutlined />} onClick={() => onDecide(v.id, 'reject')}>{t('leaveAdmin:reject')}</Button>
              <Button type="primary" icon={<CheckOutlined />} onClick={() => onDecide(v.id, 'approve')} data-testid="pr-drawer-approve">{t('leaveAdmin:approve')}</Button>
            </>
          )}
        </Space>
      )}>
      {q.isError ? <Alert type="warning" showIcon title={t('overtime:gone')} /> : !v ? <Skeleton active /> : (
        <Flex vertical gap={20}>
          <Descriptions size="small" column={1} bordered items={[
            { key: 'employee', label: t('overtime:col.employee'), children: `${v.employee.employeeCode} ${v.employee.name}` },
            { key: 'when', label: fieldLabel(t, 'date'), children: `${formatDate(v.date, lang)} ${v.time}` },
            { key: 'kind', label: fieldLabel(t, 'kind'), children: t(`attendance:kind.${v.kind}`) },
            { key: 'reason', label: t('overtime:reason'), children: v.reason },
            { key: 'status', label: t('overtime:col.status'), children: <LeaveStatusTag status={v.status} /> },
            { key: 'filed', label: t('overtime:filedAt'), children: formatDate(v.createdAt, lang, DATE_FORMATS.dateTime) },
            ...(v.decisionRemark ? [{ key: 'remark', label: t('labels:remark'), children: v.decisionRemark }] : []),
            ...(v.status === 'approved' ? [{ key: 'punch', label: t('punchRequest:punch'), children: t('punchRequest:punchAdded') }] : []),
          ]} />
          <div>
            <Typography.Title level={5}>{t('approval:chainTitle')}</Typography.Title>
            <ApprovalSteps steps={v.steps} />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}

/** The employee's punch correction requests (the attendance page's tab): the list, a button to ask, each request's drawer (?view=). */
export function MyPunchRequests() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [form, setForm] = useState<{ editing: PunchRequestListed | null } | null>(null);
  const q = useOwnPunchRequests(page, pageSize);
  const [viewing, view] = useViewParam();
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('punchRequest:selfHint')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="pr-new">{t('punchRequest:request')}</Button>
      </Flex>
      <PunchRequestTable items={q.data?.items} loading={q.isFetching} total={q.data?.total ?? 0} page={page} pageSize={pageSize} onPage={(p, s) => { setPage(p); setPageSize(s); }}
        onView={view} emptyText={t('punchRequest:noneYet')} />
      <PunchRequestDrawer id={viewing} onClose={() => view(null)} onEdit={(r) => { view(null); setForm({ editing: r }); }} />
      <PunchRequestForm open={!!form} editing={form?.editing ?? null} onClose={() => setForm(null)} />
    </>
  );
}

/** The approval inbox's punch-correction tab: what waits for the caller, row and bulk decisions. */
export function PunchRequestInbox() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<Map<string, PunchRequestListed>>(new Map());
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const [results, setResults] = useState<{ list: BulkDecisionResult[]; labels: Map<string, string> } | null>(null);
  const q = useApprovalInbox<PunchRequestListed>('punchCorrection', page, pageSize);
  const decide = useDecideRequests('punchCorrection');
  const [viewing, view] = useViewParam();
  const ids = [...selected.keys()];
  return (
    <>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('leaveAdmin:selected', { count: ids.length })}</Typography.Text>
        <Button type="primary" icon={<CheckOutlined />} disabled={!ids.length} onClick={() => setTarget({ ids, decision: 'approve' })}>{t('leaveAdmin:approveSelected')}</Button>
        <Button danger icon={<CloseOutlined />} disabled={!ids.length} onClick={() => setTarget({ ids, decision: 'reject' })}>{t('leaveAdmin:rejectSelected')}</Button>
      </Flex>
      <PunchRequestTable items={q.data?.items} loading={q.isFetching} total={q.data?.total ?? 0} page={page} pageSize={pageSize} onPage={(p, s) => { setPage(p); setPageSize(s); }}
        onView={view} emptyText={t('punchRequest:nothingToApprove')}
        team={{ selected: ids, onSelect: (rows) => setSelected(new Map(rows.map((r) => [r.id, r]))), onDecide: (x, decision) => setTarget({ ids: x, decision }) }} />
      <PunchRequestDrawer id={viewing} onClose={() => view(null)} onDecide={(id, decision) => setTarget({ ids: [id], decision })} />
      <DecisionModal target={target} words="punchRequest" via={{ decide: (v) => decide.mutateAsync(v), pending: decide.isPending }} onClose={() => setTarget(null)}
        onBulkResults={(list) => { setResults({ list, labels: new Map([...selected.values()].map((r) => [r.id, `${r.employee.employeeCode} ${r.date} ${r.time}`])) }); setSelected(new Map()); }}
        onDecided={() => { if (viewing) view(null); }} />
      <BulkResultsModal results={results?.list ?? null} labels={results?.labels ?? new Map()} onClose={() => setResults(null)} />
    </>
  );
}
