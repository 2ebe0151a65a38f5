import { describe, expect, it } from 'vitest';
import { hoursText } from './hours-text';

describe('hoursText', () => {
  it('writes minutes as hours and minutes, never as a decimal', () => {
    expect(hoursText(38 * 60 + 35)).toBe('38:35');
    expect(hoursText(40 * 60)).toBe('40:00');
    expect(hoursText(5)).toBe('0:05');
  });
});
