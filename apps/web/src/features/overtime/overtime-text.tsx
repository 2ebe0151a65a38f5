import { Space, Tag, Tooltip, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { OvertimeSegment } from '@hr/domain/overtime/calculator';
import type { OvertimeListed } from '@hr/domain/overtime/schemas';
import type { Lang } from '@hr/domain';
import { hoursText } from '@hr/domain/overtime/hours-text';
import { formatDate } from '../../lib/dates';

/* How an overtime request reads on every page: its date and when it falls, its hours, each multiplier's share. */

/** Minutes as hours and minutes, "3:30" (the server's messages write them the same way). */
export { hoursText };

/** Minutes by multiplier ("1.5× 3:00", "3× 2:00"), the order of the day. */
export function byRate(segments: readonly OvertimeSegment[]): Array<{ kind: OvertimeSegment['kind']; rate: number; minutes: number }> {
  const out: Array<{ kind: OvertimeSegment['kind']; rate: number; minutes: number }> = [];
  for (const s of segments) {
    const same = out.find((o) => o.kind === s.kind && o.rate === s.rate);
    if (same) same.minutes += s.minutes; else out.push({ kind: s.kind, rate: s.rate, minutes: s.minutes });
  }
  return out;
}

/** Each multiplier as a tag: "3× · 3:00", its kind in the tooltip. */
export function RateTags({ segments }: { segments: readonly OvertimeSegment[] }) {
  return (
    <Space size={4} wrap data-testid="rate-tags">
      {byRate(segments).map((r) => (
        <RateTag key={`${r.kind}${r.rate}`} kind={r.kind} rate={r.rate} minutes={r.minutes} />
      ))}
    </Space>
  );
}

function RateTag({ kind, rate, minutes }: { kind: OvertimeSegment['kind']; rate: number; minutes: number }) {
  const { t } = useTranslation();
  const color = kind === 'holidayOvertime' ? 'volcano' : kind === 'holidayWork' ? 'purple' : 'blue';
  return (
    <Tooltip title={t(`overtime:kind.${kind}`)}>
      <Tag color={color} style={{ marginInlineEnd: 0 }} data-testid="rate-tag">{`${rate}× · ${hoursText(minutes)}`}</Tag>
    </Tooltip>
  );
}

/** The date and when it falls (before or after work, day off, holiday). */
export function WhenText({ r, lang, t }: { r: Pick<OvertimeListed, 'date' | 'startTime' | 'endTime' | 'moment'>; lang: Lang; t: TFunction }) {
  const nextDay = r.endTime <= r.startTime;
  return (
    <Space orientation="vertical" size={0}>
      <span data-testid="ot-date">{formatDate(r.date, lang)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {`${r.startTime}–${r.endTime}${nextDay ? ` ${t('overtime:nextDay')}` : ''} · ${t(`overtime:moment.${r.moment}`)}`}
      </Typography.Text>
    </Space>
  );
}

/** The week's overtime with a warning past the cap. */
export function WeekText({ r, t }: { r: Pick<OvertimeListed, 'weekMinutes' | 'overCap'>; t: TFunction }) {
  return r.overCap
    ? <Tooltip title={t('overtime:overCapHint')}><Typography.Text type="warning" data-testid="over-cap"><WarningOutlined /> {hoursText(r.weekMinutes)}</Typography.Text></Tooltip>
    : <span>{hoursText(r.weekMinutes)}</span>;
}
