import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function FullPageSpin() {
  const { t } = useTranslation();
  return <Flex align="center" justify="center" style={{ minHeight: '60vh' }}><Spin size="large" aria-label={t('common:loading')} /></Flex>;
}
