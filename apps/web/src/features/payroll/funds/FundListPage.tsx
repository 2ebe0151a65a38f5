import { useState, type HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Empty, Flex, Input, Select, Space, Table, Typography, type TableProps } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { isDebtKind, type FundAccountView, type FundSearch } from '@hr/domain/payroll/funds';
import { downloadFile } from '../../../lib/api';
import { fieldLabel } from '../../../lib/field-label';
import { useLang } from '../../../lib/hooks';
import { formatMoney } from '../../../lib/numbers';
import { useRefOptions } from '../../../lib/use-dropdown';
import { downloadPath, fundPaths, useFundKind, useFunds } from './fund-api';
import { FundStateTag, kindTitle, monthsText, stateOf, termsText } from './fund-parts';

type Filters = Pick<FundSearch, 'keyword' | 'companyId' | 'state'>;
type Sort = Pick<FundSearch, 'sort' | 'dir'>;

/**
 * payroll/cooperative-fund, payroll/saving-fund, payroll/education-loan (issue 19 point 5): one
 * kind's accounts with their balances from the ledger, searched by name, employee ID or member
 * number, filtered by company and state, sorted, paged and downloaded; a row opens its account.
 */
export default function FundListPage() {
  const kind = useFundKind();
  return <FundList key={kind} />;
}

function FundList() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const kind = useFundKind();
  const paths = fundPaths(kind);
  const companies = useRefOptions('company');
  const [filters, setFilters] = useState<Filters>({});
  const [typed, setTyped] = useState('');
  const [sort, setSort] = useState<Sort>({ sort: 'employeeCode', dir: 'asc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [downloading, setDownloading] = useState(false);
  const q: FundSearch = { ...filters, ...sort, page, pageSize };
  const list = useFunds(kind, q);
  const filter = (change: Filters) => { setFilters((f) => ({ ...f, ...change })); setPage(1); };
  const open = (a: FundAccountView) => navigate(to(paths.view(a.id)));
  const money = (n: number | null) => (n === null ? '—' : formatMoney(n, lang));
  const thisMonth = dayjs().format('YYYY-MM');
  const filtered = Object.values(filters).some((v) => v !== undefined && v !== '');
  const sortOrder = (key: Sort['sort']) => (sort.sort === key ? (sort.dir === 'asc' ? 'ascend' as const : 'descend' as const) : null);
  const loan = kind !== 'saving';

  const columns: TableProps<FundAccountView>['columns'] = [
    { key: 'employeeCode', title: fieldLabel(t, 'employeeCode'), width: 130, sorter: true, sortOrder: sortOrder('employeeCode'),
      render: (_: unknown, a) => <Typography.Link onClick={(e) => { e.stopPropagation(); open(a); }} data-testid="fund-code">{a.employeeCode}</Typography.Link> },
    { key: 'name', title: t('payrollFunds:employee'), ellipsis: true, sorter: true, sortOrder: sortOrder('name'), render: (_: unknown, a) => (
      <Flex vertical gap={0}>
        <span data-testid="fund-name">{a.name}</span>
        {a.departmentName && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{a.departmentName}</Typography.Text>}
      </Flex>
    ) },
    ...(kind === 'educationLoan'
      ? [{ key: 'lender', title: fieldLabel(t, 'lender'), width: 170, render: (_: unknown, a: FundAccountView) => t(`payrollFunds:lenders.${a.lender}`) }]
      : [{ key: 'memberNumber', title: t(`payrollFunds:numberOf.${kind}`), width: 140, render: (_: unknown, a: FundAccountView) => a.memberNumber ?? '—' }]),
    { key: 'startMonth', title: t('payrollFunds:months'), width: 220, sorter: true, sortOrder: sortOrder('startMonth'), render: (_: unknown, a) => monthsText(t, a, lang) },
    { key: 'terms', title: t('payrollFunds:monthly'), width: 220, render: (_: unknown, a) => termsText(t, a, lang) },
    { key: 'balance', title: t(loan ? 'payrollFunds:loanBalance' : 'payrollFunds:savingsBalance'), width: 150, align: 'right', sorter: true, sortOrder: sortOrder('balance'),
      render: (_: unknown, a) => <span data-testid="fund-balance">{money(loan && a.loanBalance !== null ? a.loanBalance : isDebtKind(kind) ? null : a.savingsBalance)}</span> },
    { key: 'state', title: fieldLabel(t, 'status'), width: 120, render: (_: unknown, a) => <FundStateTag t={t} state={stateOf(a, thisMonth)} /> },
  ];

  const download = async () => {
    setDownloading(true);
    try { await downloadFile(downloadPath(kind), { ...filters, ...sort }, `${kind}.xlsx`); } finally { setDownloading(false); }
  };

  return (
    <Card title={kindTitle(t, kind)} data-testid="fund-list-page" data-kind={kind}
      extra={(
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()} data-testid="fund-download">{t('payrollFunds:download')}</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to(paths.add))} data-testid="fund-add">{t(`payrollFunds:add.${kind}`)}</Button>
        </Space>
      )}>
      <Typography.Paragraph type="secondary" data-testid="fund-intro">{t(`payrollFunds:intro.${kind}`)}</Typography.Paragraph>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear style={{ width: 300 }} placeholder={t('payrollFunds:searchPlaceholder')} aria-label={t('payrollFunds:searchPlaceholder')} data-testid="fund-search"
          value={typed} onChange={(e) => setTyped(e.target.value)} onSearch={(v) => filter({ keyword: v.trim() || undefined })} />
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: 260 }} loading={companies.loading} options={companies.options}
          placeholder={t('payroll:period.filters.allCompanies')} aria-label={fieldLabel(t, 'companyId')} data-testid="fund-filter-company"
          value={filters.companyId} onChange={(v?: string) => filter({ companyId: v })} />
        <Select allowClear style={{ width: 200 }} placeholder={t('payrollFunds:state.any')} aria-label={fieldLabel(t, 'status')} data-testid="fund-filter-state"
          options={(['open', 'ended', ...(isDebtKind(kind) ? ['repaid'] : [])] as const).map((s) => ({ value: s, label: t(`payrollFunds:state.${s}`) }))}
          value={filters.state} onChange={(v?: Filters['state']) => filter({ state: v })} />
      </Flex>
      {list.isError && !list.data ? <Alert type="error" showIcon title={t('common:error.generic')} /> : (
        <Table<FundAccountView> rowKey="id" size="middle" data-testid="fund-table" columns={columns} dataSource={list.data?.items} loading={list.isFetching}
          scroll={{ x: 1100 }}
          onChange={(_p, _f, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setSort(s?.order ? { sort: s.columnKey as Sort['sort'], dir: s.order === 'descend' ? 'desc' : 'asc' } : { sort: 'employeeCode', dir: 'asc' });
          }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'payrollFunds:noMatch' : `payrollFunds:empty.${kind}`)} /> }}
          onRow={(a) => ({ onClick: () => open(a), style: { cursor: 'pointer' }, 'data-testid': `fund-row-${a.id}` } as HTMLAttributes<HTMLElement>)}
          pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100],
            showTotal: (n) => t('payrollFunds:count', { count: n }),
            onChange: (p, size) => { setPage(size !== pageSize ? 1 : p); setPageSize(size); } }} />
      )}
    </Card>
  );
}
