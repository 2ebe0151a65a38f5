import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../lib/api';
import { useProfile } from '../lib/hooks';
import { responseStore } from '../lib/response';
import { session, useSession } from '../lib/session';
import { useLogout } from './TopBar';

/** Open while consent is pending: the stored flag from login, or a profile without consent. */
export function usePrivacyPending() {
  const { pdpa, token } = useSession();
  const { data } = useProfile();
  return !!token && (pdpa === 'pending' || data?.havePdpa === false);
}

/**
 * The privacy-notice consent (PDPA). Agreeing records consent on the server; on success the
 * dialog closes and the announcement pop-up may follow; a failure shows the server's code and text.
 */
export function PrivacyConsent() {
  const { t } = useTranslation();
  const open = usePrivacyPending();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const agree = async () => {
    setBusy(true);
    try {
      await api.post('/1.0/accept/pdpa', {}, { dialog: false });
      session.setPdpaDone();
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 503) {
        responseStore.set({ type: 'error', title: err.envelope.msg.topic, msg: `${err.code}: ${err.envelope.msg.text}`, code: err.code });
      }
    } finally {
      setBusy(false);
    }
  };
  const paragraphs = t('privacy:body', { returnObjects: true }) as string[];
  return (
    <Modal open={open} title={t('privacy:title')} closable={false} maskClosable={false} keyboard={false} width={720} data-testid="privacy-dialog"
      footer={[
        <Button key="out" onClick={() => void logout()}>{t('shell:userMenu.logout')}</Button>,
        <Button key="agree" type="primary" loading={busy} onClick={() => void agree()} data-testid="privacy-agree">{t('privacy:agree')}</Button>,
      ]}>
      <div style={{ maxHeight: '50vh', overflowY: 'auto' }}>
        {paragraphs.map((p, i) => <Typography.Paragraph key={i}>{p}</Typography.Paragraph>)}
      </div>
    </Modal>
  );
}
