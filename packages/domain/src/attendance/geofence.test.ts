import { describe, expect, it } from 'vitest';
import { distanceMetres, distanceParts, fenceDecision, fenceOf, judgePosition, FENCE_MAX_ACCURACY_METRES, type Fence } from './geofence';

/** One degree of a great circle on the Earth's mean radius, in metres. */
const DEGREE = (6_371_008.8 * Math.PI) / 180;
/** The office (Empire Tower, Sathorn) and a point `metres` due north of it. */
const OFFICE = { latitude: 13.7244, longitude: 100.5449 };
const north = (metres: number, accuracy?: number | null) => ({ latitude: OFFICE.latitude + metres / DEGREE, longitude: OFFICE.longitude, accuracy });
const fence = (over: Partial<Fence> = {}): Fence => ({ ...OFFICE, radius: 200, outside: 'refuse', noPosition: 'refuse', ...over });

describe('the distance between two positions (haversine, metres)', () => {
  it.each([
    ['the same point', { latitude: 13.7244, longitude: 100.5449 }, { latitude: 13.7244, longitude: 100.5449 }, 0],
    ['one degree of latitude', { latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }, 111_195.08],
    ['one degree of longitude on the equator', { latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }, 111_195.08],
    ['a thousandth of a degree of latitude in Bangkok', OFFICE, { latitude: 13.7254, longitude: 100.5449 }, 111.2],
    ['one degree of longitude at 60° north: half of one at the equator, less the great circle\'s short cut', { latitude: 60, longitude: 10 }, { latitude: 60, longitude: 11 }, 55_597.0],
    ['across the antimeridian, the short way round', { latitude: 0, longitude: 179.999 }, { latitude: 0, longitude: -179.999 }, 222.39],
    ['the equator to the pole', { latitude: 0, longitude: 45 }, { latitude: 90, longitude: 0 }, 10_007_557.2],
    ['antipodes', { latitude: 13.7244, longitude: 100.5449 }, { latitude: -13.7244, longitude: -79.4551 }, 20_015_114.4],
  ])('%s', (_, a, b, metres) => {
    expect(distanceMetres(a, b)).toBeCloseTo(metres, 0);
    expect(distanceMetres(b, a)).toBeCloseTo(metres, 0);
  });

  it('Bangkok to Chiang Mai is about 580 km as the crow flies', () => {
    // Democracy Monument to Tha Phae Gate.
    expect(distanceMetres({ latitude: 13.7566, longitude: 100.5018 }, { latitude: 18.7877, longitude: 98.9931 }) / 1000).toBeCloseTo(580, -1);
  });
});

describe('the verdict of a position against a 200 m fence (inside when distance − accuracy ≤ radius)', () => {
  it.each([
    ['at the office, exact', north(0, 0), 'inside', 0, null],
    ['150 m away, 20 m accuracy', north(150, 20), 'inside', 150, null],
    ['on the fence, 200 m away, exact', north(200, 0), 'inside', 200, null],
    ['201 m away, exact', north(201, 0), 'outside', 201, null],
    ['201 m away, without an accuracy (taken as exact)', north(201, null), 'outside', 201, null],
    ['260 m away, but its 60 m circle reaches the fence', north(260, 60), 'inside', 260, null],
    ['261 m away with 60 m accuracy', north(261, 60), 'outside', 261, null],
    ['850 m away, 30 m accuracy', north(850, 30), 'outside', 850, null],
    ['at the office, 1,000 m accuracy (the last that counts)', north(0, FENCE_MAX_ACCURACY_METRES), 'inside', 0, null],
    ['at the office, 1,001 m accuracy: too imprecise to tell', north(0, FENCE_MAX_ACCURACY_METRES + 1), 'unknown', 0, 'imprecise'],
    ['20 km away, 5 km accuracy (an IP fix): too imprecise', north(20_000, 5_000), 'unknown', 20_000, 'imprecise'],
    ['no position', null, 'unknown', null, 'noPosition'],
  ] as const)('%s: %s', (_, position, verdict, distance, reason) => {
    expect(judgePosition(fence(), position)).toEqual({ verdict, distance, reason });
  });
});

describe('what becomes of a punch under the company\'s two policies', () => {
  const inside = north(50, 10), outside = north(850, 30), imprecise = north(0, 2_000);
  it.each([
    ['inside, strict company', fence(), inside, 'inside', null],
    ['inside, lenient company', fence({ outside: 'recordOutside', noPosition: 'recordUnknown' }), inside, 'inside', null],
    ['outside, refused', fence(), outside, 'outside', 'outside'],
    ['outside, recorded as outside', fence({ outside: 'recordOutside' }), outside, 'outside', null],
    ['outside is not saved by a lenient no-position policy', fence({ noPosition: 'recordUnknown' }), outside, 'outside', 'outside'],
    ['no position, refused', fence(), null, 'unknown', 'noPosition'],
    ['no position, recorded as unknown', fence({ noPosition: 'recordUnknown' }), null, 'unknown', null],
    ['no position is not saved by a lenient outside policy', fence({ outside: 'recordOutside' }), null, 'unknown', 'noPosition'],
    ['too imprecise counts as no position: refused', fence(), imprecise, 'unknown', 'imprecise'],
    ['too imprecise counts as no position: recorded as unknown', fence({ noPosition: 'recordUnknown' }), imprecise, 'unknown', null],
  ] as const)('%s', (_, f, position, verdict, refused) => {
    expect(fenceDecision(f, position)).toMatchObject({ verdict, refused });
  });
});

describe('the fence of a company row', () => {
  const row = { latitude: 13.7244, longitude: 100.5449, fenceRadius: 200, fenceOutside: 'recordOutside', fenceNoPosition: 'recordUnknown' };
  it.each([
    ['a radius, a position and policies', row, { latitude: 13.7244, longitude: 100.5449, radius: 200, outside: 'recordOutside', noPosition: 'recordUnknown' }],
    ['no radius: no fence', { ...row, fenceRadius: null }, null],
    ['no position (a company HR has not completed): no fence', { ...row, latitude: null, longitude: null }, null],
    ['a radius without policies refuses, the stricter reading', { ...row, fenceOutside: null, fenceNoPosition: null }, { radius: 200, outside: 'refuse', noPosition: 'refuse' }],
  ] as const)('%s', (_, r, expected) => {
    const f = fenceOf(r);
    if (expected === null) expect(f).toBeNull();
    else expect(f).toMatchObject(expected);
  });
});

describe('a distance as people say it', () => {
  it.each([
    [0, 'metres', '0'], [12.4, 'metres', '12'], [850, 'metres', '850'], [999.4, 'metres', '999'], [999.6, 'kilometres', '1'],
    [1_250, 'kilometres', '1.3'], [2_000, 'kilometres', '2'], [12_345, 'kilometres', '12.3'], [99_960, 'kilometres', '100'], [580_123, 'kilometres', '580'],
    [1_234_567, 'kilometres', '1,235'],
  ] as const)('%d m: %s %s', (m, unit, value) => {
    expect(distanceParts(m)).toEqual({ unit, value });
  });
});
