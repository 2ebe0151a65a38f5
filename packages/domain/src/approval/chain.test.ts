import { describe, expect, it } from 'vitest';
import { conditionHolds, DEFAULT_CHAIN, resolveChain, withoutEarlierDeciders, type ChainFacts, type ChainStep } from './chain';

/*
 * The org of these tests: emp reports to sup (assistant asst); sup reports to head; head to ceo.
 * hr1 and hr2 hold HR; fin1 holds the role "finance".
 */
const line: Record<string, string | null> = { emp: 'sup', asst: 'sup', sup: 'head', head: 'ceo', ceo: null, hr1: 'head', hr2: 'hr1', fin1: 'head' };
const facts = (over: Partial<ChainFacts> & { away?: string[]; delegates?: Record<string, string> } = {}): ChainFacts => {
  const { away = [], delegates = {}, ...rest } = over;
  return {
    requesterId: 'emp', supervisorId: 'sup', assistantId: 'asst',
    supervisorOf: (id) => line[id] ?? null,
    hrIds: ['hr1', 'hr2'],
    roleHolders: (role) => (role === 'finance' ? ['fin1'] : []),
    isAway: (id) => away.includes(id),
    delegateOf: (id) => delegates[id] ?? null,
    measures: {},
    ...rest,
  };
};
const approvers = (chain: readonly ChainStep[], f: ChainFacts) => resolveChain(chain, f).steps.map((s) => s.approvers);

describe('the default chain (SPEC: the supervisor or the assistant supervisor)', () => {
  it('one step either of them decides', () => {
    expect(approvers(DEFAULT_CHAIN, facts())).toEqual([['sup', 'asst']]);
  });
  it('without an assistant, the supervisor alone; without either, HR', () => {
    expect(approvers(DEFAULT_CHAIN, facts({ assistantId: null }))).toEqual([['sup']]);
    const none = resolveChain(DEFAULT_CHAIN, facts({ supervisorId: null, assistantId: null }));
    expect(none).toMatchObject({ fallback: true, skipped: [{ index: 0, reason: 'noApprover' }], steps: [{ approvers: ['hr1', 'hr2'] }] });
  });
});

describe('chains HR configures', () => {
  const twoSteps: ChainStep[] = [{ kind: 'supervisor' }, { kind: 'hr' }];
  it('each step in order: the supervisor, then HR', () => {
    expect(approvers(twoSteps, facts())).toEqual([['sup'], ['hr1', 'hr2']]);
  });
  it('the supervisor\'s supervisor, and a named role', () => {
    expect(approvers([{ kind: 'supervisorsSupervisor' }, { kind: 'role', roleId: 'finance' }], facts())).toEqual([['head'], ['fin1']]);
  });
  it('a condition adds a step only when it holds: HR for leave over three days', () => {
    const chain: ChainStep[] = [{ kind: 'supervisorOrAssistant' }, { kind: 'hr', when: { measure: 'days', op: 'gt', value: 3 } }];
    expect(approvers(chain, facts({ measures: { days: 3 } }))).toEqual([['sup', 'asst']]);
    expect(resolveChain(chain, facts({ measures: { days: 3 } })).skipped).toMatchObject([{ index: 1, reason: 'condition' }]);
    expect(approvers(chain, facts({ measures: { days: 3.5 } }))).toEqual([['sup', 'asst'], ['hr1', 'hr2']]);
  });
  it('conditions compare as written, and a measure the request does not have never adds a step', () => {
    expect(conditionHolds({ measure: 'weekOvertimeHours', op: 'gte', value: 36 }, { weekOvertimeHours: 36 })).toBe(true);
    expect(conditionHolds({ measure: 'weekOvertimeHours', op: 'gt', value: 36 }, { weekOvertimeHours: 36 })).toBe(false);
    expect(conditionHolds({ measure: 'amount', op: 'gt', value: 0 }, { days: 5 })).toBe(false);
    expect(conditionHolds(null, {})).toBe(true);
  });
});

describe('nobody approves their own request', () => {
  it('an HR employee\'s request: the HR step is the other HR holders', () => {
    expect(approvers([{ kind: 'supervisor' }, { kind: 'hr' }], facts({ requesterId: 'hr1', supervisorId: 'head', assistantId: null }))).toEqual([['head'], ['hr2']]);
  });
  it('the only holder of a role asking: the step moves up to their supervisor, and says so', () => {
    const r = resolveChain([{ kind: 'role', roleId: 'finance' }], facts({ requesterId: 'fin1', supervisorId: 'head', assistantId: null }));
    expect(r.steps).toEqual([{ index: 0, step: { kind: 'role', roleId: 'finance' }, approvers: ['head'], notes: [{ kind: 'movedUp', from: 'fin1', to: 'head' }] }]);
  });
  it('the fallback to HR leaves the requester out too', () => {
    expect(approvers(DEFAULT_CHAIN, facts({ requesterId: 'hr1', supervisorId: null, assistantId: null }))).toEqual([['hr2']]);
  });
});

describe('an approver away (delegation)', () => {
  it('is replaced by the delegate they set, and the chain says so', () => {
    const r = resolveChain([{ kind: 'supervisor' }], facts({ away: ['sup'], delegates: { sup: 'head' } }));
    expect(r.steps).toMatchObject([{ approvers: ['head'], notes: [{ kind: 'delegated', from: 'sup', to: 'head' }] }]);
  });
  it('without a delegate the others of the step decide', () => {
    const r = resolveChain(DEFAULT_CHAIN, facts({ away: ['sup'] }));
    expect(r.steps).toMatchObject([{ approvers: ['asst'], notes: [{ kind: 'awayWithoutDelegate', who: 'sup' }] }]);
  });
  it('a step whose every approver is away without a delegate is skipped to the next', () => {
    const r = resolveChain([{ kind: 'supervisor' }, { kind: 'hr' }], facts({ away: ['sup'] }));
    expect(r.skipped).toMatchObject([{ index: 0, reason: 'allAway', notes: [{ kind: 'awayWithoutDelegate', who: 'sup' }] }]);
    expect(r.steps.map((s) => s.approvers)).toEqual([['hr1', 'hr2']]);
  });
  it('a delegate who is the requester, or away too, does not stand in', () => {
    expect(approvers([{ kind: 'supervisor' }, { kind: 'hr' }], facts({ away: ['sup'], delegates: { sup: 'emp' } }))).toEqual([['hr1', 'hr2']]);
    expect(approvers([{ kind: 'supervisor' }, { kind: 'hr' }], facts({ away: ['sup', 'head'], delegates: { sup: 'head' } }))).toEqual([['hr1', 'hr2']]);
  });
});

describe('a person decides at most one step of a request (issue 34 point 9)', () => {
  it('the supervisor is also HR\'s only officer: HR\'s step goes to their own supervisor, and says so', () => {
    const r = resolveChain([{ kind: 'supervisor' }, { kind: 'hr' }], facts({ hrIds: ['sup'] }));
    expect(r.steps.map((s) => s.approvers)).toEqual([['sup'], ['head']]);
    expect(r.steps[1]!.notes).toEqual([{ kind: 'decidesEarlierStep', from: 'sup', to: 'head' }]);
  });
  it('HR at step 1 and step 2: the second HR step goes to the other HR officers', () => {
    expect(approvers([{ kind: 'hr' }, { kind: 'hr' }], facts({ hrIds: ['hr1'] }))).toEqual([['hr1'], ['head']]);
    // With two officers neither is sure to decide step 1, so both stay on step 2 (the decision refuses whoever did).
    expect(approvers([{ kind: 'hr' }, { kind: 'hr' }], facts())).toEqual([['hr1', 'hr2'], ['hr1', 'hr2']]);
  });
  it('a stand-in who is also HR: HR\'s step goes to the other HR officer', () => {
    const r = resolveChain([{ kind: 'supervisor' }, { kind: 'hr' }], facts({ away: ['sup'], delegates: { sup: 'hr1' }, hrIds: ['hr1', 'hr2'] }));
    expect(r.steps.map((s) => s.approvers)).toEqual([['hr1'], ['hr2']]);
    expect(r.steps[1]!.notes).toEqual([{ kind: 'leftOut', who: 'hr1' }]);
  });
  it('the same supervisor at two steps (a role they hold): the second goes up their line', () => {
    expect(approvers([{ kind: 'supervisor' }, { kind: 'role', roleId: 'finance' }], facts({ roleHolders: () => ['sup'] }))).toEqual([['sup'], ['head']]);
  });
  it('nobody else eligible: the step is skipped and says why, never decided twice', () => {
    const r = resolveChain([{ kind: 'hr' }, { kind: 'hr' }], facts({ hrIds: ['ceo'], supervisorOf: () => null }));
    expect(r.steps.map((s) => s.approvers)).toEqual([['ceo']]);
    expect(r.skipped).toEqual([expect.objectContaining({ index: 1, reason: 'sameApprover' })]);
  });
  it('at a decision: whoever decided step 1 is left out of the next; alone on it, another takes it', () => {
    const f = { requesterId: 'emp', hrIds: ['hr1', 'hr2'], supervisorOf: (id: string) => line[id] ?? null };
    expect(withoutEarlierDeciders('hr', ['hr1', 'hr2'], new Set(['hr1']), f)).toEqual({ approvers: ['hr2'], notes: [{ kind: 'leftOut', who: 'hr1' }] });
    expect(withoutEarlierDeciders('hr', ['hr1'], new Set(['hr1']), f)).toEqual({ approvers: ['hr2'], notes: [{ kind: 'decidesEarlierStep', from: 'hr1', to: 'hr2' }] });
    expect(withoutEarlierDeciders('supervisor', ['sup'], new Set(['sup']), f).approvers).toEqual(['head']);
    // Up the line past the requester and past anyone who decided already.
    expect(withoutEarlierDeciders('supervisor', ['asst'], new Set(['asst', 'sup']), { ...f, requesterId: 'head' }).approvers).toEqual(['ceo']);
  });
});

describe('what the chain says of a substitution', () => {
  it('nobody above the one who decides step 1: HR\'s officers take the role\'s step; the note says who is left out, the approvers line names them', () => {
    const r = resolveChain([{ kind: 'supervisor' }, { kind: 'role', roleId: 'finance' }], facts({ roleHolders: () => ['sup'], supervisorOf: (id) => (id === 'emp' ? 'sup' : null) }));
    expect(r.steps[1]).toMatchObject({ approvers: ['hr1', 'hr2'], notes: [{ kind: 'leftOut', who: 'sup' }] });
  });
});
