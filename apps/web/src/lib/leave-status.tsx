import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LEAVE_STATUS_VALUES } from '@hr/domain/leave/schemas';
import type { LeaveStatusValue } from '@hr/domain/leave/views';

/* A leave request's state as every leave page shows it: one text (choices:leaveStatus, which the server's Excel files use too) and one colour. */

const COLOR: Record<LeaveStatusValue, string> = { pending: 'gold', approved: 'green', rejected: 'red', cancelled: 'default' };

/** A request's state (pending, approved, rejected, cancelled) as a coloured tag. */
export function LeaveStatusTag({ status }: { status: LeaveStatusValue }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[status]} data-testid="leave-status">{leaveStatusText(t, status)}</Tag>;
}

/** The state's name in the reader's language. */
export const leaveStatusText = (t: TFunction, status: LeaveStatusValue) => t(`choices:leaveStatus.${status}`);

/** The options of a status filter. */
export const leaveStatusOptions = (t: TFunction) => LEAVE_STATUS_VALUES.map((s) => ({ value: s, label: leaveStatusText(t, s) }));
