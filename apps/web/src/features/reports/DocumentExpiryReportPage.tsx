import { useState } from 'react';
import { Button, Card, Flex, Select, Table, Tag, Typography, type TableProps } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, downloadFile } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { formatDate } from '../../lib/dates';
import { useCan, useLang } from '../../lib/hooks';

type Row = {
  employeeId: string; employeeCode: string; name: string; company: string; department: string | null; nationality: string | null;
  document: 'passport' | 'workPermit'; number: string | null; expiresOn: string; daysLeft: number;
};
const PERIODS = [30, 60, 90, 180, 365];

/** How soon, as a coloured tag: expired red, within a month orange, later gold. */
function DaysLeft({ days }: { days: number }) {
  const { t } = useTranslation();
  if (days < 0) return <Tag color="red">{t('employee:expiry.expired', { count: -days })}</Tag>;
  if (days === 0) return <Tag color="red">{t('employee:expiry.today')}</Tag>;
  return <Tag color={days <= 30 ? 'orange' : 'gold'}>{t('employee:expiry.left', { count: days })}</Tag>;
}

/**
 * Migrant workers' documents (issue 5 point 8): passports and work permits of active employees
 * expiring within the chosen period or already expired, soonest first, with an Excel export.
 */
export default function DocumentExpiryReportPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const can = useCan();
  const [days, setDays] = useState(90);
  const list = useQuery({ queryKey: ['document-expiry', days, lang], queryFn: () => api.post<Row[]>('/1.0/report/document/expiring', { days }) });
  const exportExcel = useMutation({ mutationFn: () => downloadFile('/1.0/excel/report/document/expiring', { days }, 'expiring-documents.xlsx') });
  const columns: TableProps<Row>['columns'] = [
    { key: 'employeeCode', dataIndex: 'employeeCode', title: fieldLabel(t, 'employeeCode'), width: 120 },
    {
      key: 'name', dataIndex: 'name', title: t('employee:expiry.name'),
      render: (v: string, r) => (can('employment-management.all-employee')
        ? <Typography.Link href={`#${to(`/employment-management/all-employee/${r.employeeId}`)}`}>{v}</Typography.Link> : v),
    },
    { key: 'company', dataIndex: 'company', title: fieldLabel(t, 'company'), width: 90 },
    { key: 'department', dataIndex: 'department', title: fieldLabel(t, 'department'), render: (v: string | null) => v ?? '—' },
    { key: 'nationality', dataIndex: 'nationality', title: fieldLabel(t, 'nationality'), render: (v: string | null) => (v ? t(`choices:nationality.${v}`) : '—') },
    { key: 'document', dataIndex: 'document', title: t('employee:expiry.document'), render: (v: Row['document']) => t(`employee:expiry.${v}`) },
    { key: 'number', dataIndex: 'number', title: t('employee:expiry.number'), render: (v: string | null) => v ?? '—' },
    { key: 'expiresOn', dataIndex: 'expiresOn', title: t('employee:expiry.expiresOn'), width: 140, render: (v: string) => formatDate(v, lang) },
    { key: 'daysLeft', dataIndex: 'daysLeft', title: t('employee:expiry.daysLeft'), width: 190, render: (v: number) => <DaysLeft days={v} /> },
  ];
  return (
    <Card title={t('menu:report/document-expiry-report')}
      extra={<Button icon={<FileExcelOutlined />} loading={exportExcel.isPending} onClick={() => exportExcel.mutate()} data-testid="export">{t('masters:ui.export')}</Button>}>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <Typography.Text>{t('employee:expiry.within')}</Typography.Text>
        <Select value={days} onChange={setDays} style={{ width: 140 }} aria-label={t('employee:expiry.within')} data-testid="expiry-days"
          options={PERIODS.map((d) => ({ value: d, label: t('employee:expiry.days', { count: d }) }))} />
      </Flex>
      <Typography.Paragraph type="secondary">{t('employee:expiry.hint')}</Typography.Paragraph>
      <Table<Row> rowKey={(r) => `${r.employeeId}-${r.document}`} size="middle" columns={columns} dataSource={list.data} loading={list.isFetching}
        data-testid="expiry-table" locale={{ emptyText: t('employee:expiry.empty') }}
        pagination={{ pageSize: 50, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }) }} />
    </Card>
  );
}
