/*
 * Who approves a request, step by step (issue 17 point 1, "Chains"), pure: the approval module
 * resolves a request's chain with it when the request is filed, the routing check page shows the
 * same answer, and tests pin the rules. The facts about people (who reports to whom, who holds a
 * role, who is away and their delegate) come in as functions, so the caller reads them however it
 * likes.
 *
 * - A chain is an ordered list of steps: the requester's supervisor, their assistant supervisor,
 *   either of the two (SPEC's behaviour, the default chain), the supervisor's supervisor, HR, or the
 *   holders of a named role. A step may carry a condition on the request (days of leave, hours of
 *   overtime in the week, an amount) that adds it only when it holds.
 * - Each step must approve; any rejection ends the request (the approval module's part).
 * - Nobody approves their own request: the requester is never one of a step's approvers. A step
 *   left with nobody because its approver is the requester moves up to the requester's supervisor
 *   (and so on up the line).
 * - An approver away today (approved leave; the caller says who is away, issue 34 point 10) is
 *   replaced by the delegate they set; without one the step goes on with the others, or is skipped
 *   when nobody is left. The chain says which, so the request can say so.
 * - A person decides at most one step of a request (issue 34 point 9): a step whose approvers are
 *   all people who decide an earlier step (its only approver, or the one who did decide it) goes to
 *   another eligible person: another HR officer on an HR step, else that person's own supervisor.
 * - A step with nobody to approve (no supervisor on record) is skipped and says why; a chain left
 *   with no step at all goes to HR, so a request is never stuck.
 */

export const STEP_KINDS = ['supervisor', 'assistantSupervisor', 'supervisorOrAssistant', 'supervisorsSupervisor', 'hr', 'role'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** What a condition measures on a request: leave days, overtime hours in the request's week, an amount (baht). */
export const CONDITION_MEASURES = ['days', 'weekOvertimeHours', 'amount'] as const;
export type ConditionMeasure = (typeof CONDITION_MEASURES)[number];
/** The step applies only when the request's measure is more than (or at least) the value. */
export type StepCondition = { measure: ConditionMeasure; op: 'gt' | 'gte'; value: number };

export type ChainStep = { kind: StepKind; roleId?: string | null; when?: StepCondition | null };

/** SPEC's behaviour: the supervisor or the assistant supervisor decides (HR may act on any request besides). */
export const DEFAULT_CHAIN: readonly ChainStep[] = [{ kind: 'supervisorOrAssistant' }];

export type ChainFacts = {
  requesterId: string;
  /** The requester's supervisor and assistant supervisor (employment data). */
  supervisorId: string | null;
  assistantId: string | null;
  /** Anyone's supervisor, for the supervisor's supervisor and for moving up. */
  supervisorOf: (employeeId: string) => string | null;
  /** The active holders of HR's rights, and of a role. */
  hrIds: readonly string[];
  roleHolders: (roleId: string) => readonly string[];
  /** Whether someone is away over the request's dates, and the delegate they set (null: none). */
  isAway: (employeeId: string) => boolean;
  delegateOf: (employeeId: string) => string | null;
  /** The request's measures the conditions read. */
  measures: Partial<Record<ConditionMeasure, number>>;
};

/** What happened to an approver on the way: replaced by their delegate, or moved up past the requester. */
export type ChainNote =
  | { kind: 'delegated'; from: string; to: string }
  | { kind: 'awayWithoutDelegate'; who: string }
  | { kind: 'movedUp'; from: string; to: string }
  /** The step's approver decides (or decided) an earlier step of the request; another person decides this one. */
  | { kind: 'decidesEarlierStep'; from: string; to: string }
  /** The approver came back from leave: the step went back to them from their stand-in. */
  | { kind: 'returned'; from: string; to: string }
  /** Someone on the step decides an earlier one: the others decide this one. */
  | { kind: 'leftOut'; who: string }
  /** Skipped when a step opened: only people who decided an earlier step could have taken it. */
  | { kind: 'sameApprover' };

export type ResolvedStep = { index: number; step: ChainStep; approvers: string[]; notes: ChainNote[] };
export type SkippedStep = { index: number; step: ChainStep; reason: 'condition' | 'noApprover' | 'allAway' | 'sameApprover'; notes: ChainNote[] };
export type ResolvedChain = { steps: ResolvedStep[]; skipped: SkippedStep[]; fallback: boolean };

/** Whether a step's condition holds for the request (no condition: always). A missing measure never adds a step. */
export function conditionHolds(when: StepCondition | null | undefined, measures: ChainFacts['measures']): boolean {
  if (!when) return true;
  const v = measures[when.measure];
  if (v === undefined) return false;
  return when.op === 'gt' ? v > when.value : v >= when.value;
}

const unique = (ids: Array<string | null | undefined>) => [...new Set(ids.filter((x): x is string => !!x))];

/** The people a step names, before the requester, absences and delegates are applied. */
function named(step: ChainStep, f: ChainFacts): string[] {
  switch (step.kind) {
    case 'supervisor': return unique([f.supervisorId]);
    case 'assistantSupervisor': return unique([f.assistantId]);
    case 'supervisorOrAssistant': return unique([f.supervisorId, f.assistantId]);
    case 'supervisorsSupervisor': return unique([f.supervisorId && f.supervisorOf(f.supervisorId)]);
    case 'hr': return unique([...f.hrIds]);
    case 'role': return unique(step.roleId ? [...f.roleHolders(step.roleId)] : []);
  }
}

/** The first person up the requester's line who is not the requester (none: null). */
function upTheLine(f: ChainFacts): string | null {
  const seen = new Set<string>([f.requesterId]);
  let next = f.supervisorOf(f.requesterId) ?? f.supervisorId;
  while (next && seen.has(next)) {
    seen.add(next);
    next = f.supervisorOf(next);
  }
  return next ?? null;
}

/** Who else may take a step whose approvers all decide an earlier one. */
export type SubstituteFacts = {
  requesterId: string;
  /** The holders of HR's rights for the request (the requester's company's, else the group's). */
  hrIds: readonly string[];
  supervisorOf: (employeeId: string) => string | null;
};

/**
 * A step's approvers without the people who decide (or decided) an earlier step of the request:
 * when nobody is left, another HR officer takes an HR step, else the first supervisor up the line of
 * the person removed who is neither the requester nor an earlier decider, else HR. Returns the
 * approvers (empty: nobody eligible) and what was noted.
 */
export function withoutEarlierDeciders(kind: StepKind, approvers: readonly string[], deciders: ReadonlySet<string>, f: SubstituteFacts): { approvers: string[]; notes: ChainNote[] } {
  const left = approvers.filter((p) => !deciders.has(p));
  if (left.length || !approvers.length) return { approvers: unique(left), notes: approvers.filter((p) => deciders.has(p)).map((who) => ({ kind: 'leftOut' as const, who })) };
  const from = approvers[0]!;
  const eligible = (p: string | null | undefined): p is string => !!p && p !== f.requesterId && !deciders.has(p);
  const otherHr = f.hrIds.filter(eligible);
  const up = (() => {
    const seen = new Set<string>([from]);
    for (let next = f.supervisorOf(from); next && !seen.has(next); next = f.supervisorOf(next)) {
      if (eligible(next)) return next;
      seen.add(next);
    }
    return null;
  })();
  const to = kind === 'hr' ? (otherHr.length ? otherHr : up ? [up] : []) : up ? [up] : otherHr;
  // One substitute is named; several (HR's other officers) are the step's approvers line, the note says why.
  const notes: ChainNote[] = to.length === 1 ? [{ kind: 'decidesEarlierStep', from, to: to[0]! }] : to.length ? [{ kind: 'leftOut', who: from }] : [];
  return { approvers: unique(to), notes };
}

/** Resolves a chain for one request. */
export function resolveChain(chain: readonly ChainStep[], f: ChainFacts): ResolvedChain {
  const steps: ResolvedStep[] = [];
  const skipped: SkippedStep[] = [];
  // The only approver of a step will decide it: no later step may count on them too.
  const deciders = new Set<string>();
  chain.forEach((step, index) => {
    if (!conditionHolds(step.when, f.measures)) {
      skipped.push({ index, step, reason: 'condition', notes: [] });
      return;
    }
    const notes: ChainNote[] = [];
    let people = named(step, f);
    if (!people.length) {
      skipped.push({ index, step, reason: 'noApprover', notes });
      return;
    }
    // Nobody approves their own request; a step that named only the requester moves up.
    if (people.includes(f.requesterId)) {
      people = people.filter((p) => p !== f.requesterId);
      if (!people.length) {
        const up = upTheLine(f);
        if (up) {
          notes.push({ kind: 'movedUp', from: f.requesterId, to: up });
          people = [up];
        }
      }
    }
    // Away: the delegate stands in (never the requester); without one the others decide.
    const present: string[] = [];
    for (const p of people) {
      if (!f.isAway(p)) { present.push(p); continue; }
      const d = f.delegateOf(p);
      if (d && d !== f.requesterId && !f.isAway(d)) {
        notes.push({ kind: 'delegated', from: p, to: d });
        present.push(d);
      } else {
        notes.push({ kind: 'awayWithoutDelegate', who: p });
      }
    }
    const here = unique(present);
    if (!here.length) {
      skipped.push({ index, step, reason: people.length ? 'allAway' : 'noApprover', notes });
      return;
    }
    const other = withoutEarlierDeciders(step.kind, here, deciders, f);
    notes.push(...other.notes);
    const approvers = other.approvers;
    if (!approvers.length) {
      skipped.push({ index, step, reason: 'sameApprover', notes });
      return;
    }
    if (approvers.length === 1) deciders.add(approvers[0]!);
    steps.push({ index, step, approvers, notes });
  });
  if (steps.length) return { steps, skipped, fallback: false };
  // Nothing left: HR decides (never the requester), so no request is stuck.
  const hr = unique(f.hrIds.filter((id) => id !== f.requesterId));
  return { steps: hr.length ? [{ index: chain.length, step: { kind: 'hr' }, approvers: hr, notes: [] }] : [], skipped, fallback: true };
}
