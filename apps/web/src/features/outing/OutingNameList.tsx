import { useState } from 'react';
import { App, Button, Card, Flex, Input, Select, Space, Table, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OUTING_MAIL_STATUSES } from '@hr/domain/outing';
import { api } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import type { Member, NameList, OutingDetails } from './api';
import { MailStatusTag } from './OutingStatusTag';

type Props = { outing: OutingDetails; onResend: (employeeIds: string[]) => Promise<unknown>; resending: boolean };

/** The outing's name list with each person's mail status; ticked people can be mailed again. */
export function OutingNameList({ outing, onResend, resending }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { modal } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [mailStatus, setMailStatus] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<string[]>([]);
  const q = useQuery({
    queryKey: ['companyOuting', 'names', outing.id, keyword, mailStatus, page, pageSize],
    queryFn: () => api.post<NameList>('/1.0/get/companyOuting/nameLists', { id: outing.id, page, pageSize, ...(keyword ? { keyword } : {}), ...(mailStatus ? { mailStatus } : {}) }),
    placeholderData: keepPreviousData,
  });
  const canMail = outing.status === 'active';
  const when = (v: string | null) => (v ? formatDate(v, lang, DATE_FORMATS.dateTime) : '—');
  const counts = q.data?.counts ?? outing.mailCounts;
  return (
    <Card type="inner" title={t('outing:ui.sectionNameList')} data-testid="name-list" extra={
      canMail && (
        <Button icon={<MailOutlined />} disabled={!selected.length} loading={resending} data-testid="resend-selected"
          onClick={() => modal.confirm({
            title: t('outing:ui.confirmResend', { count: selected.length }), okText: t('outing:ui.send'), cancelText: t('outing:ui.no'),
            onOk: () => { void onResend(selected).then(() => setSelected([])); },
          })}>
          {t('outing:ui.resendSelected', { count: selected.length })}
        </Button>
      )
    }>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={t('outing:ui.pickerSearch')} aria-label={t('outing:ui.pickerSearch')} style={{ maxWidth: 280 }} data-testid="name-search"
          onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
        <Select allowClear placeholder={t('outing:fields.mailStatus')} aria-label={t('outing:fields.mailStatus')} style={{ width: 190 }} value={mailStatus} data-testid="mail-status-filter"
          onChange={(v) => { setMailStatus(v); setPage(1); }} options={OUTING_MAIL_STATUSES.map((s) => ({ value: s, label: t(`outing:mailStatus.${s}`) }))} />
        <Space size="middle">
          {OUTING_MAIL_STATUSES.map((s) => (
            <Typography.Text key={s} type="secondary" data-testid={`count-${s}`}>{`${t(`outing:mailStatus.${s}`)}: ${counts[s]}`}</Typography.Text>
          ))}
        </Space>
      </Flex>
      <Table<Member> rowKey="employeeId" size="small" loading={q.isFetching} dataSource={q.data?.items} data-testid="name-list-table"
        locale={{ emptyText: keyword || mailStatus ? t('outing:ui.noMatch') : t('outing:ui.nameListEmpty') }}
        rowSelection={canMail ? { selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (k) => setSelected(k as string[]) } : undefined}
        pagination={{ current: page, pageSize, total: q.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }}
        columns={[
          { key: 'code', title: t('outing:fields.employeeCode'), dataIndex: 'employeeCode', width: 120 },
          { key: 'name', title: t('outing:fields.employeeName'), dataIndex: 'name' },
          { key: 'department', title: t('outing:fields.department'), dataIndex: 'departmentLabel', render: (v: string | null) => v ?? '—' },
          { key: 'email', title: t('outing:fields.email'), render: (_: unknown, r) => r.mailedTo ?? r.email ?? '—' },
          { key: 'mailStatus', title: t('outing:fields.mailStatus'), dataIndex: 'mailStatus', width: 150, render: (s: Member['mailStatus']) => <MailStatusTag status={s} /> },
          { key: 'mailedAt', title: t('outing:fields.mailedAt'), dataIndex: 'mailedAt', width: 160, render: when },
          ...(outing.status === 'cancelled'
            ? [{ key: 'cancelMailedAt', title: t('outing:fields.cancelMailedAt'), dataIndex: 'cancelMailedAt', width: 170, render: when }]
            : []),
        ]} />
    </Card>
  );
}
