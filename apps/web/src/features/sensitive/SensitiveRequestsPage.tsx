import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Flex, Input, Select, Space, Table, Typography, type TableProps } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SENSITIVE_STATUSES, type SensitiveStatus } from '@hr/domain/employee/sensitive';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useCan, useLang } from '../../lib/hooks';
import Forbidden from '../../shell/Forbidden';
import { fieldNames, SENSITIVE_PERMISSION, useRequestSearch, type SensitiveListed } from './api';
import { SensitiveReviewDrawer } from './SensitiveReviewDrawer';
import { SensitiveStatusTag } from './SensitiveStatusTag';

/**
 * employment-management/sensitive-requests: every employee's requests for a change of sensitive
 * information, pending first (oldest on top); by status and by employee; each opens for review
 * (?id= opens one directly, as the employee's record links to it).
 */
export default function SensitiveRequestsPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<SensitiveStatus | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const q = { page, pageSize, ...(status ? { status } : {}), ...(keyword ? { keyword } : {}) };
  const list = useRequestSearch(q, can(SENSITIVE_PERMISSION));
  const reviewing = params.get('id');
  const open = (id: string | null) => setParams((p) => { if (id) p.set('id', id); else p.delete('id'); return p; });
  if (!can(SENSITIVE_PERMISSION)) return <Forbidden />;

  const columns: TableProps<SensitiveListed>['columns'] = [
    {
      key: 'employee', title: t('sensitive:col.employee'), width: 260, render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{`${r.employee.employeeCode} ${r.employee.name}`}</Typography.Text>
          <Typography.Text type="secondary">{[r.employee.company, r.employee.department].filter(Boolean).join(' · ')}</Typography.Text>
        </Space>
      ),
    },
    { key: 'changes', title: t('sensitive:col.changes'), render: (_: unknown, r) => fieldNames(r.fields, t) },
    { key: 'submitted', title: t('sensitive:col.submitted'), width: 150, render: (_: unknown, r) => formatDate(r.createdAt, lang, DATE_FORMATS.dateTime) },
    { key: 'status', title: t('sensitive:col.status'), width: 120, render: (_: unknown, r) => <SensitiveStatusTag status={r.status} /> },
    {
      key: 'decided', title: t('sensitive:col.decided'), width: 200, render: (_: unknown, r) => (r.decidedAt
        ? t('sensitive:decidedBy', { name: r.decidedBy ?? '', date: formatDate(r.decidedAt, lang, DATE_FORMATS.dateTime) }) : '—'),
    },
    {
      key: 'actions', title: t('sensitive:col.actions'), width: 120, render: (_: unknown, r) => (
        <Button icon={<EyeOutlined />} type={r.status === 'pending' ? 'primary' : 'default'} onClick={() => open(r.id)} data-testid={`review-${r.id}`}>{t('sensitive:review')}</Button>
      ),
    },
  ];
  return (
    <Card title={t('menu:employment-management/sensitive-requests')}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('sensitive:searchPlaceholder')} aria-label={t('sensitive:searchPlaceholder')} style={{ maxWidth: 320 }} data-testid="search"
          onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
        <Select allowClear placeholder={t('sensitive:allStatuses')} aria-label={t('sensitive:col.status')} style={{ width: 180 }} value={status} data-testid="status-filter"
          onChange={(v) => { setStatus(v); setPage(1); }} options={SENSITIVE_STATUSES.map((s) => ({ value: s, label: t(`sensitive:status.${s}`) }))} />
      </Flex>
      <Table<SensitiveListed> rowKey="id" size="middle" columns={columns} dataSource={list.data?.items} loading={list.isFetching} data-testid="sensitive-table"
        locale={{ emptyText: keyword || status ? t('sensitive:noMatch') : t('sensitive:empty') }}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
      <SensitiveReviewDrawer id={reviewing} onClose={() => open(null)} />
    </Card>
  );
}
