import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Space } from 'antd';
import { ArrowLeftOutlined, CheckOutlined, ClockCircleOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@hr/domain/dates';
import type { AttendanceDayView } from '@hr/domain/attendance/views';
import { useLang, useProfile } from '../../lib/hooks';
import { PAGES, useEmployeeMonth, type Via } from './api';
import { AddPunchModal } from './AddPunchModal';
import { AttendanceMonthView } from './AttendanceMonthView';
import { MONTH_RE, thisMonth, todayIso } from './day-parts';

/**
 * One person's month for their supervisor (attendance-subordinates/{id}) or HR
 * (attendance-management/{id}): the self page's calendar and list, and a punch added on a date
 * (a missing one, or the end of overtime) with a reason. /{id}/edit is the same page opened on the
 * list, for going through the month's dates one by one.
 */
export default function EmployeeAttendancePage() {
  const { t } = useTranslation();
  const { to } = useLang();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const via: Via = pathname.includes('/attendance-management/') ? 'all' : 'team';
  const editing = pathname.endsWith('/edit');
  const askedMonth = params.get('month') ?? '';
  const askedDate = params.get('date') ?? '';
  const month = MONTH_RE.test(askedMonth) ? askedMonth : isIsoDate(askedDate) ? askedDate.slice(0, 7) : thisMonth();
  const q = useEmployeeMonth(id, month);
  const me = useProfile().data?.id;
  const [adding, setAdding] = useState<{ date: string; overtime: boolean } | null>(null);
  const base = `${PAGES[via].path}/${id}`;
  const query = `?month=${month}`;
  const emp = q.data?.employee.id === id ? q.data.employee : null;
  const canAdd = !!emp && emp.recordsTime && emp.id !== me;
  const label = emp ? `${emp.code} ${emp.name}` : '';
  const action = canAdd ? (d: AttendanceDayView) => (d.date > todayIso() ? null : (
    <Space size={4} wrap>
      <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding({ date: d.date, overtime: false })} data-testid={`add-punch-${d.date}`}>{t('attendance:pages.addPunch')}</Button>
      <Button size="small" icon={<ClockCircleOutlined />} onClick={() => setAdding({ date: d.date, overtime: true })} data-testid={`add-ot-${d.date}`}>{t('attendance:pages.overtime')}</Button>
    </Space>
  )) : undefined;

  return (
    <Card data-testid="employee-attendance-page" title={emp ? t(editing ? 'attendance:pages.person.editTitle' : 'attendance:pages.person.title', { name: label }) : t(`menu:${PAGES[via].path.slice(1)}`)}
      extra={(
        <Space wrap>
          <Link to={to(`${PAGES[via].path}${isIsoDate(askedDate) ? `?date=${askedDate}` : ''}`)}><Button icon={<ArrowLeftOutlined />} data-testid="back-to-list">{t('attendance:pages.backToList')}</Button></Link>
          {canAdd && (editing
            ? <Link to={to(`${base}${query}`)}><Button icon={<CheckOutlined />} data-testid="edit-done">{t('attendance:pages.person.done')}</Button></Link>
            : <Link to={to(`${base}/edit${query}`)}><Button icon={<EditOutlined />} data-testid="edit-punches">{t('attendance:pages.person.edit')}</Button></Link>)}
        </Space>
      )}>
      <Flex vertical gap={16}>
        {emp && (
          <Descriptions size="small" column={{ xs: 1, md: 3 }} data-testid="person-facts" items={[
            { key: 'who', label: t('attendance:pages.employee'), children: label },
            { key: 'dept', label: t('attendance:columns.department'), children: emp.department ?? '—' },
            { key: 'wt', label: t('attendance:pages.person.workingTime'), children: emp.workingTime ?? t('attendance:dayType.unscheduled') },
          ]} />
        )}
        {emp && !emp.recordsTime && <Alert type="info" showIcon title={t('attendance:pages.person.notRecorded')} data-testid="not-recorded" />}
        {editing && canAdd && <Alert type="info" showIcon title={t('attendance:pages.person.editHint')} />}
        <AttendanceMonthView key={`${id}:${editing}`} month={month} data={emp ? q.data : undefined} loading={q.isFetching} error={q.isError} action={action}
          initialMode={editing ? 'list' : 'calendar'} initialDate={isIsoDate(askedDate) ? askedDate : undefined}
          onMonth={(m) => setParams((p) => { p.set('month', m); p.delete('date'); return p; }, { replace: true })} />
      </Flex>
      {emp && <AddPunchModal via={via} open={!!adding} overtime={adding?.overtime} employee={{ id: emp.id, label }} date={adding?.date} onClose={() => setAdding(null)} />}
    </Card>
  );
}
