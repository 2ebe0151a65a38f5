import { Button, Drawer, Empty, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HrAway, HrDatedPerson, HrExpiring, HrList, HrOnProbation, HrPerson } from '@hr/domain/dashboard/hr-views';
import type { Lang } from '@hr/domain';
import { formatDate } from '../../../lib/dates';
import { useLang } from '../../../lib/hooks';
import { formatNumber } from '../../../lib/numbers';
import { employeePath } from './api';

/* The lists behind the HR dashboard's figures: people, each opening their record. */

export type AnyRow = HrDatedPerson | HrOnProbation | (HrDatedPerson & { years: number }) | HrAway | HrExpiring;
/** A list the dashboard opens: its title, its rows and, when it has one, the page that lists them all. */
export type OpenList = { key: string; title: string; list: HrList<AnyRow>; page?: { path: string; label: string } };

const period = (lang: Lang, from: string, to: string) => (from === to ? formatDate(from, lang) : `${formatDate(from, lang)} – ${formatDate(to, lang)}`);

/** What a row says beside the person's name. */
export function RowDetail({ row }: { row: AnyRow }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  if ('kind' in row) {
    return (
      <Space size={6} wrap>
        <Tag color={row.kind === 'leave' ? 'blue' : 'geekblue'}>{row.kind === 'leave' ? row.leaveType : t(`onsite:workType.${row.workType}`)}</Tag>
        <span>{period(lang, row.dateFrom, row.dateTo)}</span>
        {row.duration !== 'fullDay' && <Typography.Text type="secondary">{t(`choices:leaveDuration.${row.duration}`)}</Typography.Text>}
      </Space>
    );
  }
  if ('document' in row) {
    return (
      <Space size={6} wrap>
        <Tag>{t(`employee:expiry.${row.document}`)}</Tag>
        <span>{formatDate(row.expiresOn, lang)}</span>
        <Typography.Text type={row.daysLeft < 0 ? 'danger' : row.daysLeft <= 30 ? 'warning' : 'secondary'}>
          {row.daysLeft < 0 ? t('dashboard:hr.expiredAgo', { count: -row.daysLeft }) : t('dashboard:hr.daysLeft', { count: row.daysLeft })}
        </Typography.Text>
      </Space>
    );
  }
  return (
    <Space size={6} wrap>
      {row.date && <span>{formatDate(row.date, lang)}</span>}
      {'years' in row && <Tag color="gold">{t('dashboard:hr.years', { count: row.years, n: formatNumber(row.years, lang) })}</Tag>}
    </Space>
  );
}

/** One person's line: code and name opening the record, the department, what puts them on the list. */
export function PersonLine({ row, testId }: { row: AnyRow; testId?: string }) {
  const { to } = useLang();
  const p: HrPerson = row;
  return (
    <List.Item data-testid={testId ?? `person-${p.id}`}>
      <List.Item.Meta
        title={<Link to={to(employeePath(p.id))}>{p.code} · {p.name}</Link>}
        description={<Space size={12} wrap>{p.department && <span>{p.department}</span>}<RowDetail row={row} /></Space>} />
    </List.Item>
  );
}

/** The list behind a figure in a side panel: the first rows the dashboard has, how many in all, and the full page. */
export function PeopleDrawer({ open, onClose }: { open: OpenList | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const list = open?.list;
  return (
    <Drawer open={!!open} onClose={onClose} title={open?.title} size={520} destroyOnHidden data-testid="people-drawer"
      extra={open?.page && <Link to={to(open.page.path)} data-testid="drawer-page">{open.page.label}</Link>}>
      {!list?.items.length ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard:hr.nobody')} /> : (
        <List size="small" dataSource={list.items} rowKey={(r) => `${r.id}-${'dateFrom' in r ? r.dateFrom : 'document' in r ? r.document : ''}`}
          renderItem={(r) => <PersonLine row={r} />}
          footer={list.total > list.items.length ? (
            <Typography.Text type="secondary" data-testid="drawer-more">
              {t('dashboard:hr.firstOf', { shown: formatNumber(list.items.length, lang), total: formatNumber(list.total, lang) })}
              {open?.page && <> · <Link to={to(open.page.path)}>{open.page.label}</Link></>}
            </Typography.Text>
          ) : undefined} />
      )}
    </Drawer>
  );
}

/** A figure that opens its list: a button with the number and what it counts (keyboard and screen readers reach it). */
export function Figure({ label, value, onOpen, testId, tone }: { label: string; value: number; onOpen?: () => void; testId: string; tone?: 'warning' | 'danger' }) {
  const { lang } = useLang();
  const colour = tone === 'danger' ? 'var(--ant-color-error)' : tone === 'warning' ? 'var(--ant-color-warning)' : undefined;
  const body = (
    <Space orientation="vertical" size={0} style={{ alignItems: 'flex-start' }}>
      <span style={{ fontSize: 26, fontWeight: 600, lineHeight: 1.2, color: colour }} data-testid="figure-value">{formatNumber(value, lang)}</span>
      <Typography.Text type="secondary" style={{ whiteSpace: 'normal', textAlign: 'start' }}>{label}</Typography.Text>
    </Space>
  );
  return (
    <Button type="text" onClick={onOpen} disabled={!onOpen} data-testid={testId} aria-label={`${label}: ${formatNumber(value, lang)}`}
      style={{ height: 'auto', padding: '6px 10px', display: 'block', textAlign: 'start', minWidth: 120 }}>
      {body}
    </Button>
  );
}
