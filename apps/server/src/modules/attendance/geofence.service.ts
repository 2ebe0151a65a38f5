import { sql } from 'drizzle-orm';
import { distanceParts, fenceDecision, fenceOf, FENCE_MAX_ACCURACY_METRES, type Fence, type FenceVerdict } from '@hr/domain/attendance/geofence';
import { queryRows, type Db } from '@hr/db';
import type { PunchBody } from '@hr/domain/attendance/punch';
import type { Lang } from '@hr/domain';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { t } from '../../platform/i18n';
import type { CompanyFenceColumns } from './attendance-days.query';
import { DASHBOARD_OBJECT } from './punch.service';

/** The fence of a company master row's columns (null: no fence). */
export const fenceOfColumns = (c: CompanyFenceColumns): Fence | null =>
  fenceOf({ ...c, latitude: c.latitude === null ? null : Number(c.latitude), longitude: c.longitude === null ? null : Number(c.longitude) });

/** A company's fence as last read, and when (performance.now()). */
type KnownFence = { columns: CompanyFenceColumns; fence: Fence | null; readAt: number };
/** The fences last read, per app (its database) and company. */
const knownFences = new WeakMap<Db, Map<string, KnownFence>>();
/** How long a fence read is used for a one-write punch (see companyFence). */
const FENCE_KEPT_MS = 60_000;

/**
 * A company's fence for a one-write punch (punch.service.ts), read at most once a minute per
 * company. Never trusted on its own: the punch's insert records only while the company's columns
 * are still these, so a fence HR has just changed sends the press the long way (the card read
 * again, and this copy with it).
 */
export async function companyFence(db: Db, companyId: string): Promise<KnownFence> {
  let byCompany = knownFences.get(db);
  if (!byCompany) knownFences.set(db, (byCompany = new Map()));
  const known = byCompany.get(companyId);
  if (known && performance.now() - known.readAt < FENCE_KEPT_MS) return known;
  const [columns] = await queryRows<CompanyFenceColumns>(db, sql`
    SELECT c.latitude::text AS latitude, c.longitude::text AS longitude, c.fence_radius AS "fenceRadius", c.fence_outside AS "fenceOutside", c.fence_no_position AS "fenceNoPosition"
    FROM companies c WHERE c.id = ${companyId}::uuid`);
  return rememberFence(db, companyId, columns ?? { latitude: null, longitude: null, fenceRadius: null, fenceOutside: null, fenceNoPosition: null });
}

/** Keeps a company's fence as just read (a card read refreshes it too). */
export function rememberFence(db: Db, companyId: string, columns: CompanyFenceColumns): KnownFence {
  let byCompany = knownFences.get(db);
  if (!byCompany) knownFences.set(db, (byCompany = new Map()));
  const known = { columns, fence: fenceOfColumns(columns), readAt: performance.now() };
  byCompany.set(companyId, known);
  return known;
}

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
  const judged = decideFence(fence, body);
  if (!judged) return null;
  const { d, position } = judged;
  if (!d.refused) return { verdict: d.verdict, distance: d.distance, radius: fence!.radius };

  await audit(deps.db, {
    actorId: actor.id, action: 'attendance.punchRefused', objectId: DASHBOARD_OBJECT, targetType: 'attendancePunch', ip: actor.ip, requestId: actor.requestId,
    detail: { kind: body.kind, fence: d.verdict, reason: d.refused, distance: d.distance, radius: fence!.radius, accuracy: position?.accuracy ?? null },
  });
  const lang = actor.lang;
  const action = { action: t(lang, `attendance:fence.action.${body.kind}`), verb: t(lang, `attendance:fence.verb.${body.kind}`) };
  if (d.refused === 'outside') {
    throw new AppError('FENCE_OUTSIDE', { ...action, distance: distanceText(lang, d.distance!), radius: distanceText(lang, fence!.radius) },
      { distance: d.distance, radius: fence!.radius, accuracy: position?.accuracy ?? null });
  }
  if (d.refused === 'imprecise') {
    throw new AppError('FENCE_IMPRECISE', { ...action, accuracy: distanceText(lang, position!.accuracy!), max: distanceText(lang, FENCE_MAX_ACCURACY_METRES) },
      { accuracy: position!.accuracy, maxAccuracy: FENCE_MAX_ACCURACY_METRES });
  }
  throw new AppError('FENCE_NO_POSITION', action);
}

/** The fence's decision on a punch's position (null: no fence). Pure: judgeFence acts on it. */
export function decideFence(fence: Fence | null, body: PunchBody) {
  if (!fence) return null;
  const position = body.latitude !== undefined && body.longitude !== undefined
    ? { latitude: body.latitude, longitude: body.longitude, accuracy: body.accuracy ?? null } : null;
  return { d: fenceDecision(fence, position), position };
}
