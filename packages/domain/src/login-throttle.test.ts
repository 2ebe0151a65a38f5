import { describe, expect, it } from 'vitest';
import { afterFailure, FRESH_THROTTLE, isThrottled, parseDelays, type ThrottleState } from './login-throttle';

const policy = { after: 3, delaysMinutes: [1, 5, 15] };
const t0 = new Date('2026-11-22T03:00:00Z');
const at = (min: number) => new Date(t0.getTime() + min * 60_000);

/** Fails `n` times at `when` and returns the state and the last lock started. */
function fail(s: ThrottleState, n: number, when: Date) {
  let out = { state: s, lockedMinutes: null as number | null };
  for (let i = 0; i < n; i++) out = afterFailure(out.state, when, policy);
  return out;
}

describe('login throttle', () => {
  it('locks after the threshold for a delay that grows 1, 5, 15, 15 minutes', () => {
    let r = fail(FRESH_THROTTLE, 2, t0);
    expect(r.lockedMinutes).toBeNull();
    expect(isThrottled(r.state, t0)).toBe(false);
    r = fail(r.state, 1, t0);
    expect(r.lockedMinutes).toBe(1);
    expect(isThrottled(r.state, at(0.5))).toBe(true);
    expect(isThrottled(r.state, at(1))).toBe(false);
    const minutes: Array<number | null> = [];
    for (const m of [2, 10, 30]) {
      r = fail(r.state, 3, at(m));
      minutes.push(r.lockedMinutes);
    }
    expect(minutes).toEqual([5, 15, 15]);
  });

  it('a quiet day starts the escalation over', () => {
    const locked = fail(FRESH_THROTTLE, 3, t0).state;
    expect(fail(locked, 3, at(10)).lockedMinutes).toBe(5);
    expect(fail(locked, 3, at(24 * 60 + 1)).lockedMinutes).toBe(1);
  });

  it('reads the delay list from configuration text', () => {
    expect(parseDelays('1, 5,15')).toEqual([1, 5, 15]);
    for (const bad of ['', '1,,5', '0', 'a', '1;5']) expect(parseDelays(bad), bad).toBeNull();
  });
});
