import { useTranslation } from 'react-i18next';
import { leavePaths } from './api';
import { LeaveFormCard } from './LeaveForm';

/** /self-service/leave-request/addLeavePage: a new leave request. */
export default function AddLeavePage() {
  const { t } = useTranslation();
  return <LeaveFormCard title={t('leaveRequest:addTitle')} backTo={leavePaths.list} />;
}
