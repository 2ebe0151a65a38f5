import { Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LeaveStatusValue } from '@hr/domain/leave/views';
import { BUDDHIST_ERA_OFFSET } from '../../lib/dates';
import { leaveStatusOptions } from '../../lib/leave-status';
import { formatNumber } from '../../lib/numbers';
import type { Lang } from '../../lib/lang';

/* Pieces the three leave report pages share: the year choice, day figures and the status filter. */

/** The year as the reader counts it: Buddhist era in Thai. */
export const yearLabel = (year: number, lang: Lang) => String(lang === 'th' ? year + BUDDHIST_ERA_OFFSET : year);

/** This calendar year (the leave year). */
export const thisYear = () => dayjs().year();

/** The leave year of a report: the last six years and the next one, shown in the reader's era. */
export function YearSelect({ value, onChange, lang }: { value: number; onChange: (year: number) => void; lang: Lang }) {
  const { t } = useTranslation();
  const now = thisYear();
  const years = Array.from({ length: 8 }, (_, i) => now + 1 - i);
  return <Select value={value} onChange={onChange} style={{ width: 120 }} aria-label={t('leaveReport:filter.year')} data-testid="filter-year"
    options={years.map((y) => ({ value: y, label: yearLabel(y, lang) }))} />;
}

/** A number of days; a negative remainder (HR took back days already spent) in red. */
export function Days({ value, lang, warn }: { value: number; lang: Lang; warn?: boolean }) {
  if (warn && value < 0) return <Typography.Text type="danger">{formatNumber(value, lang)}</Typography.Text>;
  return <>{formatNumber(value, lang)}</>;
}

/** The status filter of a request list. */
export function LeaveStatusFilter({ value, onChange }: { value?: LeaveStatusValue; onChange: (v?: LeaveStatusValue) => void }) {
  const { t } = useTranslation();
  return <Select allowClear placeholder={t('leaveReport:col.status')} aria-label={t('leaveReport:col.status')} style={{ minWidth: 160 }} value={value}
    onChange={onChange} data-testid="filter-leave-status"
    options={leaveStatusOptions(t)} />;
}

/** The antd sort state of a server-sorted column. */
export const sortState = (sort: { field: string; order: 'asc' | 'desc' } | undefined, field: string) =>
  ({ sorter: true, sortOrder: sort?.field === field ? (sort.order === 'asc' ? 'ascend' as const : 'descend' as const) : null });

/** The server sort a table change asks for (undefined: the default order). */
export function sortFromTable<F extends string>(s: unknown): { field: F; order: 'asc' | 'desc' } | undefined {
  const one = (Array.isArray(s) ? s[0] : s) as { order?: 'ascend' | 'descend' | null; columnKey?: unknown } | undefined;
  return one?.order ? { field: String(one.columnKey) as F, order: one.order === 'ascend' ? 'asc' : 'desc' } : undefined;
}
