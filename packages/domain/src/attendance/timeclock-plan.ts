import type { PunchKind } from './punch';

/*
 * How a time clock's punches join the punches already recorded (issue 16 point 2): each new punch
 * takes the next seq of its employee's business date (after the web punches, corrections and
 * earlier imports of that date), and a kind: the state the clock wrote, else the opposite of the
 * punch before it on that day (existing or new, by time), a check-in first.
 */

export type NewClockPunch = { employeeId: string; localDate: string; at: number; state: PunchKind | null };
/** A punch already recorded on the day; a voided one still holds its seq but sets no kind. */
export type RecordedPunch = { at: number; kind: PunchKind; seq: number; voided?: boolean };
export type PlannedPunch = { employeeId: string; localDate: string; at: number; kind: PunchKind; seq: number };

export const dayKey = (employeeId: string, localDate: string) => `${employeeId}|${localDate}`;

/**
 * Plans the rows of new punches (already free of duplicates) given the punches recorded on their
 * employee-dates (keyed by dayKey). Seq continues from the date's highest; kinds alternate by time
 * order where the clock wrote no state.
 */
export function planClockPunches(punches: NewClockPunch[], recorded: Map<string, RecordedPunch[]>): PlannedPunch[] {
  const byDay = new Map<string, NewClockPunch[]>();
  for (const p of punches) {
    const k = dayKey(p.employeeId, p.localDate);
    const list = byDay.get(k);
    if (list) list.push(p);
    else byDay.set(k, [p]);
  }
  const out: PlannedPunch[] = [];
  for (const [k, list] of byDay) {
    list.sort((a, b) => a.at - b.at);
    const all = recorded.get(k) ?? [];
    let seq = all.reduce((max, r) => Math.max(max, r.seq), -1) + 1;
    const before = all.filter((r) => !r.voided).sort((a, b) => a.at - b.at);
    let j = 0;
    let last: PunchKind | null = null;
    let lastAt = -Infinity;
    for (const p of list) {
      // The recorded punches up to this one set what came before it.
      while (j < before.length && before[j]!.at <= p.at) {
        if (before[j]!.at >= lastAt) { last = before[j]!.kind; lastAt = before[j]!.at; }
        j += 1;
      }
      const kind: PunchKind = p.state ?? (last === 'in' ? 'out' : 'in');
      out.push({ employeeId: p.employeeId, localDate: p.localDate, at: p.at, kind, seq });
      seq += 1;
      last = kind;
      lastAt = p.at;
    }
  }
  return out;
}
