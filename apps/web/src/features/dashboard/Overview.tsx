import { Badge, Button, Card, Empty, Flex, List, Progress, Skeleton, Space, Tag, Tooltip, Typography, theme } from 'antd';
import { PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { REQUEST_TYPES, type RequestType } from '@hr/domain/approval/schemas';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@hr/domain/attendance/status';
import type { MyPendingRequest, SelfOverview } from '@hr/domain/dashboard/views';
import type { Lang } from '@hr/domain';
import { api } from '../../lib/api';
import { ATTENDANCE_STATUS_COLOR, attendanceStatusText, durationText } from '../../lib/attendance-status';
import { formatDate } from '../../lib/dates';
import { useCan, useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import { leavePaths } from '../leave-request/api';
import { APPROVAL_PATH } from '../leave-approval/api';
import { PAGES } from '../attendance/api';
import { useStepKind } from '../approval/ApprovalSteps';
import { hoursText } from '../overtime/overtime-text';

/* The self dashboard's cards beside the check-in card (issue 18 point 1), from one call. */

export function useSelfOverview() {
  const { lang } = useLang();
  return useQuery({ queryKey: ['dashboard', 'overview', lang], queryFn: () => api.get<SelfOverview>('/1.0/get/dashboard/self/overview') });
}

const SELF_ATTENDANCE = PAGES.self.path;

/** Where a request of each type opens for its requester. */
function requestPath(r: MyPendingRequest): string {
  switch (r.requestType) {
    case 'leave': return leavePaths.details(r.id);
    case 'overtime': return `${SELF_ATTENDANCE}?tab=overtime&view=${r.id}`;
    case 'onSite': return `${SELF_ATTENDANCE}?tab=onsite&view=${r.id}`;
    case 'punchCorrection': return `${SELF_ATTENDANCE}?tab=corrections&view=${r.id}`;
  }
}

const period = (lang: Lang, r: { dateFrom: string; dateTo: string }) =>
  (r.dateFrom === r.dateTo ? formatDate(r.dateFrom, lang) : `${formatDate(r.dateFrom, lang)} – ${formatDate(r.dateTo, lang)}`);

/** What a request asks, in a few words of the reader's language. */
function whatText(t: TFunction, lang: Lang, r: MyPendingRequest): string {
  const d = r.detail;
  switch (d.type) {
    case 'leave': return `${d.leaveType} · ${t('dashboard:days', { count: d.days, n: formatNumber(d.days, lang) })}`;
    case 'overtime': return `${d.startTime}–${d.endTime} · ${hoursText(d.minutes)}`;
    case 'onSite': return `${t(`onsite:workType.${d.workType}`)} · ${t(`choices:leaveDuration.${d.duration}`)}`;
    case 'punchCorrection': return `${t(`attendance:kind.${d.kind}`)} ${d.time}`;
  }
}

/** My leave this year: what is left of each type that applies to me, and the way to ask for more. */
export function MyLeaveCard({ o }: { o: SelfOverview | undefined }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const can = useCan();
  return (
    <Card title={t('dashboard:myLeave', { year: formatDate(`${(o?.today ?? '2000').slice(0, 4)}-01-01`, lang, 'YYYY') })} data-testid="my-leave-card"
      extra={can('self-service.leave-request') && <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => navigate(to(leavePaths.add))} data-testid="request-leave">{t('dashboard:requestLeave')}</Button>}>
      {!o ? <Skeleton active paragraph={{ rows: 3 }} /> : !o.balances.length ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard:noLeave')} /> : (
        <Flex vertical gap={10}>
          {o.balances.map((b) => (
            <div key={b.leaveTypeId} data-testid={`balance-${b.code}`}>
              <Flex justify="space-between" gap={8} wrap>
                <Typography.Text strong>{b.name}</Typography.Text>
                <Typography.Text data-testid="balance-left">
                  {b.unpaid ? t('dashboard:unpaidUsed', { count: b.used + b.pending, n: formatNumber(b.used + b.pending, lang) })
                    : t('dashboard:leftOf', { count: b.remaining, n: formatNumber(b.remaining, lang), total: formatNumber(b.entitlement, lang) })}
                </Typography.Text>
              </Flex>
              {!b.unpaid && b.entitlement > 0 && (
                <Tooltip title={t('dashboard:balanceParts', { used: formatNumber(b.used, lang), pending: formatNumber(b.pending, lang) })}>
                  <Progress percent={Math.round(((b.used + b.pending) / b.entitlement) * 100)} success={{ percent: Math.round((b.used / b.entitlement) * 100) }}
                    showInfo={false} size="small" aria-label={t('dashboard:balanceParts', { used: formatNumber(b.used, lang), pending: formatNumber(b.pending, lang) })} />
                </Tooltip>
              )}
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}

/** My requests waiting for a decision, with the step each waits at; each opens where it lives. */
export function MyRequestsCard({ o }: { o: SelfOverview | undefined }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const kindOf = useStepKind();
  return (
    <Card title={<Space>{t('dashboard:myRequests')}<Badge count={o?.requests.total ?? 0} showZero={false} color="blue" /></Space>} data-testid="my-requests-card">
      {!o ? <Skeleton active paragraph={{ rows: 3 }} /> : !o.requests.items.length ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard:noRequests')} /> : (
        <List size="small" dataSource={o.requests.items} footer={o.requests.total > o.requests.items.length
          ? <Typography.Text type="secondary">{t('dashboard:more', { count: o.requests.total - o.requests.items.length })}</Typography.Text> : undefined}
          renderItem={(r) => (
            <List.Item key={r.id} data-testid={`my-request-${r.id}`} style={{ cursor: 'pointer' }} onClick={() => navigate(to(requestPath(r)))}
              actions={[<Button key="open" type="text" size="small" icon={<RightOutlined />} aria-label={t('dashboard:open')} onClick={(e) => { e.stopPropagation(); navigate(to(requestPath(r))); }} />]}>
              <List.Item.Meta
                title={<Space size={6} wrap><Tag color="blue">{t(`approval:type.${r.requestType}`)}</Tag><span>{period(lang, r)}</span></Space>}
                description={<>
                  <div>{whatText(t, lang, r)}</div>
                  <Typography.Text type="secondary" data-testid="request-step">
                    {r.step.of > 1 ? `${t('overtime:stepOf', { no: r.step.no, of: r.step.of })} · ` : ''}{t('dashboard:waitsFor', { who: kindOf(r.step.kind) })}
                  </Typography.Text>
                </>} />
            </List.Item>
          )} />
      )}
    </Card>
  );
}

/** What waits for my decision, per request type; each opens its tab of the approval page. Approvers only. */
export function WaitingCard({ o, total, loading }: { o: SelfOverview | undefined; total: number; loading: boolean }) {
  const { t } = useTranslation();
  const { to } = useLang();
  const navigate = useNavigate();
  const open = (type: RequestType) => navigate(to(type === 'leave' ? APPROVAL_PATH : `${APPROVAL_PATH}?tab=${type}`));
  return (
    <Card title={<Space>{t('dashboard:pending')}<Typography.Text strong data-testid="pending-count">{loading ? '…' : total}</Typography.Text></Space>} data-testid="waiting-card"
      extra={<Button size="small" onClick={() => navigate(to(APPROVAL_PATH))} data-testid="open-approvals">{t('dashboard:openApprovals')}</Button>}>
      {!o?.waiting ? <Skeleton active paragraph={{ rows: 2 }} /> : (
        <Flex wrap gap={8}>
          {REQUEST_TYPES.map((type) => (
            <Button key={type} onClick={() => open(type)} data-testid={`waiting-${type}`} disabled={!o.waiting![type]}>
              <Space size={6}>{t(`approval:type.${type}`)}<Badge count={o.waiting![type]} showZero color={o.waiting![type] ? undefined : 'gray'} overflowCount={999} /></Space>
            </Button>
          ))}
        </Flex>
      )}
    </Card>
  );
}

/**
 * My month so far: the days per status as one bar of coloured parts (a part per status, as wide as
 * its days) with the figures beside it, and the late arrivals. Staff who do not record time get no card.
 */
export function MyMonthCard({ o }: { o: SelfOverview | undefined }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  if (o && !o.attendance) return null;
  const a = o?.attendance;
  const parts = a ? ATTENDANCE_STATUSES.filter((s) => (a.byStatus[s] ?? 0) > 0).map((s) => ({ status: s, days: a.byStatus[s]! })) : [];
  const days = parts.reduce((n, p) => n + p.days, 0);
  const colour = (s: AttendanceStatus) => (token as unknown as Record<string, string>)[`${ATTENDANCE_STATUS_COLOR[s]}6`];
  const summary = parts.map((p) => `${attendanceStatusText(t, p.status)} ${formatNumber(p.days, lang)}`).join(', ');
  return (
    <Card title={t('dashboard:myMonth', { month: a ? formatDate(`${a.month}-01`, lang, 'MMMM YYYY') : '' })} data-testid="my-month-card"
      actions={[<Button key="open" size="small" type="link" onClick={() => navigate(to(SELF_ATTENDANCE))} data-testid="open-attendance">{t('dashboard:openAttendance')}</Button>]}>
      {!a ? <Skeleton active paragraph={{ rows: 2 }} /> : !days ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard:noDaysYet')} /> : (
        <Flex vertical gap={12}>
          <div role="img" aria-label={summary} data-testid="month-bar" style={{ display: 'flex', height: 14, borderRadius: 7, overflow: 'hidden' }}>
            {parts.map((p) => <div key={p.status} data-status={p.status} style={{ flex: p.days, background: colour(p.status) }} />)}
          </div>
          <Flex wrap gap={12} data-testid="month-legend">
            {parts.map((p) => (
              <Space key={p.status} size={6} data-testid={`month-${p.status}`}>
                <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: colour(p.status) }} />
                <span>{attendanceStatusText(t, p.status)}</span>
                <Typography.Text strong>{formatNumber(p.days, lang)}</Typography.Text>
              </Space>
            ))}
          </Flex>
          {a.lateCount > 0 && <Typography.Text type="warning" data-testid="month-late">{t('dashboard:late', { count: a.lateCount, minutes: durationText(t, a.lateMinutes) })}</Typography.Text>}
        </Flex>
      )}
    </Card>
  );
}
