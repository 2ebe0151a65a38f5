import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined, CheckCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isAwaitingAcknowledgement, type WarningDetails } from '@hr/domain/warning-letter';
import { api } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import NotFound from '../../shell/NotFound';
import { downloadOwnLetter, UUID_RE, warningKeys, warningPaths } from './api';
import { AcknowledgeSection } from './AcknowledgeSection';
import { LetterFacts } from './LetterFacts';
import { WarningStatusTag } from './WarningStatusTag';

/**
 * self-service/warning-letter/{id} (the mailed link lands here, through login): my letter. Opening
 * it marks it received, so my list and the menu badge are refreshed. A letter waiting for me has
 * the acknowledgement below it; a cancelled one says so, with the reason.
 */
export default function SelfWarningPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const queryClient = useQueryClient();
  const q = useQuery({
    queryKey: warningKeys.reader(id, lang),
    queryFn: () => api.post<WarningDetails>('/1.0/get/warningLetter/self', { id }),
    enabled: UUID_RE.test(id),
    retry: false,
  });
  const opened = q.data?.status;
  useEffect(() => {
    if (opened) void queryClient.invalidateQueries({ queryKey: ['warningLetter', 'self'] });
  }, [opened, queryClient]);
  // A refusal shows in the response dialog.
  const download = useMutation({ mutationFn: () => downloadOwnLetter(id) });

  if (!UUID_RE.test(id)) return <NotFound />;
  const back = <Link to={to(warningPaths.self)} data-testid="back"><ArrowLeftOutlined /> {t('warningLetter:self.back')}</Link>;
  if (q.isPending) return <Card>{back}<Skeleton active /></Card>;
  if (!q.data) return <Result status="warning" title={t('errors:recordGone')} extra={back} />;
  const d = q.data;
  const at = (v: string) => formatDate(v, lang, DATE_FORMATS.dateTime);

  return (
    <Card data-testid="warning-reader" style={{ maxWidth: 960 }} styles={{ body: { paddingInline: 12 } }}>
      <Flex vertical gap={12}>
        {back}
        <Space wrap align="center">
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="reader-title">{`${d.typeLabel} · ${t('warningLetter:ui.countNo', { n: d.count })}`}</Typography.Title>
          <WarningStatusTag status={d.status} />
        </Space>
        {d.status === 'cancelled' && (
          <Alert type="info" showIcon data-testid="cancelled-banner"
            title={t('warningLetter:self.cancelledOn', { date: d.cancelledAt ? at(d.cancelledAt) : '—' })}
            description={<Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{t('warningLetter:ui.cancelReasonIs', { reason: d.cancelReason ?? '' })}</Typography.Text>} />
        )}
        {d.status === 'acknowledged' && d.acknowledgedAt && (
          <Alert type="success" showIcon icon={<CheckCircleOutlined />} data-testid="acknowledged-banner" title={t('warningLetter:self.acknowledgedOn', { date: at(d.acknowledgedAt) })} />
        )}
        <LetterFacts d={d} />
        <div>
          <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()} data-testid="download">{t('warningLetter:self.downloadLetter')}</Button>
        </div>
      </Flex>
      {isAwaitingAcknowledgement(d.status) && <AcknowledgeSection d={d} />}
    </Card>
  );
}
