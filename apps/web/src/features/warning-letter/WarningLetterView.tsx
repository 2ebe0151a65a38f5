import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Col, Flex, Row, Select, Space, Typography } from 'antd';
import { ArrowLeftOutlined, CloseCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WarningDetails } from '@hr/domain/warning-letter';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/lang';
import { downloadLetter, warningPaths } from './api';
import { CancelDialog } from './CancelDialog';
import { LetterFacts, StatusTimeline } from './LetterFacts';
import { ValidEarlierAlert } from './ValidEarlierAlert';
import { WarningStatusTag } from './WarningStatusTag';

/**
 * A letter that has been sent, read only: it no longer changes (cancel it and write another). Its
 * facts, the earlier letters of the same offence still valid (s.119(4)), what happened and when,
 * the PDF in the employee's language or another, and the cancellation with a reason.
 */
export function WarningLetterView({ d }: { d: WarningDetails }) {
  const { t } = useTranslation();
  const { lang, to } = useLang();
  const navigate = useNavigate();
  const [pdfLang, setPdfLang] = useState<Lang | ''>('');
  const [cancelling, setCancelling] = useState(false);
  // A refusal shows in the response dialog.
  const download = useMutation({ mutationFn: () => downloadLetter(d.id, pdfLang || undefined) });

  return (
    <Card data-testid="warning-view" title={(
      <Space wrap>
        <span>{t('warningLetter:ui.viewTitle', { code: d.employeeCode, name: d.employeeName })}</span>
        <WarningStatusTag status={d.status} />
      </Space>
    )} extra={(
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to(warningPaths.list))}>{t('warningLetter:ui.backToList')}</Button>
        {d.status !== 'cancelled' && (
          <Button danger icon={<CloseCircleOutlined />} onClick={() => setCancelling(true)} data-testid="cancel">{t('warningLetter:ui.cancelLetter')}</Button>
        )}
      </Space>
    )}>
      {d.status === 'cancelled' && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} data-testid="cancelled-banner"
          title={t('warningLetter:ui.cancelledOn', { date: d.cancelledAt ? formatDate(d.cancelledAt, lang, DATE_FORMATS.dateTime) : '—' })}
          description={<Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{t('warningLetter:ui.cancelReasonIs', { reason: d.cancelReason ?? '' })}</Typography.Text>} />
      )}
      <ValidEarlierAlert earlier={d.validEarlier} employeeName={d.employeeName} />
      <LetterFacts d={d} withEmployee />
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>{t('warningLetter:ui.history')}</Typography.Title>
          <StatusTimeline d={d} />
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>{t('warningLetter:ui.letterPdf')}</Typography.Title>
          <Flex gap={8} wrap align="center">
            <Select<Lang | ''> value={pdfLang} onChange={setPdfLang} style={{ minWidth: 200 }} aria-label={t('warningLetter:ui.pdfLanguage')} data-testid="pdf-lang"
              options={[{ value: '', label: t('warningLetter:ui.employeeLanguage') }, ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))]} />
            <Button type="primary" icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()} data-testid="download">
              {t('warningLetter:ui.downloadPdf')}
            </Button>
          </Flex>
        </Col>
      </Row>
      <CancelDialog letter={cancelling ? d : null} onClose={() => setCancelling(false)} />
    </Card>
  );
}
