import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, App, Button, Card, Checkbox, Flex, Skeleton, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WarningDetails } from '@hr/domain/warning-letter';
import { api } from '../../lib/api';
import { useLang } from '../../lib/hooks';
import { useFileUrl } from '../../lib/use-file-url';
import { warningKeys, warningPaths } from './api';

/**
 * My e-signature as my record keeps it (the basic-information section of my own record, which the
 * profile page reads under the same query key, so the two share one answer).
 */
function useMySignature() {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['employee-view', 'basicinfo', 'self', lang],
    queryFn: () => api.post<{ eSignatureFileId?: string | null } | null>('/1.0/view/self/basicinfo', {}),
    retry: false,
    retryOnMount: false,
  });
}

/**
 * Acknowledging a letter: the server signs it with the e-signature of my record, so I see that
 * signature first, tick that I have read and understood the letter, and confirm. Without a
 * signature I am sent to my profile to add one. The menu badge counts letters waiting for me, so
 * it is refreshed afterwards.
 */
export function AcknowledgeSection({ d }: { d: WarningDetails }) {
  const { t } = useTranslation();
  const { to } = useLang();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [read, setRead] = useState(false);
  const sig = useMySignature();
  const sigId = sig.data?.eSignatureFileId ?? null;
  const sigUrl = useFileUrl(sigId);
  const ack = useMutation({
    mutationFn: () => api.post<WarningDetails>('/1.0/acknowledge/warningLetter', { id: d.id }),
    onSuccess: () => {
      message.success(t('warningLetter:self.acknowledged'));
      void queryClient.invalidateQueries({ queryKey: warningKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['notificationCount'] });
    },
  });
  const confirm = () => modal.confirm({
    title: t('warningLetter:self.confirmAck'), content: t('warningLetter:self.confirmAckText'),
    okText: t('warningLetter:self.acknowledge'), cancelText: t('warningLetter:ui.no'),
    okButtonProps: { 'data-testid': 'confirm-acknowledge' },
    onOk: () => { ack.mutate(); },
  });

  return (
    <Card type="inner" title={t('warningLetter:self.ackTitle')} data-testid="acknowledge-section" style={{ marginTop: 16 }}>
      {sig.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : !sigId ? (
        <Alert type="warning" showIcon data-testid="no-signature" title={t('warningLetter:self.noSignature')}
          description={<Link to={to(warningPaths.myProfileEdit)} data-testid="add-signature">{t('warningLetter:self.addSignature')}</Link>} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text>{t('warningLetter:self.signatureIntro')}</Typography.Text>
          <div style={{ border: '1px dashed #d9d9d9', borderRadius: 8, padding: 8, maxWidth: 320, minHeight: 72, background: '#fff' }}>
            {sigUrl === undefined ? <Skeleton.Image active />
              : sigUrl ? <img src={sigUrl} alt={t('warningLetter:self.signatureAlt')} data-testid="signature" style={{ maxWidth: '100%', maxHeight: 96, display: 'block' }} />
                : <Typography.Text type="secondary" data-testid="signature">{t('warningLetter:self.signatureUnreadable')}</Typography.Text>}
          </div>
          <Checkbox checked={read} onChange={(e) => setRead(e.target.checked)} data-testid="ack-check">{t('warningLetter:self.readAndUnderstood')}</Checkbox>
          <div>
            <Button type="primary" icon={<CheckCircleOutlined />} disabled={!read} loading={ack.isPending} onClick={confirm} data-testid="acknowledge">
              {t('warningLetter:self.acknowledge')}
            </Button>
          </div>
        </Flex>
      )}
    </Card>
  );
}
