import { useMemo, useState } from 'react';
import { Button, Empty, Flex, Select, Space, Spin, Tag, Tooltip, Typography, theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { LeaveCalendarEntry } from '@hr/domain/leave/views';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { leaveStatusText } from '../../lib/leave-status';
import { useCompanyDepartments, useRefOptions } from '../../lib/use-dropdown';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import { leavePeriod } from '../leave-approval/leave-text';
import { useLeaveCalendar } from './api';

type Person = { id: string; label: string; department: string | null; entries: LeaveCalendarEntry[] };

/** The people away in the month, each with their requests, by employee code. */
function byPerson(entries: LeaveCalendarEntry[]): Person[] {
  const people = new Map<string, Person>();
  for (const e of entries) {
    const p = people.get(e.employee.id) ?? { id: e.employee.id, label: `${e.employee.employeeCode} ${e.employee.name}`, department: e.employee.department, entries: [] };
    p.entries.push(e);
    people.set(e.employee.id, p);
  }
  return [...people.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The team calendar: one row per person away in the month, one column per day; approved leave
 * solid, pending leave outlined, half days marked. Filtered by company and department; the month
 * and its year in the reader's calendar (Buddhist era in Thai).
 */
export function TeamCalendar() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { token } = theme.useToken();
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const [companyId, setCompanyId] = useState<string | undefined>();
  const [departmentId, setDepartmentId] = useState<string | undefined>();
  const companies = useRefOptions('company');
  const departments = useCompanyDepartments(companyId, true);
  const from = month.startOf('month');
  const days = Array.from({ length: from.daysInMonth() }, (_, i) => from.add(i, 'day'));
  const q = useLeaveCalendar({
    dateFrom: from.format('YYYY-MM-DD'), dateTo: from.endOf('month').format('YYYY-MM-DD'),
    ...(companyId ? { companyId } : {}), ...(departmentId ? { departmentId } : {}),
  });
  const people = useMemo(() => byPerson(q.data ?? []), [q.data]);
  const cell = (p: Person, day: Dayjs) => {
    const iso = day.format('YYYY-MM-DD');
    const e = p.entries.find((x) => x.dateFrom <= iso && iso <= x.dateTo);
    if (!e) return null;
    const approved = e.status === 'approved';
    const half = e.duration === 'fullDay' ? '' : t(`leaveAdmin:calendar.${e.duration}`);
    // An approved day is the success text's shade: white on the success colour itself reads at 2.3:1.
    return (
      <Tooltip title={`${p.label} · ${e.leaveType.name} · ${leavePeriod(e, lang)} · ${leaveStatusText(t, e.status)}`}>
        <div data-testid={`cal-${e.status}`} style={{
          height: 22, borderRadius: 4, fontSize: 10, lineHeight: '20px', textAlign: 'center', overflow: 'hidden',
          background: approved ? token.colorSuccessText : token.colorWarningBg, color: approved ? token.colorWhite : token.colorWarningText,
          border: `1px ${approved ? 'solid' : 'dashed'} ${approved ? token.colorSuccessText : token.colorWarning}`,
        }}>{half}</div>
      </Tooltip>
    );
  };
  const weekend = (d: Dayjs) => d.day() === 0 || d.day() === 6;
  return (
    <Flex vertical gap={12} data-testid="team-calendar">
      <Flex gap={12} wrap align="center">
        <Space.Compact>
          <Button icon={<LeftOutlined />} aria-label={t('leaveAdmin:calendar.previous')} onClick={() => setMonth((m) => m.subtract(1, 'month'))} data-testid="cal-prev" />
          <LocalDatePicker picker="month" allowClear={false} value={month} format="MMMM YYYY" style={{ width: 170 }} data-testid="cal-month"
            onChange={(v) => { if (v && !Array.isArray(v)) setMonth(v.startOf('month')); }} />
          <Button icon={<RightOutlined />} aria-label={t('leaveAdmin:calendar.next')} onClick={() => setMonth((m) => m.add(1, 'month'))} data-testid="cal-next" />
        </Space.Compact>
        <Button onClick={() => setMonth(dayjs().startOf('month'))}>{t('leaveAdmin:calendar.thisMonth')}</Button>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('leaveAdmin:allCompanies')} aria-label={t('labels:companyId')} style={{ minWidth: 200 }}
          value={companyId} loading={companies.loading} options={companies.options} data-testid="cal-company"
          onChange={(v) => { setCompanyId(v); setDepartmentId(undefined); }} />
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('leaveAdmin:allDepartments')} aria-label={t('labels:departmentId')} style={{ minWidth: 200 }}
          value={departmentId} loading={departments.loading} options={departments.options} data-testid="cal-department" onChange={setDepartmentId} />
        <Space style={{ marginInlineStart: 'auto' }}>
          <Tag color="success">{leaveStatusText(t, 'approved')}</Tag>
          <Tag color="warning" style={{ borderStyle: 'dashed' }}>{leaveStatusText(t, 'pending')}</Tag>
        </Space>
      </Flex>
      <Typography.Title level={5} style={{ margin: 0 }} data-testid="cal-title">{formatDate(from, lang, 'MMMM YYYY')}</Typography.Title>
      <Spin spinning={q.isFetching}>
        {!people.length ? <Empty description={t('leaveAdmin:calendar.nobody')} /> : (
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', tableLayout: 'fixed', width: '100%', minWidth: 200 + days.length * 26, fontSize: 12 }} data-testid="cal-grid">
              <thead>
                <tr>
                  <th style={{ textAlign: 'start', padding: 4, width: 200 }}>{t('leaveAdmin:col.employee')}</th>
                  {days.map((d) => (
                    <th key={d.date()} style={{ padding: 2, width: 26, fontWeight: 500, color: weekend(d) ? token.colorTextTertiary : undefined, background: weekend(d) ? token.colorFillQuaternary : undefined }}>
                      <div>{formatDate(d, lang, 'dd')}</div><div>{d.date()}</div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {people.map((p) => (
                  <tr key={p.id} style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }} data-testid="cal-row">
                    <td style={{ padding: 4, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={p.label}>
                      <div style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{p.label}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 11 }}>{p.department ?? ''}</Typography.Text>
                    </td>
                    {days.map((d) => <td key={d.date()} style={{ padding: 2, background: weekend(d) ? token.colorFillQuaternary : undefined }}>{cell(p, d)}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Spin>
    </Flex>
  );
}
