import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Select, Skeleton } from 'antd';
import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { postFileUrl } from '../../lib/api';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/lang';
import { readPreviewBody } from './preview-body';

/** A PDF answered by a POST, shown in the page: its object URL lives as long as the query's data. */
function usePdf(path: string, body: object | null) {
  const q = useQuery({
    queryKey: ['warningLetter', 'pdf', path, body],
    queryFn: () => postFileUrl(path, body, 'warning-letter.pdf'),
    enabled: !!body,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const url = q.data?.url;
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);
  return q;
}

/**
 * Whether the page may frame the PDF's object URL: a site policy without `frame-src blob:` refuses
 * it (the browser reports the refusal as an event), and the page then offers to open or save it.
 */
function useFrameAllowed() {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    const refused = (e: SecurityPolicyViolationEvent) => { if (e.blockedURI.startsWith('blob') || e.effectiveDirective === 'frame-src') setAllowed(false); };
    document.addEventListener('securitypolicyviolation', refused);
    return () => document.removeEventListener('securitypolicyviolation', refused);
  }, []);
  return allowed;
}

/**
 * /warning-letter-management/preview: the unsaved letter as the PDF the employee will get, on the
 * company's letterhead, in the employee's language unless HR picks another; with a download.
 */
export default function WarningPreviewPage() {
  const { t } = useTranslation();
  const [body] = useState(readPreviewBody);
  const [lang, setLang] = useState<Lang | ''>('');
  const pdf = usePdf('/1.0/preview/warningLetter', body ? { ...body, ...(lang ? { lang } : {}) } : null);
  const framed = useFrameAllowed();

  if (!body) return <Card><Empty description={t('warningLetter:preview.nothing')} data-testid="preview-empty" /></Card>;
  const save = () => {
    if (!pdf.data) return;
    const a = Object.assign(document.createElement('a'), { href: pdf.data.url, download: pdf.data.name });
    document.body.appendChild(a);
    a.click();
    a.remove();
  };
  return (
    <Card title={t('warningLetter:preview.title')} data-testid="warning-preview" extra={
      <Flex gap={8} wrap>
        <Select<Lang | ''> value={lang} onChange={setLang} style={{ minWidth: 200 }} aria-label={t('warningLetter:ui.pdfLanguage')} data-testid="preview-lang"
          options={[{ value: '', label: t('warningLetter:ui.employeeLanguage') }, ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))]} />
        <Button icon={<ExportOutlined />} disabled={!pdf.data} onClick={() => window.open(pdf.data!.url, '_blank')} data-testid="open-pdf">{t('warningLetter:preview.open')}</Button>
        <Button type="primary" icon={<DownloadOutlined />} disabled={!pdf.data} onClick={save} data-testid="download">{t('warningLetter:ui.downloadPdf')}</Button>
      </Flex>
    }>
      <Alert type="info" showIcon title={t('warningLetter:preview.hint')} style={{ marginBottom: 16 }} />
      {pdf.isError ? <Alert type="error" showIcon title={t('warningLetter:preview.failed')} data-testid="preview-error" />
        : !pdf.data ? <Skeleton active />
          : !framed ? <Alert type="warning" showIcon title={t('warningLetter:preview.cannotShow')} data-testid="preview-not-shown" />
          : <iframe src={pdf.data.url} title={t('warningLetter:preview.title')} data-testid="preview-pdf" style={{ width: '100%', height: '75vh', border: 0 }} />}
    </Card>
  );
}
