import { Carousel, Image, Modal, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { api } from '../lib/api';
import { session, useSession } from '../lib/session';
import { usePrivacyPending } from './PrivacyConsent';

type Slide = { imageHeader: string | null; title: string; description: string; imageAttachmentList: Array<{ urlImage: string; nameImage: string }> };

/** SPEC.md section 9: 918 px wide. */
export const ANNOUNCEMENT_WIDTH = 918;

/**
 * The after-login carousel: shown only while the stored flag is true (login sets it), after the
 * privacy consent. Closing stores false; a failure or an empty list closes it too.
 */
export function AnnouncementPopup() {
  const { t } = useTranslation();
  const { announcement, token } = useSession();
  const privacyPending = usePrivacyPending();
  const due = !!token && announcement && !privacyPending;
  const q = useQuery({
    queryKey: ['announcementAfterLogin', token],
    queryFn: () => api.post<Slide[]>('/1.0/get/AnnouncementAfterLogin', {}, { silent: true }),
    enabled: due,
  });
  useEffect(() => {
    if (due && (q.isError || (q.isSuccess && q.data.length === 0))) session.setAnnouncement(false);
  }, [due, q.isError, q.isSuccess, q.data]);
  const open = due && q.isSuccess && q.data.length > 0;
  return (
    <Modal open={open} width={ANNOUNCEMENT_WIDTH} maskClosable={false} footer={null} title={t('shell:announcement.title')}
      onCancel={() => session.setAnnouncement(false)} data-testid="announcement-dialog" destroyOnHidden>
      <Carousel dots arrows adaptiveHeight>
        {(q.data ?? []).map((s, i) => (
          <div key={i}>
            {s.imageHeader && <Image src={s.imageHeader} alt={s.title} preview={false} style={{ width: '100%' }} />}
            <Typography.Title level={4}>{s.title}</Typography.Title>
            <Typography.Paragraph>{s.description}</Typography.Paragraph>
          </div>
        ))}
      </Carousel>
    </Modal>
  );
}
