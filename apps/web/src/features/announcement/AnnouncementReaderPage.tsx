import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { AnnouncementSlideView } from '../../shell/AnnouncementSlide';
import NotFound from '../../shell/NotFound';
import { announcementPaths, useReader, UUID_RE } from './api';

/**
 * self-service/announcement/{id}: one announcement in my language (English where mine is not
 * written). Opening it records that I have read it, so my list and its unread count are refreshed.
 */
export default function AnnouncementReaderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const queryClient = useQueryClient();
  const q = useReader(id);
  const read = !!q.data;
  useEffect(() => {
    if (read) void queryClient.invalidateQueries({ queryKey: ['announcement', 'self'] });
  }, [read, queryClient]);

  if (!UUID_RE.test(id)) return <NotFound />;
  const back = (
    <Link to={to(announcementPaths.self)} data-testid="back"><ArrowLeftOutlined /> {t('announcement:self.back')}</Link>
  );
  if (q.isPending) return <Card>{back}<Skeleton active /></Card>;
  if (!q.data) return <Result status="warning" title={t('announcement:ui.gone')} extra={back} />;
  const a = q.data;
  const at = (v: string) => formatDate(v, lang, DATE_FORMATS.dateTime);
  return (
    <Card data-testid="announcement-reader" style={{ maxWidth: 918 }}>
      <Flex vertical gap={12}>
        {back}
        <AnnouncementSlideView slide={a} footer={
          <Typography.Text type="secondary" data-testid="reader-meta">
            {t('announcement:self.fromOn', { name: a.fromName, date: at(a.startAt) })}
            {' · '}
            {t('announcement:self.until', { date: at(a.endAt) })}
          </Typography.Text>
        } />
      </Flex>
    </Card>
  );
}
