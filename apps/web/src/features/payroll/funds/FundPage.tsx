import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Popconfirm, Skeleton, Space, Statistic, Table, Tag, Typography, type TableProps } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { isDebtKind, type FundEntryView } from '@hr/domain/payroll/funds';
import { formatDate } from '../../../lib/dates';
import { fieldLabel } from '../../../lib/field-label';
import { useLang } from '../../../lib/hooks';
import { formatMoney } from '../../../lib/numbers';
import NotFound from '../../../shell/NotFound';
import { periodPaths, UUID_RE } from '../period-api';
import { monthText } from '../period-parts';
import { fundPaths, useDeleteFund, useFund, useFundKind } from './fund-api';
import { FundEntryModal } from './FundEntryModal';
import { entryTypeText, FundStateTag, kindTitle, monthsText, stateOf, termsText } from './fund-parts';

/** payroll/{kind}/{id}: one account, its terms and balances, and its ledger, oldest entry first, each with the balance after it. */
export default function FundPage() {
  const { id = '' } = useParams();
  const kind = useFundKind();
  if (!UUID_RE.test(id)) return <NotFound />;
  return <FundView key={`${kind}-${id}`} id={id} />;
}

function FundView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const kind = useFundKind();
  const paths = fundPaths(kind);
  const details = useFund(kind, id);
  const remove = useDeleteFund(kind);
  const [entering, setEntering] = useState(false);
  const money = (n: number | null, signed = false) => (n === null ? '—' : formatMoney(n, lang, signed));

  if (details.isError && !details.data) return <Alert type="warning" showIcon title={t('payrollFunds:gone')} data-testid="fund-gone" />;
  if (!details.data) return <Card><Skeleton active /></Card>;
  const { account: a, entries, entryTypes } = details.data;
  const savings = !isDebtKind(kind);
  const loan = a.loanBalance !== null;

  const columns: TableProps<FundEntryView>['columns'] = [
    { key: 'date', title: fieldLabel(t, 'entryDate'), width: 130, render: (_: unknown, e) => formatDate(e.entryDate, lang) },
    { key: 'type', title: fieldLabel(t, 'type'), width: 220, render: (_: unknown, e) => (
      <Flex vertical gap={0}>
        <span data-testid="entry-type">{entryTypeText(t, e.type)}</span>
        {e.periodId && e.month && (
          <Typography.Link style={{ fontSize: 12 }} onClick={() => navigate(to(periodPaths.view(e.periodId!)))}>
            {monthText(e.month, lang)}{e.periodStatus === 'draft' && <Tag color="blue" style={{ marginInlineStart: 6 }} data-testid="entry-pending">{t('payrollFunds:entry.pending')}</Tag>}
          </Typography.Link>
        )}
      </Flex>
    ) },
    ...(savings ? [
      { key: 'savings', title: t('payrollFunds:ledger.savings'), width: 130, align: 'right' as const, render: (_: unknown, e: FundEntryView) => (e.savings ? money(e.savings, true) : '') },
    ] : []),
    ...(loan ? [
      { key: 'loan', title: t('payrollFunds:ledger.loan'), width: 130, align: 'right' as const, render: (_: unknown, e: FundEntryView) => (e.loan ? money(e.loan, true) : '') },
    ] : []),
    ...(kind === 'cooperative' && loan ? [
      { key: 'interest', title: t('payrollFunds:ledger.interest'), width: 110, align: 'right' as const, render: (_: unknown, e: FundEntryView) => (e.interest ? money(e.interest) : '') },
    ] : []),
    ...(savings ? [
      { key: 'savingsAfter', title: t('payrollFunds:savingsBalance'), width: 140, align: 'right' as const,
        render: (_: unknown, e: FundEntryView) => <span data-testid="entry-savings-after">{money(e.savingsAfter)}</span> },
    ] : []),
    ...(loan ? [
      { key: 'loanAfter', title: t('payrollFunds:loanBalance'), width: 140, align: 'right' as const,
        render: (_: unknown, e: FundEntryView) => <span data-testid="entry-loan-after">{money(e.loanAfter)}</span> },
    ] : []),
    { key: 'note', title: fieldLabel(t, 'note'), ellipsis: true, render: (_: unknown, e) => e.note ?? (e.createdByName ? '' : '') },
    { key: 'by', title: t('payrollFunds:ledger.by'), width: 180, ellipsis: true, render: (_: unknown, e) => e.createdByName ?? '—' },
  ];

  return (
    <Flex vertical gap={16} data-testid="fund-page" data-kind={kind}>
      <Card
        title={(
          <Flex gap={12} align="center" wrap>
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('payroll:period.actions.back')} onClick={() => navigate(to(paths.list))} data-testid="back" />
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="fund-title">{`${kindTitle(t, kind)}: ${a.employeeCode} ${a.name}`}</Typography.Title>
            <FundStateTag t={t} state={stateOf(a, dayjs().format('YYYY-MM'))} />
          </Flex>
        )}
        extra={(
          <Space wrap>
            <Button icon={<EditOutlined />} onClick={() => navigate(to(paths.edit(a.id)))} data-testid="fund-edit">{t('payrollFunds:edit')}</Button>
            <Popconfirm title={t('payrollFunds:deleteConfirm')} okText={t('masters:ui.delete')} cancelText={t('payrollFunds:cancel')} okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutate(a.id, { onSuccess: () => { message.success(t('payrollFunds:deleted')); navigate(to(paths.list)); } })}>
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending} data-testid="fund-delete">{t('masters:ui.delete')}</Button>
            </Popconfirm>
          </Space>
        )}>
        <Flex gap={32} wrap style={{ marginBottom: 16 }} data-testid="fund-balances">
          {savings && <Statistic title={t('payrollFunds:savingsBalance')} value={money(a.savingsBalance)} data-testid="fund-savings-balance" />}
          {loan && <Statistic title={t('payrollFunds:loanBalance')} value={money(a.loanBalance)} data-testid="fund-loan-balance" />}
          {kind === 'cooperative' && loan && <Statistic title={t('payrollFunds:interestPaid')} value={money(a.interestPaid)} />}
          <Statistic title={t('payrollFunds:deductedTotal')} value={money(a.deductedTotal)} data-testid="fund-deducted" />
          {a.pending > 0 && <Statistic title={t('payrollFunds:pending')} value={money(a.pending)} data-testid="fund-pending" />}
        </Flex>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
          <Descriptions.Item label={t('payrollFunds:employee')}>{`${a.employeeCode} ${a.name}`}</Descriptions.Item>
          <Descriptions.Item label={fieldLabel(t, 'departmentId')}>{a.departmentName ?? '—'}</Descriptions.Item>
          {kind === 'educationLoan' && <Descriptions.Item label={fieldLabel(t, 'lender')}>{t(`payrollFunds:lenders.${a.lender}`)}</Descriptions.Item>}
          <Descriptions.Item label={t(`payrollFunds:numberOf.${kind}`)}>{a.memberNumber ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('payrollFunds:months')}>{monthsText(t, a, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('payrollFunds:monthly')}><span data-testid="fund-terms">{termsText(t, a, lang)}</span></Descriptions.Item>
          {a.principal !== null && <Descriptions.Item label={fieldLabel(t, 'principal')}>{money(a.principal)}</Descriptions.Item>}
          {a.lastMonth && <Descriptions.Item label={t('payrollFunds:lastMonth')}>{monthText(a.lastMonth, lang)}</Descriptions.Item>}
          {a.note && <Descriptions.Item label={fieldLabel(t, 'note')}>{a.note}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card title={t('payrollFunds:ledger.title')} data-testid="fund-ledger"
        extra={<Button icon={<PlusOutlined />} onClick={() => setEntering(true)} data-testid="fund-add-entry">{t('payrollFunds:entry.add')}</Button>}>
        <Typography.Paragraph type="secondary">{t('payrollFunds:ledger.help')}</Typography.Paragraph>
        <Table<FundEntryView> rowKey="id" size="small" columns={columns} dataSource={entries} pagination={entries.length > 50 ? { pageSize: 50 } : false}
          scroll={{ x: 900 }} data-testid="ledger-table"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payrollFunds:ledger.empty')} /> }} />
      </Card>
      <FundEntryModal kind={kind} account={a} types={entryTypes} open={entering} onClose={() => setEntering(false)} />
    </Flex>
  );
}
