import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveView } from '@hr/domain/leave/views';
import { DATE_FORMATS, displayYear, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { LeaveStatusTag } from '../../lib/leave-status';
import { formatNumber } from '../../lib/numbers';
import { LeaveFiles } from '../leave-request/LeaveFiles';
import { ChainSection } from '../approval/ApprovalSteps';
import { leaveLength, leavePeriod } from './leave-text';

/** One request in full: who, what, when, why, its files, what became of it (decision, cancellation) and, where it has several steps, its chain. */
export function LeaveSummary({ v }: { v: LeaveView }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const when = (iso: string) => formatDate(iso, lang, DATE_FORMATS.dateTime);
  const perYear = v.byYear.length > 1
    ? ` (${v.byYear.map((y) => t('leaveAdmin:inYear', { year: displayYear(`${y.year}-01-01`, lang), n: formatNumber(y.days, lang) })).join(', ')})` : '';
  return (
    <>
    <Descriptions size="small" bordered column={2} data-testid="leave-summary" items={[
      { key: 'employee', label: t('leaveAdmin:col.employee'), span: 2, children: <span data-testid="summary-employee">{`${v.employee.employeeCode} ${v.employee.name}`}{v.employee.department ? ` · ${v.employee.department}` : ''}{v.employee.company ? ` · ${v.employee.company}` : ''}</span> },
      { key: 'type', label: t('labels:leaveTypeId'), children: v.leaveType.name },
      { key: 'status', label: t('leaveAdmin:col.status'), children: <LeaveStatusTag status={v.status} /> },
      { key: 'period', label: t('leaveAdmin:col.period'), children: <span data-testid="summary-period">{leavePeriod(v, lang)}</span> },
      { key: 'days', label: t('leaveAdmin:col.days'), children: `${leaveLength(v, lang, t)}${perYear}` },
      { key: 'reason', label: t('leaveAdmin:col.reason'), span: 2, children: v.reason || '—' },
      { key: 'remark', label: t('leaveAdmin:col.requestRemark'), span: 2, children: v.remark || '—' },
      { key: 'files', label: t('leaveAdmin:col.files'), span: 2, children: <LeaveFiles files={v.files} /> },
      { key: 'submitted', label: t('leaveAdmin:col.submitted'), children: when(v.createdAt) },
      { key: 'approvers', label: t('leaveAdmin:col.approvers'), children: v.approvers.map((a) => a.name).join(', ') || '—' },
      ...(v.decidedAt ? [
        { key: 'decided', label: t('leaveAdmin:col.decided'), children: t('leaveAdmin:byOn', { name: v.approver?.name ?? '—', date: when(v.decidedAt) }) },
        { key: 'decisionRemark', label: t('leaveAdmin:col.decisionRemark'), children: <span data-testid="summary-decision-remark">{v.decisionRemark || '—'}</span> },
      ] : []),
      ...(v.cancelledAt ? [
        { key: 'cancelled', label: t('leaveAdmin:col.cancelled'), children: t('leaveAdmin:byOn', { name: v.cancelledBy?.name ?? '—', date: when(v.cancelledAt) }) },
        { key: 'cancelReason', label: t('leaveAdmin:col.cancelReason'), children: <span data-testid="summary-cancel-reason">{v.cancelReason || '—'}</span> },
      ] : []),
    ]} />
    <ChainSection steps={v.steps} />
    </>
  );
}
