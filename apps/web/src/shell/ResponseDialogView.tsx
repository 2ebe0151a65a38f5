import { useEffect } from 'react';
import { Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGlobalResponse } from '../lib/response';

import { closeResponse, RESPONSE_AUTO_CLOSE_MS, RESPONSE_WIDTH } from './ResponseDialog';

export default function ResponseDialogView() {
  const r = useGlobalResponse();
  const { t } = useTranslation();
  useEffect(() => {
    if (!r) return;
    const id = window.setTimeout(closeResponse, RESPONSE_AUTO_CLOSE_MS);
    return () => window.clearTimeout(id);
  }, [r]);
  return (
    <Modal open={!!r} width={RESPONSE_WIDTH} footer={null} onCancel={closeResponse} centered destroyOnHidden closable={{ 'aria-label': t('common:action.close') }}>
      {r && (
        <Result
          status={r.type}
          title={r.title}
          subTitle={<span data-testid="response-text">{r.msg}{r.sub ? ` — ${r.sub}` : ''}</span>}
          extra={r.code && r.type === 'error' ? <small>{t('common:error.code', { code: r.code })}</small> : null}
        />
      )}
    </Modal>
  );
}
