import type { MasterValues, RuleIssue } from '../define';

/** Minutes since midnight of 'HH:mm' (or 'HH:mm:ss'). */
export const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * Places the times of one shift on a line that starts at work start, so a night shift
 * (22:00–06:00) and a break after midnight compare correctly: anything earlier than the start
 * belongs to the next day.
 */
function onShiftLine(start: string, t: string) {
  const s = minutesOf(start), m = minutesOf(t);
  return m < s ? m + 1440 : m;
}

const TIMES = ['workStart', 'workEnd', 'breakStart', 'breakEnd'] as const;
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * SPEC section 5: a working day needs its hours; the break lies within working hours; the late
 * allowance is not less than the time before work.
 */
export function checkWorkingTime(v: MasterValues): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (v.dayType === 'workingDay') {
    for (const f of TIMES) if (!str(v[f])) issues.push({ field: f, key: 'validation.required' });
  }
  const [ws, we, bs, be] = TIMES.map((f) => str(v[f]));
  if (ws && we && minutesOf(ws) === minutesOf(we)) issues.push({ field: 'workEnd', key: 'validation.endAfterStart' });
  if (ws && we && bs && be) {
    const end = onShiftLine(ws, we), bStart = onShiftLine(ws, bs), bEnd = onShiftLine(ws, be);
    // The field that is wrong carries the message: a break starting outside the hours (before
    // work, which the shift line puts after its end, or at or after the end) on its start; a
    // break starting inside them but ending before it starts or after work, on its end.
    if (bStart >= end) issues.push({ field: 'breakStart', key: 'validation.breakWithinHours' });
    else if (bEnd <= bStart || bEnd > end) issues.push({ field: 'breakEnd', key: 'validation.breakWithinHours' });
  } else if ((bs && !be) || (!bs && be)) {
    // Half a break: its other half is required (once: a working day has already said so).
    const field = bs ? 'breakEnd' : 'breakStart';
    if (!issues.some((i) => i.field === field)) issues.push({ field, key: 'validation.required' });
  }
  const before = v.beforeWorkMinutes, late = v.lateAllowanceMinutes;
  if (typeof before === 'number' && typeof late === 'number' && late < before) issues.push({ field: 'lateAllowanceMinutes', key: 'validation.lateNotLessThanBefore' });
  return issues;
}

/** Working and break hours of a shift, to two decimals; a night shift runs past midnight. */
export function shiftHours(v: MasterValues): { workingHours: number | null; breakHours: number | null } {
  const [ws, we, bs, be] = TIMES.map((f) => str(v[f]));
  if (!ws || !we) return { workingHours: null, breakHours: null };
  const span = onShiftLine(ws, we) - minutesOf(ws);
  const brk = bs && be ? onShiftLine(ws, be) - onShiftLine(ws, bs) : 0;
  const round = (m: number) => Math.round((m / 60) * 100) / 100;
  return { workingHours: round(span - brk), breakHours: round(brk) };
}

/** The day after `today` ('YYYY-MM-DD'): when a saved change to a shift starts to count. */
export function nextDay(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
