import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_CHANNELS, SALARY_PERIOD_STATUSES, STAFF_KINDS, type PaymentChannel, type SalaryPeriodStatus, type StaffKind,
} from '@hr/domain/payroll/period';
import { formatDate } from '../../lib/dates';
import type { Lang } from '../../lib/lang';

/* A salary period's words as every payroll page shows them: its state, its staff, its channel, its month. */

const STATUS_COLOR: Record<SalaryPeriodStatus, string> = { draft: 'blue', closed: 'gold', sent: 'purple', paid: 'green' };

/** The state's name in the reader's language (SPEC section 4: draft, closed period, sent to accounting successfully, salary paid). */
export const periodStatusText = (t: TFunction, status: SalaryPeriodStatus) => t(`payroll:period.status.${status}`);

/** A period's state as a coloured tag. */
export function PeriodStatusTag({ status }: { status: SalaryPeriodStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]} data-testid="period-status" data-status={status}>{periodStatusText(t, status)}</Tag>;
}

export const staffKindText = (t: TFunction, kind: StaffKind) => t(`payroll:period.staffKind.${kind}`);
export const channelText = (t: TFunction, channel: PaymentChannel) => t(`payroll:period.channel.${channel}`);

/** The month paid as a reader names it: "April 2026", "เมษายน 2569" (Buddhist era in Thai). */
export const monthText = (month: string, lang: Lang) => formatDate(`${month}-01`, lang, 'MMMM YYYY');

/** The options of the filters and the form. */
export const statusOptions = (t: TFunction) => SALARY_PERIOD_STATUSES.map((s) => ({ value: s, label: periodStatusText(t, s) }));
export const staffKindOptions = (t: TFunction) => STAFF_KINDS.map((k) => ({ value: k, label: staffKindText(t, k) }));
export const channelOptions = (t: TFunction) => PAYMENT_CHANNELS.map((c) => ({ value: c, label: channelText(t, c) }));
