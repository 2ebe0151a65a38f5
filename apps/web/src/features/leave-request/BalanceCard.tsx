import { Card, Descriptions, Flex, List, Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, displayYear, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import type { TypeBalance } from './api';

/** The seeded code of statutory annual vacation (THAI-RULES.md, LPA s.30). */
const STATUTORY_VACATION = 'VACATION';

/** Why the entitlement is what it is, in the words of the rule (packages/domain/src/leave/entitlement.ts). */
export function EntitlementRule({ type, year, joiningKnown }: { type: TypeBalance; year: number; joiningKnown: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const params = {
    days: formatNumber(type.daysPerYear, lang), months: type.months, year: displayYear(`${year}-01-01`, lang),
    from: formatDate(type.countsFrom, lang), entitlement: formatNumber(type.entitlement, lang),
    since: type.pregnancySince ? formatDate(type.pregnancySince, lang) : '',
  };
  // A statutory right from the first day of work (sick, personal leave) is not pro-rated: the full
  // days from the joining year on, said so rather than "employed for the whole year" (issue 14).
  const basis = type.basis === 'fullYear' && type.proRated === false && !type.afterOneYear ? 'notProRated'
    : type.basis === 'perPregnancy' && !type.pregnancySince ? 'perPregnancyFirst' : type.basis;
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0, fontSize: 13 }} data-testid="entitlement-rule">
      {t(`leaveRequest:basis.${basis}`, params)}
      {/* Only annual vacation's year of service is the law's (LPA s.30); another type's is the company's. */}
      {type.afterOneYear && type.basis !== 'awaitingOneYear' ? ` ${t(type.code === STATUTORY_VACATION ? 'leaveRequest:basis.oneYearRule' : 'leaveRequest:basis.oneYearPolicy')}` : ''}
      {!joiningKnown && type.basis === 'fullYear' ? ` ${t('leaveRequest:basis.joiningUnknown')}` : ''}
    </Typography.Paragraph>
  );
}

/** One leave type's figures for the year: remaining first, then how it adds up, the rule, and HR's adjustments with their notes. */
export function BalanceCard({ type, year, joiningKnown }: { type: TypeBalance; year: number; joiningKnown: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const n = (v: number) => formatNumber(v, lang);
  const signed = (v: number) => (v > 0 ? `+${n(v)}` : n(v));
  return (
    <Card size="small" data-testid={`balance-${type.code}`} title={
      <Space size={4} wrap>
        <span>{type.name}</span>
        {type.unpaid && <Tag>{t('leaveRequest:balance.unpaid')}</Tag>}
        {type.calendarDays && <Tag color="blue">{t('leaveRequest:balance.calendarDays')}</Tag>}
      </Space>
    }>
      <Flex vertical gap={8}>
        {type.unpaid ? (
          // Unpaid leave has no entitlement to run out of (issue 14): the days taken, without a limit.
          <>
            <Statistic title={t('leaveRequest:balance.used')} value={n(type.used)} suffix={t('leaveRequest:balance.daysUnit')} data-testid="balance-used" />
            <Descriptions size="small" column={2} items={[
              { key: 'pending', label: t('leaveRequest:balance.pending'), children: <span data-testid="balance-pending">{n(type.pending)}</span> },
            ]} />
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0, fontSize: 13 }} data-testid="balance-no-limit">{t('leaveRequest:balance.noLimit')}</Typography.Paragraph>
          </>
        ) : (
          <>
            <Statistic title={t('leaveRequest:balance.remaining')} value={n(type.remaining)} suffix={t('leaveRequest:balance.daysUnit')}
              styles={{ content: { color: type.remaining < 0 ? '#cf1322' : undefined } }} data-testid="balance-remaining" />
            <Descriptions size="small" column={2} items={[
              { key: 'entitlement', label: t('leaveRequest:balance.entitlement'), children: <span data-testid="balance-entitlement">{n(type.entitlement)}</span> },
              { key: 'adjusted', label: t('leaveRequest:balance.adjusted'), children: <span data-testid="balance-adjusted">{signed(type.adjusted)}</span> },
              { key: 'used', label: t('leaveRequest:balance.used'), children: <span data-testid="balance-used">{n(type.used)}</span> },
              { key: 'pending', label: t('leaveRequest:balance.pending'), children: <span data-testid="balance-pending">{n(type.pending)}</span> },
            ]} />
            {(type.beyond ?? 0) > 0 && (
              // Sick leave past its paid days (LPA s.57): taken, and unpaid.
              <Typography.Text type="warning" data-testid="balance-beyond">{t('leaveRequest:balance.beyond', { count: type.beyond, days: n(type.beyond ?? 0) })}</Typography.Text>
            )}
            <EntitlementRule type={type} year={year} joiningKnown={joiningKnown} />
          </>
        )}
        {type.adjustments.length > 0 && (
          <List size="small" header={<Typography.Text strong>{t('leaveRequest:balance.adjustments')}</Typography.Text>} data-testid="balance-adjustments"
            dataSource={type.adjustments} renderItem={(a) => (
              <List.Item style={{ paddingInline: 0 }}>
                <Flex vertical style={{ width: '100%' }}>
                  <Flex justify="space-between" gap={8}>
                    <Typography.Text strong type={a.days < 0 ? 'danger' : 'success'}>{t('leaveRequest:daysCount', { count: Math.abs(a.days), days: signed(a.days) })}</Typography.Text>
                    <Typography.Text type="secondary">{formatDate(a.createdAt, lang, DATE_FORMATS.dateTime)}</Typography.Text>
                  </Flex>
                  <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{a.note}</Typography.Text>
                </Flex>
              </List.Item>
            )} />
        )}
      </Flex>
    </Card>
  );
}
