import { MAX_PARENTS, percentOfSatang, TAX_ALLOWANCE_CODES as C, type TaxAllowanceRule } from './rates';

/*
 * The deductions and allowances from annual employment income before the tax table applies
 * (Revenue Code s.42 bis, s.47; THAI-RULES.md "Deductions"), each from the tax-allowance master by
 * its code, so a change in law is a master edit:
 * - EXPENSES: ratePercent of income, at most cap (50%, 100,000).
 * - PERSONAL: amount. SPOUSE: amount when the spouse has no income.
 * - CHILD: amount per child; CHILD2018: amount per child born 2018 or later who is the second
 *   child or later (the first child is a CHILD whatever the year).
 * - PARENT: amount per parent, at most four.
 * - SSO: social security actually paid (up to cap, if any).
 * - PVD: provident fund contributions: up to amount regardless, the rest up to ratePercent of
 *   wages and cap (10,000, then 15% of wages and 490,000).
 * - any other code: what the employee declares (insurance premiums), up to its cap.
 * A code missing from the master (or inactive) gives nothing.
 */

/** What an employee declares for the year (the simulate body's `allowances`, or the per-employee declarations). */
export type TaxDeclarations = {
  spouse?: boolean;
  /** All children the taxpayer claims for. */
  children?: number;
  /** How many of them were born in 2018 or later. */
  childrenBornFrom2018?: number;
  parents?: number;
  /** Declared yearly amounts of the other codes (LIFE, HEALTH, ...), in satang. */
  declared?: Record<string, number>;
};

/** One allowance applied: its code, the amount, and what it was worked out from (the explanation of the tax). */
export type AllowanceLine = { code: string; amountSatang: number; count?: number; basisSatang?: number; capped?: boolean };

export type AllowanceInputs = {
  /** Annual assessable employment income. */
  incomeSatang: number;
  /** Annual wages (the provident fund's 15% is of wages). */
  wagesSatang: number;
  socialSecuritySatang: number;
  providentFundSatang: number;
  declarations: TaxDeclarations;
};

const capTo = (value: number, cap: number | null): { amount: number; capped: boolean } =>
  cap !== null && value > cap ? { amount: cap, capped: true } : { amount: value, capped: false };

/** The children's counts at each rate: the eldest is always a CHILD; those born from 2018 after them are CHILD2018. */
export function childCounts(children: number, bornFrom2018: number): { child: number; child2018: number } {
  const from2018 = Math.min(bornFrom2018, children);
  const older = children - from2018;
  if (older >= 1 || from2018 === 0) return { child: older, child2018: from2018 };
  return { child: 1, child2018: from2018 - 1 };
}

/** Every allowance that applies, in the master's order of meaning, and their total. */
export function annualAllowances(p: AllowanceInputs, rules: readonly TaxAllowanceRule[]): { lines: AllowanceLine[]; totalSatang: number } {
  const rule = new Map(rules.map((r) => [r.code, r]));
  const lines: AllowanceLine[] = [];
  const add = (line: AllowanceLine) => { if (line.amountSatang > 0) lines.push(line); };
  const d = p.declarations;

  const expenses = rule.get(C.expenses);
  if (expenses) {
    const basis = expenses.ratePercent !== null ? percentOfSatang(p.incomeSatang, expenses.ratePercent) : (expenses.amountSatang ?? 0);
    const { amount, capped } = capTo(basis, expenses.capSatang);
    add({ code: C.expenses, amountSatang: amount, basisSatang: p.incomeSatang, capped });
  }
  const fixed = (code: string, count: number) => {
    const r = rule.get(code);
    if (r && count > 0) add({ code, amountSatang: (r.amountSatang ?? 0) * count, count });
  };
  fixed(C.personal, 1);
  fixed(C.spouse, d.spouse ? 1 : 0);
  const kids = childCounts(Math.max(0, d.children ?? 0), Math.max(0, d.childrenBornFrom2018 ?? 0));
  fixed(C.child, kids.child);
  fixed(C.child2018, kids.child2018);
  fixed(C.parent, Math.min(MAX_PARENTS, Math.max(0, d.parents ?? 0)));

  const sso = rule.get(C.socialSecurity);
  if (sso) {
    const { amount, capped } = capTo(p.socialSecuritySatang, sso.capSatang);
    add({ code: C.socialSecurity, amountSatang: amount, basisSatang: p.socialSecuritySatang, capped });
  }
  const pvd = rule.get(C.providentFund);
  if (pvd && p.providentFundSatang > 0) {
    const ofWages = pvd.ratePercent !== null ? percentOfSatang(p.wagesSatang, pvd.ratePercent) : Number.MAX_SAFE_INTEGER;
    const rest = pvd.capSatang !== null ? Math.min(ofWages, pvd.capSatang) : ofWages;
    const limit = (pvd.amountSatang ?? 0) + rest;
    add({ code: C.providentFund, amountSatang: Math.min(p.providentFundSatang, limit), basisSatang: p.providentFundSatang, capped: p.providentFundSatang > limit });
  }
  const special = new Set<string>(Object.values(C));
  for (const [code, value] of Object.entries(d.declared ?? {})) {
    const r = rule.get(code);
    if (!r || special.has(code) || !(value > 0)) continue;
    const { amount, capped } = capTo(value, r.capSatang);
    add({ code, amountSatang: amount, basisSatang: value, capped });
  }
  return { lines, totalSatang: lines.reduce((n, l) => n + l.amountSatang, 0) };
}
