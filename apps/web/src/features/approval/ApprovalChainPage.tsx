import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, App, Button, Card, Empty, Flex, InputNumber, Select, Skeleton, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHAIN_MAX_STEPS, REQUEST_TYPES, type RequestType } from '@hr/domain/approval/schemas';
import { CONDITION_MEASURES, STEP_KINDS, type ChainStep, type StepCondition } from '@hr/domain/approval/chain';
import { ApiError } from '../../lib/api';
import { useLang, useProfile } from '../../lib/hooks';
import { useRefOptions } from '../../lib/use-dropdown';
import { useStepKind } from './ApprovalSteps';
import { useChain, useSaveChain } from './api';

type Row = ChainStep & { key: number };
const ALL = '__all__';

/**
 * system-settings/approval-chain (issue 17 point 1): who approves each request type, per company.
 * Steps in order, each "the supervisor", "HR", a named role ..., each with an optional condition
 * that adds it only past a number of hours or days. Every step must approve; a rejection ends the
 * request. A company without its own chain follows the one for every company, else the default
 * (the supervisor or the assistant supervisor decides; HR may decide any request).
 */
export default function ApprovalChainPage() {
  const { t } = useTranslation();
  const { to } = useLang();
  const { message, modal } = App.useApp();
  const me = useProfile().data?.id;
  const companies = useRefOptions('company');
  const roles = useRefOptions('role');
  const kindOf = useStepKind();
  const [company, setCompany] = useState<string>(ALL);
  const [type, setType] = useState<RequestType>('overtime');
  const chain = useChain(company === ALL ? null : company, type);
  const save = useSaveChain();
  const [rows, setRows] = useState<Row[]>([]);
  const [dirty, setDirty] = useState(false);
  useEffect(() => { if (chain.data) { setRows(chain.data.steps.map((s, i) => ({ ...s, key: i }))); setDirty(false); } }, [chain.data]);
  const edit = (next: Row[]) => { setRows(next); setDirty(true); };
  const set = (i: number, patch: Partial<ChainStep>) => edit(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (i: number, by: number) => { const next = [...rows]; const [r] = next.splice(i, 1); next.splice(i + by, 0, r!); edit(next); };
  const setWhen = (i: number, patch: Partial<StepCondition> | null) => set(i, { when: patch === null ? null : { measure: 'weekOvertimeHours', op: 'gt', value: 0, ...rows[i]!.when, ...patch } });

  const send = (steps: ChainStep[]) => modal.confirm({
    title: t(steps.length ? 'approval:chain.confirmSave' : 'approval:chain.confirmDefault'),
    okText: t('approval:chain.save'), cancelText: t('leaveAdmin:close'),
    onOk: async () => {
      try {
        await save.mutateAsync({ companyId: company === ALL ? null : company, requestType: type, steps: steps.map(({ kind, roleId, when }) => ({ kind, ...(kind === 'role' ? { roleId } : {}), ...(when ? { when } : {}) })) });
        message.success(t('approval:chain.saved'));
      } catch (err) {
        message.error(err instanceof ApiError ? (err.fields.map((f) => f.text).join(' ') || err.message) : t('common:error.generic'));
      }
    },
  });

  const columns: TableProps<Row>['columns'] = [
    { key: 'no', title: '#', width: 50, render: (_: unknown, _r, i) => i + 1 },
    {
      key: 'kind', title: t('approval:chain.who'), width: 300, render: (_: unknown, r, i) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Select value={r.kind} style={{ width: '100%' }} aria-label={t('approval:chain.who')} data-testid={`step-kind-${i}`}
            options={STEP_KINDS.map((k) => ({ value: k, label: kindOf(k) }))} onChange={(kind) => set(i, { kind, roleId: kind === 'role' ? r.roleId ?? null : null })} />
          {r.kind === 'role' && (
            <Select value={r.roleId ?? undefined} style={{ width: '100%' }} placeholder={t('approval:chain.pickRole')} aria-label={t('approval:chain.pickRole')} status={r.roleId ? undefined : 'error'}
              options={roles.options} loading={roles.loading} onChange={(roleId) => set(i, { roleId })} data-testid={`step-role-${i}`} />
          )}
        </Space>
      ),
    },
    {
      key: 'when', title: t('approval:chain.when'), render: (_: unknown, r, i) => (r.when ? (
        <Space wrap>
          <Select value={r.when.measure} style={{ width: 220 }} aria-label={t('approval:chain.measure')} data-testid={`step-measure-${i}`}
            options={CONDITION_MEASURES.map((m) => ({ value: m, label: t(`approval:measure.${m}`) }))} onChange={(measure) => setWhen(i, { measure })} />
          <Select value={r.when.op} style={{ width: 140 }} aria-label={t('approval:chain.op')} options={(['gt', 'gte'] as const).map((o) => ({ value: o, label: t(`approval:op.${o}`) }))} onChange={(op) => setWhen(i, { op })} />
          <InputNumber value={r.when.value} min={0} max={100000} aria-label={t('approval:chain.value')} data-testid={`step-value-${i}`} onChange={(value) => setWhen(i, { value: Number(value ?? 0) })} />
          <Button type="link" onClick={() => setWhen(i, null)}>{t('approval:chain.always')}</Button>
        </Space>
      ) : (
        <Space><Typography.Text type="secondary">{t('approval:chain.everyRequest')}</Typography.Text><Button type="link" onClick={() => setWhen(i, {})} data-testid={`step-add-when-${i}`}>{t('approval:chain.addCondition')}</Button></Space>
      )),
    },
    {
      key: 'actions', title: t('overtime:col.actions'), width: 140, render: (_: unknown, _r, i) => (
        <Space size={2}>
          <Tooltip title={t('approval:chain.up')}><Button type="text" icon={<ArrowUpOutlined />} aria-label={t('approval:chain.up')} disabled={i === 0} onClick={() => move(i, -1)} /></Tooltip>
          <Tooltip title={t('approval:chain.down')}><Button type="text" icon={<ArrowDownOutlined />} aria-label={t('approval:chain.down')} disabled={i === rows.length - 1} onClick={() => move(i, 1)} /></Tooltip>
          <Tooltip title={t('approval:chain.remove')}><Button type="text" danger icon={<DeleteOutlined />} aria-label={t('approval:chain.remove')} onClick={() => edit(rows.filter((_x, j) => j !== i))} data-testid={`step-remove-${i}`} /></Tooltip>
        </Space>
      ),
    },
  ];
  const incomplete = rows.some((r) => r.kind === 'role' && !r.roleId);
  return (
    <Card title={t('menu:system-settings/approval-chain')} data-testid="chain-page"
      extra={me && <Link to={to(`/employment-management/approval/${me}/test`)} data-testid="routing-link">{t('approval:routing.open')}</Link>}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select value={company} style={{ minWidth: 260 }} aria-label={t('labels:companyId')} data-testid="chain-company" loading={companies.loading}
          options={[{ value: ALL, label: t('approval:chain.allCompanies') }, ...(companies.options ?? [])]} onChange={setCompany} />
        <Select value={type} style={{ width: 200 }} aria-label={t('approval:chain.requestType')} data-testid="chain-type"
          options={REQUEST_TYPES.map((r) => ({ value: r, label: t(`approval:type.${r}`) }))} onChange={setType} />
      </Flex>
      {chain.isLoading ? <Skeleton active /> : (
        <>
          <Alert style={{ marginBottom: 16 }} type="info" showIcon data-testid="chain-source" title={t(`approval:chain.source.${chain.data?.source ?? 'default'}`)} description={t('approval:chain.rules')} />
          <Table<Row> rowKey="key" size="middle" pagination={false} columns={columns} dataSource={rows} data-testid="chain-steps" scroll={{ x: 900 }}
            locale={{ emptyText: <Empty description={t('approval:chain.empty')} /> }} />
          <Flex gap={12} wrap style={{ marginTop: 16 }}>
            <Button icon={<PlusOutlined />} disabled={rows.length >= CHAIN_MAX_STEPS} onClick={() => edit([...rows, { kind: 'hr', key: Date.now() }])} data-testid="step-add">{t('approval:chain.addStep')}</Button>
            <Button type="primary" disabled={!dirty || incomplete || !rows.length} loading={save.isPending} onClick={() => send(rows)} data-testid="chain-save">{t('approval:chain.save')}</Button>
            <Button disabled={chain.data?.source !== (company === ALL ? 'all' : 'company')} onClick={() => send([])} data-testid="chain-default">{t('approval:chain.restore')}</Button>
          </Flex>
        </>
      )}
    </Card>
  );
}
