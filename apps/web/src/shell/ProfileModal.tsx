import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../lib/hooks';
import { ProfileAvatar } from './ProfileAvatar';

/** The user menu's profile: who is logged in, from the profile call. */
export function ProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: p } = useProfile();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('shell:userMenu.profile')} destroyOnHidden>
      {p && (
        <Descriptions column={1} bordered size="small" title={<ProfileAvatar size={56} url={p.imageProfileUrl} />}>
          <Descriptions.Item label={t('shell:profile.name')}>{p.employeeName}</Descriptions.Item>
          <Descriptions.Item label={t('fields:employeeId')}>{p.username}</Descriptions.Item>
          <Descriptions.Item label={t('fields:company')}>{p.shortNameCompany}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
