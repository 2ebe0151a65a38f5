import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Table, type TableProps } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LeaveListed } from '@hr/domain/leave/views';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { leavePaths, useMyLeaves } from './api';
import { daysText, leavePeriod } from './leave-format';
import { LeaveStatusTag } from '../../lib/leave-status';

/** /self-service/leave-request/edit-index: my requests still waiting for a decision, which may still be edited. */
export default function EditIndexPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const list = useMyLeaves({ page, pageSize, status: 'pending' });

  const columns: TableProps<LeaveListed>['columns'] = [
    { key: 'type', title: t('leaveRequest:fields.leaveType'), render: (_: unknown, r) => <Link to={to(leavePaths.details(r.id))}>{r.leaveType.name}</Link> },
    { key: 'period', title: t('leaveRequest:fields.period'), render: (_: unknown, r) => leavePeriod(t, r, lang) },
    { key: 'days', title: t('leaveRequest:fields.days'), align: 'right', render: (_: unknown, r) => daysText(t, r.days, lang) },
    { key: 'status', title: t('leaveRequest:fields.status'), responsive: ['sm'], render: (_: unknown, r) => <LeaveStatusTag status={r.status} /> },
    { key: 'createdAt', title: t('leaveRequest:fields.createdAt'), responsive: ['md'], render: (_: unknown, r) => formatDate(r.createdAt, lang, DATE_FORMATS.dateTime) },
    {
      key: 'edit', title: t('leaveRequest:ui.actions'), render: (_: unknown, r) => (
        <Button icon={<EditOutlined />} onClick={() => navigate(to(leavePaths.edit(r.id)))} data-testid="edit-link">{t('leaveRequest:ui.edit')}</Button>
      ),
    },
  ];
  return (
    <Card title={t('leaveRequest:editIndexTitle')} data-testid="edit-index" extra={<Link to={to(leavePaths.list)}>{t('leaveRequest:ui.backToList')}</Link>}>
      <Table<LeaveListed> rowKey="id" size="middle" columns={columns} dataSource={list.data?.items} loading={list.isFetching} scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('leaveRequest:list.nothingToEdit') }}
        pagination={{ current: page, pageSize, total: list.data?.total ?? 0, size: 'small', showTotal: (n) => t('shell:table.total', { count: n }),
          onChange: (p, s) => { setPage(p); setPageSize(s); } }} />
    </Card>
  );
}
