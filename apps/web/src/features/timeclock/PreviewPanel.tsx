import { Alert, Button, Col, Row, Space, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIMECLOCK_LIST_LIMIT, type TimeclockCounts, type TimeclockPreview } from '@hr/domain/attendance/timeclock';
import { formatDate, DATE_FORMATS, localFormat } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';

/** The counts of a preview or an import, one figure each. */
export function CountFigures({ counts }: { counts: TimeclockCounts }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const n = (v: number) => formatNumber(v, lang);
  const period = counts.from && counts.to
    ? [counts.from, counts.to].map((d) => formatDate(d, lang, localFormat(DATE_FORMATS.short, lang))).filter((d, i, all) => all.indexOf(d) === i).join(' – ')
    : '–';
  const figures: Array<[string, string, string]> = [
    ['lines', t('timeclock:preview.lines'), n(counts.lines)],
    ['new', t('timeclock:preview.new'), n(counts.new)],
    ['duplicates', t('timeclock:preview.duplicates'), n(counts.duplicates)],
    ['unknown', t('timeclock:preview.unknown'), n(counts.unknownLines)],
    ['bad', t('timeclock:preview.bad'), n(counts.badLines)],
    ['employees', t('timeclock:preview.employees'), n(counts.employees)],
  ];
  return (
    <Row gutter={[24, 16]}>
      {figures.map(([key, title, value]) => (
        <Col key={key} xs={12} md={8} xl={4}><Statistic title={title} value={value} data-testid={`count-${key}`} /></Col>
      ))}
      <Col xs={24}><Statistic title={t('timeclock:preview.period')} value={period} data-testid="count-period" /></Col>
    </Row>
  );
}

/** "The first 200 of 1,234 are listed" under a list the answer cut short. */
function Listed({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  if (total <= shown) return null;
  return <Typography.Text type="secondary">{t('timeclock:preview.listed', { shown: formatNumber(shown, lang), total: formatNumber(total, lang) })}</Typography.Text>;
}

/**
 * The preview step: what the import would write and what it would skip (the unknown ids with how
 * many lines each, the bad lines named by line and column), then the import button.
 */
export function PreviewPanel({ preview, busy, onImport, onBack }: { preview: TimeclockPreview; busy: boolean; onImport: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const counts = preview.counts!;
  return (
    <div data-testid="timeclock-preview">
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <CountFigures counts={counts} />
        <Alert type="info" showIcon title={t('timeclock:preview.skipNote')} />
        {preview.matched.length > 0 && (
          <section aria-labelledby="matched-title">
            <Typography.Title level={5} id="matched-title">{t('timeclock:preview.matchedTitle')}</Typography.Title>
            <div data-testid="matched-employees"><Table size="small" rowKey="employeeId" pagination={{ pageSize: 10, hideOnSinglePage: true }} dataSource={preview.matched}
              columns={[
                { key: 'code', dataIndex: 'code', title: t('timeclock:preview.code'), width: 140 },
                { key: 'name', dataIndex: 'name', title: t('timeclock:preview.name') },
                { key: 'fileIds', dataIndex: 'fileIds', title: t('timeclock:preview.fileIds'), render: (v: string[]) => v.join(', ') },
                { key: 'punches', dataIndex: 'punches', title: t('timeclock:preview.punches'), align: 'right', render: (v: number) => formatNumber(v, lang) },
                { key: 'new', dataIndex: 'new', title: t('timeclock:preview.newPunches'), align: 'right', render: (v: number) => formatNumber(v, lang) },
              ]} /></div>
          </section>
        )}
        {preview.unknownIds.length > 0 && (
          <section aria-labelledby="unknown-title">
            <Typography.Title level={5} id="unknown-title">{t('timeclock:preview.unknownTitle')}</Typography.Title>
            <div data-testid="unknown-ids"><Table size="small" rowKey="id" pagination={{ pageSize: 10, hideOnSinglePage: true }} dataSource={preview.unknownIds}
              columns={[
                { key: 'id', dataIndex: 'id', title: t('timeclock:preview.id') },
                { key: 'lines', dataIndex: 'lines', title: t('timeclock:preview.count'), align: 'right', render: (v: number) => formatNumber(v, lang) },
                {
                  key: 'lineNumbers', dataIndex: 'lineNumbers', title: t('timeclock:preview.lineNumbers'),
                  render: (v: number[], row: { lines: number }) => `${v.map((x) => formatNumber(x, lang)).join(', ')}${row.lines > v.length ? ' …' : ''}`,
                },
              ]} /></div>
            <Listed shown={Math.min(TIMECLOCK_LIST_LIMIT, preview.unknownIds.length)} total={counts.unknownIdCount} />
          </section>
        )}
        {preview.problems.length > 0 && (
          <section aria-labelledby="bad-title">
            <Typography.Title level={5} id="bad-title">{t('timeclock:preview.badTitle')}</Typography.Title>
            <div data-testid="bad-lines"><Table size="small" rowKey={(p) => `${p.line}-${p.field}`} pagination={{ pageSize: 10, hideOnSinglePage: true }} dataSource={preview.problems}
              columns={[
                { key: 'line', dataIndex: 'line', title: t('timeclock:preview.line'), width: 90, render: (v: number) => formatNumber(v, lang) },
                { key: 'column', dataIndex: 'column', title: t('timeclock:preview.column'), width: 160 },
                { key: 'value', dataIndex: 'value', title: t('timeclock:preview.value'), width: 200 },
                { key: 'text', dataIndex: 'text', title: t('timeclock:preview.problem') },
              ]} /></div>
            <Listed shown={preview.problems.length} total={counts.badLines} />
          </section>
        )}
        {counts.new === 0 && <Alert type="warning" showIcon title={t('timeclock:preview.nothing')} data-testid="nothing-new" />}
        <Space>
          <Button onClick={onBack} data-testid="preview-back">{t('timeclock:preview.back')}</Button>
          <Button type="primary" disabled={counts.new === 0} loading={busy} onClick={onImport} data-testid="timeclock-import">
            {t('timeclock:preview.import', { count: counts.new, n: formatNumber(counts.new, lang) })}
          </Button>
        </Space>
      </Space>
    </div>
  );
}
