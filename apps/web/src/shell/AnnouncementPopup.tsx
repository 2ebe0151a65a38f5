import { Carousel, Modal } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { AnnouncementSlide } from '@hr/domain/announcement';
import { api } from '../lib/api';
import { useLang } from '../lib/hooks';
import { session, useSession } from '../lib/session';
import { AnnouncementSlideView } from './AnnouncementSlide';
import { usePrivacyPending } from './PrivacyConsent';

/** SPEC.md section 9: 918 px wide. */
export const ANNOUNCEMENT_WIDTH = 918;

/**
 * The after-login carousel: shown only while the stored flag is true (login sets it), after the
 * privacy consent. Closing stores false and tells the server which were shown, so an urgent one
 * is not put in front of the reader again; a failure or an empty list closes it too.
 */
export function AnnouncementPopup() {
  const { t } = useTranslation();
  const { to } = useLang();
  const { announcement, token } = useSession();
  const privacyPending = usePrivacyPending();
  const due = !!token && announcement && !privacyPending;
  const q = useQuery({
    queryKey: ['announcementAfterLogin', token],
    queryFn: () => api.post<AnnouncementSlide[]>('/1.0/get/AnnouncementAfterLogin', {}, { silent: true }),
    enabled: due,
  });
  useEffect(() => {
    if (due && (q.isError || (q.isSuccess && q.data.length === 0))) session.setAnnouncement(false);
  }, [due, q.isError, q.isSuccess, q.data]);
  const open = due && q.isSuccess && q.data.length > 0;
  const close = () => {
    const ids = (q.data ?? []).map((s) => s.id);
    session.setAnnouncement(false);
    // SPEC section 8: announcement failures are ignored silently.
    if (ids.length) void api.post<null>('/1.0/close/AnnouncementAfterLogin', { ids }, { silent: true }).catch(() => undefined);
  };
  return (
    <Modal open={open} width={ANNOUNCEMENT_WIDTH} maskClosable={false} footer={null} title={t('shell:announcement.title')}
      onCancel={close} data-testid="announcement-dialog" destroyOnHidden>
      {/* antd's Modal does not pass data-testid to the page: the slides carry one for the browser tests. */}
      <div data-testid="announcement-slides">
        <Carousel dots arrows adaptiveHeight>
          {(q.data ?? []).map((s) => (
            <div key={s.id}>
              <AnnouncementSlideView slide={s} footer={
                <Link to={to(`/self-service/announcement/${s.id}`)} onClick={close} data-testid={`read-more-${s.id}`}>{t('shell:announcement.readMore')}</Link>
              } />
            </div>
          ))}
        </Carousel>
      </div>
    </Modal>
  );
}
