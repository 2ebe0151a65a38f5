import { describe, expect, it } from 'vitest';
import { toCp874 } from '../cp874';
import { ByteWriter } from './byte-writer';

describe('byte writer', () => {
  it('grows, cuts text fields, blanks out control characters', () => {
    const w = new ByteWriter(64);
    for (let i = 0; i < 100; i++) w.left('สมชาย\r\nทดสอบ', 12).digits(i, 3).crlf();
    const bytes = Buffer.from(w.bytes());
    expect(bytes.length).toBe(100 * 17);
    expect(bytes.subarray(0, 17)).toEqual(Buffer.from([...toCp874('สมชาย  ทดสอบ').subarray(0, 12), 0x30, 0x30, 0x30, 0x0d, 0x0a]));
    expect(() => new ByteWriter().digits(1000, 3)).toThrow(RangeError);
  });
});
