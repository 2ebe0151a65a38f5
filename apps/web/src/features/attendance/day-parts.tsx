import { useState } from 'react';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { EditOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AttendanceDayView, PunchListed } from '@hr/domain/attendance/views';
import { AttendanceStatusTag } from '../../lib/attendance-status';
import { formatDate } from '../../lib/dates';
import { ApiError } from '../../lib/api';
import { useCan, useLang } from '../../lib/hooks';
import { ReasonDialog } from '../../lib/reason-dialog';
import { PAGES, useVoidPunch } from './api';

/** Today's date 'YYYY-MM-DD' in the company's zone (the pages mark it; the lists start on it). */
export const todayIso = () => formatDate(new Date(), 'en', 'YYYY-MM-DD');
/** This month 'YYYY-MM' in the company's zone. */
export const thisMonth = () => todayIso().slice(0, 7);
/** A month 'YYYY-MM' moved by a number of months. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}
export const MONTH_RE = /^(19|2[0-1])\d{2}-(0[1-9]|1[0-2])$/;

/**
 * One punch: its kind and time in the company's zone; a punch a supervisor or HR added is marked,
 * with who and why beside it (never only in a tooltip: a phone has no hover); a voided one is
 * struck through with who voided it and why. `voidable`: a list of others' days, where HR may void it.
 */
export function PunchLine({ punch, date, voidable = false }: { punch: PunchListed; date?: string; voidable?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const can = useCan();
  const [voiding, setVoiding] = useState(false);
  const voidPunch = useVoidPunch();
  const voided = punch.voided;
  const time = formatDate(punch.at, lang, 'HH:mm');
  // A night shift's check-out belongs to the night it ends, on the next date: said beside the time.
  const nextDay = !!date && formatDate(punch.at, 'en', 'YYYY-MM-DD') > date;
  const corrected = punch.source === 'correction';
  return (
    <Flex vertical gap={0} data-testid="punch" data-kind={punch.kind} data-source={punch.source} data-voided={voided ? 'true' : undefined}>
      <span>
        <Tag color={voided ? 'default' : punch.kind === 'in' ? 'green' : punch.kind === 'out' ? 'blue' : 'purple'} style={{ marginInlineEnd: 4, textDecoration: voided ? 'line-through' : undefined }}>
          {t(`attendance:kind.${punch.kind}`)} <b>{time}</b>{nextDay && <span data-testid="punch-next-day"> ({t('attendance:pages.nextDay')})</span>}
        </Tag>
        {voided && <Tag color="red">{t('attendance:pages.voided.mark')}</Tag>}
        {voidable && !voided && can(PAGES.all.permission) && (
          <Button size="small" type="link" danger icon={<StopOutlined />} onClick={() => { voidPunch.reset(); setVoiding(true); }} data-testid="punch-void">
            {t('attendance:pages.voided.action')}
          </Button>
        )}
        {corrected && (
          <Tooltip title={t('attendance:pages.correction.mark')}>
            <EditOutlined aria-label={t('attendance:pages.correction.mark')} style={{ color: 'var(--ant-color-warning)' }} />
          </Tooltip>
        )}
      </span>
      {corrected && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="punch-correction">
          {t('attendance:pages.correction.by', { name: punch.createdBy ?? t('attendance:pages.correction.someone'), reason: punch.reason ?? '' })}
        </Typography.Text>
      )}
      {voided && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="punch-voided">
          {t('attendance:pages.voided.by', { name: voided.by ?? t('attendance:pages.voided.someone'), reason: voided.reason })}
        </Typography.Text>
      )}
      {voidable && (
        <ReasonDialog open={voiding} title={t('attendance:pages.voided.title')} text={t('attendance:pages.voided.text')} label={t('attendance:pages.voided.reason')}
          okText={t('attendance:pages.voided.ok')} cancelText={t('attendance:pages.form.cancel')} busy={voidPunch.isPending}
          error={voidPunch.error instanceof ApiError ? voidPunch.error.envelope.msg.text : voidPunch.error ? String(voidPunch.error) : null}
          onCancel={() => setVoiding(false)}
          onOk={(reason) => voidPunch.mutate({ punchId: punch.id, reason }, { onSuccess: () => setVoiding(false) })} />
      )}
    </Flex>
  );
}

/** What a date is when it has no status: a day off, a holiday's name, leave, no working time, or nothing yet. */
export function dayNote(t: (k: string, o?: Record<string, unknown>) => string, d: AttendanceDayView): string | null {
  if (d.dayType === 'holiday') return d.holidayName ?? t('attendance:dayType.holiday');
  if (d.dayType === 'dayOff') return t('attendance:dayType.dayOff');
  if (d.dayType === 'unscheduled') return t('attendance:dayType.unscheduled');
  return null;
}

/** A day's status tag, or what the day is when it has none (day off, holiday, still open). */
export function DayStatus({ day, future = false }: { day: AttendanceDayView; future?: boolean }) {
  const { t } = useTranslation();
  const note = dayNote(t, day);
  if (future && !day.status && !note && !day.leave) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex wrap gap={4} align="center">
      {day.status ? <AttendanceStatusTag status={day.status} /> : null}
      {note && (!day.status || day.dayType === 'holiday') && <Typography.Text type="secondary" data-testid="day-note">{note}</Typography.Text>}
      {day.leave && day.status !== 'leave' && <Tag color="blue" data-testid="day-leave">{t(`attendance:pages.leave.${day.leave}`)}</Tag>}
      {!day.status && !note && !day.leave && <Typography.Text type="secondary">{t('attendance:pages.open')}</Typography.Text>}
    </Flex>
  );
}

/** The shift of a day as "D08 08:00–17:00". */
export const shiftText = (d: AttendanceDayView) => (d.shift ? `${d.shift.prefix} ${d.shift.workStart}–${d.shift.workEnd}` : null);
