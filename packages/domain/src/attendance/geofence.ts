/*
 * The geofence of check-in and check-out (issue 16 point 2): a company's position and a radius;
 * the position a phone browser sends with a punch is judged against it on the server, and the
 * company's policies say what becomes of a punch outside the fence or without a position.
 *
 * How the position's accuracy counts (the device reports the radius, in metres, of the circle it
 * is probably in):
 * - a position counts as inside when that circle reaches the fence: distance − accuracy ≤ radius.
 *   GPS indoors drifts tens of metres; an employee at their desk is not refused because the phone
 *   drew its dot across the street;
 * - a position less precise than FENCE_MAX_ACCURACY_METRES (a cell-tower or IP fix, what a desktop
 *   browser without GPS gives) says nothing about a fence of a few hundred metres: it is
 *   'unknown', as if there were no position, and the no-position policy decides;
 * - a position without an accuracy is taken as exact.
 * A position is what the browser says; a determined employee can fake it. The fence keeps honest
 * people honest and shows HR who punched from where; it is not proof.
 */

/** What a company does with a punch outside its fence: refuse it, or record it marked 'outside'. */
export const FENCE_OUTSIDE_POLICIES = ['refuse', 'recordOutside'] as const;
export type FenceOutsidePolicy = (typeof FENCE_OUTSIDE_POLICIES)[number];
/** What a company does with a punch without a usable position: refuse it, or record it marked 'unknown'. */
export const FENCE_NO_POSITION_POLICIES = ['refuse', 'recordUnknown'] as const;
export type FenceNoPositionPolicy = (typeof FENCE_NO_POSITION_POLICIES)[number];
/** Where a punch was made, as the fence judged it; a punch of a company without a fence has none. */
export const FENCE_VERDICTS = ['inside', 'outside', 'unknown'] as const;
export type FenceVerdict = (typeof FENCE_VERDICTS)[number];

/** The radius a company may set, in metres: under 10 m no phone can tell; 50 km is a province. */
export const FENCE_RADIUS = { min: 10, max: 50_000 } as const;
/** An accuracy worse than this (metres) makes a position 'unknown'. */
export const FENCE_MAX_ACCURACY_METRES = 1_000;

/** The mean radius of the Earth (IUGG), in metres. */
const EARTH_RADIUS_METRES = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export type LatLng = { latitude: number; longitude: number };
export type Position = LatLng & { accuracy?: number | null };

/**
 * The great-circle distance between two positions, in metres (haversine, on a sphere of the
 * Earth's mean radius: within 0.5 % of the ellipsoid's answer, a metre at most across a fence).
 */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A company's fence: its position, the radius in metres, and its two policies. */
export type Fence = LatLng & { radius: number; outside: FenceOutsidePolicy; noPosition: FenceNoPositionPolicy };

/**
 * The fence of a company row, or null when it has none: no radius, or no position to measure from
 * (a company HR has not completed). A radius without its policies (a row written outside the form)
 * refuses, the stricter reading.
 */
export function fenceOf(row: { latitude: number | null; longitude: number | null; fenceRadius: number | null; fenceOutside: string | null; fenceNoPosition: string | null }): Fence | null {
  if (row.fenceRadius == null || row.latitude == null || row.longitude == null) return null;
  return {
    latitude: row.latitude, longitude: row.longitude, radius: row.fenceRadius,
    outside: row.fenceOutside === 'recordOutside' ? 'recordOutside' : 'refuse',
    noPosition: row.fenceNoPosition === 'recordUnknown' ? 'recordUnknown' : 'refuse',
  };
}

/**
 * Why a position is 'unknown': none was sent (location refused, not supported, timed out), or it
 * is too imprecise to place against the fence.
 */
export type UnknownReason = 'noPosition' | 'imprecise';

/** The fence's judgement of a position: the verdict, the distance (metres, whole; null without a position) and why it is unknown. */
export type FenceCheck = { verdict: FenceVerdict; distance: number | null; reason: UnknownReason | null };

/** Judges a position (or its absence) against a fence, by the accuracy rule above. */
export function judgePosition(fence: LatLng & { radius: number }, position: Position | null | undefined): FenceCheck {
  if (!position) return { verdict: 'unknown', distance: null, reason: 'noPosition' };
  const distance = Math.round(distanceMetres(fence, position));
  const accuracy = position.accuracy ?? 0;
  if (accuracy > FENCE_MAX_ACCURACY_METRES) return { verdict: 'unknown', distance, reason: 'imprecise' };
  return { verdict: distance - accuracy <= fence.radius ? 'inside' : 'outside', distance, reason: null };
}

/**
 * What becomes of a punch: recorded with its verdict, or refused, and why. Outside the fence the
 * outside policy decides; without a usable position the no-position policy.
 */
export type FenceDecision = FenceCheck & { refused: 'outside' | UnknownReason | null };

export function fenceDecision(fence: Fence, position: Position | null | undefined): FenceDecision {
  const check = judgePosition(fence, position);
  const refused = check.verdict === 'outside' ? (fence.outside === 'refuse' ? 'outside' : null)
    : check.verdict === 'unknown' ? (fence.noPosition === 'refuse' ? check.reason : null)
      : null;
  return { ...check, refused };
}

/**
 * A distance as people say it: whole metres under a kilometre, kilometres with one decimal under
 * 100 km and whole beyond. The unit's word is the reader's language's (attendance:fence.metres /
 * kilometres), so the server's messages and the card say it alike.
 */
export function distanceParts(metres: number): { unit: 'metres' | 'kilometres'; value: string } {
  const m = Math.round(metres);
  if (m < 1000) return { unit: 'metres', value: String(m) };
  const km = m / 1000;
  const value = km < 100 ? (Math.round(km * 10) / 10).toFixed(1) : Math.round(km).toLocaleString('en-US');
  return { unit: 'kilometres', value: value.endsWith('.0') ? value.slice(0, -2) : value };
}
