import { App, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCancelLeave } from './api';

/**
 * Asks before cancelling one of the caller's pending requests (a reason may be given) and
 * cancels it; `after` runs once it is done (the details page goes back to the list).
 */
export function useConfirmCancel(after?: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const cancel = useCancelLeave();
  return (id: string, summary: string) => {
    let reason = '';
    modal.confirm({
      title: t('leaveRequest:ui.confirmCancel'),
      content: (
        <Flex vertical gap={8}>
          <Typography.Text>{summary}</Typography.Text>
          <Input.TextArea rows={2} maxLength={500} placeholder={t('leaveRequest:ui.cancelReasonPlaceholder')} aria-label={t('leaveRequest:fields.cancelReason')}
            data-testid="cancel-reason" onChange={(e) => { reason = e.target.value; }} />
        </Flex>
      ),
      okText: t('leaveRequest:ui.cancelRequest'), cancelText: t('leaveRequest:ui.keep'), okButtonProps: { danger: true },
      onOk: async () => {
        await cancel.mutateAsync({ id, ...(reason.trim() ? { reason: reason.trim() } : {}) });
        message.success(t('leaveRequest:ui.cancelled'));
        after?.();
      },
    });
  };
}
