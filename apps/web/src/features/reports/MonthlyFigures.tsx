import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MonthlyTotals } from '@hr/domain/attendance/views';
import { durationText } from '../../lib/attendance-status';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';

/** The monthly report's totals of one person's month: late, absences, days without a record, leave, on-site work, hours worked and overtime approved, worked and payable. */
export function MonthlyFigures({ totals }: { totals: MonthlyTotals }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const n = (v: number) => formatNumber(v, lang);
  const hours = (m: number) => formatNumber(Math.round((m / 60) * 100) / 100, lang);
  const figures: Array<[string, string, string]> = [
    ['lateCount', t('attendance:monthly.lateCount'), totals.lateCount ? `${n(totals.lateCount)} · ${durationText(t, totals.lateMinutes)}` : '0'],
    ['absentDays', t('attendance:monthly.absentDays'), n(totals.absentDays)],
    ['noRecordDays', t('attendance:monthly.noRecordDays'), n(totals.noRecordDays)],
    ['leaveDays', t('attendance:monthly.leaveDays'), n(totals.leaveDays)],
    ['onSiteDays', t('attendance:monthly.onSiteDays'), n(totals.onSiteDays)],
    ['workedHours', t('attendance:monthly.workedHours'), hours(totals.workedMinutes)],
    ['overtimeHours', t('attendance:monthly.overtimeHours'), hours(totals.overtimeMinutes)],
    // What pay counts is the approved time within the punched time (issue 34 point 2): the three side by side.
    ['overtimeWorkedHours', t('attendance:monthly.overtimeWorkedHours'), hours(totals.overtimeWorkedMinutes)],
    ['overtimePayableHours', t('attendance:monthly.overtimePayableHours'), hours(totals.overtimePayableMinutes)],
  ];
  return (
    <Card size="small" title={t('attendance:monthly.totals')} data-testid="monthly-figures">
      <Row gutter={[16, 12]}>
        {figures.map(([key, title, value]) => (
          <Col key={key} xs={12} md={6}><Statistic title={title} value={value} data-testid={`figure-${key}`} /></Col>
        ))}
      </Row>
    </Card>
  );
}
