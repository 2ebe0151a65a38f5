import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Badge, Button, Card, Empty, Flex, Input, List, Switch, Tag, Typography } from 'antd';
import { NotificationOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_POST_OWN_PERMISSION, type AnnouncementSelfPage, type AnnouncementSelfRow } from '@hr/domain/announcement';
import { api } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useCan, useLang } from '../../lib/hooks';
import { StoredPicture } from '../../shell/AnnouncementSlide';
import { announcementKeys, announcementPaths } from './api';

/** One announcement in my list: its picture, title (bold with a dot while unread), who from and since when. */
function Item({ a }: { a: AnnouncementSelfRow }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const unread = !a.readAt;
  return (
    <List.Item data-testid={`self-announcement-${a.id}`} data-unread={unread || undefined}>
      <List.Item.Meta
        avatar={a.imageHeader
          ? <div style={{ width: 64 }}><StoredPicture url={a.imageHeader} alt={a.title} height={48} /></div>
          : <NotificationOutlined style={{ fontSize: 28, width: 64 }} aria-hidden />}
        title={(
          <Flex gap={6} align="center" wrap>
            {unread && <Badge status="processing" />}
            <Link to={to(announcementPaths.read(a.id))} style={{ fontWeight: unread ? 700 : 400 }} data-testid="self-announcement-link">{a.title}</Link>
            {unread && <Tag color="blue" data-testid="unread-tag">{t('announcement:self.unread')}</Tag>}
            {a.urgent && <Tag color="red" data-testid="urgent-tag">{t('announcement:ui.urgent')}</Tag>}
          </Flex>
        )}
        description={(
          <Typography.Text type="secondary">
            {t('announcement:self.fromOn', { name: a.fromName, date: formatDate(a.startAt, lang, DATE_FORMATS.dateTime) })}
          </Typography.Text>
        )} />
    </List.Item>
  );
}

/**
 * self-service/announcement: the announcements addressed to me that have started, newest first,
 * the unread ones marked; a keyword and "unread only" narrow it. Laid out as a list so a phone
 * shows it whole. Whoever may post to their own department finds the button here.
 */
export default function SelfAnnouncementPage() {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const can = useCan();
  const [keyword, setKeyword] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const body = { page, pageSize, ...(keyword ? { keyword } : {}), ...(unreadOnly ? { unreadOnly } : {}) };
  const list = useQuery({
    queryKey: announcementKeys.self(body, lang),
    queryFn: () => api.post<AnnouncementSelfPage>('/1.0/search/announcement/self', body),
    placeholderData: keepPreviousData,
  });
  const filtered = !!(keyword || unreadOnly);

  return (
    <Card title={t('menu:self-service/announcement')} data-testid="self-announcement-page" extra={can(ANNOUNCEMENT_POST_OWN_PERMISSION) && (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(to(announcementPaths.postOwn))} data-testid="post-own">{t('announcement:self.postOwn')}</Button>
    )}>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={t('announcement:self.search')} aria-label={t('announcement:self.search')} style={{ flex: '1 1 220px', maxWidth: 360 }}
          data-testid="search" onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} />
        <Flex gap={8} align="center">
          <Switch checked={unreadOnly} onChange={(v) => { setUnreadOnly(v); setPage(1); }} id="unread-only" data-testid="unread-only" />
          <label htmlFor="unread-only">{t('announcement:self.unreadOnly')}</label>
        </Flex>
        {list.data && <Typography.Text type="secondary" data-testid="unread-count">{t('announcement:self.unreadCount', { count: list.data.unread })}</Typography.Text>}
      </Flex>
      {list.isError && !list.data ? <Alert type="error" showIcon title={t('common:error.generic')} /> : (
        <List<AnnouncementSelfRow> dataSource={list.data?.items} loading={list.isFetching} data-testid="self-announcement-list"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'announcement:self.noMatch' : 'announcement:self.empty')} /> }}
          renderItem={(a) => <Item key={a.id} a={a} />}
          pagination={list.data && list.data.total > pageSize ? {
            current: page, pageSize, total: list.data.total, size: 'small', showSizeChanger: false, align: 'center',
            onChange: (p, s) => { setPage(p); setPageSize(s); },
          } : false} />
      )}
    </Card>
  );
}
