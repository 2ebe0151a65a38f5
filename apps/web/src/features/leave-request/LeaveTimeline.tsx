import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveRecount, LeaveView } from '@hr/domain/leave/views';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';

type Item = { key: string; color: string; content: string; at: string };

/**
 * What happened to a request, in order: filed, recounted when a holiday was added, removed or
 * moved after filing, approved or rejected, or cancelled (by whom).
 */
export function LeaveTimeline({ leave }: { leave: LeaveView }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const at = (v: string) => formatDate(v, lang, DATE_FORMATS.dateTime);
  const recounted = (r: LeaveRecount) => {
    // The plural follows the new count: "from 2 to 1 day", "from 3 to 2 days".
    const vars = {
      count: r.to, from: formatNumber(r.from, lang), to: formatNumber(r.to, lang), at: at(r.at), name: r.holiday.name,
      date: formatDate(r.holiday.date, lang), previous: r.holiday.previousDate ? formatDate(r.holiday.previousDate, lang) : '',
    };
    if (r.change === 'added') return t('leaveRequest:timeline.recountAdded', vars);
    if (r.change === 'removed') return t('leaveRequest:timeline.recountRemoved', vars);
    return t('leaveRequest:timeline.recountMoved', vars);
  };
  const items: Item[] = [
    { key: 'created', color: 'blue', at: leave.createdAt, content: t('leaveRequest:timeline.created', { at: at(leave.createdAt), name: leave.employee.name }) },
    ...leave.recounts.map((r, i) => ({ key: `recount-${i}`, color: 'purple', at: r.at, content: recounted(r) })),
  ];
  // HR may cancel an approved request later: the approval stays in its history.
  if (leave.decidedAt) {
    const approved = leave.status !== 'rejected';
    items.push({
      key: 'decided', color: approved ? 'green' : 'red', at: leave.decidedAt,
      content: t(approved ? 'leaveRequest:timeline.approved' : 'leaveRequest:timeline.rejected', { at: at(leave.decidedAt), name: leave.approver?.name ?? '—' }),
    });
  }
  if (leave.cancelledAt) {
    items.push({ key: 'cancelled', color: 'gray', at: leave.cancelledAt, content: t('leaveRequest:timeline.cancelled', { at: at(leave.cancelledAt), name: leave.cancelledBy?.name ?? '—' }) });
  }
  // A recount may come before or after the decision: the history reads in time order (a stable sort keeps ties as listed).
  const ordered = items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at)).map(({ key, color, content }) => ({ key, color, content }));
  if (leave.status === 'pending') ordered.push({ key: 'waiting', color: 'gold', content: t('leaveRequest:timeline.waiting') });
  return <Timeline data-testid="leave-timeline" items={ordered} />;
}
