import { describe, expect, it } from 'vitest';
import { appliesToIssues, leaveTypeApplies } from './type-scope';

describe('leaveTypeApplies (issue 14: maternity for women, paternity for men)', () => {
  it.each([
    ['women', 'female', true], ['women', 'male', false], ['women', 'other', true], ['women', null, true],
    ['men', 'male', true], ['men', 'female', false], ['men', null, true],
    ['all', 'male', true], ['all', 'female', true],
  ])('a type for %s applies to a record of gender %s: %s', (appliesTo, gender, expected) => {
    expect(leaveTypeApplies(appliesTo, gender)).toBe(expected);
  });

  it('refuses the type on its field, naming whom it is for', () => {
    expect(appliesToIssues('women', 'male')).toEqual([{ field: 'leaveTypeId', key: 'validation.leaveTypeForWomen' }]);
    expect(appliesToIssues('men', 'female')).toEqual([{ field: 'leaveTypeId', key: 'validation.leaveTypeForMen' }]);
    expect(appliesToIssues('women', 'female')).toEqual([]);
  });
});
