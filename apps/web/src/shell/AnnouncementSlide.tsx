import type { ReactNode } from 'react';
import { App, Button, Flex, Image, Skeleton, Tag, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AnnouncementSlide as Slide } from '@hr/domain/announcement';
import { fileIdOf, saveApiFile, useFileUrl } from '../lib/use-file-url';

/**
 * An announcement's description. The HTML is the server's own output: it is sanitised on save and
 * again by preview/annoucement (only formatting tags and https links survive), so it may be set as
 * HTML here. Never pass anything else to this component.
 */
export function SanitisedHtml({ html, testId }: { html: string; testId?: string }) {
  return <div className="announcement-html" style={{ wordBreak: 'break-word', lineHeight: 1.6 }} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A stored picture by its API address (`/api/1.0/file/{id}`): read with the token, so not a plain src. */
export function StoredPicture({ url, alt, height, maxHeight, testId }: { url: string; alt: string; height?: number; maxHeight?: number; testId?: string }) {
  const src = useFileUrl(fileIdOf(url));
  if (src === undefined) return <Skeleton.Image active style={{ width: '100%', height: height ?? maxHeight ?? 120 }} />;
  if (!src) return null;
  return <Image src={src} alt={alt} height={height} style={{ width: height ? undefined : '100%', maxHeight, objectFit: 'contain' }} data-testid={testId} />;
}

/**
 * One announcement as its readers see it (the after-login carousel, the reader's page, HR's
 * preview): the main picture, the title, the description, the attached pictures shown and the
 * PDFs to download. `footer` adds what the place needs (a "Read more" link).
 */
export function AnnouncementSlideView({ slide, footer }: { slide: Slide; footer?: ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const pictures = slide.imageAttachmentList.filter((a) => a.mime.startsWith('image/'));
  const documents = slide.imageAttachmentList.filter((a) => !a.mime.startsWith('image/'));
  return (
    <Flex vertical gap={12} data-testid="announcement-slide">
      {slide.imageHeader && <StoredPicture url={slide.imageHeader} alt={slide.title} maxHeight={420} testId="slide-image" />}
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="slide-title">{slide.title}</Typography.Title>
        {slide.urgent && <Tag color="red" data-testid="slide-urgent">{t('shell:announcement.urgent')}</Tag>}
      </Flex>
      <SanitisedHtml html={slide.description} testId="slide-description" />
      {pictures.length > 0 && (
        <Image.PreviewGroup>
          <Flex gap={8} wrap data-testid="slide-pictures">
            {pictures.map((p) => <StoredPicture key={p.urlImage} url={p.urlImage} alt={p.nameImage} height={96} />)}
          </Flex>
        </Image.PreviewGroup>
      )}
      {documents.length > 0 && (
        <Flex vertical align="start" gap={2} data-testid="slide-documents">
          {documents.map((d) => (
            <Button key={d.urlImage} type="link" icon={<FilePdfOutlined />} style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
              aria-label={t('shell:announcement.download', { name: d.nameImage })}
              onClick={() => void saveApiFile(d.urlImage, d.nameImage).then((ok) => { if (!ok) message.error(t('shell:announcement.cannotOpen')); })}>
              {d.nameImage}
            </Button>
          ))}
        </Flex>
      )}
      {footer}
    </Flex>
  );
}
