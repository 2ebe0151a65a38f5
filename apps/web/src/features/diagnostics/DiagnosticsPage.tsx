import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Descriptions, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Diagnostics, Verdict } from '@hr/domain/system/diagnostics';
import { MAIL_STUCK_MINUTES } from '@hr/domain/system/diagnostics';
import { api } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';

const COLOUR: Record<Verdict, string> = { ok: 'green', warning: 'gold', problem: 'red' };

/** A verdict as a coloured word. */
function VerdictTag({ v, testId }: { v: Verdict; testId: string }) {
  const { t } = useTranslation();
  return <Tag color={COLOUR[v]} data-testid={testId} data-verdict={v}>{t(`diagnostics:verdict.${v}`)}</Tag>;
}

/** One part of the system: its name, its verdict, what the verdict means here, and its facts. */
function Part({ id, title, verdict, says, facts }: { id: string; title: string; verdict: Verdict; says: string; facts: Array<{ label: string; value: ReactNode }> }) {
  return (
    <Card title={title} extra={<VerdictTag v={verdict} testId={`verdict-${id}`} />} data-testid={`part-${id}`} style={{ height: '100%' }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type={verdict === 'ok' ? 'secondary' : verdict === 'warning' ? 'warning' : 'danger'} data-testid={`says-${id}`}>{says}</Typography.Text>
        <Descriptions size="small" column={1} bordered items={facts.map((f, i) => ({ key: i, label: f.label, children: f.value }))} />
      </Space>
    </Card>
  );
}

/**
 * /test, the administrator's diagnostics (issue 18 point 4): the build, the database and its
 * migrations, mail, the clocks and the maintenance schedule, each with a plain verdict and what it
 * means, read again on demand.
 */
export default function DiagnosticsPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const q = useQuery({ queryKey: ['diagnostics'], queryFn: () => api.get<Diagnostics>('/1.0/get/system/diagnostics') });
  const d = q.data;
  const n = (x: number) => formatNumber(x, lang);
  const worst: Verdict | undefined = d ? (['problem', 'warning', 'ok'] as const).find((v) => [d.version, d.database, d.mail, d.time, d.maintenance].some((p) => p.verdict === v)) : undefined;
  return (
    <Card title={t('menu:test')} data-testid="diagnostics-page"
      extra={<Button icon={<ReloadOutlined />} loading={q.isFetching} onClick={() => void q.refetch()} data-testid="diagnostics-refresh">{t('diagnostics:again')}</Button>}>
      {!d ? <Skeleton active /> : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Alert type={worst === 'ok' ? 'success' : worst === 'warning' ? 'warning' : 'error'} showIcon data-testid="diagnostics-summary"
            title={t(`diagnostics:summary.${worst}`)} description={t('diagnostics:checkedAt', { at: formatDate(d.checkedAt, lang, DATE_FORMATS.dateTime) })} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Part id="version" title={t('diagnostics:version.title')} verdict={d.version.verdict} says={t(`diagnostics:version.${d.version.verdict}`)} facts={[
                { label: t('diagnostics:version.app'), value: `${d.version.app} (${d.version.build})` },
                { label: t('diagnostics:version.node'), value: d.version.node },
              ]} />
            </Col>
            <Col xs={24} lg={12}>
              <Part id="database" title={t('diagnostics:database.title')} verdict={d.database.verdict} says={t(`diagnostics:database.${d.database.verdict}`, { applied: n(d.database.applied), shipped: n(d.database.shipped) })} facts={[
                { label: t('diagnostics:database.engine'), value: t(`diagnostics:database.engines.${d.database.engine}`) },
                { label: t('diagnostics:database.server'), value: d.database.serverVersion },
                { label: t('diagnostics:database.migrations'), value: <span data-testid="migrations">{t('diagnostics:database.appliedOf', { applied: n(d.database.applied), shipped: n(d.database.shipped) })}</span> },
                { label: t('diagnostics:database.latest'), value: d.database.latest ?? '—' },
              ]} />
            </Col>
            <Col xs={24} lg={12}>
              <Part id="mail" title={t('diagnostics:mail.title')} verdict={d.mail.verdict}
                says={d.mail.verdict === 'problem' ? t('diagnostics:mail.stuck', { minutes: n(MAIL_STUCK_MINUTES) }) : d.mail.transport === 'outbox' ? t('diagnostics:mail.outboxOnly') : d.mail.failed ? t('diagnostics:mail.failed', { count: d.mail.failed }) : t('diagnostics:mail.ok')}
                facts={[
                  { label: t('diagnostics:mail.transport'), value: t(`diagnostics:mail.transports.${d.mail.transport}`) },
                  { label: t('diagnostics:mail.pending'), value: <span data-testid="mail-pending">{n(d.mail.pending)}</span> },
                  { label: t('diagnostics:mail.failedCount'), value: <span data-testid="mail-failed">{n(d.mail.failed)}</span> },
                  { label: t('diagnostics:mail.oldest'), value: d.mail.oldestPendingMinutes === null ? '—' : t('diagnostics:minutes', { count: d.mail.oldestPendingMinutes, n: n(d.mail.oldestPendingMinutes) }) },
                ]} />
            </Col>
            <Col xs={24} lg={12}>
              <Part id="time" title={t('diagnostics:time.title')} verdict={d.time.verdict} says={t(`diagnostics:time.${d.time.verdict}`)} facts={[
                { label: t('diagnostics:time.zone'), value: d.time.timeZone },
                { label: t('diagnostics:time.serverTime'), value: d.time.serverTime },
                { label: t('diagnostics:time.businessDate'), value: <span data-testid="business-date">{formatDate(d.time.businessDate, lang)}</span> },
                { label: t('diagnostics:time.drift'), value: t('diagnostics:seconds', { n: formatNumber(d.time.databaseDriftSeconds, lang) }) },
              ]} />
            </Col>
            <Col xs={24} lg={12}>
              <Part id="maintenance" title={t('diagnostics:maintenance.title')} verdict={d.maintenance.verdict}
                says={d.maintenance.closed ? t('diagnostics:maintenance.closedNow') : d.maintenance.nextDate ? t('diagnostics:maintenance.next', { date: formatDate(d.maintenance.nextDate, lang), from: d.maintenance.from, to: d.maintenance.to }) : t('diagnostics:maintenance.none')}
                facts={[
                  { label: t('diagnostics:maintenance.hours'), value: `${d.maintenance.from}–${d.maintenance.to}` },
                  { label: t('diagnostics:maintenance.nextDate'), value: d.maintenance.nextDate ? formatDate(d.maintenance.nextDate, lang) : '—' },
                ]} />
            </Col>
          </Row>
        </Space>
      )}
    </Card>
  );
}
