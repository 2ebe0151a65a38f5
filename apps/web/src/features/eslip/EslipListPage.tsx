import { useState, type HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Empty, Flex, Select, Table, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { EslipPeriodView } from '@hr/domain/payroll/eslip';
import { formatDate } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import { useRefOptions } from '../../lib/use-dropdown';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { monthText } from '../payroll/period-parts';
import { ESLIP_PATH, useEslipPeriods, type EslipFilters } from './eslip-api';

/**
 * employment-management/slip-online: the months of online payslips made elsewhere, newest first,
 * by company and year; a row opens its month (upload, who is missing, mail).
 */
export default function EslipListPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const companies = useRefOptions('company');
  const [filters, setFilters] = useState<EslipFilters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const list = useEslipPeriods({ ...filters, page, pageSize });
  const filter = (change: EslipFilters) => { setFilters((f) => ({ ...f, ...change })); setPage(1); };
  const open = (p: EslipPeriodView) => navigate(to(`${ESLIP_PATH}/${p.id}`));
  const columns: TableProps<EslipPeriodView>['columns'] = [
    { key: 'month', title: t('eslip:col.month'), width: 180, render: (_: unknown, p) => <a onClick={(e) => { e.preventDefault(); open(p); }} data-testid="eslip-month">{monthText(p.month, lang)}</a> },
    { key: 'company', title: fieldLabel(t, 'companyId'), ellipsis: true, render: (_: unknown, p) => p.companyName },
    { key: 'payDate', title: t('eslip:col.payDate'), width: 150, render: (_: unknown, p) => formatDate(p.payDate, lang) },
    { key: 'files', title: t('eslip:col.files'), width: 130, align: 'right', render: (_: unknown, p) => <span data-testid="eslip-files">{formatNumber(p.fileCount, lang)}</span> },
    { key: 'mailed', title: t('eslip:col.mailed'), width: 130, align: 'right', render: (_: unknown, p) => formatNumber(p.mailedCount, lang) },
  ];
  return (
    <Card title={t('menu:employment-management/slip-online')} data-testid="eslip-list-page"
      extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to(`${ESLIP_PATH}/create`))} data-testid="add-eslip">{t('eslip:add')}</Button>}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: 280 }} loading={companies.loading} options={companies.options}
          placeholder={t('payroll:period.filters.allCompanies')} aria-label={fieldLabel(t, 'companyId')} value={filters.companyId} onChange={(v?: string) => filter({ companyId: v })} />
        <LocalDatePicker picker="year" style={{ width: 140 }} placeholder={t('payroll:period.filters.anyYear')} aria-label={fieldLabel(t, 'year')}
          value={filters.year ? dayjs(`${filters.year}-01-01`) : null} format="YYYY" onChange={(v) => filter({ year: v && !Array.isArray(v) ? v.year() : undefined })} />
      </Flex>
      {list.isError && !list.data ? <Alert type="error" showIcon title={t('common:error.generic')} /> : (
        <Table<EslipPeriodView> rowKey="id" data-testid="eslip-table" columns={columns} dataSource={list.data?.items} loading={list.isFetching} scroll={{ x: 800 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('eslip:empty')} /> }}
          onRow={(p) => ({ onClick: () => open(p), style: { cursor: 'pointer' }, 'data-testid': `eslip-row-${p.month}` } as HTMLAttributes<HTMLElement>)}
          pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, onChange: (p, size) => { setPage(size !== pageSize ? 1 : p); setPageSize(size); } }} />
      )}
    </Card>
  );
}
