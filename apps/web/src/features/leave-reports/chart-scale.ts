/* The value axis of the leave chart: round steps a reader counts in. */

/** A step of 1, 2 or 5 times a power of ten giving about `count` steps up to `max`; never under half a day. */
export function niceStep(max: number, count = 4): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const f = raw / magnitude;
  const step = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * magnitude;
  return Math.max(step, 0.5);
}

/** The ticks from 0 to the first step at or above `max` (0 and 1 when there is nothing to show). */
export function axisTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count);
  const top = Math.max(Math.ceil(max / step - 1e-9), 1) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + 1e-9; v += step) ticks.push(Math.round(v * 100) / 100);
  return ticks;
}

/** Adds days in hundredths, so half days sum without drift. */
export const sumDays = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;
