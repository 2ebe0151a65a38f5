import type { RuleIssue } from '../masters/define';

/*
 * Whom a leave type is for, and over what its days are counted: two fields of the leave-type
 * master (issue 14) that the registry, the server and the leave form read from here.
 */

/** Which employees a leave type is for (the leave-type master's appliesTo). */
export const LEAVE_APPLIES_TO = ['all', 'women', 'men'] as const;
export type LeaveAppliesTo = (typeof LEAVE_APPLIES_TO)[number];

/**
 * Whether a leave type is for an employee of this recorded gender (the employee record's
 * 'male' | 'female' | 'other', or none): maternity is for women, the paternity leave of the 2025
 * amendment for men. Only the other recorded gender excludes: a record without one, or 'other',
 * keeps every type, so a missing field never takes a statutory right away.
 */
export function leaveTypeApplies(appliesTo: unknown, gender: unknown): boolean {
  if (appliesTo === 'women') return gender !== 'male';
  if (appliesTo === 'men') return gender !== 'female';
  return true;
}

/** The refusal of a type that is not for this employee (validation.leaveTypeForWomen / leaveTypeForMen on leaveTypeId). */
export function appliesToIssues(appliesTo: unknown, gender: unknown): RuleIssue[] {
  return leaveTypeApplies(appliesTo, gender) ? [] : [{ field: 'leaveTypeId', key: appliesTo === 'men' ? 'validation.leaveTypeForMen' : 'validation.leaveTypeForWomen' }];
}

/** What a leave type's days are counted over: a calendar year, or one pregnancy (maternity, LPA s.41). */
export const LEAVE_COUNTED_PER = ['year', 'pregnancy'] as const;
export type LeaveCountedPer = (typeof LEAVE_COUNTED_PER)[number];
