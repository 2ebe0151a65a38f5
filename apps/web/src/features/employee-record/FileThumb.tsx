import { Image, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../lib/use-file-url';

/** A stored picture as a small thumbnail that opens large on click (a licence's photo in its list). */
export function FileThumb({ id, size = 48 }: { id?: string | null; size?: number }) {
  const { t } = useTranslation();
  const url = useFileUrl(id);
  if (url === undefined) return <Skeleton.Node active style={{ width: size, height: size }} />;
  if (!url) return <>—</>;
  return <Image src={url} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} alt={t('masters:ui.preview')} data-testid="file-thumb" />;
}
