import { Alert, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { useBalances } from './api';
import { BalanceCard } from './BalanceCard';
import { YearSelect, yearChoices } from './YearSelect';

/** My leave for a year: a card per leave type, the year picker, and the day the figures are as of. */
export function BalancePanel({ year, onYear }: { year: number | undefined; onYear: (y: number) => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const balances = useBalances(year);
  const data = balances.data;
  const shown = year ?? data?.year;
  const thisYear = data ? Number(data.asOf.slice(0, 4)) : undefined;

  return (
    // The year the figures are of, and whether newer ones are on their way (another year chosen
    // keeps the previous year's cards on screen until its own arrive).
    <Card title={t('leaveRequest:balance.title')} data-testid="balance-panel" data-year={data?.year} aria-busy={balances.isFetching} extra={
      shown && thisYear ? <YearSelect value={shown} years={yearChoices(thisYear, data!.joiningDate)} onChange={onYear} /> : null
    }>
      {balances.isPending && <Skeleton active />}
      {balances.isError && <Alert type="error" showIcon title={t('leaveRequest:balance.loadFailed')} />}
      {data && (
        <>
          <Typography.Paragraph type="secondary">
            {t('leaveRequest:balance.asOf', { date: formatDate(data.asOf, lang) })}
            {data.joiningDate ? ` ${t('leaveRequest:balance.joined', { date: formatDate(data.joiningDate, lang) })}` : ''}
          </Typography.Paragraph>
          {data.types.length === 0 ? <Empty description={t('leaveRequest:balance.noTypes')} /> : (
            <Row gutter={[12, 12]}>
              {data.types.map((type) => (
                <Col key={type.leaveTypeId} xs={24} sm={12} xl={8}>
                  <BalanceCard type={type} year={data.year} joiningKnown={!!data.joiningDate} />
                </Col>
              ))}
            </Row>
          )}
        </>
      )}
    </Card>
  );
}
