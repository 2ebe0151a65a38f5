import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveView } from '@hr/domain/leave/views';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';

/** What happened to a request: filed, then approved or rejected, or cancelled (by whom, with the reason). */
export function LeaveTimeline({ leave }: { leave: LeaveView }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const at = (v: string) => formatDate(v, lang, DATE_FORMATS.dateTime);
  const items = [{ key: 'created', color: 'blue', content: t('leaveRequest:timeline.created', { at: at(leave.createdAt), name: leave.employee.name }) }];
  // HR may cancel an approved request later: the approval stays in its history.
  if (leave.decidedAt) {
    const approved = leave.status !== 'rejected';
    items.push({
      key: 'decided', color: approved ? 'green' : 'red',
      content: t(approved ? 'leaveRequest:timeline.approved' : 'leaveRequest:timeline.rejected', { at: at(leave.decidedAt), name: leave.approver?.name ?? '—' }),
    });
  }
  if (leave.cancelledAt) {
    items.push({ key: 'cancelled', color: 'gray', content: t('leaveRequest:timeline.cancelled', { at: at(leave.cancelledAt), name: leave.cancelledBy?.name ?? '—' }) });
  }
  if (leave.status === 'pending') items.push({ key: 'waiting', color: 'gold', content: t('leaveRequest:timeline.waiting') });
  return <Timeline data-testid="leave-timeline" items={items} />;
}
