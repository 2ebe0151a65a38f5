import { Alert, Flex, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayYear, formatDate, longDateFormat } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import type { LeaveDaysAnswer } from './api';
import { daysText } from './leave-format';

/** The live day count of the form: the total, each date counted, and the days per leave year when it spans New Year. */
export function LeaveDaysSummary({ answer, loading, refusal }: { answer?: LeaveDaysAnswer; loading: boolean; refusal?: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  if (refusal) return <Alert type="warning" showIcon title={refusal} data-testid="days-refusal" />;
  if (!answer) {
    return (
      <Alert type="info" title={<Flex gap={8} align="center">{loading && <Spin size="small" />}{t(loading ? 'leaveRequest:days.counting' : 'leaveRequest:days.choose')}</Flex>}
        data-testid="days-summary-empty" />
    );
  }
  return (
    <Alert type="success" data-testid="days-summary" title={
      <Flex vertical gap={6}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('leaveRequest:fields.days')}</Typography.Text>
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="days-total">{daysText(t, answer.days, lang)}</Typography.Text>
          {loading && <Spin size="small" />}
        </Flex>
        {answer.byYear.length > 1 && (
          <Typography.Text data-testid="days-by-year">
            {answer.byYear.map((y) => t('leaveRequest:days.inYear', { year: displayYear(`${y.year}-01-01`, lang), days: formatNumber(y.days, lang), count: y.days })).join(' · ')}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">{t('leaveRequest:days.datesCounted')}</Typography.Text>
        <Flex gap={4} wrap data-testid="days-dates">
          {answer.dates.slice(0, 31).map((d) => <Tag key={d}>{formatDate(d, lang, `ddd ${longDateFormat(lang)}`)}</Tag>)}
          {answer.dates.length > 31 && <Tag>{t('leaveRequest:days.more', { count: answer.dates.length - 31 })}</Tag>}
        </Flex>
      </Flex>
    } />
  );
}
