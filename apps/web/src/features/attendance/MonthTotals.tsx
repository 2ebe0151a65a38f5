import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_STATUSES } from '@hr/domain/attendance/status';
import type { AttendanceTotals } from '@hr/domain/attendance/views';
import { AttendanceStatusTag, durationText } from '../../lib/attendance-status';
import { formatNumber } from '../../lib/numbers';
import { useLang } from '../../lib/hooks';

/** The month's totals: days per status, how often and how long late, left early, hours worked. */
export function MonthTotals({ totals }: { totals: AttendanceTotals }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const statuses = ATTENDANCE_STATUSES.filter((s) => totals.byStatus[s]);
  const hours = formatNumber(Math.round((totals.workedMinutes / 60) * 10) / 10, lang);
  return (
    <Card size="small" title={t('attendance:pages.totals.title')} data-testid="attendance-totals">
      <Row gutter={[16, 12]}>
        <Col xs={12} md={6}><Statistic title={t('attendance:pages.totals.worked')} value={t('attendance:pages.totals.hours', { hours })} data-testid="total-worked" /></Col>
        <Col xs={12} md={6}>
          <Statistic title={t('attendance:pages.totals.late')} value={t('attendance:pages.totals.times', { count: totals.lateCount })} data-testid="total-late" />
          {totals.lateMinutes > 0 && <Typography.Text type="secondary">{durationText(t, totals.lateMinutes)}</Typography.Text>}
        </Col>
        <Col xs={24} md={12}>
          <Statistic title={t('attendance:pages.totals.early')} value={totals.earlyLeaveMinutes ? durationText(t, totals.earlyLeaveMinutes) : '—'} data-testid="total-early" />
        </Col>
        <Col xs={24}>
          <Typography.Text type="secondary">{t('attendance:pages.totals.byStatus')}</Typography.Text>
          <Flex wrap gap={8} style={{ marginTop: 4 }} data-testid="total-statuses">
            {statuses.length ? statuses.map((s) => (
              <span key={s} data-testid={`total-${s}`}><AttendanceStatusTag status={s} /><b>{formatNumber(totals.byStatus[s]!, lang)}</b></span>
            )) : <Typography.Text type="secondary">—</Typography.Text>}
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}
