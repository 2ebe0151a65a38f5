import type { TFunction } from 'i18next';
import type { LeaveListed } from '@hr/domain/leave/views';
import { formatDate } from '../../lib/dates';
import type { Lang } from '../../lib/lang';
import { formatNumber } from '../../lib/numbers';

/** "12-Jan-2027 – 14-Jan-2027" (one date for a one-day leave), in the reader's calendar. */
export function leavePeriod(r: Pick<LeaveListed, 'dateFrom' | 'dateTo'>, lang: Lang): string {
  const from = formatDate(r.dateFrom, lang);
  return r.dateFrom === r.dateTo ? from : `${from} – ${formatDate(r.dateTo, lang)}`;
}

/** "1.5 days · Morning (09:00–12:00)": the length and, for a half day, which half. */
export function leaveLength(r: Pick<LeaveListed, 'days' | 'duration'>, lang: Lang, t: TFunction): string {
  const days = t('leaveAdmin:daysCount', { count: r.days, n: formatNumber(r.days, lang) });
  return r.duration === 'fullDay' ? days : `${days} · ${t(`choices:leaveDuration.${r.duration}`)}`;
}
