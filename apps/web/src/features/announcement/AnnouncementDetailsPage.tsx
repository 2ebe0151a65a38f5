import { useNavigate, useParams } from 'react-router';
import { App, Button, Card, Descriptions, Flex, Result, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnnouncementDetails } from '@hr/domain/announcement';
import { api } from '../../lib/api';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { LANGUAGE_NAMES } from '../../lib/lang';
import { AccessibleTabs } from '../../shell/AccessibleTabs';
import { AnnouncementSlideView } from '../../shell/AnnouncementSlide';
import NotFound from '../../shell/NotFound';
import { announcementPaths, useAnnouncementDetails, UUID_RE } from './api';
import { AnnouncementStatusTag } from './AnnouncementStatusTag';
import { ReceiptsCard } from './ReceiptsCard';
import { slideOf, titleIn, writtenLangs } from './slides';

/** /announcement-management/{id}: HR's view of one announcement: its content per language, its times, its audience, who has read it. */
export default function AnnouncementDetailsPage() {
  const { id = '' } = useParams();
  if (!UUID_RE.test(id)) return <NotFound />;
  return <DetailsView key={id} id={id} />;
}

/** Everyone, or the companies, departments and people named. */
function Audience({ d }: { d: AnnouncementDetails }) {
  const { t } = useTranslation();
  if (d.audienceAll) return <Tag color="blue" data-testid="audience">{t('announcement:audience.everyone')}</Tag>;
  const line = (label: string, names: string[]) => (names.length ? (
    <div><Typography.Text type="secondary">{`${label}: `}</Typography.Text>{names.join(', ')}</div>
  ) : null);
  return (
    <div data-testid="audience">
      {line(t('announcement:fields.companyIds'), d.companies.map((c) => c.label))}
      {line(t('announcement:fields.departmentIds'), d.departments.map((c) => c.label))}
      {line(t('announcement:fields.employeeIds'), d.employees.map((e) => `${e.employeeCode} ${e.name}`))}
    </div>
  );
}

function DetailsView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const details = useAnnouncementDetails(id);
  const remove = useMutation({
    mutationFn: () => api.post<null>('/1.0/delete/annoucement', { id }),
    onSuccess: () => {
      message.success(t('announcement:ui.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['announcement'] });
      navigate(to(announcementPaths.list));
    },
  });

  if (details.isPending) return <Card><Spin /></Card>;
  if (!details.data) {
    return <Result status="warning" title={t('announcement:ui.gone')} extra={<Button onClick={() => navigate(to(announcementPaths.list))}>{t('announcement:ui.backToList')}</Button>} />;
  }
  const d = details.data;
  const at = (v: string | null) => (v ? formatDate(v, lang, DATE_FORMATS.dateTime) : '—');
  const readerLang = writtenLangs(d).find((l) => l === lang) ?? 'en';

  return (
    <Flex vertical gap={16}>
      <Card data-testid="announcement-details" title={
        <Space wrap>
          <span data-testid="announcement-title">{titleIn(d, readerLang)}</span>
          <AnnouncementStatusTag status={d.status} />
          {d.urgent && <Tag color="red" data-testid="urgent-tag">{t('announcement:ui.urgent')}</Tag>}
        </Space>
      } extra={
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to(announcementPaths.list))}>{t('announcement:ui.backToList')}</Button>
          <Button icon={<EditOutlined />} onClick={() => navigate(to(announcementPaths.edit(id)))} data-testid="edit">{t('announcement:ui.edit')}</Button>
          <Button danger icon={<DeleteOutlined />} loading={remove.isPending} data-testid="delete"
            onClick={() => modal.confirm({
              title: t('announcement:ui.confirmDelete'), content: t('announcement:ui.deleteHint'), okText: t('announcement:ui.delete'),
              okButtonProps: { danger: true }, cancelText: t('announcement:ui.no'), onOk: () => { remove.mutate(); },
            })}>
            {t('announcement:ui.delete')}
          </Button>
        </Space>
      }>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }} data-testid="announcement-facts" items={[
          { key: 'schedule', label: t('announcement:fields.schedule'), children: t(`announcement:schedule.${d.schedule}`) },
          { key: 'publishedAt', label: t('announcement:details.publishedAt'), children: at(d.publishedAt) },
          { key: 'startAt', label: t('announcement:fields.startAt'), children: <span data-testid="start-at">{at(d.startAt)}</span> },
          { key: 'endAt', label: t('announcement:fields.endAt'), children: <span data-testid="end-at">{at(d.endAt)}</span> },
          { key: 'read', label: t('announcement:list.read'), children: t('announcement:receipts.readOf', { read: d.readCount, total: d.audienceCount }) },
          { key: 'urgent', label: t('announcement:fields.urgent'), children: t(d.urgent ? 'announcement:ui.yes' : 'announcement:ui.no') },
          { key: 'createdBy', label: t('announcement:list.createdBy'), children: `${d.createdByName} · ${at(d.createdAt)}` },
          { key: 'updatedAt', label: t('announcement:details.updatedAt'), children: at(d.updatedAt) },
          { key: 'audience', label: t('announcement:form.audience'), span: 'filled', children: <Audience d={d} /> },
        ]} />
        <AccessibleTabs defaultActiveKey={readerLang} data-testid="content-tabs" items={writtenLangs(d).map((l) => ({
          key: l,
          label: <span lang={l}>{LANGUAGE_NAMES[l]}</span>,
          children: <div lang={l} style={{ maxWidth: 918 }}><AnnouncementSlideView slide={slideOf(d, l)} /></div>,
        }))} />
      </Card>
      <ReceiptsCard id={id} canRemind={d.status === 'published'} />
    </Flex>
  );
}
