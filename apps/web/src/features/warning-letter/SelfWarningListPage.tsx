import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Card, Empty, Flex, List, Select, Tag, theme, Typography } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  isAwaitingAcknowledgement, WARNING_EMPLOYEE_STATUSES, type WarningPage, type WarningRow,
} from '@hr/domain/warning-letter';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { warningKeys, warningPaths } from './api';
import { useIncidentText } from './LetterFacts';
import { ValidityText, WarningStatusTag } from './WarningStatusTag';

type SelfStatus = (typeof WARNING_EMPLOYEE_STATUSES)[number];
type SelfPage = WarningPage & { awaiting: number };

/** One of my letters: offence and number, when, its status and validity; one waiting for me stands out. */
function Item({ r }: { r: WarningRow }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const { token } = theme.useToken();
  const incident = useIncidentText();
  const awaiting = isAwaitingAcknowledgement(r.status);
  return (
    <List.Item data-testid={`self-warning-${r.id}`} data-awaiting={awaiting || undefined}
      style={awaiting ? { background: token.colorWarningBg, borderInlineStart: `4px solid ${token.colorWarning}`, paddingInline: 12 } : { paddingInline: 12 }}>
      <List.Item.Meta
        title={(
          <Flex gap={6} align="center" wrap>
            <Link to={to(warningPaths.read(r.id))} style={{ fontWeight: awaiting ? 700 : 500 }} data-testid="self-warning-link">
              {`${r.typeLabel} · ${t('warningLetter:ui.countNo', { n: r.count })}`}
            </Link>
            <WarningStatusTag status={r.status} />
            {awaiting && <Tag color="orange" icon={<ExclamationCircleOutlined />} data-testid="awaiting-tag">{t('warningLetter:self.awaiting')}</Tag>}
          </Flex>
        )}
        description={(
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">{`${fieldLabel(t, 'dateSent')}: ${formatDate(r.dateSent, lang)}`}</Typography.Text>
            <Typography.Text type="secondary">{`${t('warningLetter:fields.incident')}: ${incident(r)}`}</Typography.Text>
            <ValidityText row={r} />
          </Flex>
        )} />
    </List.Item>
  );
}

/**
 * self-service/warning-letter: the letters sent to me, newest first, those waiting for my
 * acknowledgement marked. A list, not a table, so a 390 px phone shows it whole.
 */
export default function SelfWarningListPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [status, setStatus] = useState<SelfStatus | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const body = { page, pageSize, ...(status ? { status } : {}) };
  const list = useQuery({
    queryKey: warningKeys.self(body, lang),
    queryFn: () => api.post<SelfPage>('/1.0/search/warningLetter/self', body),
    placeholderData: keepPreviousData,
  });

  return (
    <Card title={t('menu:self-service/warning-letter')} data-testid="self-warning-page" styles={{ body: { paddingInline: 12 } }}>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Select<SelfStatus> allowClear placeholder={t('warningLetter:ui.allStatuses')} aria-label={fieldLabel(t, 'status')} style={{ minWidth: 180 }}
          value={status} data-testid="status-filter" onChange={(v) => { setStatus(v); setPage(1); }}
          options={WARNING_EMPLOYEE_STATUSES.map((s) => ({ value: s, label: t(`warningLetter:status.${s}`) }))} />
        {!!list.data?.awaiting && (
          <Typography.Text strong type="warning" data-testid="awaiting-count">{t('warningLetter:self.awaitingCount', { count: list.data.awaiting })}</Typography.Text>
        )}
      </Flex>
      {list.isError && !list.data ? <Alert type="error" showIcon title={t('common:error.generic')} /> : (
        <List<WarningRow> dataSource={list.data?.items} loading={list.isFetching} data-testid="self-warning-list"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(status ? 'warningLetter:self.noMatch' : 'warningLetter:self.empty')} /> }}
          renderItem={(r) => <Item key={r.id} r={r} />}
          pagination={list.data && list.data.total > pageSize ? {
            current: page, pageSize, total: list.data.total, size: 'small', showSizeChanger: false, align: 'center',
            onChange: (p, s) => { setPage(p); setPageSize(s); },
          } : false} />
      )}
    </Card>
  );
}
