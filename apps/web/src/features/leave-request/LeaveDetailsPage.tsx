import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Col, Descriptions, Grid, Result, Row, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, CloseCircleOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, displayYear, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import NotFound from '../../shell/NotFound';
import { leavePaths, useLeaveView, UUID_RE } from './api';
import { daysText, leavePeriod } from './leave-format';
import { LeaveFiles } from './LeaveFiles';
import { LeaveStatusTag } from '../../lib/leave-status';
import { LeaveTimeline } from './LeaveTimeline';
import { ChainSection } from '../approval/ApprovalSteps';
import { useConfirmCancel } from './use-cancel-leave';

/** /self-service/leave-request/{id}: one request in full, its history, and edit / cancel while the caller may. */
export default function LeaveDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  // Straight after filing, "edit" goes to the spec's editAddLeavePage.
  const justFiled = !!(useLocation().state as { justFiled?: boolean } | null)?.justFiled;
  const view = useLeaveView(id);
  const confirmCancel = useConfirmCancel();
  // On a phone the buttons go under the title, which would otherwise be squeezed out of the card's head.
  const phone = !Grid.useBreakpoint().md;
  if (!UUID_RE.test(id)) return <NotFound />;
  if (view.isPending) return <Card><Spin /></Card>;
  if (view.isError || !view.data) {
    return <Result status="warning" title={t('errors:recordGone')} extra={<Button onClick={() => navigate(to(leavePaths.list))}>{t('leaveRequest:ui.backToList')}</Button>} />;
  }
  const r = view.data;
  const dash = (v: string | null | undefined) => (v ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{v}</Typography.Text> : '—');
  const buttons = (
    <Space wrap>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to(leavePaths.list))}>{t('leaveRequest:ui.backToList')}</Button>
      {r.can.edit && (
        <Button icon={<EditOutlined />} data-testid="edit" onClick={() => navigate(to(justFiled ? leavePaths.editAfterAdd(r.id) : leavePaths.edit(r.id)))}>
          {t('leaveRequest:ui.edit')}
        </Button>
      )}
      {r.can.cancel && (
        <Button danger icon={<CloseCircleOutlined />} data-testid="cancel" onClick={() => confirmCancel(r.id, `${r.leaveType.name}: ${leavePeriod(t, r, lang)}`)}>
          {t('leaveRequest:ui.cancelRequest')}
        </Button>
      )}
    </Space>
  );

  return (
    <Card data-testid="leave-details" title={<Space wrap><span>{r.leaveType.name}</span><LeaveStatusTag status={r.status} /></Space>} extra={phone ? undefined : buttons}>
      {phone && <div style={{ marginBottom: 16 }}>{buttons}</div>}
      {r.status === 'rejected' && r.decisionRemark && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t('leaveRequest:view.rejectedBecause', { remark: r.decisionRemark })} />}
      {r.status === 'cancelled' && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="cancelled-banner"
          title={t('leaveRequest:view.cancelledBy', { name: r.cancelledBy?.name ?? '—', at: r.cancelledAt ? formatDate(r.cancelledAt, lang, DATE_FORMATS.dateTime) : '—' })}
          description={r.cancelReason ? t('leaveRequest:view.cancelReasonIs', { reason: r.cancelReason }) : undefined} />
      )}
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={16}>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} data-testid="leave-facts" items={[
            { key: 'employee', label: t('leaveRequest:fields.employee'), children: `${r.employee.employeeCode} ${r.employee.name}` },
            { key: 'type', label: t('leaveRequest:fields.leaveType'), children: r.leaveType.name },
            { key: 'duration', label: t('leaveRequest:fields.duration'), children: t(`choices:leaveDuration.${r.duration}`) },
            { key: 'period', label: t('leaveRequest:fields.period'), children: <span data-testid="view-period">{leavePeriod(t, r, lang)}</span> },
            { key: 'days', label: t('leaveRequest:fields.days'), children: <span data-testid="view-days">{daysText(t, r.days, lang)}</span> },
            {
              key: 'byYear', label: t('leaveRequest:fields.byYear'), children: r.byYear.map((y) =>
                t('leaveRequest:days.inYear', { year: displayYear(`${y.year}-01-01`, lang), days: formatNumber(y.days, lang), count: y.days })).join(' · ') || '—',
            },
            { key: 'status', label: t('leaveRequest:fields.status'), children: <LeaveStatusTag status={r.status} /> },
            { key: 'approvers', label: t('leaveRequest:fields.approvers'), children: r.approvers.map((p) => p.name).join(', ') || '—' },
            { key: 'approver', label: t('leaveRequest:fields.approver'), children: r.approver?.name ?? '—' },
            { key: 'decidedAt', label: t('leaveRequest:fields.decidedAt'), children: r.decidedAt ? formatDate(r.decidedAt, lang, DATE_FORMATS.dateTime) : '—' },
            { key: 'decisionRemark', label: t('leaveRequest:fields.decisionRemark'), span: 'filled', children: dash(r.decisionRemark) },
            { key: 'reason', label: t('leaveRequest:fields.reason'), span: 'filled', children: dash(r.reason) },
            { key: 'remark', label: t('leaveRequest:fields.remark'), span: 'filled', children: dash(r.remark) },
            ...(r.cancelReason ? [{ key: 'cancelReason', label: t('leaveRequest:fields.cancelReason'), span: 'filled' as const, children: dash(r.cancelReason) }] : []),
            { key: 'files', label: t('leaveRequest:fields.fileIds'), span: 'filled', children: <LeaveFiles files={r.files} /> },
          ]} />
        </Col>
        <Col xs={24} lg={8}>
          <Typography.Title level={5}>{t('leaveRequest:view.history')}</Typography.Title>
          <LeaveTimeline leave={r} />
          <ChainSection steps={r.steps} />
        </Col>
      </Row>
    </Card>
  );
}
