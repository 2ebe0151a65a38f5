import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { fileIdOf, useFileUrl } from '../lib/use-file-url';

/**
 * The caller's picture from the profile's imageProfileUrl. The file is read with the token (an
 * <img> src could not send it); a new picture shows once the ['profile'] query is read again.
 */
export function ProfileAvatar({ url, size }: { url?: string | null; size: number }) {
  const src = useFileUrl(fileIdOf(url));
  return <Avatar size={size} src={src ?? undefined} icon={<UserOutlined />} data-testid="profile-avatar" data-has-picture={src ? 'yes' : 'no'} />;
}
