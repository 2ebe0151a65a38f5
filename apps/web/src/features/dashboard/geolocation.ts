import type { TFunction } from 'i18next';
import { distanceParts } from '@hr/domain/attendance/geofence';

/** The geofence's refusals (packages/domain/src/errors.ts): the card shows them in place, with what to do. */
export const FENCE_CODES = { outside: 403041, noPosition: 403042, imprecise: 403044 } as const;
export const FENCE_CODE_LIST = Object.values(FENCE_CODES);

/** How long the card waits for the device's position before it punches without one (the policy decides). */
export const LOCATE_TIMEOUT_MS = 10_000;
/**
 * The browser's timeout starts once location is allowed; a permission prompt left unanswered
 * would keep the button spinning forever. The card gives up after this long in all.
 */
export const LOCATE_GIVE_UP_MS = 20_000;

/** Why the browser gave no position: the employee refused, the device found none, it took too long, or the page cannot ask (no API, or not https). */
export type LocateFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';
export type Located = { position: { latitude: number; longitude: number; accuracy: number } } | { failure: LocateFailure };

/**
 * Asks the browser for the device's position, once per press: a fresh one (a minute old at most)
 * from GPS where there is one. Never rejects: a failure says why, so the card can tell the
 * employee what to change, and the punch goes without a position for the server to judge.
 */
export function locate(): Promise<Located> {
  if (!window.isSecureContext || !('geolocation' in navigator)) return Promise.resolve({ failure: 'unsupported' });
  return new Promise((resolve) => {
    const giveUp = window.setTimeout(() => resolve({ failure: 'timeout' }), LOCATE_GIVE_UP_MS);
    const done = (r: Located) => { window.clearTimeout(giveUp); resolve(r); };
    navigator.geolocation.getCurrentPosition(
      (p) => done({ position: { latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: Math.min(Math.round(p.coords.accuracy * 10) / 10, 100_000) } }),
      (e) => done({ failure: e.code === e.PERMISSION_DENIED ? 'denied' : e.code === e.TIMEOUT ? 'timeout' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

/** A distance in the reader's words: "850 m", "1.3 km", "850 เมตร" (the server's messages say it alike). */
export const distanceText = (t: TFunction, metres: number) => {
  const { unit, value } = distanceParts(metres);
  return t(`attendance:fence.${unit}`, { value });
};
