import type { TFunction } from 'i18next';
import type { LeaveListed } from '@hr/domain/leave/views';
import { formatDate } from '../../lib/dates';
import type { Lang } from '../../lib/lang';
import { formatNumber } from '../../lib/numbers';

/** "3 days" / "0.5 days" in the reader's language. */
export const daysText = (t: TFunction, days: number, lang: Lang) => t('leaveRequest:daysCount', { count: days, days: formatNumber(days, lang) });

/** "08-Dec-2026 – 11-Dec-2026", one date for a single day, with the half-day window when it is one (Buddhist era in Thai). */
export function leavePeriod(t: TFunction, r: Pick<LeaveListed, 'dateFrom' | 'dateTo' | 'duration'>, lang: Lang): string {
  const dates = r.dateFrom === r.dateTo ? formatDate(r.dateFrom, lang) : `${formatDate(r.dateFrom, lang)} – ${formatDate(r.dateTo, lang)}`;
  return r.duration === 'fullDay' ? dates : `${dates} · ${t(`choices:leaveDuration.${r.duration}`)}`;
}
