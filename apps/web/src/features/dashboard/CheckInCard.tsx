import { useRef, useState } from 'react';
import { Alert, App, Button, Card, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { ClockCircleOutlined, EnvironmentOutlined, GiftOutlined, LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { minutesOf } from '@hr/domain/masters/rules/working-time';
import type { CardShift, DashboardSelf, PunchBody, PunchView, SelfPunchKind } from '@hr/domain/attendance/punch';
import { ApiError } from '../../lib/api';
import { AttendanceStatusTag, durationText } from '../../lib/attendance-status';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/hooks';
import { attendanceKeys, newIdempotencyKey, readCheckout, usePunch, usePunchCard, useUpcomingHolidays } from './api';
import { FenceNoteAlert, fenceRefusal, recordedNote, type FenceNote } from './FenceNote';
import { distanceText, locate, FENCE_CODE_LIST, type LocateFailure } from './geolocation';

const CODE_PUNCH_STALE = 409060;
/** How long the button rests after a punch: longer than a double click (the systems' default is 500 ms). */
const PRESS_REST_MS = 1000;
/** 'HH:mm' a number of minutes from another 'HH:mm', round the clock. */
const shifted = (hhmm: string, minutes: number) => {
  const m = (((minutesOf(hhmm) + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** The shift's name, hours and break, and when a check-in counts as arriving and as late (the calculator's rules, where the employee meets them). */
function ShiftLine({ shift }: { shift: CardShift }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2} data-testid="checkin-shift">
      <Typography.Text strong>{shift.name}</Typography.Text>
      <Typography.Text>
        {t('attendance:card.hours', { start: shift.workStart, end: shift.workEnd })}
        {shift.breakStart && shift.breakEnd ? <Typography.Text type="secondary"> · {t('attendance:card.break', { start: shift.breakStart, end: shift.breakEnd })}</Typography.Text> : null}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="checkin-rules">
        {t('attendance:card.rules', { earliest: shifted(shift.workStart, -shift.beforeWorkMinutes), lateFrom: shifted(shift.workStart, shift.lateAllowanceMinutes), start: shift.workStart })}
      </Typography.Text>
    </Flex>
  );
}

/** Where a punch was made, when the fence had something to say: outside (and how far) or without a position. */
function PunchFence({ punch }: { punch: PunchView }) {
  const { t } = useTranslation();
  if (punch.fence !== 'outside' && punch.fence !== 'unknown') return null;
  return (
    <span data-testid="checkin-punch-fence">
      {' · '}{punch.fence === 'outside' ? t('attendance:fence.tag.outside', { distance: distanceText(t, punch.fenceDistance ?? 0) }) : t('attendance:fence.tag.unknown')}
    </span>
  );
}

/** What the day is: its shift, a day off or a holiday, approved leave. */
function DayLine({ card }: { card: DashboardSelf }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Flex vertical gap={6}>
      {card.date !== card.today && <Tag color="geekblue" style={{ alignSelf: 'start' }}>{t('attendance:card.shiftOf', { date: formatDate(card.date, lang) })}</Tag>}
      {card.dayType === 'working' && card.shift ? <ShiftLine shift={card.shift} />
        : card.dayType === 'holiday' ? <Typography.Text strong data-testid="checkin-day">{t('attendance:card.holiday', { name: card.holidayName ?? '' })}</Typography.Text>
          : card.dayType === 'dayOff' ? <Typography.Text strong data-testid="checkin-day">{t('attendance:card.dayOff')}</Typography.Text>
            : <Alert type="warning" showIcon title={t('attendance:card.unscheduled')} data-testid="checkin-day" />}
      {card.leave && <Alert type="info" showIcon title={t(`attendance:card.leave.${card.leave}`)} data-testid="checkin-leave" />}
    </Flex>
  );
}

/**
 * The self dashboard's check-in card (issue 16 point 2): one large button that says what it will
 * do, the day's shift (or day off, holiday), the punches so far in the company's time, the day's
 * status once there is one, and the next holiday. A press sends the seq the card shows and a key
 * of its own, kept for a retry after a network failure, so a double click, a retry or a second tab
 * make one punch; checking out before the shift's end asks first. When the company has a geofence
 * the card says so, asks the browser for the position with each press and sends it; the server
 * judges it, and the card tells the employee why a punch was refused or that it was recorded as
 * outside or without a position, and what to change.
 */
export function CheckInCard() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const card = usePunchCard();
  const holidays = useUpcomingHolidays();
  const punch = usePunch();
  // One press at a time: set before any await, so a second click of a double click finds it.
  const busy = useRef(false);
  const [pressing, setPressing] = useState(false);
  // Right after a punch the button turns (check in → check out) while a double click's second
  // click may still be coming: it rests a moment, disabled, so that click cannot press the new action.
  const [resting, setResting] = useState(false);
  const restingUntil = useRef(0);
  const [locating, setLocating] = useState(false);
  // What the fence said of the last press; cleared by the next one.
  const [fenceNote, setFenceNote] = useState<FenceNote | null>(null);
  // A press whose answer never came (the network failed): its key is sent again with the same seq and kind.
  const unanswered = useRef<{ seq: number; kind: SelfPunchKind; key: string } | null>(null);
  const c = card.data;
  const time = (iso: string) => formatDate(iso, lang, 'HH:mm');

  const send = async (kind: SelfPunchKind, seq: number) => {
    const kept = unanswered.current;
    const key = kept && kept.seq === seq && kept.kind === kind ? kept.key : newIdempotencyKey();
    unanswered.current = { seq, kind, key };
    const fence = c?.fence ?? null;
    let failure: LocateFailure | null = null;
    // The card's ticket lets the server record the press in one write (it holds for this seq and kind).
    const body: PunchBody = { kind, seq, idempotencyKey: key, ...(c?.ticket && c.expectedSeq === seq && c.next.kind === kind ? { ticket: c.ticket } : {}) };
    if (fence) {
      setLocating(true);
      const found = await locate().finally(() => setLocating(false));
      if ('position' in found) Object.assign(body, found.position);
      else failure = found.failure;
    }
    try {
      const r = await punch.mutateAsync(body);
      unanswered.current = null;
      restingUntil.current = Date.now() + PRESS_REST_MS;
      setResting(true);
      window.setTimeout(() => setResting(false), PRESS_REST_MS);
      message.success({ content: t(r.created ? `attendance:done.${r.punch.kind}` : 'attendance:done.already', { time: time(r.punch.at) }), key: 'punch' });
      setFenceNote(recordedNote(t, r.punch, r.card?.fence ?? fence, failure));
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 0) return;
      unanswered.current = null;
      // Refused by the fence: nothing was recorded and the card is as it was; the note says why.
      if (FENCE_CODE_LIST.includes(err.code as never)) {
        setFenceNote(fenceRefusal(t, err, failure));
        return;
      }
      // A punch made meanwhile elsewhere: the answer is the card as it stands (the dialog says so).
      if (err.code === CODE_PUNCH_STALE && err.envelope.data) queryClient.setQueryData(attendanceKeys.card(lang), err.envelope.data as DashboardSelf);
      else void card.refetch();
    }
  };

  const press = async () => {
    // The click may come before the button shows it is resting (the render after the punch).
    if (!c || busy.current || Date.now() < restingUntil.current) return;
    busy.current = true;
    setPressing(true);
    setFenceNote(null);
    const { kind } = c.next;
    const seq = c.expectedSeq;
    try {
      if (kind === 'out' && c.dayType === 'working') {
        const state = await readCheckout();
        if (state.minutesEarly > 0) {
          await new Promise<void>((resolve) => {
            modal.confirm({
              title: t('attendance:early.title'),
              content: <span data-testid="checkin-early">{t('attendance:early.body', { duration: durationText(t, state.minutesEarly), end: state.shiftEnd ? time(state.shiftEnd) : '' })}</span>,
              okText: t('attendance:early.ok'), cancelText: t('attendance:early.cancel'),
              onOk: () => send(kind, seq).finally(resolve),
              onCancel: () => resolve(),
            });
          });
          return;
        }
      }
      await send(kind, seq);
    } catch {
      // The read failed: the response dialog has said why.
    } finally {
      busy.current = false;
      setPressing(false);
    }
  };

  const running = pressing || punch.isPending;
  const label = locating ? t('attendance:fence.locating')
    : c?.next.kind === 'otOut' ? t('attendance:card.checkOutOvertime')
      : c?.next.kind === 'out' ? t('attendance:card.checkOut') : c?.next.again ? t('attendance:card.checkInAgain') : t('attendance:card.checkIn');
  const nextHoliday = holidays.data?.find((h) => c && h.date > c.date);

  return (
    <Card data-testid="checkin-card" title={<Space><ClockCircleOutlined />{t('attendance:card.title')}</Space>}>
      {!c ? <Skeleton active paragraph={{ rows: 3 }} /> : (
        <Flex vertical gap={16}>
          <Flex vertical gap={8}>
            <Typography.Text type="secondary" data-testid="checkin-date">{t('attendance:card.dateLine', { weekday: formatDate(c.today, lang, 'dddd'), date: formatDate(c.today, lang) })}</Typography.Text>
            <DayLine card={c} />
          </Flex>
          {!c.recordsTime ? <Alert type="info" showIcon title={t('attendance:card.notRecorded')} data-testid="checkin-not-recorded" /> : (
            <Flex vertical gap={8}>
              {c.next.again && <Typography.Text data-testid="checkin-day-done">{t('attendance:card.dayDone')}</Typography.Text>}
              {c.next.kind === 'otOut' && <Typography.Text type="secondary" data-testid="checkin-overtime">{t('attendance:card.overtimeNote')}</Typography.Text>}
              {c.fence && (
                <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="checkin-fence">
                  <EnvironmentOutlined /> {t('attendance:fence.info', { radius: distanceText(t, c.fence.radius) })}
                </Typography.Text>
              )}
              <Button block type={c.next.again ? 'default' : 'primary'} size="large"
                icon={c.next.kind === 'in' ? <LoginOutlined /> : <LogoutOutlined />} loading={running} disabled={running || resting}
                style={c.next.again ? { minHeight: 48 } : { minHeight: 64, fontSize: 20 }}
                data-testid="checkin-button" data-kind={c.next.kind} onClick={() => void press()}>
                {label}
              </Button>
              {fenceNote && <FenceNoteAlert note={fenceNote} />}
            </Flex>
          )}
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">{t('attendance:card.punches')}</Typography.Text>
            {c.punches.length ? (
              <Flex wrap gap={8} data-testid="checkin-punches">
                {c.punches.map((p) => (
                  <Tag key={p.id} color={p.fence === 'outside' ? 'orange' : p.kind === 'in' ? 'green' : p.kind === 'otOut' ? 'purple' : 'blue'} style={{ fontSize: 15, padding: '4px 10px', margin: 0 }}
                    data-testid="checkin-punch" data-kind={p.kind} data-fence={p.fence ?? undefined}>
                    {t(`attendance:kind.${p.kind}`)} <b>{time(p.at)}</b><PunchFence punch={p} />
                  </Tag>
                ))}
              </Flex>
            ) : <Typography.Text data-testid="checkin-no-punches">{t('attendance:card.noPunches')}</Typography.Text>}
          </Flex>
          {c.status && (
            <Flex wrap gap={8} align="center" data-testid="checkin-status">
              <Typography.Text type="secondary">{t('attendance:card.status')}</Typography.Text>
              <AttendanceStatusTag status={c.status} />
              {c.lateMinutes > 0 && <Typography.Text>{t('attendance:card.late', { duration: durationText(t, c.lateMinutes) })}</Typography.Text>}
              {c.earlyLeaveMinutes > 0 && <Typography.Text>{t('attendance:card.early', { duration: durationText(t, c.earlyLeaveMinutes) })}</Typography.Text>}
              {c.workedMinutes > 0 && <Typography.Text type="secondary">{t('attendance:card.worked', { duration: durationText(t, c.workedMinutes) })}</Typography.Text>}
            </Flex>
          )}
          {nextHoliday && (
            <Flex vertical gap={2} data-testid="checkin-next-holiday">
              <Typography.Text type="secondary"><GiftOutlined /> {t('attendance:card.nextHoliday')}</Typography.Text>
              <Typography.Text>{t('attendance:card.holidayOn', { name: nextHoliday.name, date: formatDate(nextHoliday.date, lang) })}</Typography.Text>
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}
