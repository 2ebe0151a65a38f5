import { Descriptions, Timeline, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WarningDetails } from '@hr/domain/warning-letter';
import { DATE_FORMATS, formatDate } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { saveStoredFile } from '../../lib/use-file-url';
import { ValidityText } from './WarningStatusTag';

/** A fact on a line of its own (the reason, the attachment): one column on a phone, both from md up. */
const WIDE = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 };

/** The incident's day, or its first and last day. */
export function useIncidentText() {
  const { lang } = useLang();
  return (d: Pick<WarningDetails, 'incidentStart' | 'incidentEnd'>) => (d.incidentStart === d.incidentEnd
    ? formatDate(d.incidentStart, lang) : `${formatDate(d.incidentStart, lang)} – ${formatDate(d.incidentEnd, lang)}`);
}

/**
 * What a letter says, for HR's view and the employee's alike: offence, its number, the incident,
 * the date sent, how long it counts, the reason and the evidence. `withEmployee` adds who it is to.
 */
export function LetterFacts({ d, withEmployee = false }: { d: WarningDetails; withEmployee?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const incident = useIncidentText();
  const items = [
    ...(withEmployee ? [
      { key: 'employee', label: t('warningLetter:fields.employee'), children: <span data-testid="fact-employee">{`${d.employeeCode} ${d.employeeName}`}</span> },
      { key: 'department', label: fieldLabel(t, 'department'), children: d.departmentLabel ?? '—' },
    ] : []),
    { key: 'type', label: fieldLabel(t, 'typeId'), children: <span data-testid="fact-type">{d.typeLabel}</span> },
    { key: 'count', label: fieldLabel(t, 'count'), children: <span data-testid="fact-count">{t('warningLetter:ui.countNo', { n: d.count })}</span> },
    { key: 'incident', label: t('warningLetter:fields.incident'), children: incident(d) },
    { key: 'dateSent', label: fieldLabel(t, 'dateSent'), children: formatDate(d.dateSent, lang) },
    { key: 'validity', label: t('warningLetter:fields.validity'), span: WIDE, children: <ValidityText row={d} /> },
    {
      key: 'reason', label: fieldLabel(t, 'reason'), span: WIDE,
      children: <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="fact-reason">{d.reason}</Typography.Paragraph>,
    },
    {
      key: 'attachment', label: fieldLabel(t, 'attachmentFileId'), span: WIDE,
      children: d.attachment
        ? <Typography.Link onClick={() => void saveStoredFile(d.attachment!.id, d.attachment!.name)} data-testid="attachment-download"><FilePdfOutlined /> {d.attachment.name}</Typography.Link>
        : '—',
    },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} data-testid="letter-facts" style={{ marginBottom: 16 }} />;
}

/** What happened to the letter and when: written, sent, opened, acknowledged, cancelled (with the reason). */
export function StatusTimeline({ d }: { d: WarningDetails }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const at = (v: string) => formatDate(v, lang, DATE_FORMATS.dateTime);
  const steps = [
    { key: 'created', at: d.createdAt, color: 'gray', text: t('warningLetter:timeline.created', { name: d.createdByName }) },
    ...(d.sentAt ? [{ key: 'sent', at: d.sentAt, color: 'blue', text: t('warningLetter:timeline.sent') }] : []),
    ...(d.receivedAt ? [{ key: 'received', at: d.receivedAt, color: 'gold', text: t('warningLetter:timeline.received') }] : []),
    ...(d.acknowledgedAt ? [{ key: 'acknowledged', at: d.acknowledgedAt, color: 'green', text: t('warningLetter:timeline.acknowledged') }] : []),
    ...(d.cancelledAt ? [{ key: 'cancelled', at: d.cancelledAt, color: 'red', text: t('warningLetter:timeline.cancelled', { reason: d.cancelReason ?? '' }) }] : []),
  ];
  return (
    <Timeline data-testid="status-timeline" items={steps.map((s) => ({
      key: s.key, color: s.color,
      content: (
        <span data-testid={`timeline-${s.key}`}>
          <Typography.Text strong>{at(s.at)}</Typography.Text> {s.text}
        </span>
      ),
    }))} />
  );
}
