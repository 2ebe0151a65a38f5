import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveStatusValue } from '@hr/domain/leave/views';

const COLOR: Record<LeaveStatusValue, string> = { pending: 'gold', approved: 'green', rejected: 'red', cancelled: 'default' };

/** A request's state (pending, approved, rejected, cancelled) as a coloured tag. */
export function LeaveStatusTag({ status }: { status: LeaveStatusValue }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[status]} data-testid="leave-status">{t(`leaveRequest:status.${status}`)}</Tag>;
}
