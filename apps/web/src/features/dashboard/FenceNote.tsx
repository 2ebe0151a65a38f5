import { Alert, Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { CardFence, PunchView } from '@hr/domain/attendance/punch';
import type { ApiError } from '../../lib/api';
import { distanceText, FENCE_CODES, type LocateFailure } from './geolocation';

/**
 * What the geofence said of the last press, shown under the button until the next one: a refusal
 * (nothing recorded: the server's reason, in the reader's language, and what to change), or a
 * punch recorded outside the fence or without a position.
 */
export type FenceNote = { type: 'error' | 'warning'; title: string; text: string | null; hint: string | null; code: number | null };

/** What to change after a press without a usable position: why the browser gave none, or that it was too imprecise. */
const hintFor = (t: TFunction, failure: LocateFailure | null, imprecise: boolean) =>
  imprecise ? t('attendance:fence.hint.imprecise') : t(`attendance:fence.hint.${failure ?? 'denied'}`);

/** The note of a refused punch: the server's message (it names the distance and radius, or the missing position) and a hint. */
export function fenceRefusal(t: TFunction, err: ApiError, failure: LocateFailure | null): FenceNote {
  const hint = err.code === FENCE_CODES.outside ? null : hintFor(t, failure, err.code === FENCE_CODES.imprecise);
  return { type: 'error', title: t('attendance:fence.refusedTitle'), text: err.envelope.msg.text, hint, code: err.code };
}

/** The note of a recorded punch the fence marked, or null when it was inside (or there is no fence). */
export function recordedNote(t: TFunction, punch: PunchView, fence: CardFence | null, failure: LocateFailure | null): FenceNote | null {
  if (punch.fence === 'outside') {
    return {
      type: 'warning', text: null, hint: null, code: null,
      title: t('attendance:fence.recordedOutside', { distance: distanceText(t, punch.fenceDistance ?? 0), radius: fence ? distanceText(t, fence.radius) : '' }),
    };
  }
  if (punch.fence === 'unknown') {
    // A position was sent and still unknown: it was too imprecise (packages/domain/src/attendance/geofence.ts).
    const imprecise = !failure && punch.fenceDistance !== null;
    return { type: 'warning', title: t('attendance:fence.recordedUnknown'), text: null, hint: hintFor(t, failure, imprecise), code: null };
  }
  return null;
}

export function FenceNoteAlert({ note }: { note: FenceNote }) {
  return (
    <Alert type={note.type} showIcon title={note.title} data-testid="checkin-fence-note" data-code={note.code ?? undefined}
      description={note.text || note.hint ? (
        <Flex vertical gap={4}>
          {note.text && <Typography.Text data-testid="checkin-fence-reason">{note.text}</Typography.Text>}
          {note.hint && <Typography.Text type="secondary" data-testid="checkin-fence-hint">{note.hint}</Typography.Text>}
        </Flex>
      ) : undefined} />
  );
}
