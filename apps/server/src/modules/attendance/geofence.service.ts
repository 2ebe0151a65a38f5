import { distanceParts, fenceDecision, FENCE_MAX_ACCURACY_METRES, type Fence, type FenceVerdict } from '@hr/domain/attendance/geofence';
import type { PunchBody } from '@hr/domain/attendance/punch';
import type { Lang } from '@hr/domain';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { t } from '../../platform/i18n';
import { DASHBOARD_OBJECT } from './punch.service';

/** A distance in the reader's words: "850 m", "1.3 km", "850 ม.". */
export const distanceText = (lang: Lang, metres: number) => {
  const { unit, value } = distanceParts(metres);
  return t(lang, `attendance:fence.${unit}`, { value });
};

/** What the fence said of a punch it lets through: the verdict, the distance (null without a position) and the radius. */
export type FenceMark = { verdict: FenceVerdict; distance: number | null; radius: number };

/**
 * Judges a self punch against the company's fence (null: no fence, the punch goes through as
 * before). A punch the policies refuse throws the reason, in the reader's language with the
 * distances in words and in metres in the data, after an audit row of the refusal (HR sees who
 * tried to punch from where; the punch itself is not recorded).
 */
export async function judgeFence(deps: Pick<Deps, 'db'>, fence: Fence | null, body: PunchBody, actor: Actor): Promise<FenceMark | null> {
  if (!fence) return null;
  const position = body.latitude !== undefined && body.longitude !== undefined
    ? { latitude: body.latitude, longitude: body.longitude, accuracy: body.accuracy ?? null } : null;
  const d = fenceDecision(fence, position);
  if (!d.refused) return { verdict: d.verdict, distance: d.distance, radius: fence.radius };

  await audit(deps.db, {
    actorId: actor.id, action: 'attendance.punchRefused', objectId: DASHBOARD_OBJECT, targetType: 'attendancePunch', ip: actor.ip, requestId: actor.requestId,
    detail: { kind: body.kind, fence: d.verdict, reason: d.refused, distance: d.distance, radius: fence.radius, accuracy: position?.accuracy ?? null },
  });
  const lang = actor.lang;
  const action = { action: t(lang, `attendance:fence.action.${body.kind}`), verb: t(lang, `attendance:fence.verb.${body.kind}`) };
  if (d.refused === 'outside') {
    throw new AppError('FENCE_OUTSIDE', { ...action, distance: distanceText(lang, d.distance!), radius: distanceText(lang, fence.radius) },
      { distance: d.distance, radius: fence.radius, accuracy: position?.accuracy ?? null });
  }
  if (d.refused === 'imprecise') {
    throw new AppError('FENCE_IMPRECISE', { ...action, accuracy: distanceText(lang, position!.accuracy!), max: distanceText(lang, FENCE_MAX_ACCURACY_METRES) },
      { accuracy: position!.accuracy, maxAccuracy: FENCE_MAX_ACCURACY_METRES });
  }
  throw new AppError('FENCE_NO_POSITION', action);
}
