import { describe, expect, it } from 'vitest';
import { cp874Byte, cp874Length, cp874TextByte, isCp874, padLeft, padRight, satangDigits, toCp874, truncateCp874, writeCp874 } from './cp874';

describe('cp874', () => {
  it('writes ASCII as is and Thai one byte per character (code point − 0x0D60)', () => {
    expect([...toCp874('A1 ')]).toEqual([0x41, 0x31, 0x20]);
    // ก U+0E01 → 0xA1, ฿ U+0E3F → 0xDF, ๛ U+0E5B → 0xFB; a tone mark is a byte of its own.
    expect([...toCp874('ก฿๛')]).toEqual([0xa1, 0xdf, 0xfb]);
    expect([...toCp874('ปิ่น')]).toEqual([0xbb, 0xd4, 0xe8, 0xb9]);
    // สมชาย: ส ม ช า ย
    expect([...toCp874('สมชาย')]).toEqual([0xca, 0xc1, 0xaa, 0xd2, 0xc2]);
    expect(Buffer.from(toCp874('สมชาย  ทดสอบ'))).toEqual(Buffer.from('สมชาย  ทดสอบ'.split('').map((c) => (c === ' ' ? 0x20 : c.charCodeAt(0) - 0x0d60))));
    expect(cp874Byte(0x0e01)).toBe(0xa1);
  });

  it('writes any other character as one ?, an emoji included, and never a Windows-only byte', () => {
    expect(Buffer.from(toCp874('é€😀x')).toString('latin1')).toBe('???x');
    // € is 0x80 in Windows' cp874 but not in TIS-620, which the government files need.
    expect(cp874Byte('€'.charCodeAt(0))).toBe(0x3f);
    expect(cp874Length('é€😀x')).toBe(4);
    expect(isCp874('นาย Somchai')).toBe(true);
    expect(isCp874('นางสาว Somsri')).toBe(true);
    expect(isCp874('José')).toBe(false);
    expect(isCp874('Zoë')).toBe(false);
  });

  it('counts bytes, so marks above and below a consonant take a byte each', () => {
    // จำกัด: จ ำ ก ั ด, five bytes for three visible cells.
    expect(cp874Length('จำกัด')).toBe(5);
    expect(cp874Length('😀')).toBe(1);
    // A lone surrogate is a code point of its own too.
    expect(cp874Length('\ud83dx')).toBe(2);
  });

  it('writes into a buffer at an offset, at most maxBytes, and says how many it wrote', () => {
    const buf = new Uint8Array(8).fill(0x2e);
    expect(writeCp874(buf, 2, 'ก😀\r', 3)).toBe(3);
    expect([...buf]).toEqual([0x2e, 0x2e, 0xa1, 0x3f, 0x0d, 0x2e, 0x2e, 0x2e]);
    expect(writeCp874(buf, 0, 'ABCDEF', 2)).toBe(2);
    // A text field blanks a control character out instead, so a CR cannot end its record.
    expect(writeCp874(buf, 0, 'a\r\nb\u007f', Infinity, cp874TextByte)).toBe(5);
    expect([...buf.subarray(0, 5)]).toEqual([0x61, 0x20, 0x20, 0x62, 0x20]);
    expect(cp874TextByte(0x09)).toBe(0x20);
    expect(cp874TextByte(0x0e01)).toBe(0xa1);
  });

  it('cuts to whole code points', () => {
    expect(truncateCp874('จำกัด', 3)).toBe('จำก');
    expect(truncateCp874('😀😀', 1)).toBe('😀');
    expect(truncateCp874('ab', 5)).toBe('ab');
  });

  it('pads and cuts by bytes, a Thai vowel or tone mark counting as one', () => {
    expect(padRight('นางสาว', 8)).toBe('นางสาว  ');
    expect(padRight('จำกัด', 8)).toBe('จำกัด   ');
    expect(padRight('สมหญิงใจดี', 4)).toBe('สมหญ');
    expect(padRight('สมชาย', 3)).toBe('สมช');
    expect(padRight('😀😀', 1)).toBe('😀');
    expect(padLeft('12', 5, '0')).toBe('00012');
    expect(padLeft('42', 5)).toBe('   42');
    expect(padLeft('ABCDEF', 3)).toBe('ABC');
  });

  it('writes satang as zero-padded digits and refuses what does not fit', () => {
    expect(satangDigits(168_125, 10)).toBe('0000168125');
    expect(() => satangDigits(12_345, 4)).toThrow(RangeError);
    expect(() => satangDigits(-1, 4)).toThrow(RangeError);
    expect(() => satangDigits(1.5, 4)).toThrow(RangeError);
  });
});
