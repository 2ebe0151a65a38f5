import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Card, Col, Empty, Flex, List, Row, Segmented, Select, Skeleton, Space, Tooltip, Typography } from 'antd';
import { ReloadOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { REQUEST_TYPES, type RequestType } from '@hr/domain/approval/schemas';
import { isIsoDate } from '@hr/domain/dates';
import { HR_ATTENDANCE_SLICES, type HrAttendanceSlice, type HrDashboard as Dashboard } from '@hr/domain/dashboard/hr-views';
import { formatDate } from '../../../lib/dates';
import { useCan, useLang } from '../../../lib/hooks';
import { formatNumber } from '../../../lib/numbers';
import { useCompanyDepartments, useRefOptions } from '../../../lib/use-dropdown';
import { LocalDatePicker } from '../../../shell/LocalDatePicker';
import { APPROVAL_PATH } from '../../leave-approval/api';
import { todayIso } from '../../attendance/day-parts';
import { CheckInCard } from '../CheckInCard';
import { ProfileCard } from '../ProfileCard';
import { useHrDashboard } from './api';
import { Figure, PeopleDrawer, PersonLine, type OpenList } from './PeopleDrawer';

// The chart and its library load with the chart only, after the page (HR's check-in card first); never with the shell.
const AttendanceDonut = lazy(() => import('./AttendanceDonut').then((m) => ({ default: m.AttendanceDonut })));

/*
 * The HR dashboard (issue 18 point 2): /dashboard for holders of HR's scope. Everyone in scope, or
 * a company or department; each figure opens the list behind it (a side panel of the people, or the
 * page that lists them filtered). The chart library is loaded with this file only.
 */

const DAILY_REPORT = { path: '/report/attendance-daily-report', permission: 'report.attendance-daily-report' };
const EXPIRY_REPORT = { path: '/report/document-expiry-report', permission: 'report.document-expiry-report' };
const EMPLOYEES = { path: '/employment-management/all-employee', permission: 'employment-management.all-employee' };
const LEAVE_CALENDAR = { path: '/employment-management/leave-management?tab=calendar', permission: 'employment-management.leave-management' };
/** Where HR handles each type's waiting requests. */
const PENDING_PAGES: Record<RequestType, { path: string; permission: string }> = {
  leave: { path: '/employment-management/leave-management', permission: 'employment-management.leave-management' },
  overtime: { path: '/employment-management/ot', permission: 'employment-management.ot' },
  onSite: { path: `${APPROVAL_PATH}?tab=onSite`, permission: 'employment-management.approval' },
  punchCorrection: { path: `${APPROVAL_PATH}?tab=punchCorrection`, permission: 'employment-management.approval' },
};
const SHOWN_IN_CARD = 5;

export default function HrDashboard() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const can = useCan();
  const [companyId, setCompanyId] = useState<string>();
  const [departmentId, setDepartmentId] = useState<string>();
  // The chart's day: today, or the one the address names (?date=, a link to yesterday's figures).
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && isIsoDate(asked) && asked <= todayIso() ? asked : undefined;
  const setDate = (v: string | undefined) => setParams((p) => { if (v) p.set('date', v); else p.delete('date'); return p; }, { replace: true });
  const [open, setOpen] = useState<OpenList | null>(null);
  const [week, setWeek] = useState(false);
  const companies = useRefOptions('company');
  const departments = useCompanyDepartments(companyId, true);
  const q = useHrDashboard({ ...(companyId ? { companyId } : {}), ...(departmentId ? { departmentId } : {}), ...(date ? { date } : {}) });
  const d: Dashboard | undefined = q.data;
  const page = (p: { path: string; permission: string }, label: string) => (can(p.permission) ? { path: p.path, label } : undefined);
  const go = (p: { path: string; permission: string }) => (can(p.permission) ? () => navigate(to(p.path)) : undefined);
  const openSlice = (slice: HrAttendanceSlice) => {
    if (!d || !can(DAILY_REPORT.permission)) return;
    const params = new URLSearchParams({ date: d.attendance.date, status: HR_ATTENDANCE_SLICES[slice].join(',') });
    if (companyId) params.set('companyId', companyId);
    if (departmentId) params.set('departmentId', departmentId);
    navigate(to(`${DAILY_REPORT.path}?${params}`));
  };
  const list = (key: string, title: string, l: OpenList['list'], full?: OpenList['page']) => () => setOpen({ key, title, list: l, page: full });
  const allEmployees = page(EMPLOYEES, t('dashboard:hr.openEmployees'));
  const away = d ? (week ? d.away.week : d.away.today) : undefined;

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>{t('dashboard:hr.title')}</Typography.Title>
        <Flex gap={8} wrap align="center">
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('attendance:pages.allCompanies')} aria-label={t('labels:companyId')} style={{ minWidth: 200 }}
            value={companyId} loading={companies.loading} options={companies.options} data-testid="company-filter"
            onChange={(v) => { setCompanyId(v); setDepartmentId(undefined); }} />
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('attendance:pages.allDepartments')} aria-label={t('labels:departmentId')} style={{ minWidth: 200 }}
            value={departmentId} loading={departments.loading} options={departments.options} data-testid="department-filter" onChange={setDepartmentId} />
          <Button icon={<UserOutlined />} onClick={() => navigate(to('/dashboard/self-dashboard'))} data-testid="open-self-dashboard">{t('dashboard:hr.mySelf')}</Button>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        {/* HR staff check in too: their card first, as on everyone's dashboard. */}
        <Col xs={24} xl={10}><CheckInCard /></Col>
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            <ProfileCard />
            <Card title={t('dashboard:hr.headcount')} data-testid="headcount-card" size="small">
              {!d ? <Skeleton active paragraph={{ rows: 1 }} /> : (
                <Flex wrap gap={8}>
                  <Figure label={t('dashboard:hr.active')} value={d.headcount.active} onOpen={go(EMPLOYEES)} testId="figure-active" />
                  <Figure label={t('dashboard:hr.joiners', { month: formatDate(d.month.from, lang, 'MMMM') })} value={d.headcount.joiners.total} testId="figure-joiners"
                    onOpen={list('joiners', t('dashboard:hr.joinersTitle'), d.headcount.joiners, allEmployees)} />
                  <Figure label={t('dashboard:hr.leavers', { month: formatDate(d.month.from, lang, 'MMMM') })} value={d.headcount.leavers.total} testId="figure-leavers"
                    onOpen={list('leavers', t('dashboard:hr.leaversTitle'), d.headcount.leavers, allEmployees)} />
                  <Figure label={t('dashboard:hr.onProbation')} value={d.headcount.onProbation.total} testId="figure-probation"
                    onOpen={list('probation', t('dashboard:hr.onProbationTitle'), d.headcount.onProbation, allEmployees)} />
                </Flex>
              )}
            </Card>
            <Card title={t('dashboard:hr.pending')} data-testid="pending-card" size="small">
              {!d ? <Skeleton active paragraph={{ rows: 1 }} /> : (
                <Flex wrap gap={8}>
                  {REQUEST_TYPES.map((type) => (
                    <Button key={type} onClick={go(PENDING_PAGES[type])} disabled={!can(PENDING_PAGES[type].permission)} data-testid={`pending-${type}`}>
                      <Space size={6}>{t(`approval:type.${type}`)}<Badge count={d.pending[type]} showZero color={d.pending[type] ? undefined : 'gray'} overflowCount={9999} /></Space>
                    </Button>
                  ))}
                </Flex>
              )}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={12}>
          <Card data-testid="attendance-card" style={{ height: '100%' }}
            title={<span style={{ whiteSpace: 'normal' }}>{t('dashboard:hr.attendance', { date: d ? formatDate(d.attendance.date, lang) : '' })}</span>}>
            <Flex vertical gap={12}>
              <Space size={8} wrap>
                <LocalDatePicker value={dayjs(date ?? d?.today ?? todayIso())} allowClear={false} size="small" aria-label={t('attendance:columns.date')} data-testid="attendance-date"
                  disabledDate={(v) => !!d && v.format('YYYY-MM-DD') > d.today}
                  onChange={(v) => { if (v && !Array.isArray(v)) setDate(v.format('YYYY-MM-DD') === d?.today ? undefined : v.format('YYYY-MM-DD')); }} />
                <Tooltip title={t('dashboard:hr.refresh')}>
                  <Button size="small" icon={<ReloadOutlined />} loading={q.isFetching} onClick={() => void q.refetch()} aria-label={t('dashboard:hr.refresh')} data-testid="refresh" />
                </Tooltip>
                {d && (
                  <Typography.Text type="secondary" data-testid="as-of">
                    {t('dashboard:hr.asOf', { time: formatDate(d.attendance.asOf, lang, 'HH:mm:ss'), count: d.attendance.employees, n: formatNumber(d.attendance.employees, lang) })}
                  </Typography.Text>
                )}
              </Space>
              {!d ? <Skeleton active paragraph={{ rows: 4 }} /> : (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}><AttendanceDonut counts={d.attendance.counts} onOpen={openSlice} /></Suspense>
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card data-testid="away-card" style={{ height: '100%' }}
            title={<Space>{t('dashboard:hr.away')}<Typography.Text strong data-testid="away-count">{away ? formatNumber(away.total, lang) : ''}</Typography.Text></Space>}>
            <Segmented size="small" value={week ? 'week' : 'today'} onChange={(v) => setWeek(v === 'week')} data-testid="away-range" style={{ marginBottom: 8 }}
              options={[{ value: 'today', label: t('dashboard:hr.today') }, { value: 'week', label: d ? t('dashboard:hr.week', { to: formatDate(d.away.week.to, lang) }) : '' }]} />
            {!away ? <Skeleton active paragraph={{ rows: 3 }} /> : !away.items.length ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard:hr.nobodyAway')} /> : (
              <List size="small" dataSource={away.items.slice(0, SHOWN_IN_CARD)} rowKey={(r) => `${r.id}-${r.dateFrom}`} renderItem={(r) => <PersonLine row={r} />}
                footer={<Button type="link" size="small" style={{ padding: 0 }} data-testid="away-all"
                  onClick={list('away', week ? t('dashboard:hr.awayWeekTitle') : t('dashboard:hr.awayTodayTitle'), away, page(LEAVE_CALENDAR, t('dashboard:hr.openCalendar')))}>
                  {t('dashboard:hr.showAll')}</Button>} />
            )}
          </Card>
        </Col>
        <SmallList d={d} testId="documents-card" title={t('dashboard:hr.documents', { days: d?.documents.days ?? 90 })} rows={d?.documents}
          figures={d && (
            <Flex gap={16} wrap>
              <Typography.Text>{t('employee:expiry.passport')}: <b data-testid="documents-passport">{formatNumber(d.documents.passport, lang)}</b></Typography.Text>
              <Typography.Text>{t('employee:expiry.workPermit')}: <b data-testid="documents-workPermit">{formatNumber(d.documents.workPermit, lang)}</b></Typography.Text>
              <Typography.Text type={d.documents.expired ? 'danger' : 'secondary'}>{t('dashboard:hr.expired')}: <b>{formatNumber(d.documents.expired, lang)}</b></Typography.Text>
            </Flex>
          )}
          onAll={d && list('documents', t('dashboard:hr.documentsTitle'), d.documents, page(EXPIRY_REPORT, t('dashboard:hr.openExpiryReport')))} />
        <SmallList d={d} testId="probation-ends-card" title={t('dashboard:hr.probationEnds')} rows={d?.probationEnds}
          onAll={d && list('probationEnds', t('dashboard:hr.probationEnds'), d.probationEnds, allEmployees)} />
        <SmallList d={d} testId="anniversaries-card" title={t('dashboard:hr.anniversaries')} rows={d?.anniversaries}
          onAll={d && list('anniversaries', t('dashboard:hr.anniversaries'), d.anniversaries, allEmployees)} />
      </Row>
      <PeopleDrawer open={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** A card of the first few people of a list, its total as a figure, the whole list a click away. */
function SmallList({ d, title, rows, figures, onAll, testId }: {
  d: Dashboard | undefined; title: string; rows: OpenList['list'] | undefined; figures?: React.ReactNode; onAll?: () => void; testId: string;
}) {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Col xs={24} md={12} xl={8}>
      <Card data-testid={testId} style={{ height: '100%' }}
        title={<Space>{title}<Typography.Text strong data-testid="card-total">{rows ? formatNumber(rows.total, lang) : ''}</Typography.Text></Space>}>
        {!d || !rows ? <Skeleton active paragraph={{ rows: 3 }} /> : (
          <Flex vertical gap={8}>
            {figures}
            {!rows.items.length ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard:hr.nobody')} /> : (
              <List size="small" dataSource={rows.items.slice(0, SHOWN_IN_CARD)} rowKey={(r) => `${r.id}-${'document' in r ? r.document : ''}`} renderItem={(r) => <PersonLine row={r} />}
                footer={rows.total > SHOWN_IN_CARD && onAll ? (
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={onAll} data-testid="show-all">{t('dashboard:hr.showAll')}</Button>
                ) : undefined} />
            )}
          </Flex>
        )}
      </Card>
    </Col>
  );
}
