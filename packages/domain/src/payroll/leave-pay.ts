/*
 * Leave paid up to a number of days (THAI-RULES.md "Leave"): sick leave is paid up to 30 working
 * days a year (LPA s.57) and may run longer unpaid; maternity leave is 120 days of which the
 * employer pays 60 (the Social Security Fund pays the mother the rest). The leave type master's
 * paid days per year say how many; a salary period deducts the days beyond them as unpaid leave.
 */

/** One request of a capped type, as the leave counts its days: the dates counted in order and what each counts (1, or 0.5 for a half day). */
export type CountedLeave = { dates: readonly string[]; perDate: number };

/**
 * The dates of a period the leave does not pay, with how much of each: the requests' counted dates
 * are numbered in order through the counting window (the year, or the pregnancy), after the days
 * drawn before them, and those past the paid days that fall in the period are unpaid.
 */
export function unpaidBeyondPaid(p: { paidDays: number; priorDays: number; requests: readonly CountedLeave[]; periodStart: string; periodEnd: string }): Map<string, number> {
  const out = new Map<string, number>();
  let drawn = Math.max(0, p.priorDays);
  for (const r of p.requests) {
    for (const date of r.dates) {
      const after = drawn + r.perDate;
      const unpaid = Math.min(r.perDate, Math.max(0, after - p.paidDays));
      drawn = after;
      if (unpaid > 0 && date >= p.periodStart && date <= p.periodEnd) out.set(date, (out.get(date) ?? 0) + unpaid);
    }
  }
  return out;
}
