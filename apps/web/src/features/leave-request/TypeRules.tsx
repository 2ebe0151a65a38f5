import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayYear } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import type { TypeBalance } from './api';

/**
 * The chosen leave type's rules beside the form: what is left of it, how much notice it needs, how
 * late it may be filed, when a file is needed, and whether it counts calendar days.
 */
export function TypeRules({ type, year }: { type?: TypeBalance; year?: number }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  if (!type) return <Alert type="info" title={t('leaveRequest:rules.chooseType')} data-testid="type-rules" />;
  const n = (v: number) => formatNumber(v, lang);
  const lines: string[] = [
    type.unpaid ? t('leaveRequest:rules.unpaid')
      : type.countedPer === 'pregnancy' ? t('leaveRequest:rules.remainingPregnancy', { days: n(type.remaining), total: n(type.daysPerYear) })
        : t('leaveRequest:rules.remaining', { days: n(type.remaining), year: year ? displayYear(`${year}-01-01`, lang) : '' }),
  ];
  if (type.unpaidBeyond) lines.push(t('leaveRequest:rules.unpaidBeyond', { days: n(type.entitlement) }));
  if (type.advanceNoticeDays != null) {
    lines.push(type.advanceNoticeDays > 0 ? t('leaveRequest:rules.advanceNotice', { days: type.advanceNoticeDays }) : t('leaveRequest:rules.noNotice'));
  }
  if (type.backDateDays != null) {
    lines.push(type.backDateDays > 0 ? t('leaveRequest:rules.backDate', { days: type.backDateDays }) : t('leaveRequest:rules.noBackDate'));
  }
  if (type.requiresAttachment) lines.push(t('leaveRequest:rules.attachmentAlways'));
  else if (type.attachmentFromDays != null) lines.push(t('leaveRequest:rules.attachmentFrom', { days: type.attachmentFromDays }));
  if (type.calendarDays) lines.push(t('leaveRequest:rules.calendarDays'));
  if (type.afterOneYear) lines.push(t('leaveRequest:rules.afterOneYear'));
  return (
    <Alert type="info" showIcon data-testid="type-rules" title={type.name} description={
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {lines.map((l) => <li key={l}><Typography.Text>{l}</Typography.Text></li>)}
      </ul>
    } />
  );
}
