import { useState } from 'react';
import { Alert, Card, Empty, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnnouncementSlide } from '@hr/domain/announcement';
import { api } from '../../lib/api';
import { LANGUAGE_NAMES } from '../../lib/lang';
import { AccessibleTabs } from '../../shell/AccessibleTabs';
import { AnnouncementSlideView } from '../../shell/AnnouncementSlide';
import { ANNOUNCEMENT_WIDTH } from '../../shell/AnnouncementPopup';
import { fileUrl } from './api';
import { suffixOf } from './form-values';
import { readPreviewDraft } from './preview-draft';
import { attachmentList } from './slides';

type Sanitised = Partial<Record<`description${'En' | 'Th' | 'Km' | 'My'}`, string | null>>;

/**
 * /announcement-management/preview: the form's unsaved content as readers will see it, one tab per
 * language, in the pop-up's width. The descriptions are shown only as the server sanitises them
 * (preview/annoucement): what HR sees is exactly what is kept.
 */
export default function AnnouncementPreviewPage() {
  const { t } = useTranslation();
  const [draft] = useState(readPreviewDraft);
  const body = Object.fromEntries((draft?.langs ?? []).map((l) => [`description${suffixOf(l.lang)}`, l.description]));
  const clean = useQuery({
    queryKey: ['announcement', 'preview', body],
    queryFn: () => api.post<Sanitised>('/1.0/preview/annoucement', body),
    enabled: !!draft,
  });

  if (!draft) return <Card><Empty description={t('announcement:preview.nothing')} data-testid="preview-empty" /></Card>;
  return (
    <Card title={t('announcement:preview.title')} data-testid="announcement-preview">
      <Alert type="info" showIcon title={t('announcement:preview.hint')} style={{ marginBottom: 16 }} />
      {clean.isError ? <Alert type="error" showIcon title={t('common:error.generic')} />
        : !clean.data ? <Skeleton active />
          : (
            <AccessibleTabs items={draft.langs.map((l) => {
              const slide: AnnouncementSlide = {
                id: 'preview', urgent: draft.urgent, title: l.title, imageHeader: l.imageId ? fileUrl(l.imageId) : null,
                description: clean.data[`description${suffixOf(l.lang)}`] ?? '', imageAttachmentList: attachmentList(draft.attachments),
              };
              return {
                key: l.lang, label: <span lang={l.lang}>{LANGUAGE_NAMES[l.lang]}</span>,
                children: <div lang={l.lang} style={{ maxWidth: ANNOUNCEMENT_WIDTH }} data-testid={`preview-${l.lang}`}><AnnouncementSlideView slide={slide} /></div>,
              };
            })} />
          )}
    </Card>
  );
}
